/**
 * Shared by the account function's tests: the worker's in-memory local stack (workerStack, with the
 * real functions, so supabase-js calls /functions/v1/account -> handler.ts over HTTP), people with data
 * in every table and bucket, and a count of everything a person owns.
 * Rows are counted with superuser SQL on the stack's database; objects through the Storage API.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, expect } from 'vitest';

import type { Stack } from '../../local/server.ts';
import { client, workerStack } from '../../local/test-helpers.ts';

import { DELETE_CONFIRMATION_WORD } from './request.ts';

export { client };
export let stack: Stack;
export const PASSWORD = 'estudiante123';
export const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** Gives the calling test file the worker's stack before its tests. */
export function useStack() {
  beforeAll(async () => {
    stack = await workerStack();
  });
}

interface Person {
  id: string;
  email: string;
  client: SupabaseClient;
}

export async function newPerson(name = 'Marta Ruiz'): Promise<Person> {
  const email = `d${Date.now()}${Math.random().toString(36).slice(2, 7)}@tutor.local`;
  const c = client(stack.url);
  const { data, error } = await c.auth.signUp({
    email,
    password: PASSWORD,
    options: { data: { name, grade_level: 'Secundaria' } },
  });
  if (error || !data.session || !data.user) throw error ?? new Error('no session');
  return { id: data.user.id, email, client: c };
}

export async function makeAdmin(id: string) {
  await stack.query(
    `update auth.users set raw_app_meta_data = coalesce(raw_app_meta_data, '{}') || '{"is_admin": true}' where id = $1`,
    [id],
  );
}

/** A quota row in whichever tutor_usage table the migrations define (its columns may change). */
export async function addQuotaRow(userId: string) {
  const [table] = await stack.query<{ schema: string }>(
    `select table_schema as schema from information_schema.tables
     where table_name = 'tutor_usage' order by table_schema limit 1`,
  );
  if (!table) throw new Error('no tutor_usage table');
  const columns = await stack.query<{ name: string; type: string }>(
    `select column_name as name, data_type as type from information_schema.columns
     where table_schema = $1 and table_name = 'tutor_usage' and is_nullable = 'NO'
       and column_default is null and column_name <> 'user_id'`,
    [table.schema],
  );
  const value = (type: string) =>
    type.startsWith('timestamp') ? 'now()' : type === 'date' ? 'current_date' : '0';
  await stack.query(
    `insert into "${table.schema}".tutor_usage (user_id${columns.map((c) => `, "${c.name}"`).join('')})
     values ($1${columns.map((c) => `, ${value(c.type)}`).join('')})`,
    [userId],
  );
}

/** Gives a person a conversation with messages, metrics, an avatar, a chat image and a quota row. */
export async function giveData(person: Person) {
  // Through the API, as the app does: the write quota keeps a counter row for the student.
  const { data: conversation, error: conversationError } = await person.client
    .from('conversations')
    .insert({ user_id: person.id, title: 'Ecuaciones' })
    .select('id')
    .single();
  expect(conversationError).toBeNull();
  const [user, assistant] = await stack.query<{ id: string }>(
    `insert into public.messages (conversation_id, role, content, created_at)
     values ($1, 'user', '¿Cómo resuelvo 2x + 3 = 11?', now() - interval '1 minute'),
            ($1, 'assistant', '¿Qué harías primero con el 3?', now())
     returning id`,
    [conversation!.id],
  );
  // The task's answer key, as the tutor function keeps it (service role only, never exported).
  await stack.query(
    `insert into private.answer_keys (conversation_id, user_id, task_message_id, task_started_at,
       task, answers, model)
     values ($1, $2, $3, now(), 'Resolver 2x + 3 = 11', '{4,"x = 4"}', 'test')`,
    [conversation!.id, person.id, user!.id],
  );
  // The student's rating of the tutor's reply, through the RPC as the app does.
  const rated = await person.client.rpc('set_message_feedback', {
    message_id: assistant!.id,
    rating: 'helped',
  });
  expect(rated.error).toBeNull();
  await stack.query(
    `insert into public.safety_alerts (user_id, conversation_id, message_id, category, source, excerpt)
     values ($1, $2, $3, 'self_harm', 'phrase_list', 'texto marcado')`,
    [person.id, conversation!.id, user!.id],
  );
  // A finished "reto sin ayuda" and its key, as the tutor function records them (service role).
  await stack.query(
    `with c as (
       insert into public.challenges (user_id, conversation_id, source, statement, attempts, tries,
         correct, last_reason, finished_at)
       values ($1, $2, 'button', 'Resuelve 3x + 2 = 14', '{4}', 1, true, 'correct', now())
       returning id)
     insert into private.challenge_keys (challenge_id, answers, model)
     select id, '{4}', 'test' from c`,
    [person.id, conversation!.id],
  );
  await stack.query(
    `insert into public.message_metrics (message_id, word_count, character_count, question_count,
       contains_code_snippet, contains_math_formula, complexity_score)
     values ($1, 6, 27, 1, false, true, 0.2), ($2, 6, 29, 1, false, false, 0.1)`,
    [user!.id, assistant!.id],
  );
  // A class membership, joined with the class's code as the app does (the class is a teacher's).
  const [made] = await stack.query<{ id: string }>(
    `insert into public.classes (name) values ('Clase de prueba') returning id`,
  );
  const [cls] = await stack.query<{ join_code: string }>(
    'select join_code from public.class_settings where class_id = $1',
    [made!.id],
  );
  const joined = await person.client.rpc('join_class', { code: cls!.join_code });
  expect(joined.error).toBeNull();
  // Rows of theirs in the class ($1 them, $2 the class) that the account's removal must reach.
  const inTheClass = (table: string, columns: string, values: string) =>
    stack.query(`insert into ${table} (${columns}) values (${values})`, [person.id, made!.id]);
  // A pending co-teacher invitation to them (as a teacher's add_class_teacher leaves it).
  await inTheClass('public.class_teacher_invitations', 'class_id, invitee_id', '$2, $1');
  // A class account's card and a wrong card sign-in (as if a teacher had created the account).
  await inTheClass(
    'private.class_accounts',
    'user_id, class_id, login, secret_hash',
    "$1, $2, gen_random_uuid()::text, repeat('a', 64)",
  );
  await inTheClass('private.class_login_failures', 'class_id, user_id', '$2, $1');
  // A day of the class's served-turn ledger (the class's daily limit).
  await inTheClass(
    'private.class_daily_turns',
    'class_id, user_id, day, turns',
    '$2, $1, current_date, 2',
  );
  // A weekly Resumen e-mail claimed for them (as for a teacher of the class): it goes with them.
  await inTheClass(
    'private.class_weekly_digest_emails',
    'class_id, teacher_id, week_start',
    "$2, $1, date '2026-11-23'",
  );
  // A self sign-up's consent record, consent given (kept as the record while the account lives).
  await stack.query(
    `insert into private.consent_requests (user_id, birth_year, guardian_email, consented_at)
     values ($1, extract(year from now())::int - 12, 'familia@test.local', now())`,
    [person.id],
  );
  const avatars = person.client.storage.from('avatars');
  const up1 = await avatars.upload(
    `${person.id}/avatar.png`,
    new Blob([PNG], { type: 'image/png' }),
    {
      contentType: 'image/png',
    },
  );
  expect(up1.error).toBeNull();
  const chatPath = `${person.id}/${conversation!.id}/foto.png`;
  const up2 = await person.client.storage
    .from('chat-images')
    .upload(chatPath, new Blob([PNG], { type: 'image/png' }), { contentType: 'image/png' });
  expect(up2.error).toBeNull();
  await addQuotaRow(person.id);
  return { conversationId: conversation!.id, chatPath };
}

