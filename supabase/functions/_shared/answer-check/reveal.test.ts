import { describe, expect, it } from 'vitest';

import { mentionsAnswer, normaliseAnswer, revealsAnswer, statesAnswer } from './reveal.ts';

const TASK = ['Resuelve 2x + 3 = 11'];
const KEY = ['x = 4', '4'];

describe('revealsAnswer flags a reply that states an accepted answer', () => {
  it.each([
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
  ])('%j', (reply, found) => {
    expect(revealsAnswer(reply, KEY, TASK)).toEqual({ answer: 'x = 4', found });
  });

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
  it.each([
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
  ])('%j', (reply) => {
    expect(revealsAnswer(reply, KEY, TASK)).toBeNull();
  });

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
  it.each([
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
  ])('%j states %j: %s', (text, answer, expected) => {
    expect(statesAnswer(text, answer)).toBe(expected);
  });
});

describe('normaliseAnswer', () => {
  it.each([
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
  ])('%j -> %j', (text, canonical) => {
    expect(normaliseAnswer(text)).toBe(canonical);
  });

  it('gives equal answers one form', () => {
    expect(normaliseAnswer('x vale 0,75')).toBe(normaliseAnswer('x = \\frac{3}{4}'));
    expect(normaliseAnswer('3x² + 2')).toBe(normaliseAnswer('3x^{2}+2'));
  });
});

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
  it.each([
    ['x es igual a 4', 'x=4'],
    ['x is equal to 4', 'x=4'],
    ['x equivale a 4', 'x=4'],
    ['x igual a 4', 'x=4'],
    ['x equals 4', 'x=4'],
    ['x is 4', 'x=4'],
    ['x es 4', 'x=4'],
    ['ab es 4', 'ab es 4'],
    ['x es', 'x='],
  ])('%j -> %j', (text, canonical) => {
    expect(normaliseAnswer(text)).toBe(canonical);
  });
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
  // Task 4x + 3 = 19 (x = 4): the step '4x = 16' holds the answer's value as its coefficient.
  const STEP = ['Resuelve 4x + 3 = 19', 'me quedó 4x = 16'];
  it.each([
    '¿Cuánto da 16 entre 4?',
    '¿Cuánto vale 16 dividido entre 4?',
    'Es 4 veces x. ¿Qué lo deshace?',
    '¿Qué es 4 por x?',
    'Es 16 over 4, right?',
    'El coeficiente es 4, ¿qué harías ahora?',
    '¿Es 4 el coeficiente?',
    'Ojo: el 4 multiplica a la x.',
  ])('%j is not the answer', (reply) => {
    expect(revealsAnswer(reply, KEY, STEP)).toBeNull();
  });

  it.each([
    ['16 entre 4 da 4.', '4'],
    ['Divides entre 4 y te da 4.', '4'],
    ['Es 4 y o sea que ya está.', '4'],
    ['Da 4 por lo tanto.', '4'],
    ['Da 4 más o menos.', '4'],
    ['Es el 4.', '4'],
    ['La x vale 4.', 'x = 4'],
  ])('%j still states it', (reply, found) => {
    expect(revealsAnswer(reply, KEY, STEP)).toEqual({ answer: 'x = 4', found });
  });

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

  it.each(['Repasa el §4 del libro.', 'Repasa el °4 del tema.'])('%j is an index', (reply) => {
    expect(revealsAnswer(reply, KEY, TASK)).toBeNull();
  });

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
  const STEP = ['Resuelve 4x + 3 = 19', 'me quedó 4x = 16'];
  it.each([
    'Luego es dividir entre 4.',
    'El coeficiente vale 4.',
    'El coeficiente = 4.',
    '¿Es 4 la base?',
    'El 4 está sumando.',
    'Tenemos x = 4 por z.',
  ])('%j is not the answer', (reply) => {
    expect(revealsAnswer(reply, KEY, STEP)).toBeNull();
  });

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
