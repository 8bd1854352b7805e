import * as api from '../api';
import type { Conversation } from '../api';
import { TutorTurnError } from '../lib/errors';
import { chatTexts } from '../texts';

import { pause, type GetChat, type ReplyDisplay, type SetChat } from './reply-display';
import type { StreamingReply } from './turn-slice';

/**
 * Calls of one proxy turn at most: each 409 turn_in_progress waits its `retry_after_seconds` (3 s)
 * and each reply that leaves messages pending asks again, so about two minutes in all; then the
 * messages still waiting show Reintentar.
 */
export const MAX_TURN_CALLS = 40;

/** The reply streaming into `conversationId`, as its events change it. */
function showStreaming(set: SetChat, conversationId: string, patch: Partial<StreamingReply>) {
  set((state) => ({
    streaming: {
      conversationId,
      text: state.streaming?.text ?? '',
      status: state.streaming?.status ?? null,
      ...patch,
    },
  }));
}

/**
 * Proxy mode: a function call answers every pending message, stores the reply and (first turn)
 * the title. Until nothing is left waiting: a reply that leaves messages pending (sent while it
 * was being written) asks again; 409 turn_in_progress (another tab's turn) shows those messages
 * as being answered and asks again after its wait; already_answered reloads. A failure names the
 * messages left without a reply: loaded if this tab lacks them, each then offers Reintentar.
 * `stopReply` is Detener: it aborts the streamed call in flight.
 */
export function createProxyReply(set: SetChat, get: GetChat, display: ReplyDisplay) {
  const { isCurrent, reloadMessages, recoverStored, markReplying, loadMissing } = display;
  /** The streamed turn in flight (Detener aborts it). */
  let inFlight: AbortController | null = null;

  /** The streamed call of a proxy turn: the store's `streaming` follows its events. */
  async function streamTurnOnce(conversationId: string): Promise<api.TutorTurnResult> {
    const controller = new AbortController();
    inFlight = controller;
    const show = (patch: Partial<StreamingReply>) => showStreaming(set, conversationId, patch);
    show({ text: '', status: 'pensando' });
    try {
      return await api.requestTutorTurn(conversationId, {
        signal: controller.signal,
        onStatus: (status) => show({ status }),
        onText: (text) => show({ text, status: null }),
      });
    } finally {
      if (inFlight === controller) inFlight = null;
    }
  }

  /**
   * Detener, or a connection lost mid-reply: show what the server stored (the text shown, marked as
   * stopped), or Reintentar when nothing was. A dropped stream whose reply never came is thrown.
   */
  async function endStopped(conversationId: string, error: TutorTurnError) {
    const shown = get().streaming;
    set({ streaming: shown ? { ...shown, status: null, stopped: true } : null });
    if (!shown?.text) {
      // Nothing was shown, so nothing is stored: the message offers Reintentar.
      await reloadMessages(conversationId).catch(() => undefined);
      if (error.code === 'stopped') return;
      throw error;
    }
    const stored = await recoverStored(conversationId).catch(() => false);
    if (stored || error.code === 'stopped') return;
    throw error;
  }

  /** A failed call: 'again' when the turn asks again (another tab's turn in progress). */
  async function onTurnError(conversationId: string, error: unknown): Promise<'again' | 'done'> {
    if (!(error instanceof TutorTurnError)) throw error;
    if (error.code === 'stopped' || error.code === 'stream_dropped') {
      await endStopped(conversationId, error);
      return 'done';
    }
    set({ streaming: null });
    // Answered meanwhile (another tab, an earlier attempt that did finish): show what is stored.
    if (error.code === 'already_answered') {
      await reloadMessages(conversationId);
      return 'done';
    }
    if (error.code === 'turn_in_progress') {
      await loadMissing(conversationId, [error.messageId]);
      markReplying(conversationId, error.messageId);
      await pause(error.retryAfterSeconds ?? 3);
      return 'again';
    }
    await loadMissing(conversationId, [error.messageId, ...error.unansweredIds]).catch(
      () => undefined,
    );
    throw error;
  }

  async function proxyReply(conversation: Conversation) {
    for (let call = 0; call < MAX_TURN_CALLS; call += 1) {
      if (call > 0 && !isCurrent(conversation.id)) return;
      markReplying(conversation.id, null);
      let result: api.TutorTurnResult;
      try {
        result = await streamTurnOnce(conversation.id);
      } catch (error) {
        if ((await onTurnError(conversation.id, error)) === 'again') continue;
        return;
      }
      set({ streaming: null });
      display.appendReply(conversation.id, result.message, result.model, result.limitNote);
      if (result.title) display.showTitle(conversation.id, result.title);
      if (result.pendingIds.length === 0) return;
      await loadMissing(conversation.id, result.pendingIds);
    }
    await reloadMessages(conversation.id).catch(() => undefined);
    throw new TutorTurnError(chatTexts.turnStillBusy, {
      code: 'turn_in_progress',
      forStudent: true,
    });
  }

  return { proxyReply, stopReply: () => inFlight?.abort() };
}
