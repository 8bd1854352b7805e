import { describe, expect, it } from 'vitest';

import { cleanTitle } from './title.ts';

describe('cleanTitle', () => {
  it.each([
    ['Ecuaciones de primer grado', 'Ecuaciones de primer grado'],
    ['"Ecuaciones lineales."', 'Ecuaciones lineales'],
    ['Título: La Revolución Francesa', 'La Revolución Francesa'],
    ['uno dos tres cuatro cinco seis siete ocho', 'uno dos tres cuatro cinco seis'],
    ['  ', 'Nueva conversación'],
    [null, 'Nueva conversación'],
    ['**Fotosíntesis**\n', 'Fotosíntesis'],
    ['"Título: La Revolución Francesa"', 'La Revolución Francesa'],
    ['**Título:** Ecuaciones lineales', 'Ecuaciones lineales'],
    ['“TÍTULO: Fracciones equivalentes”', 'Fracciones equivalentes'],
    ["'Titulo: El ciclo del agua.'", 'El ciclo del agua'],
    ['"Título: La Revolución Francesa"', 'La Revolución Francesa'],
    ['**Título:** Ecuaciones lineales', 'Ecuaciones lineales'],
    ['“TÍTULO: Fracciones equivalentes”', 'Fracciones equivalentes'],
    ["'Titulo: El ciclo del agua.'", 'El ciclo del agua'],
  ])('%j -> %j', (raw, expected) => {
    expect(cleanTitle(raw)).toBe(expected);
  });
});
