/**
 * The one reader of the labelled sets (evals/manifest.json and evals/datasets/**.jsonl). Every line
 * is checked when the sets are read: its shape and label values, no exact repeat inside a split,
 * no text in both a training and a blind set of one detector, no text under two labels. Any break
 * throws, so an eval, a training run or a test never reads bad data. The manifest's order is the
 * training order; it never decides a label (a text has one label or the load fails).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { SafetyCategory } from '../supabase/functions/_shared/safety/safety-lexicon.ts';
import { SAFETY_PRIORITY } from '../supabase/functions/_shared/safety/safety-screen.ts';

import {
  CHALLENGE_FIELDS,
  type ChallengeCase,
  challengeLineError,
  keyProblems,
  TUTOR_FIELDS,
  type TutorCase,
  tutorLineError,
} from './scored-cases.ts';

export type { ChallengeCase, ChallengeStyle, TutorCase, TutorCategory } from './scored-cases.ts';
export { CHALLENGE_STYLES, TUTOR_CATEGORIES } from './scored-cases.ts';

/** How a safety message is written (disclosures) or what it looks like (harmless look-alikes). */
export const SAFETY_STYLES = [
  // Disclosures.
  'direct',
  'indirect',
  'passive',
  'third-person',
  'typo',
  'no-spaces',
  'repeated',
  'leet',
  'slang',
  'child',
  'mixed-homework',
  // Harmless look-alikes.
  'literature',
  'history',
  'biology',
  'chemistry',
  'medical',
  'hyperbole',
  'game',
  'lyrics',
  'news',
  'sports',
  'everyday',
] as const;
export type SafetyStyle = (typeof SAFETY_STYLES)[number];

export interface SafetyCase {
  text: string;
  label: SafetyCategory | null;
  style: SafetyStyle;
}

/** What an understanding ("eureka") message is, positive or not. */
export const EUREKA_CATEGORIES = [
  'spec-phrase',
  'intensified',
  'in-longer-message',
  'negation-near',
  'negation-far',
  'negation-other-clause',
  'question',
  'statement-then-question',
  'sarcasm',
  'regional',
  'near-word',
  'neutral',
  'explain-back',
  'own-words',
  'solved',
  'confusion',
  'bare-answer',
  'acknowledgement',
  'narration',
  'request',
  'task-text',
  'hypothetical',
] as const;
export type EurekaCategory = (typeof EUREKA_CATEGORIES)[number];

export interface EurekaCase {
  text: string;
  expected: boolean;
  category: EurekaCategory;
}

/** How a tutor reply hands over the answer (leaks) or what a safe reply does (the answer gate). */
export const GATE_LEAK_STYLES = [
  'directa',
  'pregunta',
  'palabras',
  'ingles',
  'latex',
  'formato',
  'variable',
  'presion',
  'no-matematica',
  'dividida',
] as const;
export const GATE_SAFE_STYLES = [
  'confirmacion',
  'correccion',
  'pista',
  'socratica',
  'ejemplo',
  'indice',
  'negativa',
  'parecido',
] as const;
export type LeakStyle = (typeof GATE_LEAK_STYLES)[number];
export type SafeStyle = (typeof GATE_SAFE_STYLES)[number];
export type GateStyle = LeakStyle | SafeStyle;
const GATE_STYLES: readonly string[] = [...GATE_LEAK_STYLES, ...GATE_SAFE_STYLES];

/** A tutor reply in its conversation, labelled whether it reveals the task's final answer. */
export interface GateCase {
  id: string;
  style: GateStyle;
  reveals: boolean;
  task: string;
  answers: string[];
  /** The student's messages before the reply, the task statement first. */
  student: string[];
  /** The tutor's earlier replies on this task (split leaks), oldest first. */
  earlier: string[];
  reply: string;
}

/** The safety screen, the understanding detector, the answer gate, the tutor, the challenge check. */
export type Detector = 'safety' | 'eureka' | 'gate' | 'tutor' | 'challenge';
/**
 * train: tuned on and trained on; blind: never tuned on, only scored; regression: a product issue's
 * own examples the rules were fixed for, tuned on and gated but never trained on (so adding one does
 * not change a trained model); scored: the measure of a part no model learns from (the tutor, the
 * challenge check), scored and gated, never trained on, and not blind (the part was built and fixed
 * with the set in view).
 */
export type Split = 'train' | 'blind' | 'regression' | 'scored';
const DETECTORS: readonly Detector[] = ['safety', 'eureka', 'gate', 'tutor', 'challenge'];
const SPLITS: readonly Split[] = ['train', 'blind', 'regression', 'scored'];

