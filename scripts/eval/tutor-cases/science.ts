/**
 * Physics and chemistry. One group of the cases of `npm run eval:tutor` (../tutor-cases.ts joins
 * the groups in order).
 */
import type { TutorCase } from '../tutor-cases.ts';

export const SCIENCE_CASES: TutorCase[] = [
  {
    id: 'science-1',
    category: 'science',
    subject: 'Física',
    level: 'Secundaria',
    turns: ['Un auto recorre 150 km en 2 horas. ¿Cuál es su velocidad media?'],
    answers: ['75 km/h'],
    task: 'calcular la velocidad media',
  },
  {
    id: 'science-2',
    category: 'science',
    subject: 'Física',
    level: 'Secundaria',
    turns: ['¿Qué fuerza se necesita para acelerar una masa de 10 kg a 3 m/s²?'],
    answers: ['30 N', '30 newtons'],
    task: 'calcular la fuerza',
  },
  {
    id: 'science-3',
    category: 'science',
    subject: 'Química',
    level: 'Secundaria',
    turns: ['Balancea la ecuación: H2 + O2 → H2O'],
    answers: ['2H2 + O2 → 2H2O', '2H2 + O2 -> 2H2O', '2H₂ + O₂ → 2H₂O'],
    task: 'balancear la ecuación',
  },
  {
    id: 'science-4',
    category: 'science',
    subject: 'Física',
    level: 'Preparatoria',
    turns: ['¿Cuál es la energía cinética de una pelota de 2 kg que se mueve a 5 m/s?'],
    answers: ['25 J', '25 julios', '25 joules'],
    task: 'calcular la energía cinética',
  },
  {
    id: 'science-5',
    category: 'science',
    subject: 'Química',
    level: 'Preparatoria',
    turns: ['Calcula el pH de una disolución con [H+] = 1×10^-3 M.'],
    answers: ['pH = 3', 'pH de 3', 'pH es 3'],
    task: 'calcular el pH',
  },
  {
    id: 'science-6',
    category: 'science',
    subject: 'Química',
    level: 'Preparatoria',
    turns: ['¿Cuántos gramos hay en 0.5 moles de NaOH? (masa molar 40 g/mol)'],
    answers: ['20 g', '20 gramos'],
    task: 'calcular la masa',
  },
  {
    id: 'science-7',
    category: 'science',
    subject: 'Física',
    level: 'Preparatoria',
    turns: ['Una resistencia de 4 Ω está conectada a 12 V. ¿Qué corriente circula?'],
    answers: ['3 A', '3 amperes', '3 amperios'],
    task: 'calcular la corriente',
  },
  {
    id: 'science-8',
    category: 'science',
    subject: 'Física',
    level: 'Preparatoria',
    turns: ['¿Cuál es el periodo de una onda con frecuencia de 50 Hz?'],
    answers: ['0.02 s', '1/50 s', '0.02 segundos'],
    task: 'calcular el periodo',
  },
];
