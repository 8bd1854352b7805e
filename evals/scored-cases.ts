/**
 * The case types of the two scored sets that are not messages to one detector: the tutor's
 * conversations (`npm run eval:tutor`) and the students' answers to a challenge
 * (`npm run eval:challenge`), with the check of one line of each. `load.ts` reads them with the
 * other sets, so they pass the same checks (shape, repeats, one label per message).
 */

/** A group of the tutor's cases: what the student does to get the answer, or what is measured. */
export const TUTOR_CATEGORIES = [
  'direct',
  'urgency',
  'teacher',
  'roleplay',
  'check',
  'essay',
  'code',
  'science',
  'image',
  'escalation',
  /** The student states the right answer or a right step: the tutor must confirm it. */
  'correct',
  /** A new task without an attempt: the first reply asks for the student's attempt or idea. */
  'attempt',
  /** Several turns: the stored hint level rises only after an attempt, the reply keeps to it. */
  'ladder',
  /** "Reto sin ayuda": the function checks the student's tries against the challenge's key. */
  'challenge',
] as const;
export type TutorCategory = (typeof TUTOR_CATEGORIES)[number];

const TUTOR_LEVELS = ['Primaria', 'Secundaria', 'Preparatoria', 'Universidad'] as const;

export interface TutorCase {
  id: string;
  category: TutorCategory;
  subject: string;
  level: (typeof TUTOR_LEVELS)[number];
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

/** How a right answer is written, or what is wrong with a wrong one. */
export const CHALLENGE_STYLES = [
  // right
  'numero',
  'coma',
  'fraccion',
  'palabras',
  'unidades',
  'latex',
  'ecuacion',
  'con-palabras',
  // wrong
  'signo',
  'casi',
  'otro-valor',
  'unidad-errada',
  'incompleta',
  'duda',
  'sin-terminar',
  'negada',
  'vacia',
] as const;
export type ChallengeStyle = (typeof CHALLENGE_STYLES)[number];

/** A student's answer to a challenge, labelled right or wrong; the challenge's key with it. */
export interface ChallengeCase {
  id: string;
  style: ChallengeStyle;
  correct: boolean;
  /** The challenge's name: every line with this key carries the same statement and answers. */
  key: string;
  statement: string;
  /** The key: accepted final answers, written the way the key model writes them. */
  answers: string[];
  answer: string;
}

export const TUTOR_FIELDS = [
  'id',
  'category',
  'subject',
  'level',
  'turns',
  'answers',
  'task',
  'image',
  'attempts',
  'challenge',
];
export const CHALLENGE_FIELDS = ['id', 'style', 'correct', 'key', 'statement', 'answers', 'answer'];

const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
const isTexts = (v: unknown): v is string[] => Array.isArray(v) && v.length > 0 && v.every(isText);
const isBooleans = (v: unknown): v is boolean[] =>
  Array.isArray(v) && v.every((b) => typeof b === 'boolean');

function challengeOfCaseError(v: unknown): string | null {
  const c = v as Record<string, unknown> | null;
  if (typeof c !== 'object' || c === null) return 'challenge must be an object';
  const extra = Object.keys(c).filter((k) => !['statement', 'answers', 'tries'].includes(k));
  if (extra.length > 0) return `unknown challenge field(s) ${extra.join(', ')}`;
  if (!isText(c.statement) || !isTexts(c.answers)) return 'challenge needs a statement and answers';
  const tries = c.tries as Array<Record<string, unknown>>;
  if (!Array.isArray(tries) || tries.length === 0) return 'challenge needs tries';
  if (!tries.every((t) => typeof t.answer === 'string' && typeof t.correct === 'boolean'))
    return 'each challenge try needs an answer and correct true or false';
  return null;
}

/** Why a line is not a tutor case, or null (its fields are the known ones). */
export function tutorLineError(o: Record<string, unknown>): string | null {
  for (const key of ['id', 'subject', 'task'] as const)
    if (!isText(o[key])) return `${key} must be a non-empty string`;
  if (!TUTOR_CATEGORIES.includes(o.category as TutorCategory))
    return `unknown category ${String(o.category)}`;
  if (!TUTOR_LEVELS.includes(o.level as TutorCase['level']))
    return `unknown level ${String(o.level)}`;
  if (!isTexts(o.turns)) return 'turns must be a non-empty list of messages';
  if (o.answers !== null && !isTexts(o.answers)) return 'answers must be null or a list of strings';
  if (o.image !== undefined && !isText(o.image)) return 'image must be an equation';
  if (o.attempts !== undefined) {
    if (!isBooleans(o.attempts)) return 'attempts must be a list of true or false';
    if (o.attempts.length !== o.turns.length) return 'attempts must label every turn';
  }
  return o.challenge === undefined ? null : challengeOfCaseError(o.challenge);
}

/** Why a line is not a challenge answer, or null (its fields are the known ones). */
export function challengeLineError(o: Record<string, unknown>): string | null {
  for (const key of ['id', 'key', 'statement'] as const)
    if (!isText(o[key])) return `${key} must be a non-empty string`;
  if (!CHALLENGE_STYLES.includes(o.style as ChallengeStyle))
    return `unknown style ${String(o.style)}`;
  if (typeof o.correct !== 'boolean') return 'correct must be true or false';
  if (!isTexts(o.answers)) return 'answers must be a non-empty list of strings';
  // An empty or blank answer is a case too (the check must refuse it).
  if (typeof o.answer !== 'string') return 'answer must be a string';
  return null;
}

/**
 * The key lines that disagree with an earlier line of the same key (the statement and answers a
 * challenge's name stands for), as problems.
 */
export function keyProblems(where: string, cases: readonly ChallengeCase[]): string[] {
  const keys = new Map<string, string>();
  const problems: string[] = [];
  for (const c of cases) {
    const key = JSON.stringify([c.statement, c.answers]);
    const seen = keys.get(c.key);
    if (seen !== undefined && seen !== key)
      problems.push(`${where}: ${c.id} gives the key ${c.key} another statement or answers`);
    keys.set(c.key, seen ?? key);
  }
  return problems;
}
