// One turn at a time, nothing stranded: tutor_begin_turn claims the conversation
// before it counts a quota unit, a second turn meanwhile is 'busy' and spends nothing, finish and
// release end the claim, an expired claim is free, a reply answers the batch of pending messages,
// and a message stored while a reply was being written stays pending for the next turn.
import { describe, expect, it } from 'vitest';

import { service, type Sql, withSessions } from '../harness';

import {
  ana,
  begin,
  beto,
  CONV_A,
  db,
  finish,
  type Json,
  MSG,
  release,
  usage,
  useTutorTurnDb,
} from './setup';

useTutorTurnDb();

const reply = (s: Sql, claim: unknown, replyTo: string) =>
  finish(s, ana.id, CONV_A, {
    p_claim_id: claim,
    p_metadata: JSON.stringify({ reply_to: replyTo }),
  });

describe('the turn claim', () => {
  it('a second turn while one is in flight is busy, names the message being answered and counts nothing', async () => {
    await db.try(service, async (s) => {
      const first = await begin(s, ana.id, CONV_A);
      expect(first).toMatchObject({ status: 'ok', answering: [MSG(3)] });
      const second = await begin(s, ana.id, CONV_A);
      expect(second).toEqual({
        status: 'busy',
        message_id: MSG(3),
        expires_in_seconds: expect.any(Number),
      });
      expect(second.expires_in_seconds).toBeGreaterThan(80);
      expect(second.expires_in_seconds).toBeLessThanOrEqual(90);
      expect((await usage(s, ana.id)).day_count).toBe(1);

      // The reply ends the claim; the next turn finds nothing to answer.
      expect(await reply(s, first.claim_id, MSG(3))).toMatchObject({ status: 'ok', pending: [] });
      expect(await begin(s, ana.id, CONV_A)).toEqual({ status: 'already_answered' });
      expect((await usage(s, ana.id)).day_count).toBe(1);
    });
  });

  it('release ends only the caller’s own claim; then Reintentar can begin at once', async () => {
    await db.try(service, async (s) => {
      const first = await begin(s, ana.id, CONV_A);
      expect(await release(s, beto.id, CONV_A, first.claim_id)).toBe(false);
      expect(await release(s, ana.id, CONV_A, MSG(1))).toBe(false);
      expect((await begin(s, ana.id, CONV_A)).status).toBe('busy');
      expect(await release(s, ana.id, CONV_A, first.claim_id)).toBe(true);
      expect((await begin(s, ana.id, CONV_A)).status).toBe('ok');
    });
  });

  it('an expired claim (a turn that died) does not block the conversation', async () => {
    await db.try(service, async (s) => {
      expect((await begin(s, ana.id, CONV_A, { p_claim_seconds: 1 })).status).toBe('ok');
      await s.exec('reset role');
      await s.query(
        `update private.tutor_turn_claims set claimed_at = now() - interval '2 minutes',
           expires_at = now() - interval '1 second'`,
      );
      await s.exec('set local role service_role');
      expect((await begin(s, ana.id, CONV_A)).status).toBe('ok');
    });
  });

  it('already_answered and rate_limited leave no claim behind', async () => {
    await db.try(service, async (s) => {
      const limited = await begin(s, ana.id, CONV_A, { p_per_day: 1 });
      expect(limited.status).toBe('ok');
      await release(s, ana.id, CONV_A, limited.claim_id);
      expect((await begin(s, ana.id, CONV_A, { p_per_day: 1 })).status).toBe('rate_limited');
      await s.exec('reset role');
      const [claims] = await s.query<{ n: number }>(
        'select count(*)::int as n from private.tutor_turn_claims',
      );
      expect(claims!.n).toBe(0);
    });
  });
});

describe('pending student messages', () => {
  it('one reply answers every message sent since the last reply (reply_to = the newest)', async () => {
    await db.try(service, async (s) => {
      await s.query(
        `insert into public.messages (id, conversation_id, role, content, created_at)
         values ($1, $2, 'user', 'y también 3x = 9', now() - interval '0.5 seconds')`,
        [MSG(4), CONV_A],
      );
      const turn = await begin(s, ana.id, CONV_A);
      expect(turn.answering).toEqual([MSG(3), MSG(4)]);
      expect((turn.history as Json[]).map((m) => m.id)).toEqual([MSG(1), MSG(2), MSG(3), MSG(4)]);
      expect(await reply(s, turn.claim_id, MSG(4))).toMatchObject({ pending: [] });
      expect(await begin(s, ana.id, CONV_A)).toEqual({ status: 'already_answered' });
    });
  });

  it('a message stored while the reply was being written stays pending although the reply row is newer', async () => {
    await db.try(service, async (s) => {
      const turn = await begin(s, ana.id, CONV_A);
      expect(turn.answering).toEqual([MSG(3)]);
      // Stored after the turn began, before its reply (created_at now() - 0.5 s < the reply's now()).
      await s.query(
        `insert into public.messages (id, conversation_id, role, content, created_at)
         values ($1, $2, 'user', '¿y si fuera 4x = 8?', now() - interval '0.5 seconds')`,
        [MSG(4), CONV_A],
      );
      const done = await reply(s, turn.claim_id, MSG(3));
      expect(done).toMatchObject({ status: 'ok', pending: [MSG(4)] });
      const replyId = (done.message as Json).id;

      const next = await begin(s, ana.id, CONV_A);
      expect(next).toMatchObject({ status: 'ok', answering: [MSG(4)] });
      // The model reads the conversation as it happened: the reply right after what it answered.
      expect((next.history as Json[]).map((m) => m.id)).toEqual([
        MSG(1),
        MSG(2),
        MSG(3),
        replyId,
        MSG(4),
      ]);
      expect(await reply(s, next.claim_id, MSG(4))).toMatchObject({ pending: [] });
      expect(await begin(s, ana.id, CONV_A)).toEqual({ status: 'already_answered' });
    });
  });
});

describe('concurrency (PostgreSQL)', () => {
  it.skipIf(!process.env.DB_TEST_URL)(
    '20 sessions begin a turn on one conversation at once: one wins, 19 are busy, one unit is counted',
    async () => {
      const results = await withSessions(db, 20, (sessions) =>
        Promise.all(
          sessions.map(async (s) => {
            await s.exec(`select set_config('role', 'service_role', false)`);
            return begin(s, ana.id, CONV_A);
          }),
        ),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses.filter((x) => x === 'ok')).toHaveLength(1);
      expect(statuses.filter((x) => x === 'busy')).toHaveLength(19);
      const [row] = await db.admin.query<{ n: number }>(
        'select day_count::int as n from private.tutor_usage where user_id = $1',
        [ana.id],
      );
      expect(row!.n).toBe(1);
      const winner = results.find((r) => r.status === 'ok')!;
      await db.as(service, (s) => release(s, ana.id, CONV_A, winner.claim_id));
    },
  );
});
