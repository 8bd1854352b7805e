/**
 * Direct mode only (`VITE_TUTOR_MODE=direct`, docs/tutor.md): the browser calls the model itself with
 * the openai SDK and VITE_OPENAI_API_KEY, which every visitor can read. Proxy mode (the default) never
 * loads this module: the tutor function owns the turn (src/features/chat/api/tutor.ts).
 * The request itself (prompt, context line, parameters) is built by the shared rules in
 * supabase/functions/_shared/tutor/prompt.ts, the same module the function uses.
 */
import type OpenAI from 'openai';

import { env } from '@/config/env';
import { buildReplyRequest, buildTitleRequest, type TutorTurn } from '@shared/tutor/prompt';

export interface TutorReply {
  content: string;
  tokensUsed: number | null;
  model: string | null;
}

export interface DirectClientConfig {
  apiKey: string;
  baseUrl?: string;
}

const DEFAULT_OPENAI_BASE_URL = 'https://api.openai.com/v1';

export async function createOpenAIClient(config: DirectClientConfig): Promise<OpenAI> {
  const { default: OpenAISdk } = await import('openai');
  return new OpenAISdk({
    apiKey: config.apiKey,
    baseURL: config.baseUrl || DEFAULT_OPENAI_BASE_URL,
    dangerouslyAllowBrowser: true,
  });
}

export function createTutorClient(config: DirectClientConfig) {
  return {
    /** The tutor's reply to the full history (REPLY_PARAMS of @shared/prompt). */
    async reply(
      history: TutorTurn[],
      subject?: string | null,
      level?: string | null,
    ): Promise<TutorReply> {
      const client = await createOpenAIClient(config);
      const completion = await client.chat.completions.create(
        buildReplyRequest(history, subject, level) as OpenAI.ChatCompletionCreateParamsNonStreaming,
      );
      const content = completion.choices[0]?.message?.content;
      if (!content) throw new Error('Respuesta vacía del modelo');
      return {
        content,
        tokensUsed: completion.usage?.total_tokens ?? null,
        model: completion.model ?? null,
      };
    },
    /** A short title (at most 6 words) for the conversation's first message. */
    async title(firstMessage: string): Promise<string> {
      const client = await createOpenAIClient(config);
      const completion = await client.chat.completions.create(
        buildTitleRequest(firstMessage) as OpenAI.ChatCompletionCreateParamsNonStreaming,
      );
      return completion.choices[0]?.message?.content ?? '';
    },
  };
}

export const tutorClient = createTutorClient({
  apiKey: env.openaiApiKey ?? '',
  baseUrl: env.openaiBaseUrl,
});