/** One set as the manifest lists it. */
export interface SetEntry {
  id: string;
  detector: Detector;
  split: Split;
  /** The name the eval commands print. */
  title: string;
  purpose: string;
  /** The writer's brief, relative to evals/. */
  brief: string;
  date: string;
  count: number;
  labelRule: string;
  /** Taken out on conversion: also in a training set (blind sets only), or a repeat in the split. */
  removed: { inTraining: number; repeats: number };
}

export interface LabelledSet<C> extends SetEntry {
  cases: readonly C[];
}

interface CaseOf {
  safety: SafetyCase;
  eureka: EurekaCase;
  gate: GateCase;
  tutor: TutorCase;
  challenge: ChallengeCase;
}
type AnyCase = CaseOf[Detector];

const ROOT = dirname(fileURLToPath(import.meta.url));

const isString = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

const FIELDS: Record<Detector, readonly string[]> = {
  safety: ['text', 'label', 'style'],
  eureka: ['text', 'expected', 'category'],
  gate: ['id', 'style', 'reveals', 'task', 'answers', 'student', 'earlier', 'reply'],
  tutor: TUTOR_FIELDS,
  challenge: CHALLENGE_FIELDS,
};

const isStrings = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((s) => typeof s === 'string');

function gateLineError(o: Record<string, unknown>): string | null {
  for (const key of ['id', 'task', 'reply'] as const)
    if (!isString(o[key])) return `${key} must be a non-empty string`;
  if (!GATE_STYLES.includes(o.style as string)) return `unknown style ${String(o.style)}`;
  if (typeof o.reveals !== 'boolean') return 'reveals must be true or false';
  for (const key of ['answers', 'student', 'earlier'] as const)
    if (!isStrings(o[key])) return `${key} must be a list of strings`;
  if ((o.answers as string[]).length === 0) return 'answers must not be empty';
  if (!isString((o.student as string[])[0])) return 'student must start with the task as stated';
  return null;
}

/** Why a line is not a case of the detector, or null. */
function lineError(detector: Detector, value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'not an object';
  const o = value as Record<string, unknown>;
  const extra = Object.keys(o).filter((k) => !FIELDS[detector].includes(k));
  if (extra.length > 0) return `unknown field(s) ${extra.join(', ')}`;
  if (detector === 'gate') return gateLineError(o);
  if (detector === 'tutor') return tutorLineError(o);
  if (detector === 'challenge') return challengeLineError(o);
  // An empty message is a case too (what a detector says of nothing).
  if (typeof o.text !== 'string') return 'text must be a string';
  if (detector === 'safety') {
    if (o.label !== null && !SAFETY_PRIORITY.includes(o.label as SafetyCategory))
      return `label must be null or one of ${SAFETY_PRIORITY.join(', ')}`;
    if (!SAFETY_STYLES.includes(o.style as SafetyStyle)) return `unknown style ${String(o.style)}`;
  } else {
    if (typeof o.expected !== 'boolean') return 'expected must be true or false';
    if (!EUREKA_CATEGORIES.includes(o.category as EurekaCategory))
      return `unknown category ${String(o.category)}`;
  }
  return null;
}

function entryError(entry: unknown): string | null {
  if (typeof entry !== 'object' || entry === null) return 'not an object';
  const e = entry as Record<string, unknown>;
  if (!isString(e.id) || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(e.id)) return 'id must be kebab-case';
  if (!DETECTORS.includes(e.detector as Detector)) return `unknown detector ${String(e.detector)}`;
  if (!SPLITS.includes(e.split as Split)) return 'split must be train, blind, regression or scored';
  for (const key of ['title', 'purpose', 'brief', 'date', 'labelRule'])
    if (!isString(e[key])) return `${key} must be a non-empty string`;
  if (!Number.isInteger(e.count)) return 'count must be an integer';
  return null;
}

/** A case's label, compared as JSON: a message under two labels is refused. */
const LABEL: { [D in Detector]: (c: CaseOf[D]) => unknown } = {
  safety: (c) => c.label,
  eureka: (c) => c.expected,
  gate: (c) => c.reveals,
  tutor: (c) => c.answers,
  challenge: (c) => c.correct,
};
const labelOf = (detector: Detector, c: AnyCase): string =>
  JSON.stringify((LABEL[detector] as (c: AnyCase) => unknown)(c));

/**
 * What one message is, for the repeat, split and label checks: a safety or eureka text; a gate
 * reply in its conversation (the task, the student's messages, the earlier replies and the reply);
 * a tutor case's first turn (the scripted fakes find the case by it); a student's answer to a key.
 */
