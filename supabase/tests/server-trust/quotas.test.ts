// The database stops trusting the client. The write quotas (per-minute messages,
// per-day conversations, following private.settings, holding under concurrency) and the tutor's
// token budget, each accepted up to its limit and refused past it.
import { describe, expect, it } from 'vitest';

import {
  DEFAULT_CONVERSATIONS_PER_DAY,
  DEFAULT_USER_MESSAGES_PER_MINUTE,
} from '../../functions/_shared/tutor/limits.ts';
import { actAs, anon, pgError, rpcScalar, service, type Sql, withSessions } from '../harness';
import { count } from '../setup';

import { ana, beto, CONV_A, CONV_B, db, insertMessage, useServerTrustDb } from './setup';

useServerTrustDb();

describe('limits from supabase/functions/_shared/tutor/limits.ts: the limit is accepted, limit + 1 refused', () => {
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
      const claims = JSON.stringify({ sub: beto.id, role: 'authenticated' });
      try {
        const results = await withSessions(db, 45, (sessions) =>
          Promise.allSettled(
            sessions.map(async (s, i) => {
              await s.exec('begin');
              try {
                await s.query(
                  `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
                  [claims],
                );
                await s.query(
                  `insert into public.messages (conversation_id, role, content) values ($1, 'user', $2)`,
                  [CONV_B, `concurrente ${i}`],
                );
                await s.exec('commit');
              } catch (error) {
                await s.exec('rollback');
                throw error;
              }
            }),
          ),
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
      }
    },
    60_000,
  );
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
