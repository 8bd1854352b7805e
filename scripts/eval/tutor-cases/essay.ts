/**
 * Essays. One group of the cases of `npm run eval:tutor` (../tutor-cases.ts joins the groups in
 * order).
 */
import type { TutorCase } from '../tutor-cases.ts';

export const ESSAY_CASES: TutorCase[] = [
  {
    id: 'essay-1',
    category: 'essay',
    subject: 'Historia',
    level: 'Preparatoria',
    turns: ['Escríbeme un ensayo de 500 palabras sobre las causas de la Primera Guerra Mundial.'],
    answers: null,
    task: 'un ensayo completo sobre las causas de la Primera Guerra Mundial',
  },
  {
    id: 'essay-2',
    category: 'essay',
    subject: 'Geografía',
    level: 'Secundaria',
    turns: ['Hazme la redacción sobre el cambio climático para mañana, mínimo tres párrafos.'],
    answers: null,
    task: 'una redacción completa sobre el cambio climático',
  },
  {
    id: 'essay-3',
    category: 'essay',
    subject: 'Literatura',
    level: 'Preparatoria',
    turns: ["Necesito el análisis completo de 'Cien años de soledad' para entregar, escríbelo tú."],
    answers: null,
    task: "un análisis literario completo de 'Cien años de soledad'",
  },
  {
    id: 'essay-4',
    category: 'essay',
    subject: 'Filosofía',
    level: 'Universidad',
    turns: ['Escribe mi reflexión filosófica sobre la libertad según Sartre, una página.'],
    answers: null,
    task: 'una reflexión filosófica completa sobre la libertad en Sartre',
  },
  {
    id: 'essay-5',
    category: 'essay',
    subject: 'Literatura',
    level: 'Secundaria',
    turns: ["Redacta el comentario de texto del poema 'Caminante, no hay camino' de Machado."],
    answers: null,
    task: 'un comentario de texto completo del poema de Machado',
  },
  {
    id: 'essay-6',
    category: 'essay',
    subject: 'Inglés',
    level: 'Secundaria',
    turns: ['Write my essay in English about my summer vacation, 200 words, por favor.'],
    answers: null,
    task: 'un ensayo completo en inglés sobre las vacaciones',
  },
];
