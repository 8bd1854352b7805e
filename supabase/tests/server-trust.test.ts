// Issue 9, item 3: the database stops trusting the client. Every attack listed under "Why" in the
// issue, tried with a student's role exactly as PostgREST runs it, is refused here (the tests named
// 'attack: …' all failed on the migrations before 20261123000100: the attack succeeded), and what
// the server (service role) and direct mode legitimately write still goes in. Limits come from
// supabase/functions/_shared/limits.ts: each is accepted and limit + 1 refused.
import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  DEFAULT_CONVERSATIONS_PER_DAY,
  DEFAULT_USER_MESSAGES_PER_MINUTE,
  MAX_IMAGE_PATH_CHARS,
  MAX_IMAGES_PER_MESSAGE,
  MAX_MESSAGE_METADATA_BYTES,
  MAX_USER_MESSAGE_CHARS,
  MAX_USER_METADATA_BYTES,
  USER_METADATA_MAX_CHARS,
} from '../functions/_shared/limits.ts';

import {
  actAs,
  type Actor,
  anon,
  createTestDb,
  createUser,
  pgError,
  rpc,
  rpcScalar,
  service,
  type Sql,
  type TestDb,
} from './harness';

let db: TestDb;
let ana: Extract<Actor, { kind: 'user' }>;
let beto: Extract<Actor, { kind: 'user' }>;
let admin: Extract<Actor, { kind: 'user' }>;

const CONV_A = 'a1000000-0000-4000-8000-000000000001';
const CONV_B = 'b1000000-0000-4000-8000-000000000001';
const MSG_A = 'a1000000-0000-4000-8000-000000000011';

const count = async (sql: Sql, text: string, params?: unknown[]) =>
  Number(
    (await sql.query<{ n: number }>(`select count(*)::int as n from (${text}) as q`, params))[0]?.n,
  );

const insertMessage = (
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

const insertMetrics = (s: Sql, messageId: string) =>
  s.query(
    `insert into public.message_metrics (message_id, api_response_time_ms, tokens_used, model_used,
       word_count, character_count, question_count, contains_code_snippet, contains_math_formula,
       complexity_score)
     values ($1, 1, 1, 'gpt-4o-mini', 1, 1, 0, false, false, 0.1)`,
    [messageId],
  );

/** Inside a transaction: switch direct mode on (as the operator would with SQL), then act as actor. */
async function directModeOn(s: Sql, actor: Actor) {
  await s.exec('reset role');
  await s.query('update private.settings set client_tutor_writes = true');
  await actAs(s, actor);
}

/** What GoTrue runs for updateUser({ data }): a merge into raw_user_meta_data (privileged role). */
const updateUserData = (s: Sql, id: string, data: Record<string, unknown>) =>
  s.query(
    `update auth.users set raw_user_meta_data = raw_user_meta_data || $2::jsonb where id = $1`,
    [id, JSON.stringify(data)],
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
    `insert into public.messages (id, conversation_id, role, content) values ($1, $2, 'user', 'hola')`,
    [MSG_A, CONV_A],
  );
});

afterAll(async () => {
  await db?.close();
});

