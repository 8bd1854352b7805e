import {
  CLASS_AVOID_CONCEPT_MAX_CHARS,
  CLASS_AVOID_CONCEPTS_MAX_ITEMS,
  CLASS_DAILY_LIMIT_MAX,
  CLASS_DAILY_LIMIT_MIN,
  CLASS_INSTRUCTIONS_MAX_CHARS,
  CLASS_NAME_MAX_CHARS,
  CLASS_SUBJECT_MAX_CHARS,
} from '@shared/classes/classes';

import { classTexts } from '../texts';

/** The limits of a class, from the one home the database tests prove (@shared/classes). */
export const CLASS_LIMITS = {
  name: CLASS_NAME_MAX_CHARS,
  subject: CLASS_SUBJECT_MAX_CHARS,
  instructions: CLASS_INSTRUCTIONS_MAX_CHARS,
  avoidItems: CLASS_AVOID_CONCEPTS_MAX_ITEMS,
  avoidItemChars: CLASS_AVOID_CONCEPT_MAX_CHARS,
  dailyLimitMin: CLASS_DAILY_LIMIT_MIN,
  dailyLimitMax: CLASS_DAILY_LIMIT_MAX,
} as const;

/** What the class form holds: text as typed (the avoid list one concept per line). */
export interface ClassFormValues {
  name: string;
  subject: string;
  gradeLevel: string;
  instructions: string;
  avoidConcepts: string;
  /** 'YYYY-MM-DD' from a date input, '' for no expiry. */
  expiresOn: string;
  dailyLimit: string;
}

/** The columns a teacher writes (insert and update of `classes`). */
export interface ClassWrite {
  name: string;
  subject: string | null;
  grade_level: string | null;
  instructions: string;
  avoid_concepts: string[];
  join_code_expires_at: string | null;
  daily_message_limit: number | null;
}

export type ClassFormErrors = Partial<Record<keyof ClassFormValues, string>>;

export const EMPTY_CLASS_FORM: ClassFormValues = {
  name: '',
  subject: '',
  gradeLevel: '',
  instructions: '',
  avoidConcepts: '',
  expiresOn: '',
  dailyLimit: '',
};

const e = classTexts.form.errors;

/** One concept per line: trimmed, blank lines dropped, repeats (ignoring case) kept once. */
export function parseAvoidConcepts(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const concept = line.trim().replace(/\s+/g, ' ');
    const key = concept.toLocaleLowerCase('es');
    if (!concept || seen.has(key)) continue;
    seen.add(key);
    out.push(concept);
  }
  return out;
}

/** The end of the chosen day in the browser's time zone: the code works all of that day. */
export function expiryFromDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(y, m - 1, d, 23, 59, 59);
  return date.getMonth() === m - 1 && date.getDate() === d ? date : null;
}

/** The date input's value for a stored expiry ('' for none). */
export function dayFromExpiry(expiresAt: string | null): string {
  if (!expiresAt) return '';
  const date = new Date(expiresAt);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Checks the form (Spanish message per field) and builds the row to write. `now` decides whether
 * an expiry is in the past; an unchanged past expiry (`keptExpiry`) is accepted so an old class
 * can still be saved.
 */
export function validateClassForm(
  values: ClassFormValues,
  now: Date = new Date(),
  keptExpiry = '',
): { ok: true; value: ClassWrite } | { ok: false; errors: ClassFormErrors } {
  const errors: ClassFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = e.nameRequired;
  else if (name.length > CLASS_LIMITS.name) errors.name = e.nameTooLong(CLASS_LIMITS.name);
  const subject = values.subject.trim();
  if (subject.length > CLASS_LIMITS.subject)
    errors.subject = e.subjectTooLong(CLASS_LIMITS.subject);
  const instructions = values.instructions.trim();
  if (instructions.length > CLASS_LIMITS.instructions) {
    errors.instructions = e.instructionsTooLong(CLASS_LIMITS.instructions);
  }
  const avoid = parseAvoidConcepts(values.avoidConcepts);
  if (avoid.length > CLASS_LIMITS.avoidItems) {
    errors.avoidConcepts = e.avoidTooMany(CLASS_LIMITS.avoidItems);
  } else if (avoid.some((c) => c.length > CLASS_LIMITS.avoidItemChars)) {
    errors.avoidConcepts = e.avoidTooLong(CLASS_LIMITS.avoidItemChars);
  }
  let expiresAt: string | null = null;
  if (values.expiresOn) {
    const expiry = expiryFromDay(values.expiresOn);
    if (!expiry) errors.expiresOn = e.expiryInvalid;
    else if (expiry <= now && values.expiresOn !== keptExpiry) errors.expiresOn = e.expiryPast;
    else expiresAt = expiry.toISOString();
  }
  let dailyLimit: number | null = null;
  const limitText = values.dailyLimit.trim();
  if (limitText) {
    const limit = Number(limitText);
    if (
      !/^\d+$/.test(limitText) ||
      limit < CLASS_LIMITS.dailyLimitMin ||
      limit > CLASS_LIMITS.dailyLimitMax
    ) {
      errors.dailyLimit = e.limitRange(CLASS_LIMITS.dailyLimitMin, CLASS_LIMITS.dailyLimitMax);
    } else dailyLimit = limit;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      name,
      subject: subject || null,
      grade_level: values.gradeLevel || null,
      instructions,
      avoid_concepts: avoid,
      join_code_expires_at: expiresAt,
      daily_message_limit: dailyLimit,
    },
  };
}

/** After a refused submit, the focus goes to the first field with an error (each has data-field). */
export function focusFirstError(form: HTMLFormElement, errors: ClassFormErrors) {
  const first = Object.keys(errors)[0];
  form.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
}
