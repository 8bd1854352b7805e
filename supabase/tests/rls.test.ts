// The RLS matrix: what anon, student A, student B and an admin may and may not do on every table and
// storage policy, as PostgREST runs it (SET LOCAL ROLE + JWT claims).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  type Actor,
  anon,
  createTestDb,
  createUser,
  pgError,
  rpc,
  rpcScalar,
  rpcVoid,
  service,
  type Sql,
  type TestDb,
} from './harness';

let db: TestDb;
let ana: Extract<Actor, { kind: 'user' }>;
let beto: Extract<Actor, { kind: 'user' }>;
let admin: Extract<Actor, { kind: 'user' }>;

const CONV_A = 'a0000000-0000-4000-8000-000000000001';
const CONV_B = 'b0000000-0000-4000-8000-000000000001';
const MSG_A = 'a0000000-0000-4000-8000-000000000011';
const MSG_A2 = 'a0000000-0000-4000-8000-000000000012';
const MSG_B = 'b0000000-0000-4000-8000-000000000011';
const ANN_LOGIN = 'c0000000-0000-4000-8000-000000000001';
const ANN_CHAT = 'c0000000-0000-4000-8000-000000000002';
const ANN_INACTIVE = 'c0000000-0000-4000-8000-000000000003';
const ANN_EXPIRED = 'c0000000-0000-4000-8000-000000000004';
const ANN_BOTH = 'c0000000-0000-4000-8000-000000000005';

const ids = (rows: { id?: unknown }[]) => rows.map((r) => r.id).sort();
const count = async (sql: Sql, text: string, params?: unknown[]) =>
  Number(
    (await sql.query<{ n: number }>(`select count(*)::int as n from (${text}) as q`, params))[0]?.n,
  );

