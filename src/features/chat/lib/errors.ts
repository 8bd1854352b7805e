import { errorText, errorTexts } from '@/lib/errors';
import { MAX_CONVERSATION_TITLE_CHARS } from '@shared/tutor/limits';

import { chatTexts } from '../texts';

/**
 * A failed tutor turn. `status`/`code` are the tutor function's (CONTRACTS.md: `{error, code}`),
 * null for network failures; `forStudent` marks a Spanish message written for the student (a 429's
 * text, direct mode switched off), shown as is instead of the catalogue's generic one.
 */
export class TutorTurnError extends Error {
  readonly status: number | null;
  readonly code: string | null;
  readonly forStudent: boolean;
  /**
   * The function's `message_id`: on 409 turn_in_progress the newest message the turn in flight
   * answers; after a failed turn the newest one still without a reply (docs/tutor.md).
   */
  readonly messageId: string | null;
  /** A failed turn's `unanswered_message_ids`: every message it was answering. */
  readonly unansweredIds: string[];
  /** 409 turn_in_progress: seconds to wait before asking again. */
  readonly retryAfterSeconds: number | null;

  constructor(
    message: string,
    options: {
      status?: number | null;
      code?: string | null;
      forStudent?: boolean;
      cause?: unknown;
      messageId?: string | null;
      unansweredIds?: string[];
      retryAfterSeconds?: number | null;
    },
  ) {
    super(message, { cause: options.cause });
    this.name = 'TutorTurnError';
    this.status = options.status ?? null;
    this.code = options.code ?? null;
    this.forStudent = options.forStudent ?? false;
    this.messageId = options.messageId ?? null;
    this.unansweredIds = options.unansweredIds ?? [];
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
  }
}

/** The database's write quota refusal (SQLSTATE P0001, Spanish text starting with 'Límite'). */
function isQuotaRefusal(error: unknown): error is { message: string } {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === 'P0001' && typeof message === 'string' && message.startsWith('Límite');
}

function codeAndMessage(error: unknown): { code: string; message: string } {
  if (!error || typeof error !== 'object') return { code: '', message: '' };
  const { code, message } = error as { code?: unknown; message?: unknown };
  return {
    code: typeof code === 'string' ? code : '',
    message: typeof message === 'string' ? message : '',
  };
}

/** The device says it has no connection, or the request never reached the server. */
function isOffline(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  const inner = error instanceof TutorTurnError ? error.cause : error;
  return errorText(inner) === errorTexts.network;
}

/**
 * What the student reads when a send or a retry fails: a message written for them (rate limit
 * with its wait, quota, direct mode off), no connection, else 'Error al enviar mensaje. Intenta de
 * nuevo.'.
 */
export function sendFailureText(error: unknown): string {
  if (error instanceof TutorTurnError && error.forStudent) return error.message;
  if (isQuotaRefusal(error)) return error.message;
  if (isOffline(error)) return chatTexts.offline;
  return chatTexts.sendError;
}

/** Creating a conversation failed: the daily limit's own text, no connection, else the generic one. */
export function createFailureText(error: unknown): string {
  if (isQuotaRefusal(error)) return error.message;
  if (isOffline(error)) return errorTexts.network;
  return chatTexts.createError;
}

/** Renaming failed: the title rule that was broken, else the shared mapper's Spanish. */
export function renameFailureText(error: unknown): string {
  const { message } = codeAndMessage(error);
  if (/title_must_not_be_blank/.test(message)) return chatTexts.renameBlank;
  if (/title_must_be_at_most|title_over/.test(message))
    return chatTexts.renameTooLong(MAX_CONVERSATION_TITLE_CHARS);
  if (isOffline(error)) return errorTexts.network;
  return errorText(error);
}

/** Searching failed: the database's own Spanish refusal (22023), else the shared mapper's. */
export function searchFailureText(error: unknown): string {
  const { code, message } = codeAndMessage(error);
  if (code === '22023' && /[áéíóúñ]/i.test(message)) return message;
  if (isOffline(error)) return errorTexts.network;
  return errorText(error);
}
