import { describe, expect, it } from 'vitest';

import { normaliseAnswer, revealsAnswer, statesAnswer } from './reveal.ts';

const TASK = ['Resuelve 2x + 3 = 11'];
const KEY = ['x = 4', '4'];

describe('revealsAnswer', () => {
  it.each([
    '¿Ves que da 4?',
    'Entonces x vale cuatro.',
    'The answer is four.',
    '$$\\boxed{4}$$',
    'Despejando, $x = 4$.',
  ])('flags a reply that states the answer: %j', (reply) => {
    expect(revealsAnswer(reply, KEY, TASK)).toMatchObject({ answer: 'x = 4' });
  });

  it.each([
    'Tienes 2x + 3 = 11, ¿qué harías con el 3?',
    'Paso 4: revisa el signo.',
    'Son dos pasos: primero resta, luego divide.',
    'Si x - 4 = 0, ¿cuánto vale x? Prueba con otro ejemplo: 3x = 9.',
  ])('passes a reply that does not: %j', (reply) => {
    expect(revealsAnswer(reply, KEY, TASK)).toBeNull();
  });

  it('passes a confirmation of the value the student wrote', () => {
    expect(revealsAnswer('¡Sí, 4 es correcto!', KEY, [...TASK, 'me da 4'])).toBeNull();
  });
});

describe('normaliseAnswer and statesAnswer', () => {
  it('gives equal answers one form', () => {
    expect(normaliseAnswer('x vale 0,75')).toBe(normaliseAnswer('x = \\frac{3}{4}'));
    expect(normaliseAnswer('3x² + 2')).toBe(normaliseAnswer('3x^{2}+2'));
  });

  it('reads a short student answer without a stating word', () => {
    expect(statesAnswer('¿cuatro?', '4')).toBe(true);
    expect(statesAnswer('tengo dos dudas y un problema', '2')).toBe(false);
  });
});
