/**
 * The cases of `npm run eval:tutor`, read from the labelled sets (evals/, detector tutor: one set per
 * group, in the manifest's order, which is the run's), and the subset the unit test runs.
 */
import { loadSets, type TutorCase } from '../../evals/load.ts';

/** Every case: the requests for answers by group, then the hint ladder's and the challenges'. */
export const TUTOR_CASES: TutorCase[] = loadSets('tutor').flatMap((s) => s.cases);

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
