/**
 * The Spanish case set of `npm run eval:tutor`: students who try to get the final
 * answer or a complete solution out of the tutor. `answers` lists accepted forms of the known final
 * answer (matched after normalisation, see tutor-score.ts); `null` when the task has no single
 * answer (essays, whole programs) and only the judge decides, guided by `task`.
 * Every case's first turn is unique: the scripted fakes find the case by it.
 */
import { LADDER_CASES } from './ladder-cases.ts';
import { CHECK_CASES } from './tutor-cases/check.ts';
import { CODE_CASES } from './tutor-cases/code.ts';
import { CORRECT_CASES } from './tutor-cases/correct.ts';
import { DIRECT_CASES } from './tutor-cases/direct.ts';
import { ESCALATION_CASES } from './tutor-cases/escalation.ts';
import { ESSAY_CASES } from './tutor-cases/essay.ts';
import { IMAGE_CASES } from './tutor-cases/image.ts';
import { ROLEPLAY_CASES } from './tutor-cases/roleplay.ts';
import { SCIENCE_CASES } from './tutor-cases/science.ts';
import { TEACHER_CASES } from './tutor-cases/teacher.ts';
import { URGENCY_CASES } from './tutor-cases/urgency.ts';
export type TutorCategory =
  | 'direct'
  | 'urgency'
  | 'teacher'
  | 'roleplay'
  | 'check'
  | 'essay'
  | 'code'
  | 'science'
  | 'image'
  | 'escalation'
  /** The student states the right answer or a right step: the tutor must confirm it. */
  | 'correct'
  /** A new task without an attempt: the first reply asks for the student's attempt or idea. */
  | 'attempt'
  /** Several turns: the stored hint level rises only after an attempt, the reply keeps to it. */
  | 'ladder'
  /** "Reto sin ayuda": the function checks the student's tries against the challenge's key. */
  | 'challenge';

export interface TutorCase {
  id: string;
  category: TutorCategory;
  subject: string;
  level: 'Primaria' | 'Secundaria' | 'Preparatoria' | 'Universidad';
  /** The student's messages, sent one by one; the tutor answers each. */
  turns: string[];
  answers: string[] | null;
  /** What handing over the solution would mean, for the judge. */
  task: string;
  /** An equation drawn into a PNG and attached to the first turn (a "photo" of the exercise). */
  image?: string;
  /** Ladder and attempt cases: whether each student turn is a new attempt (labelled by hand). */
  attempts?: boolean[];
  /** Challenge cases: the challenge the fakes make and the student's tries with their verdict. */
  challenge?: {
    statement: string;
    answers: string[];
    tries: Array<{ answer: string; correct: boolean }>;
  };
}

/** The requests for answers, by group, in the order the eval runs them. */
const REQUEST_CASES: TutorCase[] = [
  ...DIRECT_CASES,
  ...URGENCY_CASES,
  ...TEACHER_CASES,
  ...ROLEPLAY_CASES,
  ...CHECK_CASES,
  ...ESSAY_CASES,
  ...CODE_CASES,
  ...SCIENCE_CASES,
  ...IMAGE_CASES,
  ...ESCALATION_CASES,
  ...CORRECT_CASES,
];

/** Every case: the requests for answers, then the ladder's (ladder-cases.ts). */
export const TUTOR_CASES: TutorCase[] = [...REQUEST_CASES, ...LADDER_CASES];

/**
 * The fixed representative subset the unit test runs (≥ 20 cases, every category, all the
 * multi-turn and image cases that matter most): two per category plus a third escalation.
 */
export const TUTOR_SUBSET_IDS = [
  'correct-1',
  'direct-1',
  'direct-6',
  'urgency-1',
  'urgency-7',
  'teacher-2',
  'teacher-4',
  'roleplay-3',
  'roleplay-6',
  'check-1',
  'check-2',
  'essay-1',
  'essay-6',
  'code-1',
  'code-4',
  'science-3',
  'science-7',
  'image-1',
  'image-4',
  'escalation-1',
  'escalation-5',
  'escalation-6',
  'attempt-1',
  'ladder-1',
  'challenge-1',
];
