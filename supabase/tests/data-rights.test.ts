// Data rights in SQL: keyed pseudonyms, scrubbed research exports, the student's own export,
// the account-deletion plan and the last-admin guard, and what anon gets from the banner RPC.
import { createHash, createHmac } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { anon, createUser, pgError, rpc, rpcScalar, type TestDb } from './harness';
import { createPeople, type People, useTestDb } from './setup';

let db: TestDb;
let { ana, beto, admin } = {} as People;
let anaConversation = '';
const WINDOW = { start_date: '2000-01-01', end_date: '2100-01-01' };

const ANA_TEXT =
  'Hola, soy Ana María Gómez. Escríbeme a ana.gomez+tareas@correo.es o llama al +34 600 123 456 ' +
  '(también 55-1234-5678 y (55) 1234 5678). ¿Cómo resuelvo 2x + 3 = 11 si x = -5? ANA lo sabe.';

useTestDb(async (created) => {
  db = created;
  ({ ana, beto, admin } = await createPeople(db.admin, { names: { ana: 'Ana María Gómez' } }));
  const [row] = await db.admin.query<{ id: string }>(
    `insert into public.conversations (user_id, title) values ($1, 'Dudas de Ana Gómez') returning id`,
    [ana.id],
  );
  anaConversation = row!.id;
  await db.admin.query(
    `insert into public.messages (conversation_id, role, content, created_at) values
       ($1, 'user', $2, now() - interval '1 minute'),
       ($1, 'assistant', 'Muy bien, Ana. ¿Qué harías con el 3?', now())`,
    [anaConversation, ANA_TEXT],
  );
  await db.admin.query(`insert into public.conversations (user_id, title) values ($1, 'De Beto')`, [
    beto.id,
  ]);
});

describe('research pseudonyms', () => {
  it('are HMAC-SHA256 under the deployment key, not the recomputable SHA-256 of the UUID', async () => {
    const [secret] = await db.admin.query<{ k: string }>(
      `select encode(pseudonym_key, 'hex') as k from private.deployment_secrets`,
    );
    const key = Buffer.from(secret!.k, 'hex');
    expect(key).toHaveLength(32);
    const rows = await db.try(admin, (s) => rpc(s, 'export_conversations_data', WINDOW));
    const anaRow = rows.find((r) => r.conversation_id === anaConversation)!;
    expect(anaRow.user_id).toBe(createHmac('sha256', key).update(ana.id).digest('hex'));
    // Yesterday's scheme, which anyone with the UUID could recompute:
    expect(anaRow.user_id).not.toBe(
      createHash('sha256').update(`tutor-export-v1:${ana.id}`).digest('hex'),
    );
    expect(JSON.stringify(rows)).not.toContain(ana.id);
  });

  it('are stable across exports', async () => {
    const once = await db.try(admin, (s) => rpc(s, 'export_conversations_data', WINDOW));
    const twice = await db.try(admin, (s) => rpc(s, 'export_conversations_data', WINDOW));
    expect(twice.map((r) => r.user_id)).toEqual(once.map((r) => r.user_id));
    expect(new Set(once.map((r) => r.user_id)).size).toBe(2);
  });

  it('use a key no API role can read', async () => {
    for (const actor of [anon, ana, admin]) {
      const error = await pgError(
        db.try(actor, (s) => s.query('select * from private.deployment_secrets')),
      );
      expect(error.code).toBe('42501');
    }
    await db.admin.exec('begin');
    try {
      await db.admin.exec(`set local role service_role`);
      const error = await pgError(db.admin.query('select * from private.deployment_secrets'));
      expect(error.code).toBe('42501');
    } finally {
      await db.admin.exec('rollback');
    }
    const fn = await pgError(
      db.try(admin, (s) => s.query(`select private.pseudonym($1::uuid)`, [ana.id])),
    );
    expect(fn.code).toBe('42501');
  });
});

