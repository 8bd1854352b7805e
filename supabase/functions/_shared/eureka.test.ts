import { describe, expect, it } from 'vitest';

import { detectEureka } from './eureka.ts';

describe('detectEureka', () => {
  it.each([
    ['Ah, ya veo', true],
    ['ahh ok', true],
    ['AH!', true],
    ['Ya entendí', true],
    ['ya entendi todo', true],
    ['YA ENTENDÍ!!!', true],
    ['Ahora entiendo por qué se despeja así', true],
    ['Gracias, ahora entiendo', true],
    ['gracias ahora entiendo', true],
    ['Me quedó claro, gracias', true],
    ['me quedo claro', true],
    ['Eso tiene sentido', true],
    ['¡Claro!', true],
    ['claro que sí', true],
    ['Eureka', true],
    ['¡EUREKA! lo tengo', true],
    ['Perfecto, entendí', true],
    ['perfecto entendi', true],
    ['Genial, ya lo resolví', true],
    ['Ya entendí, no era tan difícil', true],
    ['no me quedó claro', false],
    ['No me quedo claro nada', false],
    ['todavía no entiendo', false],
    ['aún no tiene sentido', false],
    ['Aun no tiene sentido para mí', false],
    ['no, claro que no', false],
    ['claro que no', false],
    ['Ah no entiendo', false],
    ['nunca me quedó claro', false],
    ['ahí está el problema', false],
    ['Ahí', false],
    ['el ahorro de energía', false],
    ['ahorita lo hago', false],
    ['aclaro que es mi tarea', false],
    ['Clarissa me ayudó', false],
    ['la ecuación es 2x + 3 = 7', false],
    ['¿Cómo resuelvo esto?', false],
    ['entiendo poco', false],
    ['genialmente ya', false],
    ['', false],
  ])('%j -> %s', (text, expected) => {
    expect(detectEureka(text)).toBe(expected);
  });

  // Each case pins a rule that mutation testing showed no labelled case needed (docs/mutation-safety.md).
  it.each([
    // The interjection is the whole word: 'aah' is 'ah', 'bah' is not.
    ['aah', true],
    ['bah', false],
    // A negation before a clause word does not govern what follows.
    ['no lo veía pero ya entendí', true],
    ['no lo sabía aunque ahora entiendo', true],
    ['no era eso sino que ya entendí', true],
    ['no lo sabía y ahora entiendo', true],
    ['no lo sabía e igual ya entendí', true],
    // 'sin duda', 'no hay duda' affirm.
    ['ya entendí, sin duda', true],
    ['no hay duda, ya entendí', true],
    // Denied or explained right after the phrase.
    ['ya entendí mal', false],
    ['con razón no me daba', true],
    // Sarcasm: 'sí, cómo no' at the end; 'como no' mid-sentence is sincere.
    ['claro, si como no', false],
    ['ya entendí, como no lo vi antes', true],
  ])('%j -> %s', (text, expected) => {
    expect(detectEureka(text)).toBe(expected);
  });
});
