/**
 * The model client: one code path (the openai SDK) for both modes of ARCHITECTURE.md.
 * - proxy (default): base URL `${VITE_SUPABASE_URL}/functions/v1/tutor`, the user's access token as
 *   the bearer (the SDK sends `Authorization: Bearer <apiKey>`), plus the `apikey` header the
 *   Supabase gateway expects.
 * - direct: SPEC.md's literal browser call with VITE_OPENAI_API_KEY (readable by every visitor).
 * The SDK is imported dynamically so it loads only when the first message is sent.
 */
import type OpenAI from 'openai';

import { env } from '@/config/env';
import { supabase } from '@/lib/supabase';
import { buildReplyRequest, buildTitleRequest, type TutorTurn } from '@shared/prompt';

export interface TutorReply {
  content: string;
  tokensUsed: number | null;
  model: string | null;
}

export interface TutorClientConfig {
  mode: 'proxy' | 'direct';
  supabaseUrl: string;
  supabaseAnonKey: string;
  openaiApiKey?: string;
  openaiBaseUrl?: string;
  getAccessToken: () => Promise<string | null>;
}

export function tutorBaseUrl(
  config: Pick<TutorClientConfig, 'mode' | 'supabaseUrl' | 'openaiBaseUrl'>,
) {
  return config.mode === 'proxy'
    ? `${config.supabaseUrl}/functions/v1/tutor`
    : config.openaiBaseUrl || 'https://api.openai.com/v1';
}

export async function createOpenAIClient(config: TutorClientConfig): Promise<OpenAI> {
  const { default: OpenAISdk } = await import('openai');
  if (config.mode === 'direct') {
    return new OpenAISdk({
      apiKey: config.openaiApiKey ?? '',
      baseURL: tutorBaseUrl(config),
      dangerouslyAllowBrowser: true,
    });
  }
  const token = await config.getAccessToken();
  if (!token) throw new Error('No hay sesión activa');
  return new OpenAISdk({
    apiKey: token,
    baseURL: tutorBaseUrl(config),
    dangerouslyAllowBrowser: true,
    defaultHeaders: { apikey: config.supabaseAnonKey },
  });
}

export function createTutorClient(config: TutorClientConfig) {
  return {
    /** The tutor's reply to the full history (SPEC.md section 7 parameters). */
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
  mode: env.tutorMode,
  supabaseUrl: env.supabaseUrl,
  supabaseAnonKey: env.supabaseAnonKey,
  openaiApiKey: env.openaiApiKey,
  openaiBaseUrl: env.openaiBaseUrl,
  getAccessToken: async () => {
    const { data } = await supabase.auth.getSession();
    return data.session?.access_token ?? null;
  },
});
