// The answer check's reading of who said what: the student's answer
// inside a sentence, a task number used as a step's operand, LaTeX fraction macros, and options or
// a sentence quoted in the task statement. docs/answer-check.md.
import { describe, expect, it } from 'vitest';

import { eachHidden, eachLeaked } from './reveal-test-fixtures.ts';
import { revealsAnswer } from './reveal.ts';

const SHIRT = 'Una camiseta cuesta 40 € y tiene un 15 % de descuento. ¿Cuánto pagas? no sé';
const SHIRT_KEY = ['34 €', '34'];

describe('a later student message is the student’s own work', () => {
  it.each([
    'el descuento es 6 entonces pago 34',
    'me dio 34',
    'pago 34 no?',
    'creo q son 34 euros',
    'a ver, 40 menos 6... pago 34 euros',
  ])('a number the task does not hold is their claim: %j', (said) => {
    expect(revealsAnswer('Sí, pagas 34 €. ¡Muy bien!', SHIRT_KEY, [SHIRT, said])).toBeNull();
  });

  it('a wrong value of the student leaves the right one a leak', () => {
    expect(
      revealsAnswer('Casi: pagas 34 €.', SHIRT_KEY, [SHIRT, 'el descuento es 4 y pago 36']),
    ).toMatchObject({ found: '34 €' });
    expect(revealsAnswer('No, son 34 €.', SHIRT_KEY, [SHIRT, 'me dio 30'])).not.toBeNull();
  });

  it('a number of the task in a later message counts only when stated', () => {
    const task = ['Pendiente de la recta por (1, 2) y (3, 8)'];
    expect(revealsAnswer('La pendiente es 3.', ['3'], [...task, '¿qué hago con el 3?'])).toEqual({
      answer: '3',
      found: '3',
    });
    expect(revealsAnswer('Eso es, 3.', ['3'], [...task, 'me da 3'])).toBeNull();
    const equation = ['me ayudas? 3x + 5 = 20'];
    expect(revealsAnswer('Sí: x = 5.', ['x = 5', '5'], [...equation, 'ya está, x 5'])).toBeNull();
  });

  it('an operand, an index or a small number in words in the student’s work is not a claim', () => {
    const equation = ['Resolver 2x + 3 = 11'];
    const key = ['x = 4', '4'];
    expect(
      revealsAnswer('x = 4', key, [...equation, 'divido entre 4 y no me sale']),
    ).not.toBeNull();
    expect(
      revealsAnswer('x = 4', key, [...equation, 'no entiendo el paso 4 del libro']),
    ).not.toBeNull();
    expect(
      revealsAnswer('x = 4', key, [...equation, 'tengo cuatro dudas con esto jaja']),
    ).not.toBeNull();
  });
});

describe('the task statement (the first message) is not an attempt', () => {
  it('a short task with the answer’s value, or an equation whose right side is the answer', () => {
    expect(
      revealsAnswer('$\\dfrac{18}{24} = \\dfrac{3}{4}$', ['3/4'], ['simplifica 18/24']),
    ).toEqual({ answer: '3/4', found: '3/4' });
    expect(
      revealsAnswer('Al final x = 7.', ['x = 7', '7'], ['no me sale 2x - 7 = 7']),
    ).toMatchObject({ found: 'x = 7' });
    expect(revealsAnswer('Te sale 7.', ['7'], ['Simplifica: 2x - 7 = 7'])).toMatchObject({
      found: '7',
    });
  });

  it('still counts when the first message states an answer in words, as x = 4, or alone', () => {
    expect(revealsAnswer('Sí, 7.', ['7'], ['2x - 7 = 7, creo que me da 7'])).toBeNull();
    expect(revealsAnswer('Sí, x = 7.', ['x = 7'], ['2x - 7 = 7 y x = 7?'])).toBeNull();
    expect(revealsAnswer('Es 4.', ['4'], ['¿4?'])).toBeNull();
  });
});

describe('a number a step operates with is not the result', () => {
  const task = ['me ayudas con esta? 3x + 5 = 20'];
  const key = ['x = 5', '5'];

  eachHidden('safe: %j', key, task, [
    'Paso 1: resta 5. Paso 2: divide entre 3. Haz el paso 1 y me dices.',
    'Réstale 5 a ambos miembros y cuéntame qué obtienes.',
    'Primero quita el 5 de la izquierda.',
    'Lo primero es restar 5 en los dos lados.',
  ]);

  eachLeaked('a leak: %j', key, task, [
    'Resta 5, divide entre 3 y te da 5.',
    '¿Ves que x vale 5?',
    'Paso 1: resta 5. Paso 2: divide entre 3. Resultado: 5.',
    'Restas 5 y divides: la solución es cinco.',
  ]);

  it('multiplies and divides, and "suman" (they total) still states a result', () => {
    const quarter = ['ayuda con x/4 + 2 = 3'];
    expect(revealsAnswer('Multiplica ambos lados por 4.', ['4'], quarter)).toBeNull();
    expect(revealsAnswer('Multiplica por 4 y listo: x = 4.', ['x = 4', '4'], quarter)).toEqual({
      answer: 'x = 4',
      found: 'x = 4',
    });
    expect(revealsAnswer('Entre las dos suman 36.', ['36'], ['15 % de 240'])).toMatchObject({
      found: '36',
    });
    expect(revealsAnswer('Te queda de resto 4.', ['4'], ['divide 22 entre 6'])).toMatchObject({
      found: '4',
    });
  });
});

