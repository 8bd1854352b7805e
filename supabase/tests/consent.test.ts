/**
 * Age and consent for self sign-up (docs/consent.md): the sign-up trigger, the guardian's link
 * (single use, replaced by a newer one, expired after the wait), the guards that refuse a waiting
 * account's rows, and purge_unconsented_accounts with a moved clock. Birth years are counted back
 * from the deployment's year (private.today()), so no test depends on the date.
 */
import { describe, expect, it } from 'vitest';

import { CONSENT_AGE, CONSENT_WAIT_DAYS } from '../functions/_shared/consent/consent-rules.ts';

import { anon, createUser, pgError, rpc, rpcScalar, service, type TestDb } from './harness.ts';
import { type User, useTestDb } from './setup.ts';

let db: TestDb;
let thisYear: number;
useTestDb(async (created) => {
  db = created;
  const [row] = await db.admin.query<{ y: number }>(
    'select extract(year from private.today())::int as y',
  );
  thisYear = row!.y;
});

let n = 0;
/** A self sign-up as GoTrue stores it: birth year and guardian in user_metadata. */
async function signUp(
  age: number | null,
  opts: { guardian?: string | null; createdAt?: string } = {},
): Promise<User> {
  n += 1;
  const email = `alumno${n}@test.local`;
  const meta: Record<string, unknown> = { name: `Alumno ${n}` };
  if (age !== null) meta.birth_year = thisYear - age;
  if (opts.guardian !== null) meta.guardian_email = opts.guardian ?? `familia${n}@test.local`;
  const user = await createUser(db.admin, {
    email,
    userMetadata: meta,
    ...(opts.createdAt ? { createdAt: opts.createdAt } : {}),
  });
  return user;
}

const pending = async (id: string) => {
  const [row] = await db.admin.query<{
    pending: boolean;
    flag: unknown;
    meta: Record<string, unknown>;
  }>(
    `select private.consent_pending(u.id) as pending, u.raw_app_meta_data -> 'consent_pending' as flag,
            u.raw_user_meta_data as meta
     from auth.users as u where u.id = $1`,
    [id],
  );
  return row!;
};

const issue = async (id: string, now?: string) =>
  (
    await db.as(service, (s) => rpc(s, 'consent_link_issue', { p_user_id: id, p_now: now ?? null }))
  )[0]!;

const status = (token: string) =>
  db.as(anon, (s) => rpc(s, 'consent_link_status', { p_token: token }));
const accept = (token: string) =>
  db.as(anon, (s) => rpcScalar(s, 'consent_accept', { p_token: token }));

describe('the deployment settings', () => {
  it('private.consent_age() and consent_wait_days() equal the TypeScript side (14 and 7 by default)', async () => {
    const [row] = await db.admin.query<{ age: number; days: number }>(
      'select private.consent_age() as age, private.consent_wait_days() as days',
    );
    expect(row).toEqual({ age: CONSENT_AGE, days: CONSENT_WAIT_DAYS });
    expect([CONSENT_AGE, CONSENT_WAIT_DAYS]).toEqual([14, 7]);
  });
});

