import type { StateCreator } from 'zustand';

import * as api from '../api';
import type { ChatMessage, Conversation, MessageMetadata } from '../api';
import { TutorTurnError } from '../lib/errors';
import { orderForDisplay, unansweredMessages } from '../lib/turn-state';
import { chatTexts } from '../texts';

import type { ChatState } from './chat-store';
import type { StreamingReply } from './turn-slice';

type SetChat = Parameters<StateCreator<ChatState>>[0];
type GetChat = Parameters<StateCreator<ChatState>>[1];

/**
 * Calls of one proxy turn at most: each 409 turn_in_progress waits its `retry_after_seconds` (3 s)
 * and each reply that leaves messages pending asks again, so about two minutes in all; then the
 * messages still waiting show Reintentar.
 */
export const MAX_TURN_CALLS = 40;

/** After Detener or a dropped stream: how often and how many times to look for the stored reply. */
const RECOVER_EVERY_S = 0.5;
const RECOVER_ATTEMPTS = 12;

const pause = (seconds: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, seconds) * 1000));

async function generateTitle(text: string): Promise<string> {
  if (!text) return chatTexts.imageOnlyTitle;
  try {
    // Direct mode only: the title rules load with its first title, never in proxy mode.
    const [{ cleanTitle }, raw] = await Promise.all([
      import('@shared/tutor/title'),
      api.requestDirectTitle(text),
    ]);
    return cleanTitle(raw);
  } catch (error) {
    console.error('Error generando título:', error);
    return chatTexts.defaultTitle;
  }
}

/**
 * Getting the tutor's reply to a stored student message, in either mode, and showing it (and the
 * first turn's title) in the store: proxy mode asks the tutor function, direct mode calls the model
 * from the browser and writes the reply, title and metrics itself.
 */
