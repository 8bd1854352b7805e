/**
 * Numbers written in words, as the answer check reads them; denominators and signs: reveal-words-
 * parts.test.ts.
 */
import { describe, expect, it } from 'vitest';

import { eachHeld, eachValue, numbers } from './numeral-test-fixtures.ts';
import { tokenize } from './reveal-text.ts';

describe('numbers in words', () => {
  it.each([
    ['cero', 0],
    ['cuatro', 4],
    ['quince', 15],
    ['diecinueve', 19],
    ['veinte', 20],
    ['veintitrés', 23],
    ['veintiún', 21],
    ['treinta y dos', 32],
    ['noventa y nueve', 99],
    ['cien', 100],
    ['ciento cinco', 105],
    ['ciento veinte', 120],
    ['doscientas', 200],
    ['quinientos cuarenta', 540],
    ['novecientos ochenta y nueve', 989],
    ['mil novecientos ochenta y nueve', 1989],
    ['dos mil veinticuatro', 2024],
    ['mil veinticuatro', 1024],
    ['seis mil', 6000],
    ['cien mil', 100000],
    ['un millón', 1000000],
    ['tres millones', 3000000],
    ['four', 4],
    ['nineteen', 19],
    ['twenty-three', 23],
    ['thirty-six', 36],
    ['twenty three', 23],
    ['one hundred and five', 105],
    ['two hundred', 200],
    ['five thousand', 5000],
    ['veintiuna', 21],
    ['two million', 2000000],
    ['three millions', 3000000],
    ['trescientas', 300],
    ['novecientas', 900],
  ])('%j is %d', (text, value) => {
    expect(numbers(text)).toEqual([[expect.any(String), value]]);
  });

  eachValue([
    ['tres cuartos', 0.75],
    ['un medio', 0.5],
    ['dos tercios', 2 / 3],
    ['una cuarta parte', 0.25],
    ['tres cuartas partes', 0.75],
    ['un sexto', 1 / 6],
    ['cinco octavos', 0.625],
    ['siete décimos', 0.7],
    ['diecinueve doceavos', 19 / 12],
    ['un treintavo', 1 / 30],
    ['a half', 0.5],
    ['a quarter', 0.25],
    ['three quarters', 0.75],
    ['two thirds', 2 / 3],
    ['one fifth', 0.2],
    ['menos cuatro', -4],
    ['negative eight', -8],
    ['cuatro coma cinco', 4.5],
    ['uno coma setenta y cinco', 1.75],
    ['three point five', 3.5],
    ['siete y medio', 7.5],
    ['a third', 1 / 3],
    ['minus four', -4],
    ['negativo cinco', -5],
    ['cuatro punto cinco', 4.5],
    ['dos y media', 2.5],
  ]);

  eachHeld([
    ['una pista', []],
    ['un paso más', []],
    ['el cuarto paso', []],
    ['en el medio', []],
    ['dos tres', [2, 3]],
    ['dos, tres', [2, 3]],
    ['x menos cuatro', [4]],
    ['once you subtract', []],
    ['mil gracias', []],
    ['y cinco', [5]],
    ['treinta y', [30]],
    ['veinte y dos', [20, 2]],
    ['ciento y cinco', [100, 5]],
    ['twenty-', [20]],
    ['a cat', []],
  ]);

  it('keeps the words of a number as its text', () => {
    expect(numbers('da menos cuatro')).toEqual([['- cuatro', -4]]);
    expect(numbers('tres cuartos')).toEqual([['tres cuartos', 0.75]]);
  });

  it('marks numbers in words, and fractions', () => {
    const [t] = tokenize('tres cuartos');
    expect(t).toMatchObject({ kind: 'num', fromWords: true, fraction: true });
    const [u] = tokenize('cuatro');
    expect(u).toMatchObject({ fromWords: true, fraction: false });
  });
});