describe('sign-up', () => {
  it('aged 12: waits for consent; the guardian address leaves user_metadata for the private table', async () => {
    const kid = await signUp(12, { guardian: 'madre@test.local' });
    const row = await pending(kid.id);
    expect(row.pending).toBe(true);
    expect(row.flag).toBe(true);
    expect(row.meta).toMatchObject({ birth_year: thisYear - 12 });
    expect(row.meta).not.toHaveProperty('guardian_email');
    const [req] = await db.admin.query(
      'select guardian_email, birth_year, token_hash, consented_at from private.consent_requests where user_id = $1',
      [kid.id],
    );
    expect(req).toEqual({
      guardian_email: 'madre@test.local',
      birth_year: thisYear - 12,
      token_hash: null,
      consented_at: null,
    });
  });

  it('the age limit: turning 14 this year still asks, turning 15 does not', async () => {
    expect((await pending((await signUp(CONSENT_AGE)).id)).pending).toBe(true);
    const older = await signUp(CONSENT_AGE + 1, { guardian: null });
    expect(await pending(older.id)).toMatchObject({ pending: false, flag: null });
  });

  it('no birth year (admin-created, seed) and class accounts are never asked', async () => {
    const none = await signUp(null, { guardian: null });
    expect((await pending(none.id)).pending).toBe(false);
    const id = crypto.randomUUID();
    await db.admin.query(
      `insert into auth.users (id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values ($1, 'authenticated', 'authenticated', $2, '{"class_account": true}', $3::jsonb, now(), now())`,
      [id, `${id}@clase.tutor.invalid`, JSON.stringify({ name: 'Eva', birth_year: thisYear - 10 })],
    );
    expect(await pending(id)).toMatchObject({ pending: false, flag: null });
  });

  it('refuses a minor without a guardian, a malformed or own address, and a birth year that is not one', async () => {
    const refused = async (meta: Record<string, unknown>, email = 'x@test.local') =>
      pgError(
        db.admin.query(
          `insert into auth.users (id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
           values (gen_random_uuid(), 'authenticated', 'authenticated', $1, '{}', $2::jsonb, now(), now())`,
          [email, JSON.stringify(meta)],
        ),
      );
    const kid = thisYear - 12;
    expect(await refused({ birth_year: kid })).toMatchObject({
      code: '23514',
      message: 'Escribe el correo de tu madre, padre o tutor legal.',
    });
    expect((await refused({ birth_year: kid, guardian_email: 'no-es-correo' })).code).toBe('23514');
    expect(
      (await refused({ birth_year: kid, guardian_email: 'X@test.local' }, 'x@test.local')).message,
    ).toBe('El correo de tu madre, padre o tutor legal debe ser distinto del tuyo.');
    for (const year of [thisYear + 1, 1899, '20x2', 2012.5, true]) {
      expect(await refused({ birth_year: year, guardian_email: 'm@test.local' })).toMatchObject({
        code: '23514',
        message: 'El año de nacimiento no es válido.',
      });
    }
    const [left] = await db.admin.query<{ n: number }>(
      `select count(*)::int as n from auth.users where email = 'x@test.local'`,
    );
    expect(left!.n).toBe(0);
  });
});

describe('the guardian link', () => {
  it('accepting activates the account once; the link then reads "used" and is refused', async () => {
    const kid = await signUp(12);
    const link = await issue(kid.id);
    expect(link).toMatchObject({
      ok: true,
      reason: null,
      guardian_email: expect.stringMatching(/^familia/),
    });
    const token = String(link.token);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const [stored] = await db.admin.query<{ token_hash: string }>(
      'select token_hash from private.consent_requests where user_id = $1',
      [kid.id],
    );
    expect(stored!.token_hash).not.toBe(token);
    expect(stored!.token_hash).toMatch(/^[0-9a-f]{64}$/);

    expect((await status(token))[0]).toMatchObject({
      status: 'valid',
      student_name: expect.stringMatching(/^Alumno/),
    });
    expect(await accept(token)).toBe(true);
    expect(await pending(kid.id)).toMatchObject({ pending: false, flag: null });

    expect(await status(token)).toEqual([{ status: 'used', student_name: null, expires_at: null }]);
    expect(await pgError(accept(token))).toMatchObject({
      code: '22023',
      message: 'Este enlace ya se usó: la cuenta ya tiene su permiso.',
    });
    expect(await issue(kid.id)).toMatchObject({ ok: false, reason: 'not_pending', token: null });
  });

  it('a newer link replaces the older one; a made-up token is unknown', async () => {
    const kid = await signUp(11);
    const first = String((await issue(kid.id)).token);
    expect(await issue(kid.id)).toMatchObject({ ok: false, reason: 'too_soon' });
    const later = new Date(Date.now() + 61_000).toISOString();
    const second = String((await issue(kid.id, later)).token);
    expect(second).not.toBe(first);
    expect((await status(first))[0]).toMatchObject({ status: 'unknown' });
    expect((await pgError(accept(first))).message).toBe(
      'Este enlace no es válido. Use el enlace del último correo que recibió.',
    );
    for (const bad of ['0'.repeat(64), 'abc', "' or true --"]) {
      expect((await status(bad))[0]).toMatchObject({ status: 'unknown' });
      expect((await pgError(accept(bad))).code).toBe('22023');
    }
    expect((await pending(kid.id)).pending).toBe(true);
    expect(await accept(second)).toBe(true);
  });

  it('after the wait the link is expired and refused, and no new link is issued', async () => {
    const since = new Date(Date.now() - (CONSENT_WAIT_DAYS * 24 * 60 + 1) * 60_000).toISOString();
    const kid = await signUp(12, { createdAt: since });
    // Issued just before the wait ended (p_now), read now: expired.
    const inTime = new Date(Date.now() - 2 * 60_000).toISOString();
    const token = String((await issue(kid.id, inTime)).token);
    expect(await status(token)).toEqual([
      { status: 'expired', student_name: null, expires_at: null },
    ]);
    expect(await pgError(accept(token))).toMatchObject({ code: '22023' });
    expect((await pending(kid.id)).pending).toBe(true);
    expect(await issue(kid.id)).toMatchObject({ ok: false, reason: 'expired' });
    // The purge tests below count every expired account: this one is not theirs.
    await db.admin.query('delete from auth.users where id = $1', [kid.id]);
  });

  it('stops after 10 links', async () => {
    const kid = await signUp(12);
    const start = Date.now();
    for (let i = 0; i < 10; i += 1) {
      expect((await issue(kid.id, new Date(start + i * 61_000).toISOString())).ok).toBe(true);
    }
    expect(await issue(kid.id, new Date(start + 11 * 61_000).toISOString())).toMatchObject({
      ok: false,
      reason: 'too_many',
    });
  });

  it('issuing is the service role only; get_my_consent shows the caller only their own', async () => {
    const kid = await signUp(12, { guardian: 'padre@test.local' });
    for (const actor of [anon, kid]) {
      expect(
        (await pgError(db.try(actor, (s) => rpc(s, 'consent_link_issue', { p_user_id: kid.id }))))
          .code,
      ).toBe('42501');
    }
    const [mine] = await db.as(kid, (s) => rpc(s, 'get_my_consent'));
    expect(mine).toMatchObject({
      pending: true,
      guardian_email: 'padre@test.local',
      sent_at: null,
    });
    const adult = await signUp(30, { guardian: null });
    expect(await db.as(adult, (s) => rpc(s, 'get_my_consent'))).toEqual([
      {
        pending: false,
        guardian_email: null,
        sent_at: null,
        resend_after: null,
        delete_after: null,
      },
    ]);
  });
});

