// Retention that deletes: the run at a moved clock deletes exactly what the periods say (a day
// either side of each boundary), waits for storage objects, keeps administrators and the alerts
// inside their period, and the admin view's overview is for admins only.
import { describe, expect, it } from 'vitest';

import { CONSENT_WAIT_DAYS } from '../functions/_shared/consent/consent-rules.ts';
import { periodInterval, RETENTION } from '../functions/_shared/retention/periods.ts';

import { anon, createUser, pgError, rpcScalar, service, type TestDb } from './harness';
import { count, createPeople, type People, type User, useTestDb } from './setup';

let db: TestDb;
let { ana, beto, admin } = {} as People;
const users: Record<string, User> = {};

const C = (n: number) => `c0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const M = (n: number) => `d0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const A = (n: number) => `e0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Conversations of Ana, by what their dates say (days before the database's now). */
const CONV = {
  last364: C(1), // last message 364 days ago (first one 400 days ago): kept until day 365
  last366: C(2), // last message 366 days ago: due
  empty366: C(3), // no messages, created 366 days ago: due
  revived: C(4), // created 800 days ago, last message yesterday: kept
  images366: C(5), // last message 366 days ago, still holds an image: waits
  alerts366: C(6), // last message 366 days ago, with alerts: due, its alerts outlive it
} as const;

useTestDb(async (created) => {
  db = created;
  const sql = db.admin;
  ({ ana, beto, admin } = await createPeople(sql));
  const ago = (days: number) => `now() - interval '${days} days'`;
  const person = async (
    key: string,
    opts: { created: number; signIn?: number; admin?: boolean },
  ) => {
    users[key] = await createUser(sql, {
      email: `${key}@test.local`,
      name: key,
      admin: opts.admin,
    });
    await sql.query(
      `update auth.users set created_at = ${ago(opts.created)},
         last_sign_in_at = ${opts.signIn === undefined ? 'null' : ago(opts.signIn)}
       where id = $1`,
      [users[key]!.id],
    );
  };
  // Two years are 730 or 731 days: 740 is past them whatever the leap years, 720 is inside.
  await person('gone', { created: 1000, signIn: 740 });
  await person('recent', { created: 1000, signIn: 720 });
  await person('never', { created: 740 });
  await person('newish', { created: 720 });
  await person('writer', { created: 1000, signIn: 740 });
  await person('oldadmin', { created: 1000, signIn: 740, admin: true });
  await person('avatar', { created: 1000, signIn: 740 });
  await person('teacher', { created: 1000, signIn: 740 });
  await sql.query(
    `update auth.users set raw_app_meta_data = raw_app_meta_data || '{"is_teacher": true}'
     where id = $1`,
    [users.teacher!.id],
  );
  await sql.query(
    `insert into public.classes (id, name, created_by)
                   values ('f0000000-0000-4000-8000-000000000001', 'Mates 2º', $1)`,
    [users.teacher!.id],
  );
  const conversation = (
    id: string,
    createdDaysAgo: number,
    { user = ana.id, title = 'Vieja' }: { user?: string; title?: string } = {},
  ) =>
    sql.query(
      `insert into public.conversations (id, user_id, title, created_at) values ($1, $2, $3, ${ago(createdDaysAgo)})`,
      [id, user, title],
    );
  const message = (id: string, conv: string, daysAgo: number, role = 'user', content = 'texto') =>
    sql.query(
      `insert into public.messages (id, conversation_id, role, content, created_at)
       values ($1, $2, $3, $4, ${ago(daysAgo)})`,
      [id, conv, role, content],
    );
  // The writer kept a session open and wrote 100 days ago: active.
  await conversation(C(20), 900, { user: users.writer!.id, title: 'Del escritor' });
  await message(M(20), C(20), 100, 'user', 'hola');
  // "gone" owns a conversation and messages: they go with the account.
  await conversation(C(21), 800, { user: users.gone!.id, title: 'De gone' });
  await message(M(21), C(21), 800, 'user', 'adiós');
  await sql.query(`insert into storage.objects (bucket_id, name) values ('avatars', $1)`, [
    `${users.avatar!.id}/avatar.png`,
  ]);

  await conversation(CONV.last364, 400);
  await message(M(1), CONV.last364, 400);
  await message(M(2), CONV.last364, 364, 'assistant');
  await conversation(CONV.last366, 400);
  await message(M(3), CONV.last366, 400);
  await message(M(4), CONV.last366, 366, 'assistant');
  await conversation(CONV.empty366, 366);
  await conversation(CONV.revived, 800);
  await message(M(5), CONV.revived, 800);
  await message(M(6), CONV.revived, 1);
  await conversation(CONV.images366, 366);
  await message(M(7), CONV.images366, 366);
  await sql.query(`insert into storage.objects (bucket_id, name) values ('chat-images', $1)`, [
    `${ana.id}/${CONV.images366}/foto.jpg`,
  ]);
  await conversation(CONV.alerts366, 370);
  await message(M(8), CONV.alerts366, 370);
  await message(M(9), CONV.alerts366, 369, 'assistant');
  await message(M(10), CONV.alerts366, 366);
  // Alerts on that conversation: resolved 366 and 364 days ago, and one never resolved.
  await sql.query(
    `insert into public.safety_alerts (id, user_id, conversation_id, message_id, category, source, excerpt,
       created_at, status, status_changed_at)
     values ($1, $4, $5, $6, 'abuse', 'phrase_list', 'uno', ${ago(370)}, 'resolved', ${ago(366)}),
            ($2, $4, $5, $6, 'abuse', 'phrase_list', 'dos', ${ago(370)}, 'resolved', ${ago(364)}),
            ($3, $4, $5, $6, 'abuse', 'phrase_list', 'tres', ${ago(370)}, 'new', null)`,
    [A(1), A(2), A(3), ana.id, CONV.alerts366, M(8)],
  );
  // Beto's conversation is fresh: nothing of his is due.
  await sql.query(`insert into public.conversations (user_id, title) values ($1, 'Nueva')`, [
    beto.id,
  ]);
});

const run = async (shiftDays = 0) =>
  (
    await db.admin.query<{ r: Record<string, number> }>(
      `select private.run_retention(now() + $1 * interval '1 day') as r`,
      [shiftDays],
    )
  )[0]!.r;

const conversationIds = async () =>
  (await db.admin.query<{ id: string }>(`select id from public.conversations order by id`)).map(
    (r) => r.id,
  );
const userIds = async () =>
  new Set((await db.admin.query<{ id: string }>(`select id from auth.users`)).map((r) => r.id));

describe('the periods are one setting per side', () => {
  it.each([
    ['private.conversation_retention()', RETENTION.conversations],
    ['private.account_retention()', RETENTION.accounts],
    ['private.safety_alert_retention()', RETENTION.resolvedAlerts],
  ])('%s equals the TypeScript side', async (fn, period) => {
    const [row] = await db.admin.query<{ same: boolean }>(`select ${fn} = $1::interval as same`, [
      periodInterval(period),
    ]);
    expect(row?.same).toBe(true);
  });
});

describe('the admin overview', () => {
  it('is refused to anon, students and teachers', async () => {
    for (const actor of [anon, ana, users.teacher!]) {
      const error = await pgError(
        db.try(actor, (s) => s.query('select public.get_retention_overview()')),
      );
      expect(error.code).toBe('42501');
    }
  });

  it('shows an admin what the next run deletes, before it runs', async () => {
    const overview = (await db.try(admin, (s) => rpcScalar(s, 'get_retention_overview', {}))) as {
      conversations: Record<string, unknown>;
      accounts: Record<string, unknown>;
      alerts: Record<string, unknown>;
      last_run: unknown;
    };
    // Due now: last366, empty366, images366 (waiting), alerts366, and gone's conversation.
    expect(overview.conversations).toMatchObject({ due_now: 5, waiting: 1 });
    // last364 falls due tomorrow.
    expect(overview.conversations.due_soon).toBeGreaterThanOrEqual(1);
    expect(new Date(String(overview.conversations.next_at)).getTime()).toBeGreaterThan(Date.now());
    // gone, never, avatar (waiting), teacher; not recent, newish, writer, oldadmin.
    expect(overview.accounts).toMatchObject({ due_now: 4, waiting: 1 });
    // Only the alert resolved 366 days ago, once its conversation is gone; none yet.
    expect(overview.alerts).toMatchObject({ due_now: 0 });
    expect(overview.last_run).toBeNull();
  });
});

describe('the retention run', () => {
  it('refuses the API roles, even the service role’s own clock', async () => {
    for (const actor of [anon, ana, admin, service]) {
      const error = await pgError(
        db.try(actor, (s) => s.query(`select private.run_retention(now())`)),
      );
      expect(error.code).toBe('42501');
    }
    for (const actor of [anon, ana, admin]) {
      const error = await pgError(db.try(actor, (s) => s.query(`select public.run_retention()`)));
      expect(error.code).toBe('42501');
    }
  });

  it('lists the objects to remove first: the due conversation’s image and the due avatar', async () => {
    const rows = await db.admin.query<{ bucket_id: string; name: string }>(
      `select * from private.retention_due_objects(now())`,
    );
    expect(rows).toEqual([
      { bucket_id: 'avatars', name: `${users.avatar!.id}/avatar.png` },
      { bucket_id: 'chat-images', name: `${ana.id}/${CONV.images366}/foto.jpg` },
    ]);
  });

  it('at now deletes exactly what is past its period, and waits for storage objects', async () => {
    const before = await conversationIds();
    const counts = await run();
    // gone's conversation is itself past its period: it goes in the conversations' step.
    expect(counts).toEqual({
      conversations: 4,
      accounts: 3,
      alerts: 1,
      unconsented_accounts: 0,
      waiting_conversations: 1,
      waiting_accounts: 1,
    });
    const after = await conversationIds();
    expect(before.filter((id) => !after.includes(id)).sort()).toEqual(
      [CONV.last366, CONV.empty366, CONV.alerts366, C(21)].sort(),
    );
    expect(after).toEqual(
      expect.arrayContaining([CONV.last364, CONV.revived, CONV.images366, C(20)]),
    );
    const left = await userIds();
    for (const gone of ['gone', 'never', 'teacher']) expect(left.has(users[gone]!.id)).toBe(false);
    for (const kept of ['recent', 'newish', 'writer', 'oldadmin', 'avatar']) {
      expect(left.has(users[kept]!.id)).toBe(true);
    }
    for (const person of [ana, beto, admin]) expect(left.has(person.id)).toBe(true);
    // Everything of the deleted accounts went with them; the teacher's class stays, unowned.
    expect(
      await count(db.admin, `select 1 from public.messages where conversation_id = $1`, [C(21)]),
    ).toBe(0);
    const [cls] = await db.admin.query<{ created_by: string | null }>(
      `select created_by from public.classes where id = 'f0000000-0000-4000-8000-000000000001'`,
    );
    expect(cls).toEqual({ created_by: null });
    // The alert resolved 366 days ago went with its conversation; the one resolved 364 days ago
    // and the one never resolved stay, with a copy of their context.
    const alerts = await db.admin.query<{ id: string; conversation_id: string | null; n: number }>(
      `select id, conversation_id, jsonb_array_length(context) as n from public.safety_alerts order by id`,
    );
    expect(alerts).toEqual([
      { id: A(2), conversation_id: null, n: 3 },
      { id: A(3), conversation_id: null, n: 3 },
    ]);
  });

  it('run again at the same instant deletes nothing more', async () => {
    expect(await run()).toMatchObject({ conversations: 0, accounts: 0, alerts: 0 });
  });

  it('once the objects are removed, the next run deletes what waited', async () => {
    await db.admin.query(
      `delete from storage.objects o using private.retention_due_objects(now()) d
       where o.bucket_id = d.bucket_id and o.name = d.name`,
    );
    expect(await run()).toEqual({
      conversations: 1,
      accounts: 1,
      alerts: 0,
      unconsented_accounts: 0,
      waiting_conversations: 0,
      waiting_accounts: 0,
    });
    expect(await conversationIds()).not.toContain(CONV.images366);
    expect((await userIds()).has(users.avatar!.id)).toBe(false);
  });

  it('three days later: the 364-day conversation, the 720-day accounts and the 364-day alert go', async () => {
    const counts = await run(3);
    expect(counts).toMatchObject({ conversations: 1, alerts: 1 });
    expect(await conversationIds()).not.toContain(CONV.last364);
    expect(await conversationIds()).toContain(CONV.revived);
    // 720 days + 3 is still inside two years: the two younger accounts stay.
    const left = await userIds();
    expect(left.has(users.recent!.id)).toBe(true);
    expect(left.has(users.newish!.id)).toBe(true);
    const alerts = await db.admin.query<{ id: string }>(`select id from public.safety_alerts`);
    expect(alerts.map((a) => a.id)).toEqual([A(3)]);
  });

  it('twelve days later the younger accounts go; admins and the new alert never', async () => {
    const counts = await run(12);
    expect(counts).toMatchObject({ accounts: 2 });
    const left = await userIds();
    expect(left.has(users.recent!.id)).toBe(false);
    expect(left.has(users.newish!.id)).toBe(false);
    expect(left.has(users.oldadmin!.id)).toBe(true);
    const far = await run(5000);
    expect(far).toMatchObject({ alerts: 0 });
    const leftFar = await userIds();
    expect(leftFar.has(admin.id)).toBe(true);
    expect(leftFar.has(users.oldadmin!.id)).toBe(true);
    expect(leftFar.has(ana.id)).toBe(false);
    expect(await count(db.admin, `select 1 from public.safety_alerts where id = $1`, [A(3)])).toBe(
      1,
    );
  });

  it('records every run; the overview shows the last one', async () => {
    expect(await count(db.admin, `select 1 from private.retention_runs`)).toBe(6);
    const overview = (await db.try(admin, (s) => rpcScalar(s, 'get_retention_overview', {}))) as {
      last_run: { counts: Record<string, number> };
    };
    expect(overview.last_run.counts).toMatchObject({ alerts: 0 });
  });
});

describe('the run and the consent wait', () => {
  it('deletes a self sign-up still without consent after the wait; a consented one and one within it stay', async () => {
    const [row] = await db.admin.query<{ y: number }>(
      'select extract(year from private.today())::int as y',
    );
    const ago = (days: number) => new Date(Date.now() - days * 86_400_000 - 60_000).toISOString();
    const kid = (n: number, createdAt: string) =>
      createUser(db.admin, {
        email: `menor-retencion-${n}@test.local`,
        userMetadata: {
          name: `Menor ${n}`,
          birth_year: row!.y - 12,
          guardian_email: `familia-retencion-${n}@test.local`,
        },
        createdAt,
      });
    const waitedTooLong = await kid(1, ago(CONSENT_WAIT_DAYS));
    const within = await kid(2, ago(CONSENT_WAIT_DAYS - 1));
    const consented = await kid(3, ago(CONSENT_WAIT_DAYS + 5));
    await db.admin.query(
      'update private.consent_requests set consented_at = now() where user_id = $1',
      [consented.id],
    );

    expect(await run()).toMatchObject({ unconsented_accounts: 1 });
    const left = await userIds();
    expect(left.has(waitedTooLong.id)).toBe(false);
    expect(left.has(within.id)).toBe(true);
    expect(left.has(consented.id)).toBe(true);
  });
});

describe('private.holds_objects', () => {
  it.each([
    ['a/b/x.jpg', 'chat-images', true],
    ['a/b/c/d.jpg', 'chat-images', true],
    ['a/b/x.jpg', 'avatars', false],
    ['a/b0', 'chat-images', false],
    ['a/bc/x.jpg', 'chat-images', false],
    ['a/b', 'chat-images', false],
    ['a/a/x.jpg', 'chat-images', false],
  ])('%s in %s is under chat-images a/b/: %s', async (name, bucket, expected) => {
    await db.admin.exec('begin');
    try {
      await db.admin.query(`insert into storage.objects (bucket_id, name) values ($1, $2)`, [
        bucket,
        name,
      ]);
      const [row] = await db.admin.query<{ held: boolean }>(
        `select private.holds_objects(array['chat-images'], 'a/b/') as held`,
      );
      expect(row?.held).toBe(expected);
    } finally {
      await db.admin.exec('rollback');
    }
  });
});
