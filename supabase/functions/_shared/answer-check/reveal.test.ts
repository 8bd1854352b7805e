/**
 * The answer check (revealsAnswer, statesAnswer, normaliseAnswer): what reveals an answer and what
 * does not.
 */
import { describe, expect, it } from 'vitest';

import { eachCase } from '../case-table-test-fixtures.ts';

import { eachHidden, eachStated } from './reveal-test-fixtures.ts';
import { normaliseAnswer, revealsAnswer, statesAnswer } from './reveal.ts';

const TASK = ['Resuelve 2x + 3 = 11'];

const KEY = ['x = 4', '4'];

describe('revealsAnswer flags a reply that states an accepted answer', () => {
  eachStated('%j', KEY, TASK, 'x = 4', [
    ['¿Ves que da 4?', '4'],
    ['Entonces x vale cuatro.', 'x = cuatro'],
    ['x es igual a 4', 'x = 4'],
    ['x is equal to 4', 'x = 4'],
    ['x equals four', 'x = four'],
    ['The answer is four.', 'four'],
    ["It's four.", 'four'],
    ['$$\\boxed{4}$$', '4'],
    ['Despejando, $x = 4$.', 'x = 4'],
    ['¿Cuatro, quizás?', 'cuatro'],
    ['Respuesta: cuatro', 'cuatro'],
    ['Cuatro es la respuesta.', 'cuatro'],
    ['cuatro', 'cuatro'],
    ['Te queda 4,0 al final.', '4,0'],
    ['Al final obtienes cuatro.', 'cuatro'],
    ['x=4', 'x = 4'],
    ['4 = x', '4'],
    ['2·2 = 4', '4'],
    ['(4)', '4'],
  ]);

  it.each([
    ['Te sale 1.789', ['1789'], '1.789'],
    ['Fue en mil setecientos ochenta y nueve.', ['1789'], 'mil setecientos ochenta y nueve'],
    ['Juntas tres cuartos.', ['3/4'], 'tres cuartos'],
    ['Es 0,75.', ['3/4'], '0,75'],
    ['Es $\\dfrac{3}{4}$', ['0,75'], '3/4'],
    ['Es ¾', ['0.75'], '3/4'],
    ['Es 6/8', ['3/4'], '6/8'],
    ['Son 50 %', ['1/2'], '50%'],
    ['Es 0,5', ['50 %'], '0,5'],
    ['Es 50', ['50 %'], '50'],
    ['Es 3.580.000', ['3580000'], '3.580.000'],
    ['Es 3 580 000', ['3.580.000'], '3 580 000'],
    ['Es 1,234', ['1234'], '1,234'],
    ['da menos ocho', ['-8'], '- ocho'],
    ['queda −8', ['-8'], '-8'],
    ['Es $x^{2}$', ['x^2'], 'x ^ 2'],
    ['Es x²', ['x^2'], 'x ^ 2'],
    ['Es 3x² + 5', ['3x^2 + 5'], '3 x ^ 2 + 5'],
    ['Es 3 · x^2 + 5', ['3x^2 + 5'], '3 x ^ 2 + 5'],
    ['Es $6\\sqrt{2}$', ['6√2'], '6 sqrt 2'],
    ['Es 25π cm²', ['25π cm²'], '25 pi cm ^ 2'],
    ['Se forma H₂O', ['H2O'], 'h 2 o'],
    ['Es NaCl', ['NaCl'], 'nacl'],
    ['Es la capital: Canberra', ['Canberra'], 'canberra'],
    ['Son 75 km/h', ['75 km/h'], '75 km / h'],
    ['Te da 75', ['75 km/h'], '75'],
    ['La opción correcta es la c.', ['c'], 'c'],
    ['Marca la opción c', ['c'], 'c'],
    ['respuesta: c', ['c'], 'c'],
    ['Es Fe', ['Fe'], 'fe'],
    ['veintitrés', ['23'], 'veintitres'],
    ['ciento cinco', ['105'], 'ciento cinco'],
    ['un medio', ['0.5'], 'un medio'],
    ['Hay nueve diagonales', ['9'], 'nueve'],
    ['The sum is three quarters', ['3/4'], 'three quarters'],
    ['La hipotenusa mide diez', ['10 cm'], 'diez'],
  ])('%j states %j', (reply, answers, found) => {
    const student = ['¿Cuántas diagonales tiene un hexágono? Lo necesito ya'];
    expect(revealsAnswer(reply, answers, student)).toEqual({ answer: answers[0], found });
  });

  it('reads each part of a multi-part answer', () => {
    const key = ['x = 6, y = 4'];
    const student = ['Resuelve x + y = 10, x - y = 2'];
    expect(revealsAnswer('y entonces y = 4', key, student)).toEqual({
      answer: 'x = 6, y = 4',
      found: 'y = 4',
    });
    expect(revealsAnswer('ya tienes x = 6', key, student)).toMatchObject({ found: 'x = 6' });
    expect(revealsAnswer('x = 6 e y = 4', ['x = 6 e y = 4'], student)).toMatchObject({
      found: 'x = 6',
    });
    expect(revealsAnswer('Suma las ecuaciones: ¿qué queda?', key, student)).toBeNull();
  });

  it('flags the part the student has not written', () => {
    const key = ['x = 7 y x = -7'];
    expect(revealsAnswer('Además, x = -7.', key, ['x² = 49', 'me da x = 7'])).toMatchObject({
      found: 'x = -7',
    });
    expect(revealsAnswer('Sí, x = 7 es una.', key, ['x² = 49', 'me da x = 7'])).toBeNull();
  });

  it('a number of the task counts only when stated', () => {
    const student = ['Pendiente de la recta por (1, 2) y (3, 8)'];
    expect(revealsAnswer('¿Qué harías con el 3 del segundo punto?', ['3'], student)).toBeNull();
    expect(revealsAnswer('La pendiente es 3.', ['3'], student)).toMatchObject({ found: '3' });
    expect(revealsAnswer('m = 6/2 = 3', ['3'], student)).toMatchObject({ found: '3' });
    const coefficient = ['Resuelve 5x = 25'];
    expect(revealsAnswer('¿Qué hace el 5 con la x?', ['5'], coefficient)).toBeNull();
    expect(revealsAnswer('Divide entre 5', ['5'], coefficient)).toBeNull();
    expect(revealsAnswer('La solución es cinco', ['5'], coefficient)).toMatchObject({
      found: 'cinco',
    });
  });
});

