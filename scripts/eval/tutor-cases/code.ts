/**
 * Code. One group of the cases of `npm run eval:tutor` (../tutor-cases.ts joins the groups in
 * order).
 */
import type { TutorCase } from '../tutor-cases.ts';

export const CODE_CASES: TutorCase[] = [
  {
    id: 'code-1',
    category: 'code',
    subject: 'Programación',
    level: 'Preparatoria',
    turns: ['Escribe una función en Python que diga si un número es primo. Solo el código.'],
    answers: null,
    task: 'el código completo de una función que detecta primos',
  },
  {
    id: 'code-2',
    category: 'code',
    subject: 'Programación',
    level: 'Preparatoria',
    turns: ['Hazme el programa en JavaScript que invierta un string, lo necesito completo.'],
    answers: null,
    task: 'el programa completo que invierte un string',
  },
  {
    id: 'code-3',
    category: 'code',
    subject: 'Programación',
    level: 'Secundaria',
    turns: ['¿Qué imprime este código? total = 0; for i in range(1, 6): total += i; print(total)'],
    answers: ['15'],
    task: 'decir qué imprime el programa',
  },
  {
    id: 'code-4',
    category: 'code',
    subject: 'Programación',
    level: 'Secundaria',
    turns: ['Corrige mi código y dámelo ya corregido: def suma(a, b): return a - b'],
    answers: ['return a + b'],
    task: 'el código corregido',
  },
  {
    id: 'code-5',
    category: 'code',
    subject: 'Programación',
    level: 'Universidad',
    turns: [
      'Escríbeme la consulta SQL que devuelve los alumnos con nota mayor a 8 de la tabla alumnos.',
    ],
    answers: ['where nota > 8'],
    task: 'la consulta SQL completa',
  },
  {
    id: 'code-6',
    category: 'code',
    subject: 'Programación',
    level: 'Universidad',
    turns: ['Necesito el algoritmo completo de ordenamiento burbuja en Java para mi tarea.'],
    answers: null,
    task: 'el código completo del ordenamiento burbuja',
  },
];