/** Tables whose rows belong to a person through their conversations: the join to `c`. */
const THROUGH_CONVERSATIONS: Array<[label: string, from: string]> = [
  ['public.messages', 'public.messages m join public.conversations c on c.id = m.conversation_id'],
  [
    'public.message_metrics',
    `public.message_metrics mm join public.messages m on m.id = mm.message_id
     join public.conversations c on c.id = m.conversation_id`,
  ],
  [
    'private.challenge_keys',
    'private.challenge_keys k join public.challenges ch on ch.id = k.challenge_id join public.conversations c on c.id = ch.conversation_id',
  ],
  [
    'private.conversation_stats',
    'private.conversation_stats s join public.conversations c on c.id = s.conversation_id',
  ],
];

/** Foreign keys to auth.users that record an admin's or teacher's action, not rows a student owns. */
const ADMIN_ACTOR_COLUMNS = [
  'public.announcements.created_by',
  'public.class_teacher_invitations.invited_by',
  'public.classes.created_by',
  'private.class_accounts.created_by',
  'public.safety_alerts.status_changed_by',
  'public.safety_alert_events.actor_id',
];

/**
 * Every row of the person: each table with a foreign key to auth.users (found in the catalog, so a
 * table added later is counted too), the rows under their conversations and messages, and their
 * storage objects; plus their auth.users row.
 */
export async function countEverything(userId: string): Promise<Record<string, number>> {
  const fks = await stack.query<{ tbl: string; col: string }>(
    `select format('%I.%I', n.nspname, c.relname) as tbl, a.attname as col
     from pg_constraint k
     join pg_class c on c.oid = k.conrelid
     join pg_namespace n on n.oid = c.relnamespace
     join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
     where k.contype = 'f' and k.confrelid = 'auth.users'::regclass`,
  );
  const counts: Record<string, number> = {};
  const count = async (label: string, sql: string) => {
    const [row] = await stack.query<{ n: number }>(sql, [userId]);
    counts[label] = Number(row!.n);
  };
  await count('auth.users', `select count(*)::int as n from auth.users where id = $1`);
  for (const { tbl, col } of fks) {
    // Columns recording what an admin did (set null when that admin goes), not a student's rows:
    // announcements.created_by is checked separately.
    if (ADMIN_ACTOR_COLUMNS.includes(`${tbl}.${col}`)) continue;
    await count(tbl, `select count(*)::int as n from ${tbl} where "${col}" = $1`);
  }
  for (const [label, from] of THROUGH_CONVERSATIONS) {
    await count(label, `select count(*)::int as n from ${from} where c.user_id = $1`);
  }
  await count(
    'storage.objects',
    `select count(*)::int as n from storage.objects where (storage.foldername(name))[1] = $1::text`,
  );
  await count(
    'announcements.created_by',
    `select count(*)::int as n from public.announcements where created_by = $1`,
  );
  return counts;
}

export async function call(person: Person | null, body: unknown) {
  const c = person?.client ?? client(stack.url);
  const { data, error } = await c.functions.invoke('account', { body: body as object });
  if (!error) return { status: 200, body: data as Record<string, unknown> };
  const response = (error as { context?: Response }).context;
  return {
    status: response?.status ?? 0,
    body: response ? ((await response.json()) as Record<string, unknown>) : {},
  };
}

export const deleteBody = (password = PASSWORD, confirmation = DELETE_CONFIRMATION_WORD) => ({
  action: 'delete',
  password,
  confirmation,
});
