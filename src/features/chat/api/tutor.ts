import { readFunctionError } from '@/lib/function-errors';
import { supabase } from '@/lib/supabase';
import { isDirectMode } from '@/lib/tutor/direct-mode';
import type { TutorTurn } from '@shared/tutor/prompt';

import { TutorTurnError } from '../lib/errors';
import { chatTexts } from '../texts';
import type { ChatMessage, MessageRow } from '../types';

import { toChatMessage } from './messages';

export type { TutorTurn };

/** The two modes (docs/tutor.md): the tutor function (default) or the browser's own model call. */
export function tutorMode(): 'proxy' | 'direct' {
  return isDirectMode() ? 'direct' : 'proxy';
}

export interface TutorTurnResult {
  /** The stored assistant row. */
  message: ChatMessage;
  /** The conversation's new title (first turn only). */
  title: string | null;
  model: string | null;
  /** The student messages this reply answers, oldest first. */
  answeredIds: string[];
  /** Student messages stored while it was being written, still without a reply: ask again. */
  pendingIds: string[];
  /** Before a daily limit's last messages: how many are left and when it restarts. */
  limitNote?: string | null;
}

interface TurnResponse {
  message: MessageRow;
  title?: string | null;
  model?: string | null;
  answered_message_ids?: unknown;
  pending_message_ids?: unknown;
  limit_note?: unknown;
}

function idList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function isTurnResponse(data: unknown): data is TurnResponse {
  if (!data || typeof data !== 'object') return false;
  const message = (data as { message?: unknown }).message;
  return (
    !!message &&
    typeof message === 'object' &&
    typeof (message as MessageRow).id === 'string' &&
    typeof (message as MessageRow).content === 'string'
  );
}

/**
 * One tutor turn in proxy mode: `POST /functions/v1/tutor {conversation_id}` with the user's token.
 * The function reads the history, answers every pending student message, stores the reply (and on
 * the first turn the title) and returns them with the ids answered and those still pending. A 429's
 * Spanish text is for the student; 409 turn_in_progress (another turn holds the conversation) keeps
 * its text, `message_id` and wait; any other failure is logged and becomes 'No se pudo obtener
 * respuesta del asistente. Verifica tu API key.', carrying the ids of the messages left without a
 * reply.
 */
export async function requestTutorTurn(conversationId: string): Promise<TutorTurnResult> {
  const { data, error } = await supabase.functions.invoke<unknown>('tutor', {
    body: { conversation_id: conversationId },
  });
  if (error) {
    const { status, code, message, fields } = await readFunctionError(error);
    const ids = {
      messageId: typeof fields.message_id === 'string' ? fields.message_id : null,
      unansweredIds: idList(fields.unanswered_message_ids),
    };
    if (code === 'turn_in_progress') {
      const wait = Number(fields.retry_after_seconds);
      throw new TutorTurnError(message ?? chatTexts.turnInProgress, {
        status,
        code,
        forStudent: true,
        cause: error,
        ...ids,
        retryAfterSeconds: Number.isFinite(wait) && wait > 0 ? wait : 3,
      });
    }
    console.error('Error obteniendo respuesta del asistente:', error, { status, code, message });
    if (status === 429) {
      throw new TutorTurnError(message ?? chatTexts.rateLimited, {
        status,
        code,
        forStudent: true,
        cause: error,
        ...ids,
        dailyLimit: code === 'class_daily_limit' || fields.scope === 'day',
      });
    }
    throw new TutorTurnError(chatTexts.tutorError, { status, code, cause: error, ...ids });
  }
  if (!isTurnResponse(data)) {
    console.error('Error obteniendo respuesta del asistente: respuesta inesperada', data);
    throw new TutorTurnError(chatTexts.tutorError, { status: 200, code: 'invalid_response' });
  }
  return {
    message: toChatMessage(data.message),
    title: typeof data.title === 'string' && data.title.trim() ? data.title : null,
    model: typeof data.model === 'string' ? data.model : null,
    answeredIds: idList(data.answered_message_ids),
    pendingIds: idList(data.pending_message_ids),
    limitNote: typeof data.limit_note === 'string' && data.limit_note ? data.limit_note : null,
  };
}

export { clientTutorWritesEnabled } from '@/lib/tutor/direct-mode';

export interface DirectReply {
  content: string;
  tokensUsed: number | null;
  model: string | null;
}

/**
 * Direct mode only (the browser calls the model with the openai SDK). The client module, and
 * with it the SDK, loads only here, so proxy mode never downloads it.
 */
export async function requestDirectReply(
  history: TutorTurn[],
  subject: string | null,
  level: string | null,
): Promise<DirectReply> {
  try {
    const { tutorClient } = await import('@/lib/tutor/client');
    return await tutorClient.reply(history, subject, level);
  } catch (error) {
    console.error('Error obteniendo respuesta del asistente:', error);
    throw new TutorTurnError(chatTexts.tutorError, { cause: error });
  }
}

/** Direct mode only: a short title for the conversation's first message. */
export async function requestDirectTitle(firstMessage: string): Promise<string> {
  const { tutorClient } = await import('@/lib/tutor/client');
  return tutorClient.title(firstMessage);
}
