import { describe, expect, it } from 'vitest';

import { eachCase } from '../case-table-test-fixtures.ts';

import {
  cleanTitle,
  DEFAULT_TITLE,
  IMAGE_ONLY_TITLE,
  isImageOnly,
  MAX_TITLE_CHARS,
  titlePieces,
  withoutPersonalData,
} from './title.ts';

describe('cleanTitle', () => {
  eachCase('%j -> %j', cleanTitle, [
    ['Ecuaciones de primer grado', 'Ecuaciones de primer grado'],
    ['"Ecuaciones lineales."', 'Ecuaciones lineales'],
    ['Título: La Revolución Francesa', 'La Revolución Francesa'],
    ['uno dos tres cuatro cinco seis siete ocho', 'uno dos tres cuatro cinco seis'],
    ['  ', 'Nueva conversación'],
    [null, 'Nueva conversación'],
    [undefined, 'Nueva conversación'],
    ['**Fotosíntesis**\n', 'Fotosíntesis'],
    ['"Título: La Revolución Francesa"', 'La Revolución Francesa'],
    ['**Título:** Ecuaciones lineales', 'Ecuaciones lineales'],
    ['“TÍTULO: Fracciones equivalentes”', 'Fracciones equivalentes'],
    ["'Titulo: El ciclo del agua.'", 'El ciclo del agua'],
    ['title: Photosynthesis', 'Photosynthesis'],
    ['Línea uno\r\nlínea dos', 'Línea uno línea dos'],
    ['Resolver 2x + 3 = 11 paso a paso hoy mismo', 'Resolver 2x + 3 = 11 paso a paso hoy'],
    ['Factorizar (x - 2)(x - 3) con cuidado', 'Factorizar (x - 2)(x - 3) con cuidado'],
    ['Derivar $x^3 + 5x$ con la regla', 'Derivar $x^3 + 5x$ con la regla'],
    ['Suma de 2 345 678 y 1 234 322', 'Suma de 2 345 678 y 1 234 322'],
    ['Suma de poblaciones y', 'Suma de poblaciones'],
    ['Ecuaciones de', 'Ecuaciones'],
    ['de', 'de'],
    ['Ejercicio (x + 1', 'Ejercicio'],
    ['Ejercicio $x + 1', 'Ejercicio'],
    ['Ejercicio x] raro', 'Ejercicio'],
    ['Ejercicio (x] raro', 'Ejercicio'],
    ['Escríbeme a ana.perez@gmail.com ya', 'Escríbeme a ya'],
    ['Llama al +34 612 345 678 hoy', 'Llama al hoy'],
    ['Llama al (55) 1234-5678 hoy', 'Llama al hoy'],
    ['Código +1234567 raro', 'Código raro'],
    ['Año 1.000.000 y 12345678', 'Año 1.000.000'],
    ['Número 1234567 largo', 'Número 1234567 largo'],
    ['Número +123456 corto', 'Número +123456 corto'],
    ['Conjunto {1, 2} hoy', 'Conjunto {1, 2} hoy'],
    ['Conjunto {1, 2 hoy', 'Conjunto'],
    ['Intervalo [0, 1] cerrado', 'Intervalo [0, 1] cerrado'],
    ['Año 12.345.678 récord', 'Año 12.345.678 récord'],
    ['Ley a × b ÷ c hoy', 'Ley a × b ÷ c hoy'],
    ['Si x ≤ 3 entonces', 'Si x ≤ 3 entonces'],
    ['Escribe a Ñandú_2@correo.es ya', 'Escribe a ya'],
    ['Escribe a a@b2.com ya', 'Escribe a ya'],
    ['Código +1 2 3 4 raro', 'Código +1 2 3 4 raro'],
    ['Código 12345.678 raro', 'Código raro'],
    ['Año 1.234.567.890 récord', 'Año 1.234.567.890 récord'],
    ['Mi título: algo', 'Mi título: algo'],
    ['Subtítulo: algo', 'Subtítulo: algo'],
    ['Títulos: varios', 'Títulos: varios'],
    ['Título:Fracciones', 'Fracciones'],
    ['Ecuaciones lineales..', 'Ecuaciones lineales'],
  ]);

  it('counts the spaces between words in MAX_TITLE_CHARS', () => {
    expect(cleanTitle(`${'a'.repeat(40)} ${'b'.repeat(40)}`)).toBe('a'.repeat(40));
  });

  it('cuts at MAX_TITLE_CHARS between words, never inside one', () => {
    const long = 'Supercalifragilisticoespialidoso '.repeat(3) + 'palabra';
    const title = cleanTitle(long);
    expect(title.length).toBeLessThanOrEqual(MAX_TITLE_CHARS);
    expect(title).toBe('Supercalifragilisticoespialidoso Supercalifragilisticoespialidoso');
    expect(cleanTitle('x'.repeat(81))).toBe(DEFAULT_TITLE);
    expect(cleanTitle('x'.repeat(80))).toBe('x'.repeat(80));
  });
});

describe('titlePieces', () => {
  eachCase(
    '%j -> %j',
    titlePieces,
    [
      ['Resolver 2x + 3 = 11 ya', ['Resolver', '2x + 3 = 11', 'ya']],
      ['a -> b', ['a -> b']],
      ['2 + 3', ['2 + 3']],
      ['(x - 2)(x - 3) hoy', ['(x - 2)(x - 3)', 'hoy']],
      ['con $a + b$ y', ['con', '$a + b$', 'y']],
      ['1 234 y 12 3456', ['1 234', 'y', '12', '3456']],
      ['1234 567', ['1234', '567']],
      ['x12 345', ['x12', '345']],
      ['Suma 2+ 3', ['Suma', '2+ 3']],
      ['Suma +3', ['Suma', '+3']],
      ['a +- b', ['a +- b']],
      ['', []],
      ['  Tema   dos ', ['Tema', 'dos']],
      ['Resolver $a b$ ahora', ['Resolver', '$a b$', 'ahora']],
      ['Área $\\pi r^2$ del círculo', ['Área', '$\\pi r^2$', 'del', 'círculo']],
    ],
    'toEqual',
  );
});

describe('withoutPersonalData', () => {
  eachCase('%j -> %j', withoutPersonalData, [
    ['mi correo es a.b+c@mail.example.com, gracias', 'mi correo es , gracias'],
    ['tel 612345678', 'tel'],
    ['tel 612 34 56 78 ok', 'tel ok'],
    ['tel 55.1234.5678 ok', 'tel ok'],
    ['1.234.567 habitantes', '1.234.567 habitantes'],
    ['1,234,567 habitantes', '1,234,567 habitantes'],
    ['2x + 3 = 11', '2x + 3 = 11'],
    // What stood beside an address or a number stays apart: nothing fuses across the gap.
    ['correo:ana@x.es,gracias', 'correo: ,gracias'],
    ['tel:612345678.gracias', 'tel: .gracias'],
  ]);
});

describe('the fixed titles', () => {
  it('are the exact Spanish texts', () => {
    expect(DEFAULT_TITLE).toBe('Nueva conversación');
    expect(IMAGE_ONLY_TITLE).toBe('Análisis de imagen');
  });
});

describe('isImageOnly', () => {
  eachCase('%j with %d images: %s', isImageOnly, [
    ['', 1, true],
    ['  ', 2, true],
    ['📷 Imagen adjunta', 1, true],
    ['Mira esta foto', 1, false],
    ['', 0, false],
  ]);
});
