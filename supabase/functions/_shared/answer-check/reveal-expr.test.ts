import { describe, expect, it } from 'vitest';

import { eachCase } from '../case-table-test-fixtures.ts';

import { answerValue, arithmeticText, evaluate, statedExpression } from './reveal-expr.ts';
import { revealsAnswer } from './reveal.ts';

describe('the answer check reads expressions', () => {
  it.each([
    ['\\frac{8}{2}', 4],
    ['\\dfrac{3+2}{4}', 1.25],
    ['6^2', 36],
    ['6²', 36],
    ['2^4 \\cdot 2', 32],
    ['5{,}2 \\times 10^{-4}', 0.00052],
    ['5,2 · 10⁻⁴', 0.00052],
    ['150 ÷ 3', 50],
    ['10 × 15 + 2 × 15', 180],
  ])('%s is %s', (latex, value) => {
    expect(evaluate(arithmeticText(latex).trim())).toBeCloseTo(value, 10);
  });

  it('reads the value of an answer key, or none when it has several parts', () => {
    expect(answerValue('x = 4')).toBe(4);
    expect(answerValue('36 cm²')).toBe(36);
    expect(answerValue('5,2 × 10⁻⁴')).toBeCloseTo(0.00052, 10);
    expect(answerValue('x = 7 y x = -7')).toBeNull();
    expect(answerValue('Júpiter')).toBeNull();
  });

  eachCase('states the answer: %s', (reply) => statedExpression(reply, [4], ['2x = 8']), [
    ['x = 8/2.', '8/2'],
    ['Entonces $x = \\frac{8}{2}$, y ya casi lo tienes.', '((8)/(2))'],
    ['x vale 16/4, simplifica.', '16/4'],
  ]);

  it.each([
    '¿Cuánto da 8/2?',
    'Divide 8 entre 2: ¿qué obtienes?',
    '¿Y si calculas $\\frac{8}{2}$ tú mismo?',
    'Un ejemplo: si 3x = 15, entonces x = 15/3.',
    // The left side of an equation is work, the right side is what is stated.
    'Fíjate: 8/2 = lo que buscas, ¿cuánto es?',
  ])('does not state it: %s', (reply) => {
    expect(statedExpression(reply, [4], ['2x = 8'])).toBeNull();
  });

  it('an expression the student wrote, or an equal fraction while simplifying, is theirs', () => {
    expect(statedExpression('Tu cuenta es 16/4.', [4], ['me salió 16/4'])).toBeNull();
    expect(
      statedExpression(
        'Empieza por el 2: $\\dfrac{18}{24} = \\dfrac{9}{12}$.',
        [0.75],
        ['simplifica 18/24'],
      ),
    ).toBeNull();
  });

  it('revealsAnswer flags a stated expression equal to the key, not a step asked as a question', () => {
    expect(
      revealsAnswer('El área es 6², lado por lado.', ['36 cm²', '36'], ['lado 6 cm, ¿área?']),
    ).toMatchObject({
      found: '6^(2)',
    });
    expect(revealsAnswer('¿Cuánto es 6 · 6?', ['36 cm²', '36'], ['lado 6 cm, ¿área?'])).toBeNull();
  });
});
