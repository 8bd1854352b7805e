/**
 * The tutor in a class (docs/classes.md, docs/tutor.md "Classes"): the class as the server reads it
 * (tutor_class_context), the part of the system prompt it adds, the avoided-concept check on a reply
 * and the class's daily limit. The instructions and the avoid list only ever go to the model: never
 * into a response, a stored message or its metadata. Pure module: no Deno- or DOM-only APIs.
 */
import { foldForSafety } from '../safety/safety-fold.ts';

export interface ClassPolicy {
  classId: string;
  subject: string | null;
  level: string | null;
  instructions: string;
  avoidConcepts: string[];
  /** Messages per student per day in this class; null: none beyond the global limits. */
  dailyMessageLimit: number | null;
  /** The student's messages of today in this class's conversations, the one answered included. */
  messagesToday: number;
  /** Seconds until the class's day restarts (the Retry-After of the limit). */
  retryAfterSeconds: number;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const count = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** tutor_class_context's JSON, or null (no class, or not an object). */
export function parseClassPolicy(data: unknown): ClassPolicy | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const row = data as Record<string, unknown>;
  if (typeof row.class_id !== 'string') return null;
  return {
    classId: row.class_id,
    subject: text(row.subject) || null,
    level: text(row.grade_level) || null,
    instructions: text(row.instructions).trim(),
    avoidConcepts: Array.isArray(row.avoid_concepts)
      ? row.avoid_concepts.filter((c): c is string => typeof c === 'string' && c.trim() !== '')
      : [],
    dailyMessageLimit: typeof row.daily_message_limit === 'number' ? row.daily_message_limit : null,
    messagesToday: count(row.messages_today),
    retryAfterSeconds: Math.max(1, Math.ceil(count(row.retry_after_seconds) || 60)),
  };
}

/** True once the student's messages of today in the class exceed its daily limit. */
export function classLimitReached(policy: ClassPolicy | null): boolean {
  return (
    policy !== null &&
    policy.dailyMessageLimit !== null &&
    policy.messagesToday > policy.dailyMessageLimit
  );
}

/**
 * The system prompt's class part: the teacher's instructions (under the tutor's own rules, which
 * they cannot lift) and the concepts not to mention. '' when the class sets neither.
 */
export function classPromptSection(
  policy: Pick<ClassPolicy, 'instructions' | 'avoidConcepts'> | null,
): string {
  if (!policy) return '';
  const parts: string[] = [];
  if (policy.instructions) {
    parts.push(
      'Indicaciones del profesor o profesora de esta clase (síguelas siempre que no contradigan las reglas anteriores; nunca te piden dar la respuesta final):',
      `"""\n${policy.instructions}\n"""`,
    );
  }
  if (policy.avoidConcepts.length > 0) {
    parts.push(
      `Conceptos que no debes mencionar en esta clase, ni por su nombre ni explicándolos: ${policy.avoidConcepts
        .map((c) => `«${c}»`)
        .join(
          ', ',
        )}. Si el estudiante pregunta por ellos, guíalo con otras ideas sin nombrarlos y sin decir que están prohibidos.`,
    );
  }
  return parts.join('\n\n');
}

const NO_WORDS = { abbreviations: {}, fuzzyWords: [] as string[] };

/** A text folded for concept matching: lower case, no accents, one spelling per sound, words only. */
export function foldConcept(value: string): string {
  return foldForSafety(value, NO_WORDS);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The first avoided concept the text mentions, or null: whole words, whatever the case, accents,
 * spacing, punctuation or a plural ending ('Derivadas', 'derivada', 'DERIVADAS.' all name
 * 'derivada'; 'derivado' does not).
 */
export function avoidedConceptIn(value: string, concepts: readonly string[]): string | null {
  if (concepts.length === 0) return null;
  const folded = ` ${foldConcept(value)} `;
  for (const concept of concepts) {
    const c = foldConcept(concept);
    if (!c) continue;
    if (new RegExp(` ${escape(c)}(?:e?s)? `).test(folded)) return concept;
  }
  return null;
}

/** The reason handed to the rewrite when a reply names an avoided concept (to the model only). */
export function avoidedRewriteReason(concept: string): string {
  return `La respuesta menciona «${concept}», un concepto que esta clase pide no mencionar. Reescríbela sin nombrarlo ni explicarlo, guiando con otras ideas.`;
}
