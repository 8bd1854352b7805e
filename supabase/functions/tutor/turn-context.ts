/**
 * What every step of a tutor turn shares: the context it acts in, the stored message rows, the
 * refusal it throws and the tokens it has spent (charged to the daily budget whatever happens).
 */
import type { TutorLanguage } from '../_shared/tutor/language.ts';

import type { TutorConfig } from './config.ts';
import type { StorageLike } from './images.ts';
import type { OpenAILike } from './model.ts';

/** How long a turn refused with turn_in_progress should wait before asking again (s). */
export const TURN_BUSY_RETRY_SECONDS = 3;
export type DbResult = {
  data: unknown;
  error: { code?: string; message?: string; details?: string } | null;
};
/** The slice of a supabase-js client the function uses (structural, so no bare import here). */
export interface SupabaseLike {
  auth: {
    getClaims(jwt: string): Promise<{
      data: { claims: { sub?: unknown; role?: unknown } } | null;
      error: unknown;
    }>;
  };
  rpc(fn: string, args: Record<string, unknown>): PromiseLike<DbResult>;
  storage: StorageLike;
}

/** A refusal or failure of the turn, answered as `{ error, code }` with this status. */
export class TurnError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Extra fields of the error body (docs/tutor.md lists them per code). */
    readonly fields: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'TurnError';
  }
}

/**
 * 409 while another turn or challenge holds the conversation: the SPA is told when to ask again
 * (Retry-After, and retry_after_seconds beside `fields`), TURN_BUSY_RETRY_SECONDS either way.
 */
export function busyError(code: string, message: string, fields: Record<string, unknown> = {}) {
  return new TurnError(
    409,
    code,
    message,
    { 'Retry-After': String(TURN_BUSY_RETRY_SECONDS) },
    { ...fields, retry_after_seconds: TURN_BUSY_RETRY_SECONDS },
  );
}

export interface TurnContext {
  config: TutorConfig;
  service: SupabaseLike;
  /** null: no OPENAI_API_KEY, the offline demo tutor answers. */
  openai: OpenAILike | null;
  /** The gate's judge and key calls (TUTOR_JUDGE_*); null: the same client as `openai`. */
  judge?: OpenAILike | null;
  userId: string;
  conversationId: string;
  /** The turn's deadline: the time an attempt may still take (ms). */
  left: () => number;
  /** Tokens the model reported for this turn's calls: charged to the daily budget. */
  tokens: number;
  /** The conversation's claim this turn holds once begun (tutor_begin_turn), else null. */
  claimId?: string | null;
  /**
   * The language the tutor writes in: the student's stored profile (begin.ts), never the request;
   * Spanish until it is read, and when it is missing or unknown.
   */
  language: TutorLanguage;
}

export interface MessageRow {
  id: string;
  conversation_id: string;
  role: 'user' | 'assistant';
  content: string;
  metadata: Record<string, unknown> | null;
  created_at: string;
}

export const unavailable = (cause: unknown) => {
  console.error('tutor: la base de datos no respondió', cause);
  return new TurnError(
    503,
    'database_unavailable',
    'No se pudo leer la conversación. Intenta de nuevo en un momento.',
  );
};

/** The storage paths of a message's images. */
export function imagePaths(row: MessageRow): string[] {
  const images = row.metadata?.images;
  return Array.isArray(images) ? images.filter((p): p is string => typeof p === 'string') : [];
}

/** Ends the turn's claim when it fails after beginning, so Reintentar can start at once. */
export async function releaseClaim(ctx: TurnContext) {
  if (!ctx.claimId) return;
  const { error } = await ctx.service.rpc('tutor_release_turn', {
    p_user_id: ctx.userId,
    p_conversation_id: ctx.conversationId,
    p_claim_id: ctx.claimId,
  });
  ctx.claimId = null;
  if (error) console.error('tutor: tutor_release_turn falló (el turno caduca solo)', error);
}

/** Charges the tokens spent so far when the turn ends without `tutor_finish_turn` doing it. */
export async function recordTokens(ctx: TurnContext) {
  if (ctx.tokens <= 0) return;
  const { error } = await ctx.service.rpc('tutor_record_tokens', {
    p_user_id: ctx.userId,
    p_tokens: ctx.tokens,
  });
  if (error) console.error('tutor: tutor_record_tokens falló', error);
}