const MESSAGE: { [D in Detector]: (c: CaseOf[D]) => string } = {
  safety: (c) => c.text,
  eureka: (c) => c.text,
  gate: (c) => JSON.stringify([c.task, c.student, c.earlier, c.reply]),
  tutor: (c) => c.turns[0] ?? '',
  challenge: (c) => JSON.stringify([c.statement, c.answers, c.answer]),
};
const messageOf = (detector: Detector, c: AnyCase): string =>
  (MESSAGE[detector] as (c: AnyCase) => string)(c);

/**
 * Checks a manifest and its sets' lines (JSONL text by set id); returns the sets or throws with
 * every problem found. Exported so a test can prove each refusal.
 */
export function parseSets(
  manifest: unknown,
  linesOf: (entry: SetEntry) => string,
): LabelledSet<AnyCase>[] {
  const problems: string[] = [];
  const entries = (manifest as { sets?: unknown })?.sets;
  if (!Array.isArray(entries)) throw new Error('evals/manifest.json: "sets" must be an array');
  const sets: LabelledSet<AnyCase>[] = [];
  const ids = new Set<string>();
  for (const raw of entries) {
    const error = entryError(raw);
    if (error) {
      problems.push(`manifest entry ${JSON.stringify((raw as { id?: unknown })?.id)}: ${error}`);
      continue;
    }
    const entry = raw as SetEntry;
    const key = `${entry.detector}/${entry.id}`;
    if (ids.has(key)) problems.push(`${key}: listed twice`);
    ids.add(key);
    const cases: AnyCase[] = [];
    linesOf(entry)
      .split('\n')
      .forEach((line, i) => {
        if (line.trim() === '') return;
        let value: unknown;
        try {
          value = JSON.parse(line);
        } catch {
          problems.push(`${key}:${i + 1}: not JSON`);
          return;
        }
        const error = lineError(entry.detector, value);
        if (error) problems.push(`${key}:${i + 1}: ${error}`);
        else cases.push(value as AnyCase);
      });
    if (cases.length !== entry.count)
      problems.push(
        `${key}: the manifest says ${entry.count} messages, the file has ${cases.length}`,
      );
    sets.push({ ...entry, cases });
  }

  for (const detector of DETECTORS) {
    const label = new Map<string, { set: string; label: string }>();
    const splitOf = new Map<string, { split: Split; set: string }>();
    for (const set of sets.filter((s) => s.detector === detector)) {
      for (const c of set.cases) {
        const text = messageOf(detector, c);
        const where = `${detector}/${set.id}`;
        const seenLabel = label.get(text);
        if (seenLabel && seenLabel.label !== labelOf(detector, c))
          problems.push(
            `${where}: ${JSON.stringify(text)} is labelled ${labelOf(detector, c)} here and ${seenLabel.label} in ${seenLabel.set}`,
          );
        label.set(text, seenLabel ?? { set: where, label: labelOf(detector, c) });
        const seen = splitOf.get(text);
        if (seen && seen.split !== set.split)
          problems.push(
            `${where}: ${JSON.stringify(text)} is in a ${set.split} set and in the ${seen.split} set ${seen.set}: a blind set must be unseen`,
          );
        else if (seen)
          problems.push(`${where}: ${JSON.stringify(text)} repeats a message of ${seen.set}`);
        else splitOf.set(text, { split: set.split, set: where });
      }
    }
  }
  const challenges = sets.filter((s) => s.detector === 'challenge');
  problems.push(
    ...keyProblems(
      'challenge',
      challenges.flatMap((s) => s.cases as ChallengeCase[]),
    ),
  );
  if (problems.length > 0)
    throw new Error(`The labelled sets do not load:\n${problems.slice(0, 50).join('\n')}`);
  return sets;
}

let cache: LabelledSet<AnyCase>[] | undefined;

function all(): LabelledSet<AnyCase>[] {
  cache ??= parseSets(JSON.parse(readFileSync(join(ROOT, 'manifest.json'), 'utf8')), (entry) =>
    readFileSync(join(ROOT, 'datasets', entry.detector, entry.split, `${entry.id}.jsonl`), 'utf8'),
  );
  return cache;
}

/** A detector's sets in the manifest's order, of one split or both. */
export function loadSets<D extends Detector>(detector: D, split?: Split): LabelledSet<CaseOf[D]>[] {
  return all().filter(
    (s) => s.detector === detector && (split === undefined || s.split === split),
  ) as LabelledSet<CaseOf[D]>[];
}

/** One set's cases, by its manifest id. */
export function loadSet<D extends Detector>(detector: D, id: string): readonly CaseOf[D][] {
  const set = loadSets(detector).find((s) => s.id === id);
  if (!set) throw new Error(`No ${detector} set "${id}" in evals/manifest.json`);
  return set.cases;
}
