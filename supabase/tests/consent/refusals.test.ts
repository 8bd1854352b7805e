/**
 * What a waiting account may not do (docs/consent.md): the guards that refuse its rows, and
 * purge_unconsented_accounts with a moved clock.
 */
import { describe, expect, it } from 'vitest';

import { CONSENT_WAIT_DAYS } from '../../functions/_shared/consent/consent-rules.ts';
import { anon, createUser, pgError, rpc, rpcScalar, service, type TestDb } from '../harness.ts';
import type { User } from '../setup.ts';

import { accept, db, issue, signUp, useConsentDb } from './setup.ts';

useConsentDb();

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
    const teacher = await createUser(db.admin, { email: 'prof@test.local', name: 'Prof' });
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
