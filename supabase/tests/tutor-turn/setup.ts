// The tutor turn's shared fixture: students Ana and Beto, Ana's conversation with three messages
// (user, assistant, user: the latest unanswered), an empty one of hers and one of Beto's, and the
// two RPC calls with the function's usual limits. Each test file under tutor-turn/ calls
// useTutorTurnDb() for its own database (../setup.ts).
import { computeMetrics } from '../../functions/_shared/tutor/metrics.ts';
import type { Sql, TestDb } from '../harness';
import { createUser, rpcScalar } from '../harness';
import { type User, useTestDb } from '../setup';

export let db: TestDb;
export let ana: User;
export let beto: User;

export const CONV_A = 'a2000000-0000-4000-8000-000000000001';
export const CONV_B = 'b2000000-0000-4000-8000-000000000001';
export const CONV_EMPTY = 'a2000000-0000-4000-8000-000000000002';
export const MSG = (n: number) => `a2000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`;

export type Json = Record<string, unknown>;

export const begin = (s: Sql, user: string, conversation: string, limits: Partial<Json> = {}) =>
  rpcScalar(s, 'tutor_begin_turn', {
    p_user_id: user,
    p_conversation_id: conversation,
    p_per_minute: 100,
    p_per_day: 100,
    p_tokens_per_day: 100000,
    p_max_messages: 50,
    ...limits,
  }) as Promise<Json>;

/** Ends a turn's claim (what the function does when a begun turn fails). */
export const release = (s: Sql, user: string, conversation: string, claim: unknown) =>
  rpcScalar(s, 'tutor_release_turn', {
    p_user_id: user,
    p_conversation_id: conversation,
    p_claim_id: claim,
  }) as Promise<boolean>;

export const finish = (s: Sql, user: string, conversation: string, args: Partial<Json> = {}) =>
  rpcScalar(s, 'tutor_finish_turn', {
    p_user_id: user,
    p_conversation_id: conversation,
    p_content: '¿Qué operación harías primero?',
    p_metadata: JSON.stringify({ reply_to: MSG(3), response_time_ms: 12 }),
    p_metrics: JSON.stringify({
      api_response_time_ms: 12,
      tokens_used: 30,
      model_used: 'gpt-4o-mini',
      ...computeMetrics('¿Qué operación harías primero?'),
    }),
    p_tokens: 30,
    p_title: null,
    p_alert: null,
    ...args,
  }) as Promise<Json>;

/** The user's counters (private.tutor_usage), read as the superuser inside the same transaction. */
export async function usage(s: Sql, user: string) {
  await s.exec('reset role');
  const [row] = await s.query<{ day_count: number; day_tokens: number }>(
    'select day_count, day_tokens::int as day_tokens from private.tutor_usage where user_id = $1',
    [user],
  );
  await s.exec('set local role service_role');
  return row ?? { day_count: 0, day_tokens: 0 };
}

export function useTutorTurnDb(): void {
  useTestDb(async (created) => {
    db = created;
    const sql = db.admin;
    ana = await createUser(sql, { email: 'ana@turn.local', name: 'Ana' });
    beto = await createUser(sql, { email: 'beto@turn.local', name: 'Beto' });
    await sql.query(
      `insert into public.conversations (id, user_id, title, subject, grade_level)
     values ($1, $2, 'Nueva conversación', 'Matemáticas', '8º'), ($3, $4, 'De Beto', null, null),
            ($5, $2, 'Vacía', null, null)`,
      [CONV_A, ana.id, CONV_B, beto.id, CONV_EMPTY],
    );
    // Three messages a second apart: user, assistant, user (the latest is unanswered).
    await sql.query(
      `insert into public.messages (id, conversation_id, role, content, metadata, created_at) values
       ($1, $4, 'user', 'hola', '{}', now() - interval '3 seconds'),
       ($2, $4, 'assistant', '¡Hola! ¿En qué te ayudo?', '{}', now() - interval '2 seconds'),
       ($3, $4, 'user', '¿Cuánto es 2x = 6?', '{"images": []}', now() - interval '1 second')`,
      [MSG(1), MSG(2), MSG(3), CONV_A],
    );
  });
}
