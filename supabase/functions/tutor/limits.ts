/**
 * Configuration of the tutor function, read once from its environment (docs/tutor.md has the
 * table). Every limit has a default and a sane range; out-of-range values fall back to the default.
 */
import { TUTOR_MODEL } from '../_shared/prompt.ts';

export interface TutorConfig {
  openaiKey: string;
  openaiBaseUrl: string;
  model: string;
  judgeModel: string;
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
  /** Most recent images of the conversation sent to the model, and the size bound of each. */
  maxImages: number;
  maxImageBytes: number;
}

/** The request body is `{ conversation_id }`: 4 KB is generous (CONTRACTS.md). */
export const MAX_BODY_BYTES = 4096;
/** The moderation call never takes more than this, whatever the attempt timeout. */
export const MODERATION_TIMEOUT_MS = 10_000;
/** Pause before the reply's single retry. */
export const RETRY_DELAY_MS = 300;

function int(value: string | undefined, fallback: number, min: number, max: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n >= min && n <= max ? n : fallback;
}

function text(value: string | undefined, fallback: string): string {
  return value?.trim() || fallback;
}

function onUnlessOff(value: string | undefined): boolean {
  return !/^(off|false|0|no)$/i.test(value?.trim() ?? '');
}

export function readConfig(env: Record<string, string | undefined>): TutorConfig {
  const openaiKey = env.OPENAI_API_KEY?.trim() ?? '';
  const model = text(env.TUTOR_MODEL, TUTOR_MODEL);
  return {
    openaiKey,
    openaiBaseUrl: text(env.OPENAI_BASE_URL, 'https://api.openai.com/v1').replace(/\/+$/, ''),
    model,
    judgeModel: text(env.TUTOR_JUDGE_MODEL, model),
    moderationModel: text(env.TUTOR_MODERATION_MODEL, 'omni-moderation-latest'),
    gate: openaiKey !== '' && onUnlessOff(env.TUTOR_GATE),
    moderation: openaiKey !== '' && onUnlessOff(env.TUTOR_MODERATION),
    safetyReply: env.TUTOR_SAFETY_REPLY?.trim() || null,
    perMinute: int(env.TUTOR_RATE_LIMIT_PER_MINUTE, 20, 1, 100_000),
    perDay: int(env.TUTOR_RATE_LIMIT_PER_DAY, 300, 1, 10_000_000),
    tokensPerDay: int(env.TUTOR_TOKENS_PER_DAY, 200_000, 1, 1_000_000_000),
    attemptTimeoutMs: int(env.TUTOR_ATTEMPT_TIMEOUT_MS, 25_000, 50, 120_000),
    turnTimeoutMs: int(env.TUTOR_TURN_TIMEOUT_MS, 55_000, 100, 300_000),
    maxHistoryMessages: int(env.TUTOR_MAX_MESSAGES, 600, 1, 5000),
    // About 30k tokens of Spanish: well inside a 128k context, and a bound on each turn's cost.
    maxHistoryChars: int(env.TUTOR_MAX_HISTORY_CHARS, 120_000, 1000, 2_000_000),
    // The app sends 1600 px JPEGs (typically 150-700 KB); an edge function has little memory.
    maxImages: int(env.TUTOR_MAX_IMAGES, 8, 0, 32),
    maxImageBytes: int(env.TUTOR_MAX_IMAGE_BYTES, 2 * 1024 * 1024, 1024, 5 * 1024 * 1024),
  };
}