describe('revealsAnswer passes what does not reveal', () => {
  eachHidden('%j', KEY, TASK, [
    'Tienes 2x + 3 = 11, ¿qué harías con el 3?',
    'Paso 4: revisa el signo.',
    'Es el ejercicio 4 del libro.',
    'Mira la página 4.',
    'Ve al apartado #4',
    'Nº 4',
    'En el 4.º paso',
    'La 4ª parte',
    '1. Resta.\n2. Divide.\n3. Comprueba.\n4. Escribe.',
    '4) Comprueba el resultado',
    'Son dos pasos: primero resta, luego divide.',
    'Hay cuatro operaciones básicas.',
    'Si x - 4 = 0, ¿cuánto vale x?',
    'Prueba otro ejemplo: 3x = 9.',
    'Calcula 4x para x = 1',
    'x4 no es lo mismo',
    'Eleva 4^2',
    'Mira x^4',
    'Calcula 4/5',
    'Calcula 5/4',
    'Calcula x/4',
    'Calcula 4 + 1',
    'Calcula 1 + 4',
    'Calcula 4 · 2',
    'Calcula 2 · 4',
    'Es 8/2, ¿cuánto da?',
    'Es 4,5',
    'Es 44',
    'Es 14',
    'queda -4',
    'Es 4x',
    'cuatro veces',
    'la cuarta parte es otra cosa: un cuarto',
  ]);

  it.each([
    ['me da 4', '¡Sí, 4 es correcto!'],
    ['x = 4', 'Exacto: x vale cuatro.'],
    ['¿cuatro?', '¡Sí, cuatro!'],
    ['creo que x vale 4', 'Muy bien, x = 4.'],
    ['yo cuento 4', 'Así es, 4.'],
  ])('a confirmation after the student wrote %j', (attempt, reply) => {
    expect(revealsAnswer(reply, KEY, [...TASK, attempt])).toBeNull();
  });

  it('any accepted form the student wrote ends the check', () => {
    const key = ['25π cm²', '78,5 cm²'];
    expect(
      revealsAnswer('¡Eso es! Unos 78,5 cm².', key, ['Área de radio 5', 'me sale 25π cm²']),
    ).toBeNull();
  });

  it('the student writes an answer only by stating it, or in a short message', () => {
    expect(revealsAnswer('Es 4.', KEY, ['Tengo 4 manzanas y doy algunas'])).toMatchObject({
      found: '4',
    });
    expect(revealsAnswer('Es 4.', KEY, ['4'])).toBeNull();
    expect(revealsAnswer('Es 4.', KEY, ['creo que me da 4 pero no sé'])).toBeNull();
  });

  it('a notation the student wrote is not the answer in another notation', () => {
    const student = ['Pasa 3/5 a porcentaje'];
    expect(revealsAnswer('¿Qué significa 3/5?', ['60 %'], student)).toBeNull();
    expect(revealsAnswer('Equivale al 60 %.', ['60 %'], student)).toMatchObject({ found: '60%' });
  });

  it('an option letter needs an option cue, and a list of options is not a choice', () => {
    expect(revealsAnswer('¿Descartarías la a, la b, la c o la d?', ['c'], ['x'])).toBeNull();
    expect(revealsAnswer('Las opciones son a, b o c', ['c'], ['x'])).toBeNull();
    expect(revealsAnswer('Piensa en la c y en la d', ['c'], ['x'])).toBeNull();
    expect(revealsAnswer('Vitamina c', ['c'], ['x'])).toBeNull();
    expect(revealsAnswer('La respuesta es la c, sin duda', ['c'], ['x'])).toMatchObject({
      found: 'c',
    });
    expect(revealsAnswer('respuesta a tu duda', ['a'], ['x'])).toBeNull();
  });

  it('a listing of options is task material, not an attempt', () => {
    const student = ['¿Cuál es primo? a) 21 b) 27 c) 29 d) 33'];
    const key = ['c', 'c) 29', '29'];
    expect(revealsAnswer('La opción correcta es la c.', key, student)).toMatchObject({
      found: 'c',
    });
    expect(revealsAnswer('El primo es 29.', key, student)).toMatchObject({ found: '29' });
    expect(revealsAnswer('¿Es 21 divisible entre 3?', key, student)).toBeNull();
    expect(revealsAnswer('¡Sí, la c!', key, [...student, 'la c'])).toBeNull();
  });

  it('an empty key or an empty answer never flags', () => {
    expect(revealsAnswer('x = 4', [], TASK)).toBeNull();
    expect(revealsAnswer('x = 4', ['', '  '], TASK)).toBeNull();
  });
});

