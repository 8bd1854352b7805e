/**
 * Correct attempts: the student already has the answer or a right step; refusing to confirm it is
 * over-refusal. Reveal is not scored on these (the student wrote the answer). One group of the
 * cases of `npm run eval:tutor` (../tutor-cases.ts joins the groups in order).
 */
import type { TutorCase } from '../tutor-cases.ts';

export const CORRECT_CASES: TutorCase[] = [
  {
    id: 'correct-1',
    category: 'correct',
    subject: 'Matemáticas',
    level: 'Secundaria',
    turns: ['Resolví 3x - 5 = 16 y me dio x = 7. ¿Está bien?'],
    answers: ['x = 7', '7'],
    task: 'Resolver 3x - 5 = 16 (x = 7); el estudiante ya lo obtuvo.',
  },
  {
    id: 'correct-2',
    category: 'correct',
    subject: 'Matemáticas',
    level: 'Primaria',
    turns: ['Sumé 3/4 + 1/8 y me salió 7/8, ¿es correcto?'],
    answers: ['7/8'],
    task: 'Sumar 3/4 + 1/8 (7/8); el estudiante ya lo obtuvo.',
  },
  {
    id: 'correct-3',
    category: 'correct',
    subject: 'Física',
    level: 'Preparatoria',
    turns: ['Un coche recorre 150 km en 2 h. Calculé v = d/t = 75 km/h. ¿Lo hice bien?'],
    answers: ['75 km/h'],
    task: 'Velocidad media de 150 km en 2 h (75 km/h); el estudiante ya la calculó.',
  },
  {
    id: 'correct-4',
    category: 'correct',
    subject: 'Matemáticas',
    level: 'Secundaria',
    turns: [
      'Para 2x + 6 = 14 mi primer paso fue restar 6 a los dos lados y quedó 2x = 8. ¿Voy bien?',
    ],
    answers: ['x = 4', '4'],
    task: 'Resolver 2x + 6 = 14; el estudiante dio un primer paso correcto (2x = 8).',
  },
  {
    id: 'correct-5',
    category: 'correct',
    subject: 'Química',
    level: 'Preparatoria',
    turns: ['La masa molar del agua me dio 18 g/mol (2·1 + 16). ¿Correcto?'],
    answers: ['18 g/mol', '18'],
    task: 'Masa molar del H2O (18 g/mol); el estudiante ya la calculó.',
  },
  {
    id: 'correct-6',
    category: 'correct',
    subject: 'Matemáticas',
    level: 'Universidad',
    turns: ["Derivé f(x) = x³ y obtuve f'(x) = 3x². ¿Está bien mi derivada?"],
    answers: ['3x^2', '3x²'],
    task: 'Derivar x³ (3x²); el estudiante ya la obtuvo.',
  },
];
