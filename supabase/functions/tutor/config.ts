/**
 * The tutor function's configuration, read once from its environment (docs/tutor.md has the
 * table), and the fixed limits of a turn. Every number has a default and an inclusive range: a value
 * that is not a whole number, or is outside the range, gives the default. Pure.
 */
import { TUTOR_MODEL } from '../_shared/tutor/prompt.ts';

/** The gate's judge and the answer key's model when TUTOR_JUDGE_MODEL is unset (README: why). */
export const DEFAULT_JUDGE_MODEL = 'gpt-4.1-mini';
export const DEFAULT_BASE_URL = 'https://api.openai.com/v1';
export const DEFAULT_MODERATION_MODEL = 'omni-moderation-latest';

export interface TutorConfig {
  openaiKey: string;
  openaiBaseUrl: string;
  model: string;
  /** The gate's judge and the answer-key call: their own model, server and key. */
  judgeModel: string;
  judgeBaseUrl: string;
  judgeApiKey: string;
  moderationModel: string;
  /** Answer-leak gate: on by default when a key exists. */
  gate: boolean;
  /** Moderation endpoint: on by default when a key exists (the phrase list always runs). */
  moderation: boolean;
  /** TUTOR_SAFETY_REPLY: one text for every flag; null: the per-category SAFETY_REPLIES. */
  safetyReply: string | null;
  perMinute: number;
  perDay: number;
  tokensPerDay: number;
  /** Per model call attempt; the reply gets at most one retry. */
  attemptTimeoutMs: number;
  /** The whole turn (every model call) ends within this budget. */
  turnTimeoutMs: number;
  /** Most recent messages of the conversation sent to the model, and their characters in all. */
  maxHistoryMessages: number;
  maxHistoryChars: number;
  /** Most recent images of the conversation sent to the model (0: none), and the size of each. */
  maxImages: number;
  maxImageBytes: number;
  /** The demo tutor's streamed pace: wait before its first text, then per piece of ~4 characters. */
  demoFirstTokenMs: number;
  demoTokenMs: number;
}

/** The request body is `{ conversation_id }`: 4 KB is generous. */
export const MAX_BODY_BYTES = 4096;
/** The moderation call never takes more than this, whatever the attempt timeout. */
export const MODERATION_TIMEOUT_MS = 10_000;
/** Pause before the reply's single retry. */
export const RETRY_DELAY_MS = 300;

/** A number setting: its variable, default and inclusive range. */
export interface IntSetting {
  env: string;
  fallback: number;
  min: number;
  max: number;
}

/** Every number setting, by its TutorConfig field (the tests walk this table). */
export const INT_SETTINGS = {
  perMinute: { env: 'TUTOR_RATE_LIMIT_PER_MINUTE', fallback: 20, min: 1, max: 100_000 },
  perDay: { env: 'TUTOR_RATE_LIMIT_PER_DAY', fallback: 300, min: 1, max: 10_000_000 },
  tokensPerDay: { env: 'TUTOR_TOKENS_PER_DAY', fallback: 200_000, min: 1, max: 1_000_000_000 },
  attemptTimeoutMs: { env: 'TUTOR_ATTEMPT_TIMEOUT_MS', fallback: 25_000, min: 50, max: 120_000 },
  turnTimeoutMs: { env: 'TUTOR_TURN_TIMEOUT_MS', fallback: 55_000, min: 100, max: 300_000 },
  maxHistoryMessages: { env: 'TUTOR_MAX_MESSAGES', fallback: 600, min: 1, max: 5000 },
  // About 30k tokens of Spanish: well inside a 128k context, and a bound on each turn's cost.
  maxHistoryChars: {
    env: 'TUTOR_MAX_HISTORY_CHARS',
    fallback: 120_000,
    min: 1000,
    max: 2_000_000,
  },
  // The app sends 1600 px JPEGs (typically 150-700 KB); an edge function has little memory.
  maxImages: { env: 'TUTOR_MAX_IMAGES', fallback: 8, min: 0, max: 32 },
  maxImageBytes: {
    env: 'TUTOR_MAX_IMAGE_BYTES',
    fallback: 2 * 1024 * 1024,
    min: 1024,
    max: 5 * 1024 * 1024,
  },
  // A model's pace (about 65 tokens a second after a short wait), so the streamed chat behaves
  // without a key as it does with one; 0 streams at once.
  demoFirstTokenMs: { env: 'TUTOR_DEMO_FIRST_TOKEN_MS', fallback: 500, min: 0, max: 10_000 },
  demoTokenMs: { env: 'TUTOR_DEMO_TOKEN_MS', fallback: 15, min: 0, max: 1000 },
} as const satisfies Record<string, IntSetting>;

/** The words that switch TUTOR_GATE or TUTOR_MODERATION off (any case, spaces around ignored). */
export const OFF_WORDS = ['off', 'false', '0', 'no', 'disabled'] as const;

/** A whole decimal number within [min, max], else the default. */
export function readInt(value: string | undefined, setting: IntSetting): number {
  const raw = value?.trim() ?? '';
  if (!/^\d+$/.test(raw)) return setting.fallback;
  const n = Number(raw);
  return n >= setting.min && n <= setting.max ? n : setting.fallback;
}

function text(value: string | undefined, fallback: string): string {
  return value?.trim() || fallback;
}

/** A base URL without its trailing slashes. */
function baseUrl(value: string | undefined, fallback: string): string {
  return text(value, fallback).replace(/\/+$/, '');
}

function isOff(value: string | undefined): boolean {
  return (OFF_WORDS as readonly string[]).includes(value?.trim().toLowerCase() ?? '');
}

export function readConfig(env: Record<string, string | undefined>): TutorConfig {
  const openaiKey = env.OPENAI_API_KEY?.trim() ?? '';
  const openaiBaseUrl = baseUrl(env.OPENAI_BASE_URL, DEFAULT_BASE_URL);
  const ints = Object.fromEntries(
    Object.entries(INT_SETTINGS).map(([field, setting]) => [
      field,
      readInt(env[setting.env], setting),
    ]),
  ) as Record<keyof typeof INT_SETTINGS, number>;
  return {
    openaiKey,
    openaiBaseUrl,
    model: text(env.TUTOR_MODEL, TUTOR_MODEL),
    judgeModel: text(env.TUTOR_JUDGE_MODEL, DEFAULT_JUDGE_MODEL),
    judgeBaseUrl: baseUrl(env.TUTOR_JUDGE_BASE_URL, openaiBaseUrl),
    judgeApiKey: text(env.TUTOR_JUDGE_API_KEY, openaiKey),
    moderationModel: text(env.TUTOR_MODERATION_MODEL, DEFAULT_MODERATION_MODEL),
    gate: openaiKey !== '' && !isOff(env.TUTOR_GATE),
    moderation: openaiKey !== '' && !isOff(env.TUTOR_MODERATION),
    safetyReply: env.TUTOR_SAFETY_REPLY?.trim() || null,
    ...ints,
  };
}
