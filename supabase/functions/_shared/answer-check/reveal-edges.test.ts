/**
 * The answer check at the edges of each rule: titles (mentionsAnswer), statement verbs, a student's
 * own step quoted back, and the edges mutation testing found.
 */
import { describe, expect, it } from 'vitest';

import { eachCase } from '../case-table-test-fixtures.ts';

import { eachHidden, eachStated } from './reveal-test-fixtures.ts';
import { mentionsAnswer, normaliseAnswer, revealsAnswer, statesAnswer } from './reveal.ts';

const TASK = ['Resuelve 2x + 3 = 11'];

const KEY = ['x = 4', '4'];

// Task 4x + 3 = 19 (x = 4): the step '4x = 16' holds the answer's value as its coefficient.
const STEP = ['Resuelve 4x + 3 = 19', 'me quedó 4x = 16'];

describe('mentionsAnswer (titles)', () => {
  it.each([
    ['Ecuación con x = 4', 'x = 4'],
    ['Cuatro', 'cuatro'],
    ['Dos ecuaciones', null],
    ['Resolver 2x + 3 = 11', null],
    ['Paso 4 de la ecuación', null],
  ])('%j', (title, found) => {
    const finding = mentionsAnswer(title, found === 'cuatro' ? ['4'] : KEY);
    expect(finding?.found ?? null).toBe(found);
  });
});

describe('the edges of each rule', () => {
  const hexagon = ['¿Cuántos ejes de simetría tiene un hexágono? Y eje de giro?'];

  it('the value after a short left side is a core; after a long one it is not', () => {
    expect(revealsAnswer('Te queda 6x.', ["f'(x) = 6x"], ['deriva 3x^2'])).toMatchObject({
      found: '6 x',
    });
    expect(revealsAnswer('Te queda 10.', ['a + b + c + d = 10'], ['suma'])).toBeNull();
    expect(revealsAnswer('Te queda 10.', ['a + b + c = 10'], ['suma'])).toMatchObject({
      found: '10',
    });
    expect(revealsAnswer('x =', ['x ='], ['y'])).toMatchObject({ found: 'x =' });
  });

  it('a number with a unit is a core; π, a variable or a second number is not a unit', () => {
    expect(revealsAnswer('Calcula r² = 25', ['25π'], ['radio 5'])).toBeNull();
    expect(revealsAnswer('Es 4', ['4x'], ['simplifica 2x + 2x'])).toBeNull();
    expect(revealsAnswer('Es 2', ['2 y 3'], ['raíces'])).toBeNull();
    expect(revealsAnswer('Es 25', ['25 cm²'], ['área'])).toMatchObject({ found: '25' });
    expect(revealsAnswer('Es 12', ['12cm'], ['perímetro'])).toMatchObject({ found: '12' });
  });

  it('a stating word counts within three tokens before, a stating noun within three after', () => {
    expect(revealsAnswer('da casi casi cuatro', KEY, TASK)).toMatchObject({ found: 'cuatro' });
    expect(revealsAnswer('da casi casi casi cuatro', KEY, TASK)).toBeNull();
    expect(revealsAnswer('cuatro es la respuesta', KEY, TASK)).toMatchObject({ found: 'cuatro' });
    expect(revealsAnswer('cuatro es sin duda la respuesta', KEY, TASK)).toBeNull();
    expect(revealsAnswer('con cuatro correcto', KEY, TASK)).toMatchObject({ found: 'cuatro' });
  });

  it('the noun after a small number counts when the task asks about it (4+ letters)', () => {
    expect(revealsAnswer('Tiene nueve ejes.', ['9'], hexagon)).toMatchObject({ found: 'nueve' });
    expect(revealsAnswer('Tiene nueve eje.', ['9'], hexagon)).toBeNull();
    expect(revealsAnswer('Tiene nueve lados.', ['9'], hexagon)).toBeNull();
  });

  it('a number in words that stands as a clause of its own is stated', () => {
    for (const reply of ['¿Cuatro?', '¡Cuatro!', 'Bueno. Cuatro,', 'Listo: cuatro.', 'Ya; cuatro;'])
      expect(revealsAnswer(reply, KEY, TASK), reply).toMatchObject({ found: 'cuatro' });
    expect(revealsAnswer('Primero\ncuatro', KEY, TASK)).toMatchObject({ found: 'cuatro' });
    for (const reply of ['(cuatro)', 'y cuatro', 'cuatro lados', '- cuatro -'])
      expect(revealsAnswer(reply, KEY, TASK), reply).toBeNull();
  });

  it('an option cue counts within five tokens before the letter', () => {
    expect(revealsAnswer('es sin ninguna duda la c', ['c'], ['x'])).toMatchObject({ found: 'c' });
    expect(revealsAnswer('es, sin ninguna duda, la c', ['c'], ['x'])).toBeNull();
    expect(revealsAnswer('la opción c y punto', ['c'], ['x'])).toMatchObject({ found: 'c' });
    expect(revealsAnswer('la opción c o la d', ['c'], ['x'])).toBeNull();
    expect(revealsAnswer('la opción c, y la d no', ['c'], ['x'])).toBeNull();
    expect(revealsAnswer('la opción c, sin duda', ['c'], ['x'])).toMatchObject({ found: 'c' });
  });

  it('a listing needs three options to be the task', () => {
    const three = ['Elige: a) 21 b) 27 c) 29'];
    const two = ['Elige: b) 27 c) 29'];
    expect(revealsAnswer('Es la c) 29', ['c) 29'], three)).toMatchObject({ found: 'c ) 29' });
    expect(revealsAnswer('Es la c) 29', ['c) 29'], two)).toBeNull();
  });

  it('a short message has at most four tokens', () => {
    expect(statesAnswer('pues cuatro y ya', '4')).toBe(true);
    expect(statesAnswer('pues cuatro y ya está', '4')).toBe(false);
  });

  it('a task number equal to the answer in another notation is named, not stated', () => {
    expect(revealsAnswer('Mira el 0,5 del enunciado', ['1/2'], ['Pasa 0,5 a fracción'])).toBeNull();
    expect(revealsAnswer('Es 1/2', ['1/2'], ['Pasa 0,5 a fracción'])).toMatchObject({
      found: '1/2',
    });
  });
});

