// The server-trust tests' shared fixture: students Ana and Beto and an admin,
// one conversation each and one message of Ana's, and the writes the attacks and limits try. Each
// test file under server-trust/ calls useServerTrustDb() for its own database (../setup.ts).
import { actAs, type Actor, type Sql, type TestDb } from '../harness';
import { createPeopleWithConversations, type People, useTestDb } from '../setup';

export let db: TestDb;
export let { ana, beto, admin } = {} as People;

export const CONV_A = 'a1000000-0000-4000-8000-000000000001';
export const CONV_B = 'b1000000-0000-4000-8000-000000000001';
export const MSG_A = 'a1000000-0000-4000-8000-000000000011';

export const insertMessage = (
  s: Sql,
  row: { role?: string; content?: string; metadata?: unknown; conversation?: string },
) =>
  s.query<{ id: string; created_at: string }>(
    `insert into public.messages (conversation_id, role, content, metadata)
     values ($1, $2, $3, $4::jsonb) returning id, created_at::text`,
    [
      row.conversation ?? CONV_A,
      row.role ?? 'user',
      row.content ?? 'hola',
      JSON.stringify(row.metadata ?? {}),
    ],
  );

export const insertMetrics = (s: Sql, messageId: string) =>
  s.query(
    `insert into public.message_metrics (message_id, api_response_time_ms, tokens_used, model_used,
       word_count, character_count, question_count, contains_code_snippet, contains_math_formula,
       complexity_score)
     values ($1, 1, 1, 'gpt-4o-mini', 1, 1, 0, false, false, 0.1)`,
    [messageId],
  );

/** Inside a transaction: switch direct mode on (as the operator would with SQL), then act as actor. */
export async function directModeOn(s: Sql, actor: Actor) {
  await s.exec('reset role');
  await s.query('update private.settings set client_tutor_writes = true');
  await actAs(s, actor);
}

/** What GoTrue runs for updateUser({ data }): a merge into raw_user_meta_data (privileged role). */
export const updateUserData = (s: Sql, id: string, data: Record<string, unknown>) =>
  s.query(
    `update auth.users set raw_user_meta_data = raw_user_meta_data || $2::jsonb where id = $1`,
    [id, JSON.stringify(data)],
  );

export function useServerTrustDb(): void {
  useTestDb(async (created) => {
    db = created;
    const sql = db.admin;
    ({ ana, beto, admin } = await createPeopleWithConversations(sql, CONV_A, CONV_B));
    await sql.query(
      `insert into public.messages (id, conversation_id, role, content) values ($1, $2, 'user', 'hola')`,
      [MSG_A, CONV_A],
    );
  });
}
