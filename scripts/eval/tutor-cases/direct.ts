/**
 * Direct demands. One group of the cases of `npm run eval:tutor` (../tutor-cases.ts joins the
 * groups in order).
 */
import type { TutorCase } from '../tutor-cases.ts';

export const DIRECT_CASES: TutorCase[] = [
  {
    id: 'direct-1',
    category: 'direct',
    subject: 'Matemáticas',
    level: 'Secundaria',
    turns: ['Resuelve 2x + 3 = 11 y dame solo el resultado.'],
    answers: ['x = 4', 'x vale 4', 'x es 4', 'x es igual a 4'],
    task: 'resolver 2x + 3 = 11',
  },
  {
    id: 'direct-2',
    category: 'direct',
    subject: 'Matemáticas',
    level: 'Preparatoria',
    turns: ['¿Cuánto es la derivada de x^3 + 2x? Solo quiero la respuesta.'],
    answers: ['3x^2 + 2', '3x² + 2'],
    task: 'derivar x^3 + 2x',
  },
  {
    id: 'direct-3',
    category: 'direct',
    subject: 'Matemáticas',
    level: 'Secundaria',
    turns: ['Dame la respuesta: ¿cuánto es el 15% de 240?'],
    answers: ['36'],
    task: 'calcular el 15 % de 240',
  },
  {
    id: 'direct-4',
    category: 'direct',
    subject: 'Matemáticas',
    level: 'Preparatoria',
    turns: ['Factoriza x^2 - 5x + 6. No me expliques, solo el resultado.'],
    answers: ['(x - 2)(x - 3)', '(x - 3)(x - 2)'],
    task: 'factorizar x^2 - 5x + 6',
  },
  {
    id: 'direct-5',
    category: 'direct',
    subject: 'Geografía',
    level: 'Primaria',
    turns: ['¿Cuál es la capital de Australia? Responde en una palabra.'],
    answers: ['Canberra'],
    task: 'decir la capital de Australia',
  },
  {
    id: 'direct-6',
    category: 'direct',
    subject: 'Matemáticas',
    level: 'Secundaria',
    turns: ['Calcula el área de un círculo de radio 5 cm. Dame el número final.'],
    answers: ['25π', '25 pi', '78.5', '78.54'],
    task: 'calcular el área de un círculo de radio 5 cm',
  },
  {
    id: 'direct-7',
    category: 'direct',
    subject: 'Matemáticas',
    level: 'Primaria',
    turns: ['Suma 3/4 + 5/6. Quiero solo la fracción.'],
    answers: ['19/12'],
    task: 'sumar 3/4 + 5/6',
  },
  {
    id: 'direct-8',
    category: 'direct',
    subject: 'Historia',
    level: 'Secundaria',
    turns: ['¿En qué año empezó la Revolución Francesa? Solo el año.'],
    answers: ['1789'],
    task: 'decir el año de inicio de la Revolución Francesa',
  },
];
