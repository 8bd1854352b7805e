import { describe, expect, it } from 'vitest';

import {
  CLASS_LIMITS,
  EMPTY_CLASS_FORM,
  dayFromExpiry,
  parseAvoidConcepts,
  validateClassForm,
  type ClassFormValues,
} from './class-form';

const NOW = new Date(2026, 10, 25, 12, 0, 0);
const form = (patch: Partial<ClassFormValues>): ClassFormValues => ({
  ...EMPTY_CLASS_FORM,
  name: 'Álgebra 2°B',
  ...patch,
});

describe('validateClassForm', () => {
  it.each<[string, Partial<ClassFormValues>, keyof ClassFormValues, string]>([
    ['a blank name', { name: '   ' }, 'name', 'Escribe el nombre de la clase.'],
    [
      'a name past 100 characters',
      { name: 'a'.repeat(101) },
      'name',
      'El nombre no puede pasar de 100 caracteres.',
    ],
    [
      'a subject past 100 characters',
      { subject: 'b'.repeat(101) },
      'subject',
      'La materia no puede pasar de 100 caracteres.',
    ],
    [
      'instructions past 2000 characters',
      { instructions: 'c'.repeat(2001) },
      'instructions',
      'Las instrucciones no pueden pasar de 2000 caracteres.',
    ],
    [
      '51 concepts to avoid',
      { avoidConcepts: Array.from({ length: 51 }, (_, i) => `concepto ${i}`).join('\n') },
      'avoidConcepts',
      'Puedes indicar como máximo 50 conceptos a evitar.',
    ],
    [
      'a concept past 100 characters',
      { avoidConcepts: 'd'.repeat(101) },
      'avoidConcepts',
      'Cada concepto a evitar puede tener hasta 100 caracteres.',
    ],
    [
      'a limit of 0',
      { dailyLimit: '0' },
      'dailyLimit',
      'El límite diario debe ser un número entero entre 1 y 1000.',
    ],
    [
      'a limit of 1001',
      { dailyLimit: '1001' },
      'dailyLimit',
      'El límite diario debe ser un número entero entre 1 y 1000.',
    ],
    [
      'a fractional limit',
      { dailyLimit: '2.5' },
      'dailyLimit',
      'El límite diario debe ser un número entero entre 1 y 1000.',
    ],
    [
      'a past expiry',
      { expiresOn: '2026-11-24' },
      'expiresOn',
      'La fecha de caducidad debe ser futura.',
    ],
    [
      'an impossible day',
      { expiresOn: '2026-02-30' },
      'expiresOn',
      'La fecha de caducidad no es válida.',
    ],
  ])('refuses %s in Spanish', (_, patch, field, message) => {
    const result = validateClassForm(form(patch), NOW);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field]).toBe(message);
  });

  it('accepts the limits themselves', () => {
    const result = validateClassForm(
      form({
        name: 'a'.repeat(CLASS_LIMITS.name),
        subject: 's'.repeat(CLASS_LIMITS.subject),
        instructions: 'i'.repeat(CLASS_LIMITS.instructions),
        avoidConcepts: Array.from({ length: 50 }, (_, i) => `${i}`.padEnd(100, 'x')).join('\n'),
        dailyLimit: '1000',
        expiresOn: '2026-11-25',
      }),
      NOW,
    );
    expect(result.ok).toBe(true);
  });

  it('builds the row to write: trimmed texts, nulls for empty optional fields', () => {
    const result = validateClassForm(
      form({
        name: '  Física  ',
        avoidConcepts: '\n derivadas \nintegrales\n',
        dailyLimit: ' 20 ',
      }),
      NOW,
    );
    expect(result).toEqual({
      ok: true,
      value: {
        name: 'Física',
        subject: null,
        grade_level: null,
        instructions: '',
        avoid_concepts: ['derivadas', 'integrales'],
        join_code_expires_at: null,
        daily_message_limit: 20,
      },
    });
  });

  it('keeps an unchanged past expiry (an old class can still be saved)', () => {
    const result = validateClassForm(form({ expiresOn: '2026-11-01' }), NOW, '2026-11-01');
    expect(result.ok).toBe(true);
  });
});

describe('parseAvoidConcepts', () => {
  it('keeps one of each concept (ignoring case), drops blank lines and squeezes spaces', () => {
    expect(parseAvoidConcepts('Derivadas\n\nderivadas\n  regla   de la cadena ')).toEqual([
      'Derivadas',
      'regla de la cadena',
    ]);
  });
});

describe('dayFromExpiry', () => {
  it('shows no day for no expiry or a broken value', () => {
    expect(dayFromExpiry(null)).toBe('');
    expect(dayFromExpiry('no es una fecha')).toBe('');
  });
});
