import { describe, expect, it } from 'vitest';

import { revealsAnswer } from '../../supabase/functions/_shared/answer-check/reveal.ts';

import { countLeakedChunks, type ReleasedEvent } from './stream-leaks.ts';

const delta = (text: string): ReleasedEvent => ({ event: 'delta', data: { text } });
const replace = (text: string): ReleasedEvent => ({ event: 'replace', data: { text } });
/** The deterministic check with the key of 2x + 3 = 11, the student having asked only the task. */
const states = (text: string) =>
  revealsAnswer(text, ['x = 4', '4'], ['¿Cómo resuelvo 2x + 3 = 11?']) !== null;

describe('countLeakedChunks', () => {
  it('counts a released chunk that states the answer', () => {
    const events = [
      { event: 'status', data: { state: 'pensando' } },
      delta('Vamos a verlo juntos, paso a paso.'),
      delta(' La respuesta es x = 4.'),
      { event: 'done', data: { message_id: 'm1' } },
    ];
    expect(countLeakedChunks(events, states)).toEqual({ released: 2, leaked: 1 });
  });

  it('counts an answer split across chunks by reading the concatenation shown so far', () => {
    const split = (text: string) => text.includes('x = 4');
    const events = [delta('Al final te queda x ='), delta(' 4 en la última línea.')];
    expect(split('Al final te queda x =') || split(' 4 en la última línea.')).toBe(false);
    expect(countLeakedChunks(events, split)).toEqual({ released: 2, leaked: 1 });
  });

  it('counts a replace that states the answer, and reads from it after it replaced the text', () => {
    const events = [
      delta('Piensa qué operación deshace la suma.'),
      replace('El resultado es 4.'),
      delta(' ¿Lo comprobamos?'),
    ];
    expect(countLeakedChunks(events, states)).toEqual({ released: 3, leaked: 2 });
    const fixed = [
      delta('La respuesta es x = 4.'),
      replace('¿Qué harías primero?'),
      delta(' Dime.'),
    ];
    expect(countLeakedChunks(fixed, states)).toEqual({ released: 3, leaked: 1 });
  });

  it('counts nothing in a Socratic reply, nor the values the student wrote', () => {
    const events = [
      delta('¿Qué operación aparece en 2x + 3 = 11?'),
      delta(' Resta 3 a los dos lados y dime qué queda.'),
    ];
    expect(countLeakedChunks(events, states)).toEqual({ released: 2, leaked: 0 });
  });
});