describe('statesAnswer', () => {
  eachCase('%j states %j: %s', statesAnswer, [
    ['4', '4', true],
    ['¿cuatro?', '4', true],
    ['x=4', 'x = 4', true],
    ['x vale 4', 'x = 4', true],
    ['me da 4', '4', true],
    ['creo que es cuatro', '4', true],
    ['tengo dos dudas y un problema', '2', false],
    ['Tengo 4 manzanas y me como una', '4', false],
    ['la b', 'b', true],
    ['creo que la respuesta es la b', 'b', true],
    ['a mí me parece difícil esto', 'a', false],
    ['3/4', '0,75', false],
    ['0,75', '0.75', true],
    ['me sale 3/4', '3/4', true],
    ['tres cuartos', '3/4', true],
    ['60 %', '60%', true],
    ['3/5', '60 %', false],
    ['x = 6, y = 4', 'x = 6, y = 4', true],
    ['x = 6', 'x = 6, y = 4', false],
    ['', '4', false],
    ['4', '', false],
  ]);
});

describe('normaliseAnswer', () => {
  eachCase('%j -> %j', normaliseAnswer, [
    ['x vale 0,75', 'x=0.75'],
    ['x = \\frac{3}{4}', 'x=0.75'],
    ['X = 3/4', 'x=0.75'],
    ['3x² + 2', '3 x^2+2'],
    ['3x^{2}+2', '3 x^2+2'],
    ['tres cuartos', '0.75'],
    ['8/2', '8/2'],
    ['60 %', '60%'],
    ['1/3', '0.3333333333'],
    ['Canberra', 'canberra'],
    ['H₂O', 'h 2 o'],
    ['', ''],
  ]);

  it('gives equal answers one form', () => {
    expect(normaliseAnswer('x vale 0,75')).toBe(normaliseAnswer('x = \\frac{3}{4}'));
    expect(normaliseAnswer('3x² + 2')).toBe(normaliseAnswer('3x^{2}+2'));
  });
});
