import { describe, expect, it } from 'vitest';

import { checkChallengeAnswer, type ChallengeReason } from './challenge-check.ts';

const check = (answer: string, ...answers: string[]) => checkChallengeAnswer(answer, { answers });

describe('checkChallengeAnswer accepts the right value in any notation', () => {
  it.each([
    ['x = 4', ['4', 'x=4', 'cuatro', '$x = 4$', '\\boxed{4}', '4.0', 'creo que es 4']],
    ['x = 4', ['no sé, creo que 4', 'no es 5, es 4', '12/3 = 4', 'x = 4, entonces 3x = 12']],
    ['3/4', ['0,75', '0.75', '¾', '\\frac{3}{4}', 'tres cuartos', '6/8']],
    ['1 3/4', ['7/4', '1,75', '1 y 3/4', '$1\\frac{3}{4}$', 'uno y tres cuartos']],
    ['6π', ['6\\pi', '6 pi', '18,85']],
    ['3,33', ['3.33', '3,333']],
    ['40 €', ['40', '€40', '40 euros', 'cuarenta euros']],
    ['24 cm²', ['24cm2', '24 cm^2', '24 centímetros cuadrados']],
    ['1234,5', ['1.234,5']],
    ['x = 7 y x = -7', ['-7 y 7', 'x₁ = 7, x₂ = -7', '±7']],
    ['Lima', ['lima', 'Es Lima, creo']],
    ['b', ['B)', 'la b', 'la respuesta correcta es la opción b']],
  ])('key %j', (key, answers) => {
    for (const answer of answers)
      expect(check(answer, key), answer).toEqual({ correct: true, reason: 'correct' });
  });
});

describe('checkChallengeAnswer refuses a wrong answer and says why', () => {
  it.each<[string, string, ChallengeReason]>([
    ['', 'x = 4', 'empty'],
    ['  \n ', 'x = 4', 'empty'],
    ['no sé', 'x = 4', 'no-answer'],
    ['no es 4', 'x = 4', 'no-answer'],
    ['x', 'x = 4', 'no-answer'],
    ['-4', 'x = 4', 'sign'],
    ['x = 3', 'x = -3', 'sign'],
    ['24 cm', '24 cm²', 'unit'],
    ['4 km', '4 m', 'unit'],
    ['x = 7', 'x = 7 y x = -7', 'incomplete'],
    ['4 o 5', 'x = 4', 'hedged'],
    ['Lima o Cusco', 'Lima', 'hedged'],
    ['12/3', 'x = 4', 'unfinished'],
    ['3x = 12', 'x = 4', 'no-answer'],
    ['4,1', 'x = 4', 'wrong'],
    ['3,3', '3,33', 'wrong'],
    ['18,8', '6π', 'wrong'],
    ['9π', '6π', 'wrong'],
    ['x = 4, y = 6', 'x = 6, y = 4', 'wrong'],
    ['la opción c', 'b', 'wrong'],
    ['Madrid', 'Lima', 'wrong'],
  ])('%j against %j', (answer, key, reason) => {
    expect(check(answer, key)).toEqual({ correct: false, reason });
  });

  it('takes any accepted form, and a tuple in its order', () => {
    expect(check('(6, 4)', 'x = 6, y = 4', '(6, 4)').correct).toBe(true);
    expect(check('(6,4)', 'x = 6, y = 4', '(6, 4)').correct).toBe(true);
    expect(check('(4, 6)', 'x = 6, y = 4', '(6, 4)').correct).toBe(false);
    expect(check('23', 'b', 'la opción b', '23').correct).toBe(true);
    expect(check('21', 'b', 'la opción b', '23').correct).toBe(false);
  });

  it('a bare number beside a form with its unit leaves the unit out, never changes it', () => {
    const density = ['3 g/cm³', '3'];
    for (const answer of [
      '3',
      '3 g/cm³',
      '3 g·cm⁻³',
      '3 g cm^-3',
      '3 gramos por centímetro cúbico',
    ])
      expect(check(answer, ...density), answer).toEqual({ correct: true, reason: 'correct' });
    for (const answer of ['3 kg', '3 g', '3 kg/m³', '3 g/cm²', 'son 3 litros'])
      expect(check(answer, ...density), answer).toEqual({ correct: false, reason: 'unit' });
    // Another number is wrong, whatever its unit.
    expect(check('4 g/cm³', ...density)).toEqual({ correct: false, reason: 'wrong' });
    // A key with no unit at all does not judge the student's unit.
    expect(check('3 kg', '3').correct).toBe(true);
    // 'km h⁻¹' is km/h.
    expect(check('15 km h⁻¹', '15 km/h').correct).toBe(true);
  });

  it('a lone $ is a currency sign, a pair is LaTeX', () => {
    expect(check('$8', '8 €', '8')).toEqual({ correct: false, reason: 'unit' });
    expect(check('8$', '8 €')).toEqual({ correct: false, reason: 'unit' });
    expect(check('$8', '$8').correct).toBe(true);
    expect(check('$8$', '8 €', '8').correct).toBe(true);
    expect(check('$x = 8$', 'x = 8').correct).toBe(true);
  });

  it('a key with no usable form accepts nothing', () => {
    expect(check('4')).toEqual({ correct: false, reason: 'no-answer' });
    expect(check('4', '   ')).toEqual({ correct: false, reason: 'no-answer' });
  });
});