describe('attacks from a student’s token are refused', () => {
  it('attack: inserting a role assistant message (42501)', async () => {
    const err = await pgError(
      db.try(ana, (s) => insertMessage(s, { role: 'assistant', content: 'La respuesta es 42' })),
    );
    expect(err.code).toBe('42501');
    expect(err.message).toBe('Solo el servidor puede guardar las respuestas del tutor.');
  });

  it('attack: a forged response_time_ms / has_eureka on a user message (23514)', async () => {
    for (const metadata of [{ response_time_ms: 1e13 }, { has_eureka: true }]) {
      const err = await pgError(db.try(ana, (s) => insertMessage(s, { metadata })));
      expect(err.code, JSON.stringify(metadata)).toBe('23514');
      expect(err.message).toMatch(/^Datos no permitidos en el mensaje: /);
    }
  });

  it('attack: a forged assistant reply moving avg_response_time_ms (refused, the figure stays)', async () => {
    const figure = () =>
      db.try(admin, (s) =>
        rpc(s, 'get_engagement_stats', { start_date: '2000-01-01', end_date: '2100-01-01' }),
      );
    const before = await figure();
    const err = await pgError(
      db.as(ana, (s) =>
        insertMessage(s, { role: 'assistant', metadata: { response_time_ms: 1.2e13 } }),
      ),
    );
    expect(err.code).toBe('42501');
    expect(await figure()).toEqual(before);
  });

  it('attack: inserting a message_metrics row, even for their own message (42501)', async () => {
    const err = await pgError(db.try(ana, (s) => insertMetrics(s, MSG_A)));
    expect(err.code).toBe('42501');
  });

  it('attack: created_at in 2020 or 2099 on conversations and messages (the server clock wins)', async () => {
    await db.try(ana, async (s) => {
      for (const at of ['2020-01-01 00:00+00', '2099-01-01 00:00+00']) {
        const [conv] = await s.query<{ id: string; stamped: boolean }>(
          `insert into public.conversations (user_id, created_at) values ($1, $2)
           returning id, created_at = now() as stamped`,
          [ana.id, at],
        );
        expect(conv?.stamped, at).toBe(true);
        const [msg] = await s.query<{ stamped: boolean }>(
          `insert into public.messages (conversation_id, role, content, created_at)
           values ($1, 'user', 'hola', $2) returning created_at = now() as stamped`,
          [conv!.id, at],
        );
        expect(msg?.stamped, at).toBe(true);
      }
    });
  });

  it('attack: 400 rows × 20,000 characters in one insert (refused whole)', async () => {
    const rows = (role: string, chars: number) =>
      `insert into public.messages (conversation_id, role, content)
       select $1, '${role}', repeat('x', ${chars}) from generate_series(1, 400)`;
    expect(
      (await pgError(db.try(ana, (s) => s.query(rows('assistant', 20_000), [CONV_A])))).code,
    ).toBe('42501');
    const long = await pgError(db.try(ana, (s) => s.query(rows('user', 20_000), [CONV_A])));
    expect(long.code).toBe('23514');
    expect(long.constraint).toBe('messages_user_content_over_1000_chars');
    // Even within the per-message cap, 400 rows at once break the per-minute quota.
    const many = await pgError(
      db.try(ana, (s) => s.query(rows('user', MAX_USER_MESSAGE_CHARS), [CONV_A])),
    );
    expect(many.code).toBe('P0001');
    expect(many.message).toMatch(/^Límite alcanzado/);
    expect(
      await count(db.admin, 'select 1 from public.messages where conversation_id = $1', [CONV_A]),
    ).toBe(1);
  });

  it('attack: a 9 MB metadata (23514)', async () => {
    const huge = 'x'.repeat(9 * 1024 * 1024);
    const asStudent = await pgError(
      db.try(ana, (s) => insertMessage(s, { metadata: { images: [], note: huge } })),
    );
    expect(asStudent.code).toBe('23514');
    // A huge key is not echoed back whole in the error message.
    const hugeKey = await pgError(
      db.try(ana, (s) => insertMessage(s, { metadata: { ['k'.repeat(100_000)]: 1 } })),
    );
    expect(hugeKey.code).toBe('23514');
    expect(hugeKey.message.length).toBeLessThan(300);
    const inImages = await pgError(
      db.try(ana, (s) =>
        insertMessage(s, { metadata: { images: [`${ana.id}/${CONV_A}/${huge}`] } }),
      ),
    );
    expect(inImages.code).toBe('23514');
    // The server cannot store it either: the size cap is a check constraint for everyone.
    const asServer = await pgError(
      db.try(service, (s) =>
        insertMessage(s, { role: 'assistant', metadata: { gate: { note: huge } } }),
      ),
    );
    expect(asServer.code).toBe('23514');
    expect(asServer.constraint).toBe('messages_metadata_must_be_at_most_4096_bytes');
  });

  it('attack: a 1 MB user_metadata.name through updateUser (22001, Spanish, nothing changed)', async () => {
    const err = await pgError(
      db.try(anon, async (s) => {
        await s.exec('reset role');
        await updateUserData(s, ana.id, { name: 'x'.repeat(1_000_000) });
      }),
    );
    expect(err.code).toBe('22001');
    expect(err.message).toBe(
      `El nombre no puede superar ${USER_METADATA_MAX_CHARS.name} caracteres.`,
    );
    const [row] = await db.admin.query<{ name: string }>(
      `select raw_user_meta_data ->> 'name' as name from auth.users where id = $1`,
      [ana.id],
    );
    expect(row?.name).toBe('Ana');
  });

  it('attack: updating or deleting a single message (42501; a conversation delete still cascades)', async () => {
    const upd = await pgError(
      db.try(ana, (s) =>
        s.query(`update public.messages set content = 'x' where id = $1`, [MSG_A]),
      ),
    );
    expect(upd.code).toBe('42501');
    const meta = await pgError(
      db.try(ana, (s) =>
        s.query(`update public.messages set metadata = '{"has_eureka":true}' where id = $1`, [
          MSG_A,
        ]),
      ),
    );
    expect(meta.code).toBe('42501');
    const del = await pgError(
      db.try(ana, (s) => s.query(`delete from public.messages where id = $1`, [MSG_A])),
    );
    expect(del.code).toBe('42501');
    await db.try(ana, async (s) => {
      await s.query('delete from public.conversations where id = $1', [CONV_A]);
      await s.exec('reset role');
      expect(await count(s, 'select 1 from public.messages where id = $1', [MSG_A])).toBe(0);
    });
  });

  it('attack: changing a conversation’s owner, subject, level or date (42501); the title is allowed', async () => {
    for (const set of [
      `user_id = '${beto.id}'`,
      `subject = 'Otra'`,
      `grade_level = 'Universidad'`,
      `created_at = '2099-01-01'`,
    ]) {
      const err = await pgError(
        db.try(ana, (s) =>
          s.query(`update public.conversations set ${set} where id = $1`, [CONV_A]),
        ),
      );
      expect(err.code, set).toBe('42501');
    }
    const renamed = await db.try(ana, (s) =>
      s.query(`update public.conversations set title = 'Nuevo' where id = $1 returning title`, [
        CONV_A,
      ]),
    );
    expect(renamed).toEqual([{ title: 'Nuevo' }]);
  });

  it('attack: image paths outside the caller’s own {uid}/{conversation_id}/ folder (23514)', async () => {
    for (const path of [
      `${beto.id}/${CONV_B}/1.jpg`,
      `${ana.id}/${CONV_B}/1.jpg`,
      `${ana.id}/1.jpg`,
      `${ana.id}/${CONV_A}/sub/1.jpg`,
      `${ana.id}/${CONV_A}/`,
      'https://evil.example/x.jpg',
    ]) {
      const err = await pgError(
        db.try(ana, (s) => insertMessage(s, { metadata: { images: [path] } })),
      );
      expect(err.code, path).toBe('23514');
    }
  });
});

