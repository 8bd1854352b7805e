import * as api from '../api';
import type { ChatMessage, Conversation, MessageMetadata } from '../api';
import { TutorTurnError } from '../lib/errors';
import { chatTexts } from '../texts';

import { createProxyReply } from './proxy-reply';
import { createReplyDisplay, type GetChat, type ReplyDisplay, type SetChat } from './reply-display';

export { MAX_TURN_CALLS } from './proxy-reply';

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
  const display = createReplyDisplay(set, get);
  const { proxyReply, stopReply } = createProxyReply(set, get, display);
  const directReply = createDirectReply(get, display);

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

  /** The reply to `question` (the conversation's latest, unanswered student message). */
  function replyTo(conversation: Conversation, question: ChatMessage) {
    return api.tutorMode() === 'direct'
      ? directReply(conversation, question)
      : proxyReply(conversation);
  }

  return { replyTo, ensureDirectWrites, stopReply };
}

/** Direct mode: the browser calls the model, then stores reply, title and metrics itself. */
function createDirectReply(get: GetChat, { appendReply, showTitle }: ReplyDisplay) {
  /** The reply to `question`; on the conversation's first message, its title as well. */
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

  return directReply;
}