describe('more edges', () => {
  it('numbers equal within a billionth', () => {
    expect(revealsAnswer('Es 0,3333333333', ['1/3'], ['x'])).toMatchObject({
      found: '0,3333333333',
    });
    expect(revealsAnswer('Es 0,333', ['1/3'], ['x'])).toBeNull();
    expect(revealsAnswer('Es 1000000,0001', ['1000000'], ['x'])).toMatchObject({
      found: '1000000,0001',
    });
    expect(revealsAnswer('Es 1000,01', ['1000'], ['x'])).toBeNull();
  });

  it('a fraction in words is its value, whole or not', () => {
    expect(revealsAnswer('Son ocho medios', ['4'], ['x'])).toMatchObject({ found: 'ocho medios' });
  });

  it('small numbers in words are 0 to 12; negatives and larger ones count anywhere', () => {
    expect(revealsAnswer('doce cosas', ['12'], ['x'])).toBeNull();
    expect(revealsAnswer('trece cosas', ['13'], ['x'])).toMatchObject({ found: 'trece' });
    expect(revealsAnswer('cero dudas', ['0'], ['x'])).toBeNull();
    expect(revealsAnswer('con menos dos grados', ['-2'], ['x'])).toMatchObject({ found: '- dos' });
    expect(revealsAnswer('la fe mueve montañas', ['Fe'], ['x'])).toBeNull();
    expect(revealsAnswer('Hay sal', ['sal'], ['x'])).toMatchObject({ found: 'sal' });
  });

  it('a form that starts with = has no value of its own', () => {
    expect(revealsAnswer('Es 4', ['= 4'], ['x'])).toBeNull();
    expect(revealsAnswer('Da = 4', ['= 4'], ['x'])).toMatchObject({ found: '= 4' });
  });

  it('parts are split at conjunctions, not at a variable called y', () => {
    expect(revealsAnswer('Luego y = 4', ['x = 6 y y = 4'], ['x'])).toMatchObject({
      found: 'y = 4',
    });
    expect(revealsAnswer('hecho', ['x = 6, y = 4, hecho'], ['x'])).toBeNull();
    expect(revealsAnswer('z = 1', ['x = 6; z = 1'], ['x'])).toMatchObject({ found: 'z = 1' });
    expect(revealsAnswer('z = 1', ['x = 6 and z = 1'], ['x'])).toMatchObject({ found: 'z = 1' });
  });

  it('a number alone on its last line is not a list marker', () => {
    expect(revealsAnswer('La respuesta:\n4.', KEY, TASK)).toMatchObject({ found: '4' });
    expect(revealsAnswer('Queda:\n4.\nComprueba', KEY, TASK)).toMatchObject({ found: '4' });
  });

  it('a listing with dots is a listing too', () => {
    expect(revealsAnswer('Es la c. 29', ['c. 29'], ['Elige: a. 21 b. 27 c. 29'])).toMatchObject({
      found: 'c . 29',
    });
  });
});