describe('limits from supabase/functions/_shared/limits.ts: the limit is accepted, limit + 1 refused', () => {
  const paths = (n: number) =>
    Array.from({ length: n }, (_, i) => `${ana.id}/${CONV_A}/${randomUUID()}-${i}.jpg`);

  it(`images per message: ${MAX_IMAGES_PER_MESSAGE}`, async () => {
    const ok = await db.try(ana, (s) =>
      insertMessage(s, { metadata: { images: paths(MAX_IMAGES_PER_MESSAGE) } }),
    );
    expect(ok).toHaveLength(1);
    const err = await pgError(
      db.try(ana, (s) =>
        insertMessage(s, { metadata: { images: paths(MAX_IMAGES_PER_MESSAGE + 1) } }),
      ),
    );
    expect(err.code).toBe('23514');
    expect(err.constraint).toBe('messages_metadata_images_must_be_at_most_4_paths');
  });

  it(`image path characters: ${MAX_IMAGE_PATH_CHARS}`, async () => {
    const folder = `${ana.id}/${CONV_A}/`;
    const path = (n: number) => folder + 'p'.repeat(n - folder.length - 4) + '.jpg';
    expect(path(MAX_IMAGE_PATH_CHARS)).toHaveLength(MAX_IMAGE_PATH_CHARS);
    await db.try(ana, (s) =>
      insertMessage(s, { metadata: { images: [path(MAX_IMAGE_PATH_CHARS)] } }),
    );
    const err = await pgError(
      db.try(ana, (s) =>
        insertMessage(s, { metadata: { images: [path(MAX_IMAGE_PATH_CHARS + 1)] } }),
      ),
    );
    expect(err.constraint).toBe('messages_metadata_images_must_be_at_most_4_paths');
  });

  it(`user message characters: ${MAX_USER_MESSAGE_CHARS}`, async () => {
    await db.try(ana, (s) => insertMessage(s, { content: 'x'.repeat(MAX_USER_MESSAGE_CHARS) }));
    const err = await pgError(
      db.try(ana, (s) => insertMessage(s, { content: 'x'.repeat(MAX_USER_MESSAGE_CHARS + 1) })),
    );
    expect(err.constraint).toBe('messages_user_content_over_1000_chars');
  });

  it(`metadata bytes: ${MAX_MESSAGE_METADATA_BYTES}`, async () => {
    // {"gate": {"n": "…"}} as Postgres prints jsonb: {"gate": {"n": "…"}} (with spaces).
    const sized = (bytes: number) => ({
      gate: { n: 'x'.repeat(bytes - '{"gate": {"n": ""}}'.length) },
    });
    const [exact] = await db.try(service, async (s) => {
      await insertMessage(s, { role: 'assistant', metadata: sized(MAX_MESSAGE_METADATA_BYTES) });
      return s.query<{ n: number }>(
        `select max(octet_length(metadata::text))::int as n from public.messages where metadata ? 'gate'`,
      );
    });
    expect(exact?.n).toBe(MAX_MESSAGE_METADATA_BYTES);
    const err = await pgError(
      db.try(service, (s) =>
        insertMessage(s, { role: 'assistant', metadata: sized(MAX_MESSAGE_METADATA_BYTES + 1) }),
      ),
    );
    expect(err.constraint).toBe('messages_metadata_must_be_at_most_4096_bytes');
  });

  for (const [field, max] of Object.entries(USER_METADATA_MAX_CHARS)) {
    it(`user_metadata.${field}: ${max} characters`, async () => {
      await db.try(anon, async (s) => {
        await s.exec('reset role');
        await updateUserData(s, ana.id, { [field]: 'x'.repeat(max) });
      });
      const err = await pgError(
        db.try(anon, async (s) => {
          await s.exec('reset role');
          await updateUserData(s, ana.id, { [field]: 'x'.repeat(max + 1) });
        }),
      );
      expect(err.code).toBe('22001');
      expect(err.message).toMatch(new RegExp(`no puede superar ${max} caracteres\\.$`));
    });
  }

  it(`user_metadata as a whole: ${MAX_USER_METADATA_BYTES} bytes; enums and types refused with 23514`, async () => {
    const err = await pgError(
      db.try(anon, async (s) => {
        await s.exec('reset role');
        await updateUserData(s, ana.id, { bio: 'x'.repeat(MAX_USER_METADATA_BYTES) });
      }),
    );
    expect(err.code).toBe('22001');
    expect(err.message).toBe('Los datos del perfil no pueden superar 8 KB.');
    await db.try(anon, async (s) => {
      await s.exec('reset role');
      await updateUserData(s, ana.id, {
        theme: 'dark',
        language: 'pt',
        email_notifications: false,
        phone: null,
        bio: 'x'.repeat(MAX_USER_METADATA_BYTES - 400),
      });
    });
    for (const [data, message] of [
      [{ theme: 'neon' }, 'El tema debe ser light, dark o auto.'],
      [{ language: 'de' }, 'El idioma debe ser es, en, fr o pt.'],
      [
        { email_notifications: 'yes' },
        'La preferencia de notificaciones debe ser verdadero o falso.',
      ],
      [{ name: 42 }, 'El nombre debe ser un texto.'],
    ] as const) {
      const e = await pgError(
        db.try(anon, async (s) => {
          await s.exec('reset role');
          await updateUserData(s, ana.id, data);
        }),
      );
      expect(e.code, JSON.stringify(data)).toBe('23514');
      expect(e.message).toBe(message);
    }
  });

  it('a sign-up with an oversized name is refused, and an old oversized row still signs in', async () => {
    const err = await pgError(
      createUser(db.admin, { email: 'big@test.local', name: 'x'.repeat(101) }),
    );
    expect(err.code).toBe('22001');
    await db.try(anon, async (s) => {
      await s.exec('reset role');
      await s.exec('alter table auth.users disable trigger enforce_user_metadata_caps');
      await updateUserData(s, beto.id, { name: 'x'.repeat(500) });
      await s.exec('alter table auth.users enable trigger enforce_user_metadata_caps');
      // GoTrue's sign-in touches last_sign_in_at only: the unchanged metadata is not re-checked.
      await s.query('update auth.users set last_sign_in_at = now() where id = $1', [beto.id]);
    });
  });

  it(`user messages per minute: ${DEFAULT_USER_MESSAGES_PER_MINUTE} (P0001, Spanish, refusals not counted)`, async () => {
    await db.try(ana, async (s) => {
      await s.query(
        `insert into public.messages (conversation_id, role, content)
         select $1, 'user', 'm' || i from generate_series(1, $2::int) as i`,
        [CONV_A, DEFAULT_USER_MESSAGES_PER_MINUTE],
      );
      await s.exec('savepoint over');
      const err = await pgError(insertMessage(s, {}));
      expect(err.code).toBe('P0001');
      expect(err.message).toBe(
        `Límite alcanzado: máximo ${DEFAULT_USER_MESSAGES_PER_MINUTE} mensajes por minuto. Espera un momento.`,
      );
      await s.exec('rollback to savepoint over');
      // The server's replies and another student are not counted against this student.
      await actAs(s, service);
      await insertMessage(s, { role: 'assistant' });
      await actAs(s, beto);
      await insertMessage(s, { conversation: CONV_B });
      await actAs(s, ana);
      await s.exec('savepoint again');
      expect((await pgError(insertMessage(s, {}))).code).toBe('P0001');
      await s.exec('rollback to savepoint again');
      await s.exec('reset role');
      const [usage] = await s.query<{ n: number }>(
        'select minute_messages as n from private.write_usage where user_id = $1',
        [ana.id],
      );
      expect(usage?.n).toBe(DEFAULT_USER_MESSAGES_PER_MINUTE);
    });
  });

  it(`conversations per day: ${DEFAULT_CONVERSATIONS_PER_DAY} (P0001, Spanish)`, async () => {
    await db.try(ana, async (s) => {
      await s.query(
        `insert into public.conversations (user_id) select $1 from generate_series(1, $2::int)`,
        [ana.id, DEFAULT_CONVERSATIONS_PER_DAY],
      );
      const err = await pgError(
        s.query('insert into public.conversations (user_id) values ($1)', [ana.id]),
      );
      expect(err.code).toBe('P0001');
      expect(err.message).toBe(
        `Límite alcanzado: máximo ${DEFAULT_CONVERSATIONS_PER_DAY} conversaciones por día. Vuelve mañana.`,
      );
    });
  });

  it('the quotas follow private.settings', async () => {
    await db.try(ana, async (s) => {
      await s.exec('reset role');
      await s.query(
        'update private.settings set user_messages_per_minute = 2, conversations_per_day = 1',
      );
      await actAs(s, ana);
      await s.query('insert into public.conversations (user_id) values ($1)', [ana.id]);
      await s.exec('savepoint a');
      expect(
        (await pgError(s.query('insert into public.conversations (user_id) values ($1)', [ana.id])))
          .message,
      ).toMatch(/^Límite alcanzado: máximo 1 conversaciones por día/);
      await s.exec('rollback to savepoint a');
      await insertMessage(s, {});
      await insertMessage(s, {});
      expect((await pgError(insertMessage(s, {}))).message).toMatch(
        /^Límite alcanzado: máximo 2 mensajes por minuto/,
      );
    });
  });

  it.skipIf(!process.env.DB_TEST_URL)(
    'the per-minute quota holds under concurrency (PostgreSQL, 45 sessions at once)',
    async () => {
      const { default: pg } = await import('pg');
      const clients = await Promise.all(
        Array.from({ length: 45 }, async () => {
          const c = new pg.Client({ connectionString: db.url });
          await c.connect();
          return c;
        }),
      );
      const claims = JSON.stringify({ sub: beto.id, role: 'authenticated' });
      try {
        const results = await Promise.allSettled(
          clients.map(async (c, i) => {
            await c.query('begin');
            try {
              await c.query(
                `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
                [claims],
              );
              await c.query(
                `insert into public.messages (conversation_id, role, content) values ($1, 'user', $2)`,
                [CONV_B, `concurrente ${i}`],
              );
              await c.query('commit');
            } catch (error) {
              await c.query('rollback');
              throw error;
            }
          }),
        );
        const refused = results.filter((r) => r.status === 'rejected');
        expect(results.length - refused.length).toBe(DEFAULT_USER_MESSAGES_PER_MINUTE);
        for (const r of refused) {
          expect((r as PromiseRejectedResult).reason.code).toBe('P0001');
        }
        expect(
          await count(
            db.admin,
            `select 1 from public.messages where conversation_id = $1 and content like 'concurrente %'`,
            [CONV_B],
          ),
        ).toBe(DEFAULT_USER_MESSAGES_PER_MINUTE);
      } finally {
        await db.admin.query(
          `delete from public.messages where conversation_id = $1 and content like 'concurrente %'`,
          [CONV_B],
        );
        await db.admin.query('delete from private.write_usage where user_id = $1', [beto.id]);
        await Promise.all(clients.map((c) => c.end()));
      }
    },
    60_000,
  );
});

describe('the server and direct mode', () => {
  it('the service role writes replies with the server keys and their metrics, keeping its created_at', async () => {
    await db.try(service, async (s) => {
      const [reply] = await s.query<{ id: string; created_at: string }>(
        `insert into public.messages (conversation_id, role, content, metadata, created_at)
         values ($1, 'assistant', '¿Qué sabes?', $2::jsonb, '2026-03-02 10:00-06')
         returning id, created_at`,
        [
          CONV_A,
          JSON.stringify({
            response_time_ms: 812,
            has_eureka: true,
            reply_to: MSG_A,
            gate: {
              checked: true,
              rewritten: false,
              judge_error: false,
              reveals: false,
              guides: true,
            },
            eureka: { rule: true, judge: null, confidence: null, decided_by: 'rule' },
          }),
        ],
      );
      expect(new Date(reply!.created_at).toISOString()).toBe('2026-03-02T16:00:00.000Z');
      await insertMetrics(s, reply!.id);
    });
  });

  it('a second reply to the same user message fails with 23505', async () => {
    await db.try(service, async (s) => {
      await insertMessage(s, { role: 'assistant', metadata: { reply_to: MSG_A } });
      const err = await pgError(
        insertMessage(s, { role: 'assistant', metadata: { reply_to: MSG_A } }),
      );
      expect(err.code).toBe('23505');
      expect(err.constraint).toBe('messages_one_reply_per_user_message');
    });
  });

  it('client_tutor_writes_enabled() is false by default, for students; anon cannot call it', async () => {
    expect(await db.try(ana, (s) => rpcScalar(s, 'client_tutor_writes_enabled'))).toBe(false);
    expect(
      (await pgError(db.try(anon, (s) => rpcScalar(s, 'client_tutor_writes_enabled')))).code,
    ).toBe('42501');
    for (const actor of [ana, anon]) {
      const err = await pgError(db.try(actor, (s) => s.query('select * from private.settings')));
      expect(err.code).toBe('42501');
    }
  });

  it('with the switch on, a student writes replies and metrics again (direct mode)', async () => {
    await db.try(ana, async (s) => {
      await directModeOn(s, ana);
      expect(await rpcScalar(s, 'client_tutor_writes_enabled')).toBe(true);
      const [reply] = await insertMessage(s, {
        role: 'assistant',
        metadata: { response_time_ms: 900, has_eureka: true },
      });
      await insertMetrics(s, reply!.id);
      // Still only into their own conversations, with the server keys only, at the server's clock.
      expect(
        (await pgError(insertMessage(s, { role: 'assistant', conversation: CONV_B }))).code,
      ).toBe('42501');
    });
    await db.try(ana, async (s) => {
      await directModeOn(s, ana);
      const err = await pgError(insertMessage(s, { role: 'assistant', metadata: { forged: 1 } }));
      expect(err.code).toBe('23514');
    });
  });
});

describe('token budget (private.tutor_usage)', () => {
  const consume = (s: Sql, user: string, tokensPerDay: number) =>
    rpcScalar(s, 'tutor_consume_quota', {
      p_user_id: user,
      p_per_minute: 100,
      p_per_day: 100,
      p_tokens_per_day: tokensPerDay,
    }) as Promise<Record<string, unknown>>;

  it('refuses a turn once the day’s tokens reach the budget (scope tokens), counting recorded tokens', async () => {
    await db.try(service, async (s) => {
      expect(await consume(s, ana.id, 1000)).toMatchObject({
        allowed: true,
        tokens_remaining: 1000,
      });
      expect(await rpcScalar(s, 'tutor_record_tokens', { p_user_id: ana.id, p_tokens: 600 })).toBe(
        600,
      );
      expect(await consume(s, ana.id, 1000)).toMatchObject({
        allowed: true,
        tokens_remaining: 400,
      });
      expect(await rpcScalar(s, 'tutor_record_tokens', { p_user_id: ana.id, p_tokens: 400 })).toBe(
        1000,
      );
      const refused = await consume(s, ana.id, 1000);
      expect(refused).toMatchObject({ allowed: false, scope: 'tokens' });
      expect(refused.retry_after_seconds).toBeGreaterThan(0);
      expect(await consume(s, ana.id, 1001)).toMatchObject({ allowed: true, tokens_remaining: 1 });
      expect(await consume(s, beto.id, 1000)).toMatchObject({ allowed: true });
    });
  });

  it('is for the service role only; the counters are not in the API schema; the 3-argument call is gone', async () => {
    for (const actor of [ana, anon]) {
      expect((await pgError(db.try(actor, (s) => consume(s, ana.id, 10)))).code).toBe('42501');
      expect(
        (
          await pgError(
            db.try(actor, (s) =>
              rpcScalar(s, 'tutor_record_tokens', { p_user_id: ana.id, p_tokens: 1 }),
            ),
          )
        ).code,
      ).toBe('42501');
    }
    expect(
      await db.admin.query(
        `select 1 from pg_catalog.pg_tables where schemaname = 'public' and tablename = 'tutor_usage'`,
      ),
    ).toEqual([]);
    const old = await pgError(
      db.try(service, (s) =>
        s.query('select public.tutor_consume_quota($1::uuid, 1, 1)', [ana.id]),
      ),
    );
    expect(old.code).toBe('42883');
    for (const args of [
      { p_user_id: null, p_tokens: 1 },
      { p_user_id: ana.id, p_tokens: -1 },
    ]) {
      expect(
        (await pgError(db.try(service, (s) => rpcScalar(s, 'tutor_record_tokens', args)))).code,
      ).toBe('22023');
    }
    expect((await pgError(db.try(service, (s) => consume(s, ana.id, 0)))).code).toBe('22023');
  });
});

describe('safety alerts and tutor quality (admin RPCs, ANALYTICS.md windows)', () => {
  const CONV_Q = 'c1000000-0000-4000-8000-000000000001';
  const CONV_GONE = 'c1000000-0000-4000-8000-000000000002';
  const ALERT = (n: number) => `d1000000-0000-4000-8000-00000000000${n}`;
  const gate = (checked: boolean, rewritten: boolean, judgeError: boolean) =>
    JSON.stringify({ gate: { checked, rewritten, judge_error: judgeError } });

  beforeAll(async () => {
    const sql = db.admin;
    await sql.query(
      `insert into public.conversations (id, user_id, title, created_at) values
         ($1, $3, 'Fracciones', '2026-03-01 09:00-06'), ($2, $4, 'Borrada', '2026-03-01 09:00-06')`,
      [CONV_Q, CONV_GONE, beto.id, ana.id],
    );
    // Window 2026-03-02 .. 2026-03-03 (America/Mexico_City, UTC-6):
    // in: checked; checked + rewritten; judge error (unchecked); no gate (unchecked) = 4 replies,
    //     2 checked, 1 rewritten, 1 judge error, 2 unchecked. A user message never counts.
    // out: one reply a second before the window, one at the first instant after it.
    await sql.query(
      `insert into public.messages (conversation_id, role, content, metadata, created_at) values
         ($1, 'assistant', 'a', $2, '2026-03-02 00:00:00-06'),
         ($1, 'assistant', 'b', $3, '2026-03-02 11:00-06'),
         ($1, 'assistant', 'c', $4, '2026-03-03 23:59:59-06'),
         ($1, 'assistant', 'd', '{"response_time_ms":5}', '2026-03-03 12:00-06'),
         ($1, 'user', 'e', $2, '2026-03-02 12:00-06'),
         ($1, 'assistant', 'f', $2, '2026-03-01 23:59:59-06'),
         ($1, 'assistant', 'g', $2, '2026-03-04 00:00-06')`,
      [CONV_Q, gate(true, false, false), gate(true, true, false), gate(false, false, true)],
    );
    await sql.query(
      `insert into public.safety_alerts (id, user_id, conversation_id, category, source, excerpt, created_at) values
         ($1, $5, $7, 'self-harm', 'moderation', 'no quiero seguir', '2026-03-02 09:00-06'),
         ($2, $5, $7, 'harassment', 'phrase_list', 'me molestan', '2026-03-03 23:00-06'),
         ($3, $6, $8, 'self-harm', 'phrase_list', 'me quiero morir', '2026-03-04 00:00-06'),
         ($4, $6, null, 'violence', 'moderation', 'x', '2026-03-01 23:59-06')`,
      [ALERT(1), ALERT(2), ALERT(3), ALERT(4), beto.id, ana.id, CONV_Q, CONV_GONE],
    );
    await sql.query('delete from public.conversations where id = $1', [CONV_GONE]);
  });

  it('get_tutor_quality computes the hand-checked figures of the window', async () => {
    const rows = await db.try(admin, (s) =>
      rpc(s, 'get_tutor_quality', { start_date: '2026-03-02', end_date: '2026-03-03' }),
    );
    expect(rows).toEqual([
      {
        replies_total: 4,
        replies_checked: 2,
        replies_rewritten: 1,
        judge_errors: 1,
        replies_unchecked: 2,
        safety_alerts: 2,
      },
    ]);
    const empty = await db.try(admin, (s) =>
      rpc(s, 'get_tutor_quality', { start_date: '2025-01-01', end_date: '2025-01-01' }),
    );
    expect(empty).toEqual([
      {
        replies_total: 0,
        replies_checked: 0,
        replies_rewritten: 0,
        judge_errors: 0,
        replies_unchecked: 0,
        safety_alerts: 0,
      },
    ]);
  });

  it('get_safety_alerts lists the newest first with names, e-mails and titles (null once deleted)', async () => {
    const rows = await db.try(admin, (s) => rpc(s, 'get_safety_alerts', { limit_num: 3 }));
    expect(
      rows.map((r) => [
        r.id,
        r.user_name,
        r.user_email,
        r.conversation_title,
        r.category,
        r.source,
      ]),
    ).toEqual([
      [ALERT(3), 'Ana', 'ana@test.local', null, 'self-harm', 'phrase_list'],
      [ALERT(2), 'Beto', 'beto@test.local', 'Fracciones', 'harassment', 'phrase_list'],
      [ALERT(1), 'Beto', 'beto@test.local', 'Fracciones', 'self-harm', 'moderation'],
    ]);
    expect(rows[0]).toMatchObject({ conversation_id: null, excerpt: 'me quiero morir' });
    expect(await db.try(admin, (s) => rpc(s, 'get_safety_alerts'))).toHaveLength(4);
  });

  it('both refuse anon and students (42501) and bad arguments (22023)', async () => {
    for (const actor of [anon, ana]) {
      expect((await pgError(db.try(actor, (s) => rpc(s, 'get_safety_alerts')))).code).toBe('42501');
      expect(
        (
          await pgError(
            db.try(actor, (s) =>
              rpc(s, 'get_tutor_quality', { start_date: '2026-03-02', end_date: '2026-03-03' }),
            ),
          )
        ).code,
      ).toBe('42501');
    }
    for (const limit_num of [0, 501, null]) {
      expect(
        (await pgError(db.try(admin, (s) => rpc(s, 'get_safety_alerts', { limit_num })))).code,
      ).toBe('22023');
    }
    await db.try(admin, (s) => rpc(s, 'get_safety_alerts', { limit_num: 500 }));
    for (const args of [
      { start_date: null, end_date: '2026-03-03' },
      { start_date: '2026-03-04', end_date: '2026-03-03' },
    ]) {
      expect((await pgError(db.try(admin, (s) => rpc(s, 'get_tutor_quality', args)))).code).toBe(
        '22023',
      );
    }
  });

  it('students and admins cannot touch the table directly; the service role inserts', async () => {
    for (const actor of [ana, admin, anon]) {
      expect(
        (await pgError(db.try(actor, (s) => s.query('select * from public.safety_alerts')))).code,
      ).toBe('42501');
      expect(
        (
          await pgError(
            db.try(actor, (s) =>
              s.query(
                `insert into public.safety_alerts (user_id, category, source, excerpt)
                 values ($1, 'x', 'moderation', 'x')`,
                [ana.id],
              ),
            ),
          )
        ).code,
      ).toBe('42501');
    }
    await db.try(service, (s) =>
      s.query(
        `insert into public.safety_alerts (user_id, conversation_id, message_id, category, source, excerpt)
         values ($1, $2, $3, 'self-harm', 'moderation', $4)`,
        [ana.id, CONV_A, MSG_A, 'x'.repeat(1000)],
      ),
    );
    const long = await pgError(
      db.try(service, (s) =>
        s.query(
          `insert into public.safety_alerts (user_id, category, source, excerpt)
           values ($1, 'self-harm', 'moderation', $2)`,
          [ana.id, 'x'.repeat(1001)],
        ),
      ),
    );
    expect(long.constraint).toBe('safety_alerts_excerpt_must_be_at_most_1000_chars');
    const source = await pgError(
      db.try(service, (s) =>
        s.query(
          `insert into public.safety_alerts (user_id, category, source, excerpt)
           values ($1, 'self-harm', 'llm', 'x')`,
          [ana.id],
        ),
      ),
    );
    expect(source.constraint).toBe('safety_alerts_source_must_be_moderation_or_phrase_list');
  });
});
