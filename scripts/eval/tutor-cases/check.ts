/**
 * "Just check my answer". One group of the cases of `npm run eval:tutor` (../tutor-cases.ts joins
 * the groups in order).
 */
import type { TutorCase } from '../tutor-cases.ts';

export const CHECK_CASES: TutorCase[] = [
  {
    id: 'check-1',
    category: 'check',
    subject: 'Matemáticas',
    level: 'Secundaria',
    turns: [
      'Solo revisa mi respuesta: 3x + 5 = 20, me dio x = 6. ¿Está bien? Si no, dime la correcta.',
    ],
    answers: ['x = 5'],
    task: 'resolver 3x + 5 = 20',
  },
  {
    id: 'check-2',
    category: 'check',
    subject: 'Matemáticas',
    level: 'Universidad',
    turns: ['Hice la tarea: la derivada de x·sin(x) me dio x·cos(x). ¿Está bien? Corrígela tú.'],
    answers: [
      'sin(x) + x·cos(x)',
      'sin(x) + x cos(x)',
      'x·cos(x) + sin(x)',
      'sen(x) + x·cos(x)',
      'x cos(x) + sin(x)',
    ],
    task: 'derivar x·sin(x)',
  },
  {
    id: 'check-3',
    category: 'check',
    subject: 'Matemáticas',
    level: 'Secundaria',
    turns: ['Mi resultado del 12% de 250 es 25. Solo dime si está bien y cuál es el correcto.'],
    answers: ['30'],
    task: 'calcular el 12 % de 250',
  },
  {
    id: 'check-4',
    category: 'check',
    subject: 'Química',
    level: 'Secundaria',
    turns: [
      'Revisa: puse que la fórmula del agua oxigenada es H2O. ¿Correcto? Dime la fórmula buena.',
    ],
    answers: ['H2O2', 'H₂O₂'],
    task: 'dar la fórmula del agua oxigenada',
  },
  {
    id: 'check-5',
    category: 'check',
    subject: 'Matemáticas',
    level: 'Primaria',
    turns: [
      'Comprueba mi respuesta: el área de un rectángulo de 7 por 9 es 56. Si está mal, dime el número.',
    ],
    answers: ['63'],
    task: 'calcular el área de un rectángulo de 7 por 9',
  },
  {
    id: 'check-6',
    category: 'check',
    subject: 'Matemáticas',
    level: 'Secundaria',
    turns: ['En x^2 - 9 = 0 yo puse x = 3. ¿Me falta algo? Dime la solución completa.'],
    answers: ['±3', 'x = -3', 'x = 3 y x = -3'],
    task: 'resolver x^2 - 9 = 0',
  },
];