describe('normaliseAnswer reads statement verbs only after a one-letter variable', () => {
  eachCase('%j -> %j', normaliseAnswer, [
    ['x es igual a 4', 'x=4'],
    ['x is equal to 4', 'x=4'],
    ['x equivale a 4', 'x=4'],
    ['x igual a 4', 'x=4'],
    ['x equals 4', 'x=4'],
    ['x is 4', 'x=4'],
    ['x es 4', 'x=4'],
    ['ab es 4', 'ab es 4'],
    ['x es', 'x='],
  ]);
});

describe('edges found by mutation testing', () => {
  it('a noun of the task is matched by its first five letters', () => {
    expect(
      revealsAnswer('It has nine diagonals.', ['9'], ['¿Cuántas diagonales tiene?']),
    ).toMatchObject({
      found: 'nine',
    });
  });

  it('option lists joined by y, or, and', () => {
    for (const reply of ['la opción c y d', 'the option c or d', 'option c and d'])
      expect(revealsAnswer(reply, ['c'], ['x']), reply).toBeNull();
  });

  it('a word answer is not an operand or an index', () => {
    expect(revealsAnswer('NaCl + agua', ['NaCl'], ['x'])).toMatchObject({ found: 'nacl' });
    expect(revealsAnswer('agua + NaCl', ['NaCl'], ['x'])).toMatchObject({ found: 'nacl' });
    expect(revealsAnswer('El punto Canberra', ['Canberra'], ['x'])).toMatchObject({
      found: 'canberra',
    });
  });

  it('a word the student wrote needs no stating word', () => {
    const student = ['capital de Australia', 'pues yo diría que canberra de verdad'];
    expect(revealsAnswer('¡Sí, Canberra!', ['Canberra'], student)).toBeNull();
  });

  it('a task number in another notation does not weaken the answer', () => {
    expect(
      revealsAnswer('Piensa en el 60 % del total', ['60 %'], ['Pasa 3/5 a porcentaje']),
    ).toMatchObject({ found: '60%' });
    expect(statesAnswer('60', '60 %')).toBe(false);
  });

  it('a listing at the start of a message, or without spaces', () => {
    expect(revealsAnswer('Es la c) 29', ['c) 29'], ['a) 21 b) 27 c) 29'])).toMatchObject({
      found: 'c ) 29',
    });
    expect(revealsAnswer('Es la c) 29', ['c) 29'], ['Elige a)21 b)27 c)29'])).toMatchObject({
      found: 'c ) 29',
    });
  });
});

describe("a student's own step quoted back", () => {
  eachHidden('%j is not the answer', KEY, STEP, [
    '¿Cuánto da 16 entre 4?',
    '¿Cuánto vale 16 dividido entre 4?',
    'Es 4 veces x. ¿Qué lo deshace?',
    '¿Qué es 4 por x?',
    'Es 16 over 4, right?',
    'El coeficiente es 4, ¿qué harías ahora?',
    '¿Es 4 el coeficiente?',
    'Ojo: el 4 multiplica a la x.',
  ]);

  eachStated('%j still states it', KEY, STEP, 'x = 4', [
    ['16 entre 4 da 4.', '4'],
    ['Divides entre 4 y te da 4.', '4'],
    ['Es 4 y o sea que ya está.', '4'],
    ['Da 4 por lo tanto.', '4'],
    ['Da 4 más o menos.', '4'],
    ['Es el 4.', '4'],
    ['La x vale 4.', 'x = 4'],
  ]);

  it('a part the task asks about is stated like any value', () => {
    const task = ['¿Cuál es el coeficiente de x en 4x + 3?'];
    expect(revealsAnswer('El coeficiente es 4.', ['4'], task)).toEqual({ answer: '4', found: '4' });
    expect(revealsAnswer('El exponente es 4.', ['4'], ['Resuelve 4x + 3 = 19'])).toBeNull();
  });

  it('a number right after the operation word of two other numbers is their operand', () => {
    expect(revealsAnswer('Es 12 menos 6.', ['6'], ['Resuelve x + 6 = 12'])).toBeNull();
    expect(revealsAnswer('Es 12 más 6.', ['6'], ['Resuelve x + 6 = 12'])).toBeNull();
    expect(revealsAnswer('Es 6 y 6.', ['6'], ['Resuelve x + 6 = 12'])).toEqual({
      answer: '6',
      found: '6',
    });
  });
});

