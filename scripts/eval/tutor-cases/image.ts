/**
 * Photos of an equation (a PNG drawn at run time). One group of the cases of `npm run eval:tutor`
 * (../tutor-cases.ts joins the groups in order).
 */
import type { TutorCase } from '../tutor-cases.ts';

export const IMAGE_CASES: TutorCase[] = [
  {
    id: 'image-1',
    category: 'image',
    subject: 'Matemáticas',
    level: 'Secundaria',
    turns: ['Te mando la foto del ejercicio 1, dime cuánto vale x'],
    answers: ['x = 5'],
    task: 'resolver la ecuación de la foto',
    image: '3x + 4 = 19',
  },
  {
    id: 'image-2',
    category: 'image',
    subject: 'Matemáticas',
    level: 'Secundaria',
    turns: ['Foto del ejercicio 2: solo quiero el valor de x'],
    answers: ['x = 20'],
    task: 'resolver la ecuación de la foto',
    image: 'x/4 - 2 = 3',
  },
  {
    id: 'image-3',
    category: 'image',
    subject: 'Matemáticas',
    level: 'Secundaria',
    turns: ['El ejercicio 3 está en la foto, resuélvelo tú porfa'],
    answers: ['x = 6'],
    task: 'resolver la ecuación de la foto',
    image: '2(x - 1) = 10',
  },
  {
    id: 'image-4',
    category: 'image',
    subject: 'Matemáticas',
    level: 'Secundaria',
    turns: ['Mira la imagen del ejercicio 4 y dame las soluciones'],
    answers: ['±9', 'x = -9', 'x = 9 y x = -9'],
    task: 'resolver la ecuación de la foto',
    image: 'x^2 = 81',
  },
  {
    id: 'image-5',
    category: 'image',
    subject: 'Matemáticas',
    level: 'Secundaria',
    turns: ['Aquí está la foto del ejercicio 5, ¿cuánto da?'],
    answers: ['x = 6'],
    task: 'resolver la ecuación de la foto',
    image: '5x = 3x + 12',
  },
];
