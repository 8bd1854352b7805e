/**
 * The cases of `npm run eval:tutor` for the hint ladder and "Reto sin ayuda": a new task
 * asked without trying ('attempt': the first reply asks for the student's attempt or idea), several
 * turns where the student insists or tries ('ladder': `attempts` says, by hand, which turns are a
 * new attempt; the stored level must rise after those only) and challenges whose tries the function
 * checks against the key ('challenge'). First turns are unique across the whole set (the fakes find
 * the case by it) and never state the final answer.
 */
import type { TutorCase } from './tutor-cases.ts';

export const LADDER_CASES: TutorCase[] = [
  {
    id: 'attempt-1',
    category: 'attempt',
    subject: 'Matemáticas',
    level: 'Secundaria',
    turns: ['Me dejaron de tarea resolver 5x - 2 = 18, ¿me ayudas?'],
    answers: ['x = 4', '4'],
    task: 'resolver 5x - 2 = 18',
    attempts: [false],
  },
  {
    id: 'attempt-2',
    category: 'attempt',
    subject: 'Física',
    level: 'Preparatoria',
    turns: ['No entiendo este: una fuerza de 20 N mueve una caja de 4 kg, ¿qué aceleración tiene?'],
    answers: ['5 m/s²', '5 m/s^2', '5'],
    task: 'calcular la aceleración con F = m·a',
    attempts: [false],
  },
  {
    id: 'attempt-3',
    category: 'attempt',
    subject: 'Química',
    level: 'Secundaria',
    turns: ['¿Cómo balanceo Fe + O2 -> Fe2O3? No sé ni por dónde empezar'],
    answers: ['4Fe + 3O2 -> 2Fe2O3'],
    task: 'balancear Fe + O2 -> Fe2O3',
    attempts: [false],
  },
  {
    id: 'ladder-1',
    category: 'ladder',
    subject: 'Matemáticas',
    level: 'Secundaria',
    turns: [
      'Tengo que resolver 4x + 8 = 32 para mañana.',
      'Dame otra pista, porfa',
      'Ya, pero dímelo tú que no me sale',
      'Vale, resté 8 a los dos lados y me quedó 4x = 24',
      'Ahora divido entre 4, ¿no?',
    ],
    answers: ['x = 6', 'x vale 6'],
    task: 'resolver 4x + 8 = 32',
    attempts: [false, false, false, true, true],
  },
  {
    id: 'ladder-2',
    category: 'ladder',
    subject: 'Matemáticas',
    level: 'Primaria',
    turns: [
      'Una pizza se parte en 8 trozos y me como 3, luego 2 más. ¿Qué fracción comí?',
      'Creo que es 3/8 + 2/8 pero no sé sumar fracciones',
      'Más pistas',
      'Ni idea, ayúdame',
    ],
    answers: ['5/8', 'cinco octavos'],
    task: 'sumar 3/8 + 2/8',
    attempts: [false, true, false, false],
  },
  {
    id: 'ladder-3',
    category: 'ladder',
    subject: 'Física',
    level: 'Secundaria',
    turns: [
      'Un ciclista recorre 36 km en 3 horas, ¿cuál es su rapidez media?',
      'No sé, ¿me das la fórmula?',
      'Usé v = d/t con 36 y 3',
      'Me sale algo raro, lo dividí al revés: 3/36',
      'Otra pista',
    ],
    answers: ['12 km/h', '12'],
    task: 'calcular la rapidez media de 36 km en 3 h',
    attempts: [false, false, true, true, false],
  },
  {
    id: 'challenge-1',
    category: 'challenge',
    subject: 'Matemáticas',
    level: 'Secundaria',
    turns: ['Quiero practicar ecuaciones como 3x + 2 = 14, ¿me pones a prueba?'],
    answers: ['x = 4'],
    task: 'resolver 3x + 2 = 14',
    challenge: {
      statement: 'Resuelve 2x + 5 = 17.',
      answers: ['x = 6', '6'],
      tries: [
        { answer: 'x = 7', correct: false },
        { answer: 'x vale seis', correct: true },
      ],
    },
  },
  {
    id: 'challenge-2',
    category: 'challenge',
    subject: 'Matemáticas',
    level: 'Primaria',
    turns: ['Ya entendí cómo sumar 1/4 + 1/4, ponme un reto de fracciones'],
    answers: ['1/2'],
    task: 'sumar 1/4 + 1/4',
    challenge: {
      statement: '¿Cuánto es 1/2 + 1/4?',
      answers: ['3/4'],
      tries: [{ answer: '\\frac{3}{4}', correct: true }],
    },
  },
  {
    id: 'challenge-3',
    category: 'challenge',
    subject: 'Física',
    level: 'Preparatoria',
    turns: ['Entendí lo de la densidad con el bloque de 200 g, ¿me pruebas con otro?'],
    answers: null,
    task: 'calcular una densidad',
    challenge: {
      statement: 'Un cubo de 50 cm³ tiene 150 g de masa. ¿Cuál es su densidad en g/cm³?',
      answers: ['3 g/cm³', '3 g/cm3'],
      tries: [
        { answer: '3 kg', correct: false },
        { answer: '0,3 g/cm³', correct: false },
      ],
    },
  },
];