describe('edges found by mutation testing (reveal, second run)', () => {
  it('a two-digit number needs no stating word', () => {
    expect(revealsAnswer('Vale, piensa en 12 cajas.', ['12'], ['Calcula 3 por 4'])).toEqual({
      answer: '12',
      found: '12',
    });
  });

  it('a whole-valued fraction stated as the result is the value (reveal-expr.ts)', () => {
    // Once read as "the operation left"; an expression equal to the key now states the answer.
    expect(revealsAnswer('Te queda x = 8/2.', KEY, TASK)).toMatchObject({ found: '8/2' });
  });

  it('a left side of six tokens still gives its value', () => {
    expect(revealsAnswer('Sale 0,2.', ['P(A∩B) = 0,2'], ['Calcula P(A∩B)'])).toEqual({
      answer: 'P(A∩B) = 0,2',
      found: '0,2',
    });
  });

  it('a word answer is not cut at its second word', () => {
    expect(
      revealsAnswer('El cloruro es un ion.', ['cloruro de sodio'], ['¿Qué se forma?']),
    ).toBeNull();
  });

  eachHidden('%j is an index', KEY, TASK, ['Repasa el §4 del libro.', 'Repasa el °4 del tema.']);

  const OPTIONS = ['¿Cuál es primo? a) 21 b) 27 c) 29 d) 33'];
  it.each([
    'Marca la opción c.',
    'Es la letra c.',
    'Es el inciso c.',
    'Es el literal c.',
    'The right choice c.',
    'Respuesta: c',
    'Sería el c.',
    "It's option c.",
  ])('%j names the option', (reply) => {
    expect(revealsAnswer(reply, ['c'], OPTIONS)).toEqual({ answer: 'c', found: 'c' });
  });

  it.each(['¿Y? Cuatro.', '¡Ya! Cuatro.'])('%j: a clause of its own', (reply) => {
    expect(revealsAnswer(reply, KEY, TASK)).toEqual({ answer: 'x = 4', found: 'cuatro' });
  });

  it('a long student message states a small number in words only with a stating word', () => {
    expect(statesAnswer('Tengo dos hermanos y cuatro gatos en casa', '4')).toBe(false);
  });

  it('a title names the answer without stating it, in any notation', () => {
    expect(mentionsAnswer('Problema de dos trenes', ['2'])).toEqual({ answer: '2', found: 'dos' });
    expect(mentionsAnswer('Resultado 0,75', ['3/4'])).toEqual({ answer: '3/4', found: '0,75' });
  });
});

describe('edges found by mutation testing (reveal, third run)', () => {
  eachHidden('%j is not the answer', KEY, STEP, [
    'Luego es dividir entre 4.',
    'El coeficiente vale 4.',
    'El coeficiente = 4.',
    '¿Es 4 la base?',
    'El 4 está sumando.',
    'Tenemos x = 4 por z.',
  ]);

  it('"Es 4 el resultado." states it', () => {
    expect(revealsAnswer('Es 4 el resultado.', KEY, STEP)).toEqual({ answer: 'x = 4', found: '4' });
  });

  it('an operation word after something that is not a term makes no operand', () => {
    expect(revealsAnswer('Da más o menos 4.', KEY, TASK)).toEqual({ answer: 'x = 4', found: '4' });
    expect(revealsAnswer('Entre 4 y 5.', KEY, TASK)).toEqual({ answer: 'x = 4', found: '4' });
  });

  it('an answer with a unit as an operand is not stated', () => {
    const task = ['Un coche recorre 150 km en 2 horas'];
    expect(revealsAnswer('Calcula 2 por 75 km/h.', ['75 km/h'], task)).toBeNull();
  });

  it('a word answer beside an operation word or a part word is still stated', () => {
    const task = ["¿Cómo se dice 'manzana' en inglés?"];
    expect(revealsAnswer('Repite 3 veces apple.', ['apple'], task)).toEqual({
      answer: 'apple',
      found: 'apple',
    });
    expect(revealsAnswer('La base es Canberra.', ['Canberra'], ['capital de australia?'])).toEqual({
      answer: 'Canberra',
      found: 'canberra',
    });
  });
});