describe('scrubbed research exports', () => {
  it('replace e-mails, phone numbers and the author’s own name, and keep the maths', async () => {
    const rows = await db.try(admin, (s) => rpc(s, 'export_conversations_data', WINDOW));
    const anaRow = rows.find((r) => r.conversation_id === anaConversation)!;
    const [user, assistant] = anaRow.messages as Array<{ content: string }>;
    expect(user!.content).toBe(
      'Hola, soy [nombre]. Escríbeme a [email] o llama al [teléfono] ' +
        '(también [teléfono] y [teléfono]). ¿Cómo resuelvo 2x + 3 = 11 si x = -5? [nombre] lo sabe.',
    );
    expect(assistant!.content).toBe('Muy bien, [nombre]. ¿Qué harías con el 3?');
    expect(anaRow.title).toBe('Dudas de [nombre] [nombre]');
    const everything = JSON.stringify(rows);
    for (const identifier of ['ana.gomez', '600 123 456', '1234', 'Gómez', 'Ana']) {
      expect(everything).not.toContain(identifier);
    }
    // Text without identifiers is unchanged (Beto's title holds his name: scrubbed too).
    expect(rows.find((r) => r.title === 'De [nombre]')).toBeDefined();
  });

  it.each([
    ['2x + 3 = 11', '2x + 3 = 11'],
    ['3.14159 y -5 y 1/2', '3.14159 y -5 y 1/2'],
    ['el año 1492', 'el año 1492'],
    ['mi móvil: 600123456', 'mi móvil: [teléfono]'],
    ['x@y.co', '[email]'],
    ['Anabel no es Ana', 'Anabel no es [nombre]'],
  ])('scrub_identifiers(%j) = %j', async (input, output) => {
    const [row] = await db.admin.query<{ s: string }>(
      `select private.scrub_identifiers($1, private.name_parts('Ana')) as s`,
      [input],
    );
    expect(row!.s).toBe(output);
  });
});

describe('name_parts', () => {
  it.each([
    ['Ana María Gómez', ['Ana María Gómez', 'Gómez', 'María', 'Ana']],
    ['  Li  ', ['Li']],
    ['', []],
    [null, []],
  ])('name_parts(%j) = %j', async (name, parts) => {
    const [row] = await db.admin.query<{ p: string[] }>(`select private.name_parts($1) as p`, [
      name,
    ]);
    expect(row!.p).toEqual(parts);
  });

  it('treats regex characters in a name literally', async () => {
    const [row] = await db.admin.query<{ s: string }>(
      `select private.scrub_identifiers('Hola J.R. (Jr) y JXR', private.name_parts('J.R. (Jr)')) as s`,
    );
    expect(row!.s).toBe('Hola [nombre] y JXR');
  });
});

describe('export_my_data', () => {
  it('gives a student their own conversations with messages and metrics, nobody else’s', async () => {
    const data = (await db.try(ana, (s) => rpcScalar(s, 'export_my_data'))) as {
      conversations: Array<{ id: string; user_id: string; messages: Array<{ content: string }> }>;
    };
    expect(data.conversations.map((c) => c.id)).toEqual([anaConversation]);
    expect(data.conversations[0]!.messages.map((m) => m.content)).toEqual([
      ANA_TEXT,
      'Muy bien, Ana. ¿Qué harías con el 3?',
    ]);
    const adminData = (await db.try(admin, (s) => rpcScalar(s, 'export_my_data'))) as {
      conversations: unknown[];
    };
    expect(adminData.conversations).toEqual([]);
  });

  it('carries the caller’s class memberships and challenges, without keys or anyone else’s', async () => {
    const [made] = await db.admin.query<{ id: string }>(
      `insert into public.classes (name) values ('Matemáticas 2°B') returning id`,
    );
    const [cls] = await db.admin.query<{ join_code: string; id: string }>(
      'select class_id as id, join_code from public.class_settings where class_id = $1',
      [made!.id],
    );
    await db.as(ana, (s) => rpc(s, 'join_class', { code: cls!.join_code }));
    const [beto1] = await db.admin.query<{ id: string }>(
      `select id from public.conversations where user_id = $1`,
      [beto.id],
    );
    await db.admin.query(
      `insert into public.challenges (user_id, conversation_id, source, statement, attempts, tries,
         correct, last_reason, finished_at)
       values ($1, $2, 'button', 'Resuelve 3x + 2 = 14', '{4}', 1, true, 'correct', now()),
              ($3, $4, 'button', 'Reto de Beto', '{7,9}', 2, false, 'wrong', now())`,
      [ana.id, anaConversation, beto.id, beto1!.id],
    );
    const data = (await db.try(ana, (s) => rpcScalar(s, 'export_my_data'))) as {
      classes: Array<Record<string, unknown>>;
      challenges: Array<Record<string, unknown>>;
    };
    expect(data.classes).toEqual([
      expect.objectContaining({
        class_id: cls!.id,
        name: 'Matemáticas 2°B',
        role: 'student',
        left_at: null,
      }),
    ]);
    expect(data.challenges).toHaveLength(1);
    expect(data.challenges[0]).toMatchObject({
      statement: 'Resuelve 3x + 2 = 14',
      attempts: ['4'],
      correct: true,
    });
    expect(data.challenges[0]).not.toHaveProperty('user_id');
    expect(JSON.stringify(data)).not.toContain('Reto de Beto');
  });

  it('is refused to anon', async () => {
    const error = await pgError(db.try(anon, (s) => rpcScalar(s, 'export_my_data')));
    expect(error.code).toBe('42501');
  });
});