beforeAll(async () => {
  db = await createTestDb();
  const sql = db.admin;
  ana = await createUser(sql, { email: 'ana@test.local', name: 'Ana' });
  beto = await createUser(sql, { email: 'beto@test.local', name: 'Beto' });
  admin = await createUser(sql, { email: 'admin@test.local', name: 'Admin', admin: true });
  await sql.query(
    `insert into public.conversations (id, user_id, title) values ($1, $2, 'De Ana'), ($3, $4, 'De Beto')`,
    [CONV_A, ana.id, CONV_B, beto.id],
  );
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

afterAll(async () => {
  await db?.close();
});

describe('conversations', () => {
  it('anon can neither read nor create conversations', async () => {
    expect(
      (await pgError(db.try(anon, (s) => s.query('select * from public.conversations')))).code,
    ).toBe('42501');
    const err = await pgError(
      db.try(anon, (s) =>
        s.query(`insert into public.conversations (user_id) values ($1)`, [ana.id]),
      ),
    );
    expect(err.code).toBe('42501');
  });

  it('a student reads only their own conversations', async () => {
    const rows = await db.try(ana, (s) => s.query('select id from public.conversations'));
    expect(ids(rows)).toEqual([CONV_A]);
    const other = await db.try(ana, (s) =>
      s.query('select id from public.conversations where id = $1', [CONV_B]),
    );
    expect(other).toEqual([]);
  });

  it('an admin has no raw-table access to other students conversations', async () => {
    const rows = await db.try(admin, (s) => s.query('select id from public.conversations'));
    expect(rows).toEqual([]);
  });

  it('a student creates a conversation for themself with the default title', async () => {
    const rows = await db.try(ana, (s) =>
      s.query<{ title: string; user_id: string }>(
        `insert into public.conversations (user_id, subject) values ($1, 'Física') returning title, user_id`,
        [ana.id],
      ),
    );
    expect(rows).toEqual([{ title: 'Nueva conversación', user_id: ana.id }]);
  });

  it('a student cannot create a conversation for another student', async () => {
    const err = await pgError(
      db.try(ana, (s) =>
        s.query(`insert into public.conversations (user_id) values ($1)`, [beto.id]),
      ),
    );
    expect(err.code).toBe('42501');
    expect(err.message).toMatch(/row-level security/);
  });

  it('a student renames their own conversation but not another student’s', async () => {
    const own = await db.try(ana, (s) =>
      s.query(`update public.conversations set title = 'Nuevo' where id = $1 returning id`, [
        CONV_A,
      ]),
    );
    expect(own).toHaveLength(1);
    const other = await db.try(ana, (s) =>
      s.query(`update public.conversations set title = 'Hackeado' where id = $1 returning id`, [
        CONV_B,
      ]),
    );
    expect(other).toEqual([]);
    const [b] = await db.admin.query<{ title: string }>(
      'select title from public.conversations where id = $1',
      [CONV_B],
    );
    expect(b?.title).toBe('De Beto');
  });

  it('a student cannot hand their conversation over to another student', async () => {
    const err = await pgError(
      db.try(ana, (s) =>
        s.query(`update public.conversations set user_id = $1 where id = $2`, [beto.id, CONV_A]),
      ),
    );
    expect(err.code).toBe('42501');
  });

  it('a student deletes their own conversation (and its messages and metrics) but not another’s', async () => {
    await db.try(ana, async (s) => {
      const deleted = await s.query('delete from public.conversations where id = $1 returning id', [
        CONV_A,
      ]);
      expect(deleted).toHaveLength(1);
      expect(await count(s, 'select 1 from public.messages')).toBe(0);
      expect(await count(s, 'select 1 from public.message_metrics')).toBe(0);
      const other = await s.query('delete from public.conversations where id = $1 returning id', [
        CONV_B,
      ]);
      expect(other).toEqual([]);
      // Seen by the superuser inside the same transaction: the cascade really happened.
      await s.exec('reset role');
      expect(
        await count(s, 'select 1 from public.messages where conversation_id = $1', [CONV_A]),
      ).toBe(0);
      expect(await count(s, 'select 1 from public.conversations where id = $1', [CONV_B])).toBe(1);
    });
  });
});

describe('messages', () => {
  it('anon cannot read or add messages', async () => {
    expect(
      (await pgError(db.try(anon, (s) => s.query('select * from public.messages')))).code,
    ).toBe('42501');
    const err = await pgError(
      db.try(anon, (s) =>
        s.query(
          `insert into public.messages (conversation_id, role, content) values ($1, 'user', 'x')`,
          [CONV_A],
        ),
      ),
    );
    expect(err.code).toBe('42501');
  });

  it('a student reads only the messages of their own conversations', async () => {
    expect(ids(await db.try(ana, (s) => s.query('select id from public.messages')))).toEqual(
      [MSG_A, MSG_A2].sort(),
    );
    expect(ids(await db.try(beto, (s) => s.query('select id from public.messages')))).toEqual([
      MSG_B,
    ]);
    expect(
      await db.try(ana, (s) =>
        s.query('select id from public.messages where conversation_id = $1', [CONV_B]),
      ),
    ).toEqual([]);
  });

  it('a student adds a user message (images under their own folder) to their own conversation', async () => {
    const rows = await db.try(ana, (s) =>
      s.query<{ role: string; metadata: unknown }>(
        `insert into public.messages (conversation_id, role, content, metadata)
         values ($1, 'user', 'pregunta', $2)
         returning role, metadata`,
        [CONV_A, JSON.stringify({ images: [`${ana.id}/${CONV_A}/1.jpg`] })],
      ),
    );
    expect(rows).toEqual([{ role: 'user', metadata: { images: [`${ana.id}/${CONV_A}/1.jpg`] } }]);
  });

  it('a student cannot add an assistant message; the server (service role) does', async () => {
    const err = await pgError(
      db.try(ana, (s) =>
        s.query(
          `insert into public.messages (conversation_id, role, content, metadata)
           values ($1, 'assistant', 'respuesta', '{"response_time_ms":900,"has_eureka":true}')`,
          [CONV_A],
        ),
      ),
    );
    expect(err.code).toBe('42501');
    const rows = await db.try(service, (s) =>
      s.query<{ role: string; metadata: unknown }>(
        `insert into public.messages (conversation_id, role, content, metadata)
         values ($1, 'assistant', 'respuesta', '{"response_time_ms":900,"has_eureka":true}')
         returning role, metadata`,
        [CONV_A],
      ),
    );
    expect(rows).toEqual([
      { role: 'assistant', metadata: { response_time_ms: 900, has_eureka: true } },
    ]);
  });

  it('a student cannot add a message to another student’s conversation', async () => {
    const err = await pgError(
      db.try(ana, (s) =>
        s.query(
          `insert into public.messages (conversation_id, role, content) values ($1, 'user', 'x')`,
          [CONV_B],
        ),
      ),
    );
    expect(err.code).toBe('42501');
  });

  it('nobody edits or deletes messages directly, not even their own', async () => {
    const upd = await pgError(
      db.try(ana, (s) =>
        s.query(`update public.messages set content = 'x' where id = $1`, [MSG_A]),
      ),
    );
    expect(upd.code).toBe('42501');
    const del = await pgError(
      db.try(ana, (s) => s.query(`delete from public.messages where id = $1`, [MSG_A])),
    );
    expect(del.code).toBe('42501');
  });
});

describe('message_metrics', () => {
  const insertMetrics = (s: Sql, messageId: string) =>
    s.query(
      `insert into public.message_metrics (message_id, api_response_time_ms, tokens_used, model_used,
         word_count, character_count, question_count, contains_code_snippet, contains_math_formula,
         complexity_score)
       values ($1, 900, 120, 'gpt-4o-mini', 3, 11, 1, false, true, 0.42) returning message_id`,
      [messageId],
    );

  it('the server (service role) adds metrics; a student cannot, not even for their own message', async () => {
    expect(await db.try(service, (s) => insertMetrics(s, MSG_A2))).toEqual([
      { message_id: MSG_A2 },
    ]);
    expect((await pgError(db.try(ana, (s) => insertMetrics(s, MSG_A2)))).code).toBe('42501');
  });

  it('a student cannot add metrics for another student’s message', async () => {
    expect((await pgError(db.try(ana, (s) => insertMetrics(s, MSG_B)))).code).toBe('42501');
  });

  it('a student reads only the metrics of their own messages', async () => {
    const rows = await db.try(ana, (s) =>
      s.query<{ message_id: string }>('select message_id from public.message_metrics'),
    );
    expect(rows).toEqual([{ message_id: MSG_A }]);
  });

  it('anon cannot read metrics, and nobody updates or deletes them directly', async () => {
    expect(
      (await pgError(db.try(anon, (s) => s.query('select * from public.message_metrics')))).code,
    ).toBe('42501');
    expect(
      (
        await pgError(
          db.try(ana, (s) => s.query('update public.message_metrics set word_count = 9')),
        )
      ).code,
    ).toBe('42501');
    expect(
      (await pgError(db.try(ana, (s) => s.query('delete from public.message_metrics')))).code,
    ).toBe('42501');
  });

  it('a message has at most one metrics row', async () => {
    const err = await pgError(db.try(service, (s) => insertMetrics(s, MSG_A)));
    expect(err.code).toBe('23505');
    expect(err.constraint).toBe('message_metrics_one_row_per_message');
  });
});

describe('announcements', () => {
  it('a signed-in student reads only active, unexpired announcements', async () => {
    const rows = await db.try(ana, (s) => s.query('select id from public.announcements'));
    expect(ids(rows)).toEqual([ANN_LOGIN, ANN_CHAT, ANN_BOTH].sort());
  });

  it('an admin reads every announcement, inactive and expired included', async () => {
    const rows = await db.try(admin, (s) => s.query('select id from public.announcements'));
    expect(ids(rows)).toEqual([ANN_LOGIN, ANN_CHAT, ANN_INACTIVE, ANN_EXPIRED, ANN_BOTH].sort());
  });

  it('anon cannot read the table (only the RPC)', async () => {
    expect(
      (await pgError(db.try(anon, (s) => s.query('select * from public.announcements')))).code,
    ).toBe('42501');
  });

  it('a student can neither create, edit nor delete announcements', async () => {
    const ins = await pgError(
      db.try(ana, (s) =>
        s.query(`insert into public.announcements (title, message) values ('x', 'y')`),
      ),
    );
    expect(ins.code).toBe('42501');
    expect(
      await db.try(ana, (s) =>
        s.query(`update public.announcements set title = 'x' where id = $1 returning id`, [
          ANN_LOGIN,
        ]),
      ),
    ).toEqual([]);
    expect(
      await db.try(ana, (s) =>
        s.query(`delete from public.announcements where id = $1 returning id`, [ANN_LOGIN]),
      ),
    ).toEqual([]);
    const [row] = await db.admin.query<{ title: string }>(
      'select title from public.announcements where id = $1',
      [ANN_LOGIN],
    );
    expect(row?.title).toBe('Login');
  });

  it('an admin creates (with the SPEC defaults and created_by = admin), edits and deletes announcements', async () => {
    await db.try(admin, async (s) => {
      const [created] = await s.query(
        `insert into public.announcements (title, message) values ('Nuevo', 'Hola') returning *`,
      );
      expect(created).toMatchObject({
        type: 'info',
        icon: '📢',
        show_on_login: true,
        show_on_chat: false,
        priority: 0,
        button_text: null,
        button_url: null,
        dismissible: true,
        always_visible: false,
        expires_at: null,
        is_active: true,
        created_by: admin.id,
      });
      const updated = await s.query<{ is_active: boolean; changed: boolean }>(
        `update public.announcements set is_active = false where id = $1
         returning is_active, updated_at > created_at as changed`,
        [ANN_LOGIN],
      );
      expect(updated).toEqual([{ is_active: false, changed: true }]);
      const deleted = await s.query(`delete from public.announcements where id = $1 returning id`, [
        ANN_CHAT,
      ]);
      expect(deleted).toHaveLength(1);
    });
  });

  it('get_active_announcements serves anon the login banners, by priority then newest', async () => {
    const rows = await db.try(anon, (s) =>
      rpc(s, 'get_active_announcements', { location: 'login' }),
    );
    expect(rows.map((r) => r.id)).toEqual([ANN_BOTH, ANN_LOGIN]);
  });

  it('get_active_announcements serves the chat banners to a student', async () => {
    const rows = await db.try(ana, (s) => rpc(s, 'get_active_announcements', { location: 'chat' }));
    expect(rows.map((r) => r.id)).toEqual([ANN_CHAT, ANN_BOTH]);
  });

  it('get_active_announcements refuses an unknown or missing location with 22023', async () => {
    for (const location of ['home', '', null]) {
      const err = await pgError(
        db.try(anon, (s) => rpc(s, 'get_active_announcements', { location })),
      );
      expect(err.code).toBe('22023');
    }
  });
});

describe('admin authority', () => {
  it('API roles cannot read or write auth.users', async () => {
    expect((await pgError(db.try(ana, (s) => s.query('select * from auth.users')))).code).toBe(
      '42501',
    );
    expect(
      (
        await pgError(
          db.try(ana, (s) =>
            s.query(`update auth.users set raw_app_meta_data = '{"is_admin":true}'`),
          ),
        )
      ).code,
    ).toBe('42501');
  });

  it('is_admin() is true only for the admin', async () => {
    expect(await db.try(admin, (s) => rpcScalar(s, 'is_admin'))).toBe(true);
    expect(await db.try(ana, (s) => rpcScalar(s, 'is_admin'))).toBe(false);
    expect((await pgError(db.try(anon, (s) => rpcScalar(s, 'is_admin')))).code).toBe('42501');
  });

  it('signing up with is_admin in user_metadata grants nothing and the mirror is forced to false', async () => {
    await db.try(anon, async (s) => {
      await s.exec('reset role'); // GoTrue inserts as its own privileged role
      const mallory = await createUser(s, {
        email: 'mallory@test.local',
        userMetadata: { is_admin: true },
      });
      const [row] = await s.query<{ meta: Record<string, unknown> }>(
        'select raw_user_meta_data as meta from auth.users where id = $1',
        [mallory.id],
      );
      expect(row?.meta.is_admin).toBe(false);
      await s.query(
        `select set_config('role', 'authenticated', true),
        set_config('request.jwt.claims', $1, true)`,
        [JSON.stringify({ sub: mallory.id, role: 'authenticated' })],
      );
      expect(await rpcScalar(s, 'is_admin')).toBe(false);
      expect((await pgError(s.query('select * from public.get_admin_stats()'))).code).toBe('42501');
    });
  });

  it('updateUser({ data: { is_admin: true } }) cannot set the mirror, and grants nothing', async () => {
    // What GoTrue runs for updateUser({ data }): a merge into raw_user_meta_data.
    await db.try(anon, async (s) => {
      await s.exec('reset role');
      await s.query(
        `update auth.users set raw_user_meta_data = raw_user_meta_data || '{"is_admin": true, "name": "Ana R"}'
         where id = $1`,
        [ana.id],
      );
      const [row] = await s.query<{ meta: Record<string, unknown> }>(
        'select raw_user_meta_data as meta from auth.users where id = $1',
        [ana.id],
      );
      expect(row?.meta).toMatchObject({ is_admin: false, name: 'Ana R' });
    });
  });

  it('an admin grants and removes the admin role; the mirror follows the authoritative flag', async () => {
    await db.try(admin, async (s) => {
      await rpcVoid(s, 'set_user_admin_role', { target_user_id: beto.id, is_admin_role: true });
      const rows = await rpc(s, 'get_users_list', { search_term: 'beto' });
      expect(rows.map((r) => r.is_admin)).toEqual([true]);
      await s.exec('reset role');
      const [meta] = await s.query<{ m: Record<string, unknown> }>(
        'select raw_user_meta_data as m from auth.users where id = $1',
        [beto.id],
      );
      expect(meta?.m.is_admin).toBe(true);
      await s.query(
        `select set_config('role', 'authenticated', true),
        set_config('request.jwt.claims', $1, true)`,
        [JSON.stringify({ sub: beto.id, role: 'authenticated' })],
      );
      expect(await rpcScalar(s, 'is_admin')).toBe(true);
      await rpcVoid(s, 'set_user_admin_role', { target_user_id: beto.id, is_admin_role: false });
      expect(await rpcScalar(s, 'is_admin')).toBe(false);
    });
  });

  it('a student cannot grant themself the admin role (42501)', async () => {
    const err = await pgError(
      db.try(ana, (s) =>
        rpcVoid(s, 'set_user_admin_role', { target_user_id: ana.id, is_admin_role: true }),
      ),
    );
    expect(err.code).toBe('42501');
  });

  it('the last admin cannot be removed, and unknown users or null arguments are refused (22023)', async () => {
    const last = await pgError(
      db.try(admin, (s) =>
        rpcVoid(s, 'set_user_admin_role', { target_user_id: admin.id, is_admin_role: false }),
      ),
    );
    expect(last.code).toBe('22023');
    expect(last.message).toMatch(/last administrator/);
    const unknown = await pgError(
      db.try(admin, (s) =>
        rpcVoid(s, 'set_user_admin_role', {
          target_user_id: '00000000-0000-4000-8000-000000000000',
          is_admin_role: true,
        }),
      ),
    );
    expect(unknown.code).toBe('22023');
    const nulls = await pgError(
      db.try(admin, (s) =>
        rpcVoid(s, 'set_user_admin_role', { target_user_id: ana.id, is_admin_role: null }),
      ),
    );
    expect(nulls.code).toBe('22023');
  });
});

describe('storage', () => {
  const insertObject = (s: Sql, bucket: string, name: string) =>
    s.query('insert into storage.objects (bucket_id, name) values ($1, $2) returning name', [
      bucket,
      name,
    ]);

  it('the buckets exist with their visibility, size and MIME limits', async () => {
    const rows = await db.admin.query(
      `select id, public, file_size_limit::int as size, allowed_mime_types as mime
       from storage.buckets order by id`,
    );
    const images = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
    expect(rows).toEqual([
      { id: 'avatars', public: true, size: 2097152, mime: images },
      { id: 'chat-images', public: false, size: 5242880, mime: images },
    ]);
  });

  for (const bucket of ['avatars', 'chat-images']) {
    describe(bucket, () => {
      const file = bucket === 'avatars' ? 'avatar.jpg' : 'conv/img.jpg';

      it('a user uploads an image into their own folder', async () => {
        const rows = await db.try(ana, (s) => insertObject(s, bucket, `${ana.id}/${file}`));
        expect(rows).toHaveLength(1);
      });

      it('a user cannot upload into another user’s folder, the root, or a non-image file', async () => {
        for (const name of [
          `${beto.id}/${file}`,
          'avatar.jpg',
          `${ana.id}/script.svg`,
          `${ana.id}/x.html`,
        ]) {
          const err = await pgError(db.try(ana, (s) => insertObject(s, bucket, name)));
          expect(err.code, name).toBe('42501');
        }
      });

      it('anon cannot upload', async () => {
        const err = await pgError(
          db.try(anon, (s) => insertObject(s, bucket, `${ana.id}/${file}`)),
        );
        expect(err.code).toBe('42501');
      });

      it('a user lists only their own files', async () => {
        const rows = await db.try(ana, (s) =>
          s.query<{ name: string }>('select name from storage.objects where bucket_id = $1', [
            bucket,
          ]),
        );
        expect(rows).toHaveLength(1);
        expect(rows[0]?.name.startsWith(`${ana.id}/`)).toBe(true);
        expect(
          await db.try(anon, (s) =>
            s.query('select name from storage.objects where bucket_id = $1', [bucket]),
          ),
        ).toEqual([]);
      });

      it('a user replaces and deletes their own files but not another user’s', async () => {
        await db.try(ana, async (s) => {
          const own = await s.query(
            `update storage.objects set metadata = '{"size":1}' where bucket_id = $1 and name like $2 returning id`,
            [bucket, `${ana.id}/%`],
          );
          expect(own).toHaveLength(1);
          const other = await s.query(
            `update storage.objects set metadata = '{"size":1}' where bucket_id = $1 and name like $2 returning id`,
            [bucket, `${beto.id}/%`],
          );
          expect(other).toEqual([]);
          const moved = await pgError(
            s.query(`update storage.objects set name = $3 where bucket_id = $1 and name like $2`, [
              bucket,
              `${ana.id}/%`,
              `${beto.id}/${file}`,
            ]),
          );
          expect(moved.code).toBe('42501');
        });
        await db.try(ana, async (s) => {
          const deletedOther = await s.query(
            'delete from storage.objects where bucket_id = $1 and name like $2 returning id',
            [bucket, `${beto.id}/%`],
          );
          expect(deletedOther).toEqual([]);
          const deletedOwn = await s.query(
            'delete from storage.objects where bucket_id = $1 and name like $2 returning id',
            [bucket, `${ana.id}/%`],
          );
          expect(deletedOwn).toHaveLength(1);
        });
      });
    });
  }
});