describe("the record of consent in the student's data download", () => {
  it("export_my_data carries the caller's own record (birth year, guardian, dates), never the link's hash", async () => {
    const kid = await signUp(12, { guardian: 'tutora@test.local' });
    const other = await signUp(13, { guardian: 'otro@test.local' });
    const token = String((await issue(kid.id)).token);
    expect(await accept(token)).toBe(true);

    const data = (await db.try(kid, (s) => rpcScalar(s, 'export_my_data'))) as {
      consent: Record<string, unknown> | null;
    };
    expect(data.consent).toEqual({
      birth_year: thisYear - 12,
      guardian_email: 'tutora@test.local',
      asked_at: expect.any(String),
      link_sent_at: expect.any(String),
      consented_at: expect.any(String),
    });
    expect(JSON.stringify(data)).not.toContain('otro@test.local');

    // Still waiting: the record is there, consent not given.
    const waiting = (await db.try(other, (s) => rpcScalar(s, 'get_my_consent_record'))) as Record<
      string,
      unknown
    >;
    expect(waiting).toMatchObject({ guardian_email: 'otro@test.local', consented_at: null });

    // Never asked (an adult, like class and admin-created accounts): no record.
    const adult = await signUp(30, { guardian: null });
    const adultData = (await db.try(adult, (s) => rpcScalar(s, 'export_my_data'))) as {
      consent: unknown;
    };
    expect(adultData.consent).toBeNull();
    expect((await pgError(db.try(anon, (s) => rpcScalar(s, 'get_my_consent_record')))).code).toBe(
      '42501',
    );
  });
});

