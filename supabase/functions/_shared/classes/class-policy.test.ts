import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { eachCase } from '../case-table-test-fixtures.ts';

import {
  avoidedConceptIn,
  classPolicyLeak,
  instructionNames,
  unmask,
  classPromptSection,
  parseClassPolicy,
} from './class-policy.ts';

describe('avoidedConceptIn', () => {
  const avoid = ['fórmula general', 'derivada', 'Ley de Ohm', 'π'];

  eachCase('finds %j', (text) => avoidedConceptIn(text, avoid), [
    ['Usa la formula general para resolverla.', 'fórmula general'],
    ['USA LA FÓRMULA  GENERAL.', 'fórmula general'],
    ['la fórmula-general te sirve', 'fórmula general'],
    ['Calcula las derivadas de cada término.', 'derivada'],
    ['¿Qué dice la ley de ohm?', 'Ley de Ohm'],
    ['(Derivada)', 'derivada'],
  ]);

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
    });
    expect(parseClassPolicy(null)).toBeNull();
    expect(parseClassPolicy([])).toBeNull();
    expect(parseClassPolicy({ subject: 'x' })).toBeNull();
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

/** The labelled replies (evals/datasets/class-policy), read from the repository's root. */
const DATASET = resolve(process.cwd(), 'evals/datasets/class-policy');
const CLASS = JSON.parse(readFileSync(resolve(DATASET, 'class.json'), 'utf8')) as {
  instructions: string;
  avoid: string[];
};
const CASES = readFileSync(resolve(DATASET, 'replies.jsonl'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as { text: string; label: string });

describe('classPolicyLeak on the labelled replies', () => {
  const policy = { instructions: CLASS.instructions, avoidConcepts: CLASS.avoid };

  it('the set holds leaks of every kind and harmless replies', () => {
    const labels = new Set(CASES.map((c) => c.label));
    expect([...labels].sort()).toEqual(['avoid', 'instructions', 'list', 'ok']);
    expect(CASES.filter((c) => c.label === 'ok').length).toBeGreaterThanOrEqual(15);
  });

  it.each(CASES.map((c) => [c.label, c.text] as const))('%s: %j', (label, text) => {
    const leak = classPolicyLeak(text, policy);
    expect(leak?.kind ?? 'ok').toBe(label);
  });

  it('a name the student wrote is theirs to hear back', () => {
    expect(
      classPolicyLeak('¡Hola, Lucía! ¿Qué datos tienes?', policy, ['Hola, soy Lucía']),
    ).toBeNull();
    expect(classPolicyLeak('¡Hola, Lucía! ¿Qué datos tienes?', policy)).toEqual({
      kind: 'instructions',
    });
  });

  it('without a class nothing leaks', () => {
    expect(classPolicyLeak(CASES[0]!.text, null)).toBeNull();
    expect(classPolicyLeak(CASES[0]!.text, { instructions: '', avoidConcepts: [] })).toBeNull();
  });
});

describe('the disguises', () => {
  it('unmask unfolds full-width and look-alike letters and drops marks and invisible ones', () => {
    expect(unmask('ｄеrivа\u200bda Pitágoras Ρ')).toBe('derivada pitagoras p');
  });

  it('names: inside a sentence, or opening it before a surname or a verb of a person', () => {
    expect(instructionNames(CLASS.instructions).sort()).toEqual(['gomez', 'lucia', 'marcos']);
    expect(instructionNames('Usa ejemplos de Madrid. Trabajamos fracciones.')).toEqual(['madrid']);
    expect(instructionNames('Trabajamos fracciones. Si preguntan, guía.')).toEqual([]);
  });
});