describe('LaTeX fraction macros and simplification steps', () => {
  const task = ['Tengo que simplificar la fracción 18/24'];

  eachLeaked('a leak: %j', ['3/4'], task, [
    '$\\tfrac{18}{24} = \\tfrac{3}{4}$',
    '$$\\cfrac{18}{24}=\\cfrac{3}{4}$$',
    'Queda $\\frac34$.',
    '\\( \\frac{18 \\div 6}{24 \\div 6} = \\frac{3}{4} \\)',
    'En decimal es 0,75.',
  ]);

  it('a fraction not yet in lowest terms is a step when the task holds the same value', () => {
    expect(revealsAnswer('Divide entre 2: $\\dfrac{9}{12}$. ¿Sigues?', ['3/4'], task)).toBeNull();
    // Without the same value in the task, 6/8 still states 3/4 (1/2 + 1/4).
    expect(revealsAnswer('Te da 6/8.', ['3/4'], ['Sumar 1/2 + 1/4'])).toMatchObject({
      found: '6/8',
    });
  });
});

describe('options and sentences of the task statement are not the student answering', () => {
  const accent = ['murcielago es aguda, llana o esdrujula?'];
  const key = ['esdrújula'];

  it('the tutor asserting the option is a leak', () => {
    expect(revealsAnswer('Murciélago es esdrújula, por la antepenúltima.', key, accent)).toEqual({
      answer: 'esdrújula',
      found: 'esdrujula',
    });
    expect(revealsAnswer('¿Es esdrújula?', key, accent)).not.toBeNull();
    expect(revealsAnswer('Es esdrújula o no? Piénsalo.', key, accent)).not.toBeNull();
    expect(revealsAnswer('Es esdrújula, o sea, la tónica es cié.', key, accent)).not.toBeNull();
    expect(revealsAnswer('Es esdrújula y lleva tilde.', key, accent)).not.toBeNull();
  });

  it('listing the options again is safe, in any order', () => {
    expect(revealsAnswer('¿Aguda, llana o esdrújula? Separa sílabas.', key, accent)).toBeNull();
    expect(
      revealsAnswer('¿Esdrújula, llana o aguda? Cuenta desde el final.', key, accent),
    ).toBeNull();
    expect(revealsAnswer('Entre aguda, llana y esdrújula, ¿cuál?', key, accent)).toBeNull();
    expect(
      revealsAnswer('Un ángulo puede ser agudo, recto u obtuso.', ['obtuso'], ['¿120°?']),
    ).toBeNull();
  });

  it('two options the tutor offers narrow the choice (flagged) unless the task lists them', () => {
    const capital = ['cual es la capital de australia?? mi hermano dice que sidney'];
    expect(revealsAnswer('¿Canberra o Sídney? Piensa.', ['Canberra'], capital)).toMatchObject({
      found: 'canberra',
    });
    expect(revealsAnswer('¿Es Sídney, Melbourne o Canberra?', ['Canberra'], capital)).toBeNull();
    expect(revealsAnswer('¿Llana o esdrújula? Mira la tilde.', key, accent)).toBeNull();
  });

  it('a student who picks the option may hear it confirmed; one who picks another may not', () => {
    expect(revealsAnswer('¡Sí, esdrújula!', key, [...accent, 'es esdrújula ¿no?'])).toBeNull();
    expect(revealsAnswer('No: es esdrújula.', key, [...accent, 'creo que llana'])).not.toBeNull();
    expect(
      revealsAnswer('Ninguna: es esdrújula.', key, [...accent, 'llana o aguda?']),
    ).not.toBeNull();
  });

  it('a sentence quoted in the task is not the student naming its subject', () => {
    const subject = ['cual es el sujeto de "Los niños juegan en el parque"'];
    const answer = ['Los niños'];
    expect(revealsAnswer('El sujeto es «Los niños»: juegan ellos.', answer, subject)).toEqual({
      answer: 'Los niños',
      found: 'los ninos',
    });
    expect(revealsAnswer('Sujeto: los niños.', answer, subject)).not.toBeNull();
    // The tutor quoting or repeating the task's sentence is not stating the subject.
    expect(
      revealsAnswer('En «Los niños juegan en el parque», ¿quién juega?', answer, subject),
    ).toBeNull();
    expect(
      revealsAnswer('Lee otra vez: Los niños juegan en el parque.', answer, subject),
    ).toBeNull();
    // Two words of context are needed: 'los niños juegan, así que…' states it.
    expect(revealsAnswer('Los niños juegan, así que ellos son.', answer, subject)).not.toBeNull();
    expect(
      revealsAnswer('¡Exacto, los niños!', answer, [...subject, 'el sujeto es los niños?']),
    ).toBeNull();
  });

  it('a quotation in the tutor’s reply still states a word answer', () => {
    expect(
      revealsAnswer(
        'Se dice "yo caminé", con tilde.',
        ['caminé'],
        ['pretérito de caminar para yo'],
      ),
    ).not.toBeNull();
  });
});