export function createTutorReply(set: SetChat, get: GetChat) {
  const isCurrent = (conversationId: string) => get().currentConversation?.id === conversationId;
  /** The streamed turn in flight (Detener aborts it). */
  let inFlight: AbortController | null = null;

  function stopReply() {
    inFlight?.abort();
  }

  /**
   * After Detener or a dropped stream: the server stores what was shown (or nothing when nothing
   * was), a moment later. Reads the messages until a reply to every waiting one is there, for a few
   * seconds; true when it came.
   */
  async function recoverStored(conversationId: string): Promise<boolean> {
    for (let attempt = 0; attempt < RECOVER_ATTEMPTS; attempt += 1) {
      await pause(RECOVER_EVERY_S);
      if (!isCurrent(conversationId)) return false;
      const messages = await api.listMessages(conversationId);
      if (!isCurrent(conversationId)) return false;
      if (unansweredMessages(messages).length === 0) {
        set({ messages });
        return true;
      }
    }
    await reloadMessages(conversationId);
    return false;
  }

  /** The streamed call of a proxy turn: the store's `streaming` follows its events. */
  async function streamTurnOnce(conversationId: string): Promise<api.TutorTurnResult> {
    const controller = new AbortController();
    inFlight = controller;
    const show = (patch: Partial<StreamingReply>) =>
      set((state) => ({
        streaming: {
          conversationId,
          text: state.streaming?.text ?? '',
          status: state.streaming?.status ?? null,
          ...patch,
        },
      }));
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

  // The reply goes right after the message it answers (a message sent meanwhile stays after it).
  function appendReply(
    conversationId: string,
    reply: ChatMessage,
    model: string | null,
    limitNote: string | null = null,
  ) {
    set((state) => ({
      limitNote: state.currentConversation?.id === conversationId ? limitNote : state.limitNote,
      messages:
        state.currentConversation?.id === conversationId &&
        !state.messages.some((m) => m.id === reply.id)
          ? orderForDisplay([...state.messages, reply])
          : state.messages,
      lastModel: model,
    }));
  }

  /**
   * Shows which messages the turn in flight is answering: every unanswered one, or (a turn held
   * elsewhere) those up to its `message_id`; the ones after it wait for the next turn.
   */
  function markReplying(conversationId: string, upTo: string | null) {
    if (!isCurrent(conversationId)) return;
    const waiting = unansweredMessages(get().messages).map((m) => m.id);
    const end = upTo ? waiting.indexOf(upTo) : -1;
    set({ replying: end >= 0 ? waiting.slice(0, end + 1) : waiting });
  }

  /** Messages the function named that this tab has not loaded (sent from another tab): load them. */
  async function loadMissing(conversationId: string, ids: (string | null)[]) {
    if (!isCurrent(conversationId)) return;
    const known = new Set(get().messages.map((m) => m.id));
    if (ids.some((id) => id && !known.has(id))) await reloadMessages(conversationId);
  }

  function showTitle(conversationId: string, title: string) {
    set((state) => ({
      conversations: state.conversations.map((c) =>
        c.id === conversationId ? { ...c, title } : c,
      ),
      currentConversation:
        state.currentConversation?.id === conversationId
          ? { ...state.currentConversation, title }
          : state.currentConversation,
    }));
  }

  async function reloadMessages(conversationId: string) {
    const messages = await api.listMessages(conversationId);
    if (isCurrent(conversationId)) set({ messages });
  }

  /** Direct mode writes assistant rows from the browser: only when the database allows it. */
  async function ensureDirectWrites() {
    const enabled = await api.clientTutorWritesEnabled();
    set({ directWritesEnabled: enabled });
    if (!enabled) {
      throw new TutorTurnError(chatTexts.directModeOff, {
        code: 'direct_writes_off',
        forStudent: true,
      });
    }
  }

  /**
   * Proxy mode: a function call answers every pending message, stores the reply and (first turn)
   * the title. Until nothing is left waiting: a reply that leaves messages pending (sent while it
   * was being written) asks again; 409 turn_in_progress (another tab's turn) shows those messages
   * as being answered and asks again after its wait; already_answered reloads. A failure names the
   * messages left without a reply: loaded if this tab lacks them, each then offers Reintentar.
   */
  async function proxyReply(conversation: Conversation) {
    for (let call = 0; call < MAX_TURN_CALLS; call += 1) {
      if (call > 0 && !isCurrent(conversation.id)) return;
      markReplying(conversation.id, null);
      let result: api.TutorTurnResult;
      try {
        result = await streamTurnOnce(conversation.id);
      } catch (error) {
        if (!(error instanceof TutorTurnError)) throw error;
        // Detener, or a connection lost mid-reply: show what the server stored (the text shown,
        // marked as stopped), or Reintentar when nothing was.
        if (error.code === 'stopped' || error.code === 'stream_dropped') {
          const shown = get().streaming;
          set({ streaming: shown ? { ...shown, status: null, stopped: true } : null });
          if (!shown?.text) {
            // Nothing was shown, so nothing is stored: the message offers Reintentar.
            await reloadMessages(conversation.id).catch(() => undefined);
            if (error.code === 'stopped') return;
            throw error;
          }
          const stored = await recoverStored(conversation.id).catch(() => false);
          if (stored || error.code === 'stopped') return;
          throw error;
        }
        set({ streaming: null });
        // Answered meanwhile (another tab, an earlier attempt that did finish): show what is stored.
        if (error.code === 'already_answered') {
          await reloadMessages(conversation.id);
          return;
        }
        if (error.code === 'turn_in_progress') {
          await loadMissing(conversation.id, [error.messageId]);
          markReplying(conversation.id, error.messageId);
          await pause(error.retryAfterSeconds ?? 3);
          continue;
        }
        await loadMissing(conversation.id, [error.messageId, ...error.unansweredIds]).catch(
          () => undefined,
        );
        throw error;
      }
      set({ streaming: null });
      appendReply(conversation.id, result.message, result.model, result.limitNote);
      if (result.title) showTitle(conversation.id, result.title);
      if (result.pendingIds.length === 0) return;
      await loadMissing(conversation.id, result.pendingIds);
    }
    await reloadMessages(conversation.id).catch(() => undefined);
    throw new TutorTurnError(chatTexts.turnStillBusy, {
      code: 'turn_in_progress',
      forStudent: true,
    });
  }

  /** Direct mode: the browser calls the model, then stores reply, title and metrics itself. */
  async function directReply(conversation: Conversation, question: ChatMessage) {
    const history = get().messages;
    const isFirst = history.length === 1 && history[0]?.id === question.id;
    const titleText =
      question.images.length > 0 && question.content === chatTexts.imageOnlyContent
        ? ''
        : question.content;
    const titleTask = isFirst ? applyTitle(conversation.id, titleText) : Promise.resolve();
    try {
      const turns = await Promise.all(
        history.map(async (m) => ({
          role: m.role,
          content: m.content,
          imageDataUrls:
            m.images.length > 0 ? await Promise.all(m.images.map(api.getImageDataUrl)) : undefined,
        })),
      );
      const started = performance.now();
      const reply = await api.requestDirectReply(
        turns,
        conversation.subject,
        conversation.grade_level,
      );
      const responseTime = Math.round(performance.now() - started);
      const metadata: MessageMetadata = { response_time_ms: responseTime, reply_to: question.id };
      // The eureka detector (lexicon and learned weights, about 35 KB gzip) loads only here: proxy
      // mode never needs it in the browser.
      const [{ detectEureka }, { computeMetrics }] = await Promise.all([
        import('@shared/eureka/eureka'),
        import('@shared/tutor/metrics'),
      ]);
      if (detectEureka(titleText)) metadata.has_eureka = true;
      const assistantMessage = await api.insertMessage({
        conversation_id: conversation.id,
        role: 'assistant',
        content: reply.content,
        metadata,
      });
      appendReply(conversation.id, assistantMessage, reply.model);
      try {
        await api.insertMessageMetrics({
          message_id: assistantMessage.id,
          api_response_time_ms: responseTime,
          tokens_used: reply.tokensUsed,
          model_used: reply.model,
          ...computeMetrics(reply.content),
        });
      } catch (error) {
        console.error('Error guardando métricas:', error);
      }
    } finally {
      await titleTask;
    }
  }

  async function applyTitle(conversationId: string, text: string) {
    const title = await generateTitle(text);
    try {
      await api.updateConversationTitle(conversationId, title);
    } catch (error) {
      console.error('Error guardando título:', error);
      return;
    }
    showTitle(conversationId, title);
  }

  /** The reply to `question` (the conversation's latest, unanswered student message). */
  function replyTo(conversation: Conversation, question: ChatMessage) {
    return api.tutorMode() === 'direct'
      ? directReply(conversation, question)
      : proxyReply(conversation);
  }

  return { replyTo, ensureDirectWrites, stopReply };
}
