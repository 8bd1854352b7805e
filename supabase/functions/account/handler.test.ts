/**
 * The account function (issue 12: 'Descargar mis datos' and 'Eliminar mi cuenta') over HTTP, as
 * the SPA calls it: supabase-js -> the in-memory local stack's /functions/v1/account -> handler.ts.
 * Rows are counted with superuser SQL on the stack's database; objects through the Storage API.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';

import { ANON_KEY, SERVICE_ROLE_KEY, startStack, type Stack } from '../../local/server.ts';

import { DELETE_CONFIRMATION_WORD, EXPORT_FORMAT, parseAccountRequest } from './handler.ts';

let stack: Stack;
const PASSWORD = 'estudiante123';
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

const client = (key = ANON_KEY): SupabaseClient =>
  createClient(stack.url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as never },
  });

beforeAll(async () => {
  stack = await startStack({ memory: true, port: 0, quiet: true, log: () => {} });
});
afterAll(async () => {
  await stack?.stop();
});

interface Person {
  id: string;
  email: string;
  client: SupabaseClient;
}

async function newPerson(name = 'Marta Ruiz'): Promise<Person> {
  const email = `d${Date.now()}${Math.random().toString(36).slice(2, 7)}@tutor.local`;
  const c = client();
  const { data, error } = await c.auth.signUp({
    email,
    password: PASSWORD,
    options: { data: { name, grade_level: 'Secundaria' } },
  });
  if (error || !data.session || !data.user) throw error ?? new Error('no session');
  return { id: data.user.id, email, client: c };
}

async function makeAdmin(id: string) {
  await stack.query(
    `update auth.users set raw_app_meta_data = coalesce(raw_app_meta_data, '{}') || '{"is_admin": true}' where id = $1`,
    [id],
  );
}

/** A quota row in whichever tutor_usage table the migrations define (its columns may change). */
async function addQuotaRow(userId: string) {
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
async function giveData(person: Person) {
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
  await stack.query(
    `insert into public.safety_alerts (user_id, conversation_id, message_id, category, source, excerpt)
     values ($1, $2, $3, 'self_harm', 'phrase_list', 'texto marcado')`,
    [person.id, conversation!.id, user!.id],
  );
  await stack.query(
    `insert into public.message_metrics (message_id, word_count, character_count, question_count,
       contains_code_snippet, contains_math_formula, complexity_score)
     values ($1, 6, 27, 1, false, true, 0.2), ($2, 6, 29, 1, false, false, 0.1)`,
    [user!.id, assistant!.id],
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

/**
 * Every row of the person: each table with a foreign key to auth.users (found in the catalog, so a
 * table added later is counted too), the rows under their conversations and messages, and their
 * storage objects; plus their auth.users row.
 */
async function countEverything(userId: string): Promise<Record<string, number>> {
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
    if (tbl === 'public.announcements') continue; // created_by is set null, checked separately
    await count(tbl, `select count(*)::int as n from ${tbl} where "${col}" = $1`);
  }
  await count(
    'public.messages',
    `select count(*)::int as n from public.messages m
     join public.conversations c on c.id = m.conversation_id where c.user_id = $1`,
  );
  await count(
    'public.message_metrics',
    `select count(*)::int as n from public.message_metrics mm
     join public.messages m on m.id = mm.message_id
     join public.conversations c on c.id = m.conversation_id where c.user_id = $1`,
  );
  await count(
    'private.conversation_stats',
    `select count(*)::int as n from private.conversation_stats s
     join public.conversations c on c.id = s.conversation_id where c.user_id = $1`,
  );
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

async function call(person: Person | null, body: unknown) {
  const c = person?.client ?? client();
  const { data, error } = await c.functions.invoke('account', { body: body as object });
  if (!error) return { status: 200, body: data as Record<string, unknown> };
  const response = (error as { context?: Response }).context;
  return {
    status: response?.status ?? 0,
    body: response ? ((await response.json()) as Record<string, unknown>) : {},
  };
}

const deleteBody = (password = PASSWORD, confirmation = DELETE_CONFIRMATION_WORD) => ({
  action: 'delete',
  password,
  confirmation,
});

describe('parseAccountRequest', () => {
  it.each([
    [null, 'invalid_request'],
    [[], 'invalid_request'],
    [{ action: 'borrar' }, 'invalid_request'],
    [{ action: 'delete', confirmation: 'ELIMINAR' }, 'password_required'],
    [{ action: 'delete', password: '', confirmation: 'ELIMINAR' }, 'password_required'],
    [{ action: 'delete', password: 'x', confirmation: 'eliminar' }, 'confirmation_required'],
    [{ action: 'delete', password: 'x' }, 'confirmation_required'],
  ])('refuses %j with %s', (body, code) => {
    const parsed = parseAccountRequest(body);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.code).toBe(code);
  });

  it('accepts export and a confirmed delete', () => {
    expect(parseAccountRequest({ action: 'export' })).toEqual({
      ok: true,
      request: { action: 'export' },
    });
    expect(parseAccountRequest(deleteBody('x')).ok).toBe(true);
  });
});

describe('Descargar mis datos', () => {
  it('returns the caller’s account, conversations with messages and metrics, and signed file links', async () => {
    const marta = await newPerson();
    const { conversationId, chatPath } = await giveData(marta);
    // Someone else's data must not leak into Marta's file.
    const other = await newPerson('Otro Alumno');
    await giveData(other);

    const { status, body } = await call(marta, { action: 'export' });
    expect(status).toBe(200);
    expect(body.format).toBe(EXPORT_FORMAT);
    const account = body.account as Record<string, unknown>;
    expect(account.id).toBe(marta.id);
    expect(account.email).toBe(marta.email);
    expect(account.profile).toMatchObject({ name: 'Marta Ruiz', grade_level: 'Secundaria' });

    const conversations = body.conversations as Array<Record<string, unknown>>;
    expect(conversations.map((c) => c.id)).toEqual([conversationId]);
    const messages = conversations[0]!.messages as Array<Record<string, unknown>>;
    expect(messages.map((m) => [m.role, m.content])).toEqual([
      ['user', '¿Cómo resuelvo 2x + 3 = 11?'],
      ['assistant', '¿Qué harías primero con el 3?'],
    ]);
    expect(messages[0]!.metrics).toMatchObject({ word_count: 6, contains_math_formula: true });

    const files = body.files as Array<{ bucket: string; path: string; signed_url: string }>;
    expect(files.map((f) => `${f.bucket}/${f.path}`).sort()).toEqual([
      `avatars/${marta.id}/avatar.png`,
      `chat-images/${chatPath}`,
    ]);
    for (const file of files) {
      const download = await fetch(file.signed_url);
      expect(download.status).toBe(200);
      expect(new Uint8Array(await download.arrayBuffer())).toEqual(PNG);
    }
    expect(JSON.stringify(body)).not.toContain(other.id);
  });

  it('refuses a caller without a valid session', async () => {
    const res = await fetch(`${stack.url}/functions/v1/account`, {
      method: 'POST',
      headers: {
        apikey: ANON_KEY,
        Authorization: `Bearer ${ANON_KEY}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ action: 'export' }),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'invalid_token' });
  });
});

describe('Eliminar mi cuenta', () => {
  it('removes every row and object of the student, and nothing of anyone else', async () => {
    const student = await newPerson();
    await giveData(student);
    const bystander = await newPerson('Testigo');
    await giveData(bystander);
    const beforeOther = await countEverything(bystander.id);

    const before = await countEverything(student.id);
    for (const [what, n] of Object.entries(before)) {
      if (what !== 'announcements.created_by') expect(n, what).toBeGreaterThan(0);
    }

    const { status, body } = await call(student, deleteBody());
    expect(status).toBe(200);
    expect(body).toEqual({ deleted: true, removed_files: 2 });

    const after = await countEverything(student.id);
    expect(
      Object.values(after).every((n) => n === 0),
      JSON.stringify(after),
    ).toBe(true);
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    // Through the Storage API too: the service role lists nothing under the folders.
    const service = client(SERVICE_ROLE_KEY);
    for (const bucket of ['avatars', 'chat-images']) {
      const { data } = await service.storage.from(bucket).list(student.id);
      expect(data ?? []).toEqual([]);
    }
    // The account is gone: signing in fails.
    const signIn = await client().auth.signInWithPassword({
      email: student.email,
      password: PASSWORD,
    });
    expect(signIn.error).not.toBeNull();
    expect(await countEverything(bystander.id)).toEqual(beforeOther);
  });

  it('refuses a wrong password or a missing ELIMINAR and deletes nothing', async () => {
    const student = await newPerson();
    await giveData(student);
    const before = await countEverything(student.id);

    const wrong = await call(student, deleteBody('otra-clave'));
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ error: 'La contraseña no es correcta.', code: 'wrong_password' });

    const unconfirmed = await call(student, deleteBody(PASSWORD, 'eliminar'));
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.code).toBe('confirmation_required');
    expect(unconfirmed.body.error).toContain('ELIMINAR');

    expect(await countEverything(student.id)).toEqual(before);
  });

  it('keeps announcements written by a deleted admin, with created_by null', async () => {
    const admin = await newPerson('Profe Temporal');
    await makeAdmin(admin.id);
    // A fresh token carries nothing of the flag; is_admin() reads auth.users.
    const { data, error } = await admin.client
      .from('announcements')
      .insert({ title: 'Aviso', message: 'Hola' })
      .select('id, created_by')
      .single();
    expect(error).toBeNull();
    expect(data!.created_by).toBe(admin.id);

    const { status } = await call(admin, deleteBody());
    expect(status).toBe(200);
    const rows = await stack.query<{ created_by: string | null }>(
      `select created_by from public.announcements where id = $1`,
      [data!.id],
    );
    expect(rows).toEqual([{ created_by: null }]);
  });

  it('refuses the last admin with a clear message, and the database refuses it too', async () => {
    const admins = await stack.query<{ id: string }>(
      `select id from auth.users where raw_app_meta_data -> 'is_admin' = 'true'::jsonb`,
    );
    expect(admins).toHaveLength(1); // the seeded admin is the only one left
    const c = client();
    const signIn = await c.auth.signInWithPassword({
      email: 'admin@tutor.local',
      password: 'admin123456',
    });
    expect(signIn.error).toBeNull();
    const admin = { id: signIn.data.user!.id, email: 'admin@tutor.local', client: c };

    const { status, body } = await call(admin, deleteBody('admin123456'));
    expect(status).toBe(409);
    expect(body.code).toBe('last_admin');
    expect(body.error).toMatch(/único administrador/);

    // Bypassing the function: GoTrue's admin API (the trigger refuses) and plain SQL.
    const direct = await client(SERVICE_ROLE_KEY).auth.admin.deleteUser(admin.id);
    expect(direct.error).not.toBeNull();
    await expect(stack.query(`delete from auth.users where id = $1`, [admin.id])).rejects.toThrow(
      /único administrador/,
    );
    expect(await stack.query(`select id from auth.users where id = $1`, [admin.id])).toHaveLength(
      1,
    );
  });

  it('lets only the service role use the admin delete endpoint', async () => {
    const student = await newPerson();
    const asStudent = await student.client.auth.admin.deleteUser(student.id);
    expect(asStudent.error).not.toBeNull();
    const res = await fetch(`${stack.url}/auth/v1/admin/users/${student.id}`, {
      method: 'DELETE',
      headers: { apikey: ANON_KEY },
    });
    expect(res.status).toBe(403);
    expect(await stack.query(`select id from auth.users where id = $1`, [student.id])).toHaveLength(
      1,
    );
  });
});