describe('a waiting account is refused by the server', () => {
  it('no conversation (REST, RPC or the service role), no class, no file; the same after consent works', async () => {
    const kid = await signUp(12);
    const refused = async (fn: Parameters<TestDb['try']>[1]) =>
      pgError(db.try(kid, fn)).then((e) => ({ code: e.code, message: e.message }));
    const expected = {
      code: '42501',
      message: 'Tu cuenta espera el permiso de tu madre, padre o tutor legal.',
    };
    expect(
      await refused((s) =>
        s.query(`insert into public.conversations (user_id, title) values ($1, 'Hola')`, [kid.id]),
      ),
    ).toEqual(expected);
    expect(
      await refused((s) =>
        rpc(s, 'start_conversation', { subject: null, grade_level: null, class_id: null }),
      ),
    ).toEqual(expected);

    // A class to join: the join RPC runs as its owner and is still refused.
    const teacher = await createUser(db.admin, { email: `prof${n}@test.local`, name: 'Prof' });
    await db.admin.query(
      `update auth.users set raw_app_meta_data = raw_app_meta_data || '{"is_teacher": true}' where id = $1`,
      [teacher.id],
    );
    const [created] = await db.as(teacher, (s) =>
      s.query<{ id: string }>(`insert into public.classes (name) values ('2º B') returning id`),
    );
    const [cls] = await db.admin.query<{ join_code: string }>(
      'select join_code from public.class_settings where class_id = $1',
      [created!.id],
    );
    expect(await refused((s) => rpcScalar(s, 'join_class', { code: cls!.join_code }))).toEqual(
      expected,
    );

    // Even the service role (the tutor function's key) cannot write one for it.
    expect(
      (
        await pgError(
          db.try(service, (s) =>
            s.query(`insert into public.conversations (user_id, title) values ($1, 'Hola')`, [
              kid.id,
            ]),
          ),
        )
      ).message,
    ).toBe(expected.message);
    const conv = await db.admin.query(`select id from public.conversations where user_id = $1`, [
      kid.id,
    ]);
    expect(conv).toEqual([]);

    // No file either (avatar or chat image), through the storage policies.
    const upload = (who: User) =>
      db.try(who, (s) =>
        s.query(`insert into storage.objects (bucket_id, name, owner) values ('avatars', $1, $2)`, [
          `${who.id}/foto.png`,
          who.id,
        ]),
      );
    expect((await pgError(upload(kid))).code).toBe('42501');

    const token = String((await issue(kid.id)).token);
    await accept(token);
    await upload(kid);
    await db.as(kid, (s) =>
      rpcScalar(s, 'start_conversation', { subject: null, grade_level: null, class_id: null }),
    );
    const started = await db.admin.query(`select id from public.conversations where user_id = $1`, [
      kid.id,
    ]);
    expect(started).toHaveLength(1);
    expect(
      await db.as(kid, (s) => rpcScalar(s, 'join_class', { code: cls!.join_code })),
    ).toBeTruthy();
  });
});

describe('private.purge_unconsented_accounts(p_now)', () => {
  it('deletes exactly the accounts that waited past the wait without consent', async () => {
    const days = (d: number, extraMinutes = 0) =>
      new Date(Date.now() - (d * 24 * 60 + extraMinutes) * 60_000).toISOString();
    const now = new Date().toISOString();
    const expired = await signUp(12, { createdAt: days(CONSENT_WAIT_DAYS, 1) });
    const expiredLong = await signUp(9, { createdAt: days(40) });
    const withinWait = await signUp(12, { createdAt: days(CONSENT_WAIT_DAYS - 1) });
    const consentedOld = await signUp(12, { createdAt: days(30) });
    await db.admin.query(
      'update private.consent_requests set consented_at = $2 where user_id = $1',
      [consentedOld.id, days(29)],
    );
    const adultOld = await signUp(30, { guardian: null, createdAt: days(30) });
    const noYearOld = await signUp(null, { guardian: null, createdAt: days(30) });

    const before = await db.admin.query<{ id: string }>('select id from auth.users');
    const gone = (
      await db.admin.query<{ user_id: string }>(
        'select user_id from private.purge_unconsented_accounts($1)',
        [now],
      )
    ).map((r) => r.user_id);
    const others = await db.admin.query<{ id: string }>(
      `select id from auth.users where id = any($1::uuid[])`,
      [[withinWait.id, consentedOld.id, adultOld.id, noYearOld.id]],
    );
    expect(gone.sort()).toEqual([expired.id, expiredLong.id].sort());
    expect(others).toHaveLength(4);
    const after = await db.admin.query<{ id: string }>('select id from auth.users');
    expect(after).toHaveLength(before.length - 2);
    const left = await db.admin.query(
      'select user_id from private.consent_requests where user_id = any($1::uuid[])',
      [[expired.id, expiredLong.id]],
    );
    expect(left).toEqual([]);

    // Moved on a day, the account within the wait goes too; nothing else.
    const tomorrow = new Date(Date.now() + 24 * 60 * 60_000 + 60_000).toISOString();
    const next = await db.admin.query<{ user_id: string }>(
      'select user_id from private.purge_unconsented_accounts($1)',
      [tomorrow],
    );
    expect(next.map((r) => r.user_id)).toEqual([withinWait.id]);
  });

  it('refuses a null clock, and the API roles cannot call it', async () => {
    expect(
      (await pgError(db.admin.query('select * from private.purge_unconsented_accounts(null)')))
        .code,
    ).toBe('22023');
    const kid = await signUp(30, { guardian: null });
    for (const actor of [anon, kid]) {
      expect(
        (
          await pgError(
            db.try(actor, (s) =>
              s.query('select * from private.purge_unconsented_accounts(now())'),
            ),
          )
        ).code,
      ).toBe('42501');
    }
  });
});
