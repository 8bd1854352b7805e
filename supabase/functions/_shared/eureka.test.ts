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
});