describe('account deletion', () => {
  it('account_deletion_plan is for the service role only', async () => {
    for (const actor of [anon, ana, admin]) {
      const error = await pgError(
        db.try(actor, (s) => rpc(s, 'account_deletion_plan', { p_user_id: ana.id })),
      );
      expect(error.code).toBe('42501');
    }
  });

  it('lists the user’s storage objects and refuses the last admin', async () => {
    await db.admin.query(
      `insert into storage.objects (bucket_id, name) values
         ('avatars', $1 || '/avatar.jpg'), ('chat-images', $1 || '/c1/a.jpg'),
         ('chat-images', $2 || '/c2/b.jpg')`,
      [ana.id, beto.id],
    );
    await db.admin.exec('begin');
    try {
      await db.admin.exec('set local role service_role');
      expect(await rpc(db.admin, 'account_deletion_plan', { p_user_id: ana.id })).toEqual([
        { bucket_id: 'avatars', name: `${ana.id}/avatar.jpg` },
        { bucket_id: 'chat-images', name: `${ana.id}/c1/a.jpg` },
      ]);
      const error = await pgError(rpc(db.admin, 'account_deletion_plan', { p_user_id: admin.id }));
      expect(error.code).toBe('P0001');
      expect(error.message).toMatch(/único administrador/);
    } finally {
      await db.admin.exec('rollback');
    }
  });

  it('the database refuses to delete the last admin, and allows it once another admin exists', async () => {
    const error = await pgError(db.admin.query('delete from auth.users where id = $1', [admin.id]));
    expect(error.message).toMatch(/único administrador/);
    await db.admin.exec('begin');
    try {
      await createUser(db.admin, { email: 'admin2@test.local', admin: true });
      await db.admin.query('delete from auth.users where id = $1', [admin.id]);
      expect(await db.admin.query('select 1 from auth.users where id = $1', [admin.id])).toEqual(
        [],
      );
    } finally {
      await db.admin.exec('rollback');
    }
  });

  it('deleting a user removes their conversations and messages (cascade)', async () => {
    await db.admin.exec('begin');
    try {
      await db.admin.query('delete from auth.users where id = $1', [ana.id]);
      const [row] = await db.admin.query<{ n: number }>(
        `select (select count(*) from public.conversations where user_id = $1)
              + (select count(*) from public.messages where conversation_id = $2) as n`,
        [ana.id, anaConversation],
      );
      expect(Number(row!.n)).toBe(0);
    } finally {
      await db.admin.exec('rollback');
    }
  });
});

describe('get_active_announcements', () => {
  it('gives anon only what the banner shows: no created_by, no flags', async () => {
    await db.admin.query(
      `insert into public.announcements (title, message, created_by) values ('Hola', 'Bienvenida', $1)`,
      [admin.id],
    );
    const rows = await db.try(anon, (s) =>
      rpc(s, 'get_active_announcements', { location: 'login' }),
    );
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!).sort()).toEqual(
      [
        'always_visible',
        'button_text',
        'button_url',
        'created_at',
        'dismissible',
        'expires_at',
        'icon',
        'id',
        'message',
        'priority',
        'title',
        'type',
      ].sort(),
    );
    expect(JSON.stringify(rows)).not.toContain(admin.id);
  });
});
