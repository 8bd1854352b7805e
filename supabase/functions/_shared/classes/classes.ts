/**
 * The rules of classes (docs/classes.md) in one TypeScript home for the SPA, the tutor function and
 * the database tests, which prove the migration enforces exactly these figures
 * (supabase/migrations/20261126000100_classes.sql). Pure module: no Deno- or DOM-only APIs.
 */

/** Join-code characters: no look-alikes (no 0/O, 1/I/L). The SQL private.join_code_alphabet(). */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Characters of a join code (class_settings_join_code_must_be_8_chars_of_the_alphabet). */
export const JOIN_CODE_LENGTH = 8;

/**
 * A typed or pasted code as join_class reads it: upper case, spaces and hyphens dropped
 * (`abcd-efgh` and `ABCD EFGH` are `ABCDEFGH`).
 */
export function normaliseJoinCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]+/g, '');
}

/** True when the text, normalised, can be a join code (length and alphabet). */
export function isJoinCodeShape(code: string): boolean {
  const c = normaliseJoinCode(code);
  return c.length === JOIN_CODE_LENGTH && [...c].every((ch) => JOIN_CODE_ALPHABET.includes(ch));
}

/**
 * The columns of a class only its teachers and admins read: they live in public.class_settings
 * (one row per class, made with the class), the rest in public.classes.
 */
export const CLASS_SETTINGS_COLUMNS = [
  'instructions',
  'avoid_concepts',
  'join_code_expires_at',
] as const;

/**
 * A class write split between its two tables: `row` for public.classes, `settings` for
 * public.class_settings (empty when the write names no setting).
 */
export function splitClassWrite<T extends object>(
  write: T,
): { row: Record<string, unknown>; settings: Record<string, unknown> } {
  const row: Record<string, unknown> = {};
  const settings: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(write)) {
    if ((CLASS_SETTINGS_COLUMNS as readonly string[]).includes(key)) settings[key] = value;
    else row[key] = value;
  }
  return { row, settings };
}

/** Characters of a class's name (classes_name_must_be_1_to_100_chars, after trimming). */
export const CLASS_NAME_MAX_CHARS = 100;
/** Characters of a class's subject (null or 1–100). */
export const CLASS_SUBJECT_MAX_CHARS = 100;
/** Characters of the teacher's instructions for the tutor. */
export const CLASS_INSTRUCTIONS_MAX_CHARS = 2000;
/** Items of the "Conceptos a evitar" list and characters of each item. */
export const CLASS_AVOID_CONCEPTS_MAX_ITEMS = 50;
export const CLASS_AVOID_CONCEPT_MAX_CHARS = 100;
/** The class's daily limit of messages per student (null = none beyond the global limits). */
export const CLASS_DAILY_LIMIT_MIN = 1;
export const CLASS_DAILY_LIMIT_MAX = 1000;

/** The grade levels a class may have (the profile's levels; classes_grade_level_must_be_a_level). */
export const CLASS_GRADE_LEVELS = [
  'Primaria',
  'Secundaria',
  'Preparatoria',
  'Universidad',
  'Postgrado',
  'Otro',
] as const;

/** What a student reads when join_class answers null: an unknown, expired or archived code. */
export const JOIN_CODE_INVALID_MESSAGE = 'Este código no es válido o ha caducado';

/** join_class's refusal (P0001) after too many failed attempts of a user or an address. */
export const JOIN_TOO_MANY_MESSAGE = 'Demasiados intentos. Espera un momento y vuelve a probar.';

/** The tutor's refusal (HTTP 429, code class_daily_limit) once the class's daily limit is reached. */
export const CLASS_DAILY_LIMIT_MESSAGE = 'Has alcanzado el límite diario de mensajes de tu clase.';

/** Shown when a student joins and in a class conversation. */
export const CLASS_VISIBILITY_NOTICE = 'Tu profesor puede ver las conversaciones de esta clase.';
/**
 * Right after the notice, in the same line: who else reads and what the teacher receives, as
 * /privacidad says it ("Quién lo ve"), with a link there.
 */
export const CLASS_VISIBILITY_DETAIL =
  'Las lee con tu nombre, igual que quien administra Tutor, y recibe un aviso si escribes que corres peligro.';
/** The link after the detail, to /privacidad#quien-lo-ve. */
export const CLASS_VISIBILITY_LINK = 'Más en Privacidad';
/** Instead of the notice, in a teacher's own conversation in their class ("Probar como estudiante"). */
export const CLASS_TRIAL_NOTICE =
  'Conversación de prueba: el tutor sigue las indicaciones de tu clase, como con tus estudiantes. No cuenta en sus cifras.';
