// The RLS matrix's shared fixture: anon, students Ana and Beto and an admin, two conversations,
// their messages and metrics, announcements of every visibility, and storage objects. Each test
// file under rls/ calls useRlsDb() for its own database (see ../setup.ts for the live bindings).
import type { TestDb } from '../harness';
import { createPeopleWithConversations, type People, useTestDb } from '../setup';

export let db: TestDb;
export let { ana, beto, admin } = {} as People;

export const CONV_A = 'a0000000-0000-4000-8000-000000000001';
export const CONV_B = 'b0000000-0000-4000-8000-000000000001';
export const MSG_A = 'a0000000-0000-4000-8000-000000000011';
export const MSG_A2 = 'a0000000-0000-4000-8000-000000000012';
export const MSG_B = 'b0000000-0000-4000-8000-000000000011';
export const ANN_LOGIN = 'c0000000-0000-4000-8000-000000000001';
export const ANN_CHAT = 'c0000000-0000-4000-8000-000000000002';
export const ANN_INACTIVE = 'c0000000-0000-4000-8000-000000000003';
export const ANN_EXPIRED = 'c0000000-0000-4000-8000-000000000004';
export const ANN_BOTH = 'c0000000-0000-4000-8000-000000000005';

export const ids = (rows: { id?: unknown }[]) => rows.map((r) => r.id).sort();

export function useRlsDb(): void {
  useTestDb(async (created) => {
    db = created;
    const sql = db.admin;
    ({ ana, beto, admin } = await createPeopleWithConversations(sql, CONV_A, CONV_B));
    await sql.query(
      `insert into public.messages (id, conversation_id, role, content) values
       ($1, $3, 'user', 'hola'), ($2, $3, 'assistant', '¿Qué sabes?'), ($4, $5, 'user', 'buenas')`,
      [MSG_A, MSG_A2, CONV_A, MSG_B, CONV_B],
    );
    await sql.query(
      `insert into public.message_metrics (message_id, word_count, character_count, question_count,
       contains_code_snippet, contains_math_formula, complexity_score)
     values ($1, 1, 4, 0, false, false, 0.1), ($2, 1, 6, 0, false, false, 0.1)`,
      [MSG_A, MSG_B],
    );
    await sql.query(
      `insert into public.announcements (id, title, message, show_on_login, show_on_chat, priority,
       is_active, expires_at, created_at) values
       ($1, 'Login', 'm', true, false, 10, true, null, now() - interval '3 days'),
       ($2, 'Chat', 'm', false, true, 50, true, now() + interval '1 day', now() - interval '2 days'),
       ($3, 'Inactivo', 'm', true, true, 90, false, null, now() - interval '1 day'),
       ($4, 'Vencido', 'm', true, true, 90, true, now() - interval '1 minute', now() - interval '1 day'),
       ($5, 'Ambos', 'm', true, true, 10, true, null, now() - interval '1 hour')`,
      [ANN_LOGIN, ANN_CHAT, ANN_INACTIVE, ANN_EXPIRED, ANN_BOTH],
    );
    await sql.query(
      `insert into storage.objects (bucket_id, name) values
       ('avatars', $1 || '/avatar.png'), ('avatars', $2 || '/avatar.png'),
       ('chat-images', $1 || '/conv/1.jpg'), ('chat-images', $2 || '/conv/2.jpg')`,
      [ana.id, beto.id],
    );
  });
}
