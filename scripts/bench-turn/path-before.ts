/**
 * `--path before`: the chat store before issue 9 (main at 90722b0), every write and both model
 * calls from the client. It needs that code's stack (the pass-through route, browser-written
 * replies): run it from a checkout of it.
 */
import { ANON_KEY } from '../../supabase/local/server.ts';

import { countingFetch } from './http-log.ts';
import type { Row, Student } from './student.ts';

export type PromptModule = {
  buildReplyRequest: (
    h: { role: string; content: string }[],
    s?: string | null,
    l?: string | null,
  ) => unknown;
  buildTitleRequest: (first: string) => unknown;
};
export async function loadPrompt(): Promise<PromptModule> {
  // The request builders live in src/lib/tutor before issue 9, in supabase/functions/_shared after.
  try {
    return (await import('../../supabase/functions/_shared/tutor/prompt.ts')) as PromptModule;
  } catch {
    return (await import(`../../src/lib/tutor/${'prompt.ts'}`)) as PromptModule;
  }
}

/** The pre-issue-9 store: every write and both model calls from the client. */
export async function turnBefore(
  student: Student,
  stackUrl: string,
  prompt: PromptModule,
  conversationId: string,
  history: Row[],
  text: string,
) {
  const model = (body: unknown) =>
    countingFetch(`${stackUrl}/functions/v1/tutor/chat/completions`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${student.token}`,
        apikey: ANON_KEY,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(body),
    }).then(async (r) => {
      if (!r.ok) throw new Error(`model call ${r.status}: ${await r.text()}`);
      return (await r.json()) as {
        choices: { message: { content: string } }[];
        usage?: { total_tokens?: number };
        model?: string;
      };
    });

  const isFirst = history.length === 0;
  const { data: userRow, error } = await student.db
    .from('messages')
    .insert({ conversation_id: conversationId, role: 'user', content: text })
    .select()
    .single();
  if (error) throw error;
  history.push(userRow as Row);
  const titleTask = isFirst
    ? model(prompt.buildTitleRequest(text)).then(async (c) => {
        const { error: e } = await student.db
          .from('conversations')
          .update({ title: c.choices[0]?.message.content ?? 'Nueva conversación' })
          .eq('id', conversationId);
        if (e) throw e;
      })
    : Promise.resolve();
  const started = performance.now();
  const completion = await model(
    prompt.buildReplyRequest(
      history.map((m) => ({ role: m.role, content: m.content })),
      'Matemáticas',
      'Secundaria',
    ),
  );
  const responseTime = Math.round(performance.now() - started);
  const content = completion.choices[0]?.message.content ?? '';
  const { data: reply, error: replyError } = await student.db
    .from('messages')
    .insert({
      conversation_id: conversationId,
      role: 'assistant',
      content,
      metadata: { response_time_ms: responseTime },
    })
    .select()
    .single();
  if (replyError) throw replyError;
  history.push(reply as Row);
  await titleTask;
  const { error: metricsError } = await student.db.from('message_metrics').insert({
    message_id: (reply as Row).id,
    api_response_time_ms: responseTime,
    tokens_used: completion.usage?.total_tokens ?? null,
    model_used: completion.model ?? null,
    word_count: content.split(/\s+/).filter(Boolean).length,
    character_count: content.length,
    question_count: (content.match(/\?/g) ?? []).length,
    contains_code_snippet: false,
    contains_math_formula: false,
    complexity_score: 0.5,
  });
  if (metricsError) throw metricsError;
}
