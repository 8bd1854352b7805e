// Per-reply feedback: set_message_feedback writes, changes and clears the
// caller's rating of a tutor reply in their own conversation and refuses everything else;
// students read only their own rows; get_reply_feedback gives admins rates per day and subject;
// the student's download carries it and deleting the conversation or the account removes it.
import { describe, expect, it } from 'vitest';

import {
  REPLY_FEEDBACK_RATINGS,
  type ReplyFeedbackRating,
} from '../../functions/_shared/tutor/feedback.ts';
import { anon, pgError, rpc, rpcScalar, type Sql } from '../harness';

import { ANA_ALGEBRA, db, fixtureDay, MSG, people, useChatDb } from './setup';

useChatDb();

const rate = (s: Sql, message: string, rating: ReplyFeedbackRating | string | null) =>
  rpc(s, 'set_message_feedback', { message_id: message, rating });

const today = () =>
  db.admin
    .query<{ d: string }>(`select (now() at time zone private.app_timezone())::date::text as d`)
    .then((r) => r[0]!.d);

describe('set_message_feedback', () => {
  it('stores each rating on the caller’s tutor reply, changes it and clears it with null', async () => {
    await db.try(people.ana, async (s) => {
      for (const rating of REPLY_FEEDBACK_RATINGS) {
        const [row] = await rate(s, MSG(2), rating);
        expect(row).toMatchObject({ message_id: MSG(2), user_id: people.ana.id, rating });
      }
      const rows = await s.query('select rating from public.message_feedback');
      expect(rows).toEqual([{ rating: 'not_understood' }]);
      expect(await rate(s, MSG(2), null)).toEqual([]);
      expect(await s.query('select * from public.message_feedback')).toEqual([]);
    });
  });

  it('refuses a student message, another student’s reply and an unknown id alike (P0002)', async () => {
    for (const id of [MSG(1), MSG(6), '00000000-0000-4000-8000-000000000000']) {
      const error = await pgError(db.try(people.ana, (s) => rate(s, id, 'helped')));
      expect(error).toMatchObject({
        code: 'P0002',
        message: 'No se encontró esa respuesta del tutor.',
      });
    }
  });

  it('refuses a rating outside the list and a null message (22023), anon (42501)', async () => {
    const bad = await pgError(db.try(people.ana, (s) => rate(s, MSG(2), 'loved_it')));
    expect(bad.code).toBe('22023');
    expect(bad.message).toContain('Me ayudó');
    const missing = await pgError(db.try(people.ana, (s) => rate(s, null as never, 'helped')));
    expect(missing.code).toBe('22023');
    expect((await pgError(db.try(anon, (s) => rate(s, MSG(2), 'helped')))).code).toBe('42501');
  });

  it('students cannot write the table directly and read only their own rows', async () => {
    await db.as(people.ana, (s) => rate(s, MSG(2), 'helped'));
    await db.as(people.beto, (s) => rate(s, MSG(6), 'gave_answer'));
    const insert = await pgError(
      db.try(people.ana, (s) =>
        s.query(
          `insert into public.message_feedback (message_id, user_id, rating) values ($1, $2, 'helped')`,
          [MSG(4), people.ana.id],
        ),
      ),
    );
    expect(insert.code).toBe('42501');
    const update = await pgError(
      db.try(people.beto, (s) => s.query(`update public.message_feedback set rating = 'helped'`)),
    );
    expect(update.code).toBe('42501');
    expect(
      await db.try(people.ana, (s) =>
        s.query('select message_id, rating from public.message_feedback'),
      ),
    ).toEqual([{ message_id: MSG(2), rating: 'helped' }]);
    expect(
      await db.try(anon, (s) => pgError(s.query('select * from public.message_feedback'))),
    ).toMatchObject({
      code: '42501',
    });
  });

  it('is in the student’s own download, and goes with the conversation', async () => {
    const data = (await db.try(people.ana, (s) => rpcScalar(s, 'export_my_data'))) as {
      conversations: { id: string; messages: { id: string; feedback: unknown }[] }[];
    };
    const algebra = data.conversations.find((c) => c.id === ANA_ALGEBRA)!;
    expect(algebra.messages.find((m) => m.id === MSG(2))!.feedback).toMatchObject({
      rating: 'helped',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(algebra.messages.find((m) => m.id === MSG(1))!.feedback).toBeNull();
    await db.try(people.ana, async (s) => {
      await s.query('delete from public.conversations where id = $1', [ANA_ALGEBRA]);
      await s.exec('reset role');
      expect(await s.query('select message_id from public.message_feedback')).toEqual([
        { message_id: MSG(6) },
      ]);
    });
  });

  it('goes with the account', async () => {
    await db.try(people.admin, async (s) => {
      await s.exec('reset role');
      await s.query('delete from auth.users where id = $1', [people.beto.id]);
      expect(await s.query('select message_id from public.message_feedback')).toEqual([
        { message_id: MSG(2) },
      ]);
    });
  });
});

describe('get_reply_feedback', () => {
  it('rates per day and subject over the window’s replies', async () => {
    // Fixture: Ana rated MSG(2) 'helped' (Matemáticas, 3 days before the fixture's day), Beto
    // MSG(6) 'gave_answer' (Matemáticas, the fixture's day); MSG(4) (Historia, that day) has none.
    const day = await fixtureDay();
    const rows = await db.try(people.admin, (s) =>
      rpc(s, 'get_reply_feedback', { start_date: day, end_date: day }),
    );
    expect(rows).toEqual([
      {
        day,
        subject: 'Historia',
        replies: 1,
        rated: 0,
        helped: 0,
        gave_answer: 0,
        not_understood: 0,
        rated_rate: 0,
        helped_rate: null,
        gave_answer_rate: null,
        not_understood_rate: null,
      },
      {
        day,
        subject: 'Matemáticas',
        replies: 1,
        rated: 1,
        helped: 0,
        gave_answer: 1,
        not_understood: 0,
        rated_rate: 100,
        helped_rate: 0,
        gave_answer_rate: 100,
        not_understood_rate: 0,
      },
    ]);
  });

  it('computes rates with two decimals and counts replies without a subject as General', async () => {
    await db.try(people.admin, async (s) => {
      await s.exec('reset role');
      const conv = await s.query<{ id: string }>(
        `insert into public.conversations (user_id) values ($1) returning id`,
        [people.ana.id],
      );
      const replies = await s.query<{ id: string }>(
        `insert into public.messages (conversation_id, role, content)
         select $1, 'assistant', 'r' || g from generate_series(1, 4) as g returning id`,
        [conv[0]!.id],
      );
      const ratings = ['helped', 'helped', 'not_understood'];
      for (const [i, rating] of ratings.entries()) {
        await s.query(
          `insert into public.message_feedback (message_id, user_id, rating) values ($1, $2, $3)`,
          [replies[i]!.id, people.ana.id, rating],
        );
      }
      const day = await today();
      await s.query(`select set_config('role', 'authenticated', true)`);
      const rows = await rpc(s, 'get_reply_feedback', { start_date: day, end_date: day });
      expect(rows.find((r) => r.subject === 'General')).toEqual({
        day,
        subject: 'General',
        replies: 4,
        rated: 3,
        helped: 2,
        gave_answer: 0,
        not_understood: 1,
        rated_rate: 75,
        helped_rate: 66.67,
        gave_answer_rate: 0,
        not_understood_rate: 33.33,
      });
    });
  });

  it('is empty for a window without replies; refuses students and anon (42501) and bad dates (22023)', async () => {
    expect(
      await db.try(people.admin, (s) =>
        rpc(s, 'get_reply_feedback', { start_date: '2020-01-01', end_date: '2020-01-31' }),
      ),
    ).toEqual([]);
    const args = { start_date: '2020-01-01', end_date: '2020-01-31' };
    for (const who of [people.ana, anon]) {
      const error = await pgError(db.try(who, (s) => rpc(s, 'get_reply_feedback', args)));
      expect(error.code).toBe('42501');
    }
    for (const bad of [
      { start_date: '2020-02-01', end_date: '2020-01-01' },
      { start_date: null, end_date: '2020-01-01' },
    ]) {
      const error = await pgError(db.try(people.admin, (s) => rpc(s, 'get_reply_feedback', bad)));
      expect(error.code).toBe('22023');
    }
  });
});
