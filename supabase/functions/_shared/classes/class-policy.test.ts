import { describe, expect, it } from 'vitest';

import {
  avoidedConceptIn,
  classLimitReached,
  classPromptSection,
  parseClassPolicy,
} from './class-policy.ts';

describe('avoidedConceptIn', () => {
  const avoid = ['fórmula general', 'derivada', 'Ley de Ohm', 'π'];

  it.each([
    ['Usa la formula general para resolverla.', 'fórmula general'],
    ['USA LA FÓRMULA  GENERAL.', 'fórmula general'],
    ['la fórmula-general te sirve', 'fórmula general'],
    ['Calcula las derivadas de cada término.', 'derivada'],
    ['¿Qué dice la ley de ohm?', 'Ley de Ohm'],
    ['(Derivada)', 'derivada'],
  ])('finds %j', (text, concept) => {
    expect(avoidedConceptIn(text, avoid)).toBe(concept);
  });

  it.each([
    'Piensa qué fórmula conoces para áreas.',
    'Esa expresión es general.',
    'El resultado deriva de lo anterior.',
    'Es un número derivado de otro.',
    'Una leyenda de Ohm...',
    'La ley de Newton',
    '',
  ])('does not flag %j', (text) => {
    expect(avoidedConceptIn(text, avoid)).toBeNull();
  });

  it('an empty list or an empty concept never matches', () => {
    expect(avoidedConceptIn('la fórmula general', [])).toBeNull();
    expect(avoidedConceptIn('la fórmula general', ['   '])).toBeNull();
  });
});

describe('the class policy', () => {
  const row = {
    class_id: 'c1',
    subject: 'Física',
    grade_level: null,
    instructions: '  Usa ejemplos.  ',
    avoid_concepts: ['vector', 3, ''],
    daily_message_limit: 2,
    messages_today: 3,
    retry_after_seconds: 120,
  };

  it('parses tutor_class_context and ignores anything else', () => {
    expect(parseClassPolicy(row)).toEqual({
      classId: 'c1',
      subject: 'Física',
      level: null,
      instructions: 'Usa ejemplos.',
      avoidConcepts: ['vector'],
      dailyMessageLimit: 2,
      messagesToday: 3,
      retryAfterSeconds: 120,
    });
    expect(parseClassPolicy(null)).toBeNull();
    expect(parseClassPolicy([])).toBeNull();
    expect(parseClassPolicy({ subject: 'x' })).toBeNull();
  });

  it('the limit is reached only past it', () => {
    const policy = parseClassPolicy(row)!;
    expect(classLimitReached(policy)).toBe(true);
    expect(classLimitReached({ ...policy, messagesToday: 2 })).toBe(false);
    expect(classLimitReached({ ...policy, dailyMessageLimit: null })).toBe(false);
    expect(classLimitReached(null)).toBe(false);
  });

  it('the prompt part holds the instructions and the concepts, and nothing without them', () => {
    const section = classPromptSection({
      instructions: 'Usa ejemplos.',
      avoidConcepts: ['vector'],
    });
    expect(section).toContain('Usa ejemplos.');
    expect(section).toContain('«vector»');
    expect(classPromptSection({ instructions: '', avoidConcepts: [] })).toBe('');
    expect(classPromptSection(null)).toBe('');
  });
});
