/**
 * private.class_message_days (one row per class conversation and day in the app time zone, the
 * counts behind the students list, the weekly export and the Resumen) is kept by triggers: after
 * every kind of write it must equal the same counts computed from the messages, and a rebuild.
 */
import { describe, expect, it } from 'vitest';

import {
  ana,
  beto,
  CONV_ANA_A,
  CONV_ANA_PRIVATE,
  CONV_BETO_A,
  CONV_CECI_B,
  classA,
  db,
  useClassesDb,
} from './setup';

useClassesDb();

/** The table's rows, as text in a fixed order. */
const KEPT = `
  select d.conversation_id, d.day, d.class_id, d.user_id, d.messages, d.user_messages,
    d.assistant_messages, d.eureka_messages, d.eureka_replies, d.deep_hints, d.top_hint,
    d.last_message_at
  from private.class_message_days as d
  order by 1, 2`;

/** The same rows from the messages of the class conversations, grouped by local day. */
const FROM_MESSAGES = `
  select cv.id, (ms.created_at at time zone private.app_timezone())::date as day, cv.class_id,
    cv.user_id, count(*)::int as messages,
    count(*) filter (where ms.role = 'user')::int as user_messages,
    count(*) filter (where ms.role = 'assistant')::int as assistant_messages,
    count(*) filter (where ms.metadata -> 'has_eureka' = 'true'::jsonb)::int as eureka_messages,
    count(*) filter (
      where ms.role = 'assistant' and ms.metadata -> 'has_eureka' = 'true'::jsonb
    )::int as eureka_replies,
    count(*) filter (
      where ms.role = 'assistant' and (ms.metadata ->> 'hint_level')::int >= 3
    )::int as deep_hints,
    max((ms.metadata ->> 'hint_level')::int) filter (where ms.role = 'assistant') as top_hint,
    max(ms.created_at) as last_message_at
  from public.conversations as cv
  join public.messages as ms on ms.conversation_id = cv.id
  where cv.class_id is not null
  group by 1, 2, 3, 4
  order by 1, 2`;

const rowsOf = async (sql: string) =>
  (await db.admin.query<Record<string, unknown>>(sql)).map((r) => JSON.stringify(Object.values(r)));

/** The kept rows equal the rows computed from the messages; returns them. */
async function expectExact(): Promise<string[]> {
  const kept = await rowsOf(KEPT);
  expect(kept).toEqual(await rowsOf(FROM_MESSAGES));
  return kept;
}

/** A write by the admin connection, then the kept rows must still equal the recomputation. */
async function writeThenExpectExact(text: string, params: unknown[]): Promise<void> {
  await db.admin.query(text, params);
  await expectExact();
}

const insert = (conversation: string, role: string, metadata: object, at: string, id?: string) =>
  db.admin.query(
    `insert into public.messages (id, conversation_id, role, content, metadata, created_at)
     values (coalesce($1::uuid, gen_random_uuid()), $2, $3, 'texto', $4::jsonb, $5)`,
    [id ?? null, conversation, role, JSON.stringify(metadata), at],
  );

const dayRows = (conversation: string) =>
  db.admin.query<{ day: string; messages: number; top_hint: number | null }>(
    `select d.day::text as day, d.messages, d.top_hint from private.class_message_days as d
     where d.conversation_id = $1 order by d.day`,
    [conversation],
  );

const MSG_LATE = 'e4000000-0000-4000-8000-000000000001';
const MSG_DEEP = 'e4000000-0000-4000-8000-000000000002';

describe('private.class_message_days', () => {
  it('follows inserts, updates and deletes of messages, day by day in the app time zone', async () => {
    const before = await expectExact();
    expect(before.length).toBeGreaterThan(0);
    // 23:30 UTC on 3 March is 00:30 on 4 March in Madrid: the 4th's row.
    await insert(CONV_ANA_A, 'user', {}, '2026-03-03T12:00:00Z');
    await insert(CONV_ANA_A, 'assistant', { hint_level: 2 }, '2026-03-03T12:01:00Z');
    await insert(CONV_ANA_A, 'user', {}, '2026-03-03T23:30:00Z', MSG_LATE);
    await insert(
      CONV_ANA_A,
      'assistant',
      { hint_level: 4, has_eureka: true },
      '2026-03-03T23:31:00Z',
      MSG_DEEP,
    );
    await insert(CONV_ANA_PRIVATE, 'user', {}, '2026-03-03T12:00:00Z');
    await expectExact();
    expect(await dayRows(CONV_ANA_A)).toEqual(
      expect.arrayContaining([
        { day: '2026-03-03', messages: 2, top_hint: 2 },
        { day: '2026-03-04', messages: 2, top_hint: 4 },
      ]),
    );
    expect(await dayRows(CONV_ANA_PRIVATE)).toEqual([]);

    for (const [text, id, messages, topHint] of [
      // The deepest reply loses its level: the day's highest level is recomputed, not kept.
      [`update public.messages set metadata = '{"hint_level": 1}' where id = $1`, MSG_DEEP, 2, 1],
      // A message moved to another day leaves the first and joins the second.
      [
        `update public.messages set created_at = '2026-03-03T13:00:00Z' where id = $1`,
        MSG_LATE,
        1,
        1,
      ],
    ] as const) {
      await writeThenExpectExact(text, [id]);
      expect(await dayRows(CONV_ANA_A)).toContainEqual({
        day: '2026-03-04',
        messages,
        top_hint: topHint,
      });
    }

    // The day's last message deleted: no row for that day.
    await writeThenExpectExact('delete from public.messages where id = $1', [MSG_DEEP]);
    expect((await dayRows(CONV_ANA_A)).map((r) => r.day)).not.toContain('2026-03-04');
  });

  it('follows a conversation that leaves its class, comes back, changes student or is deleted', async () => {
    await insert(CONV_BETO_A, 'assistant', { hint_level: 3 }, '2026-03-05T09:00:00Z');
    expect((await dayRows(CONV_BETO_A)).length).toBeGreaterThan(0);

    await writeThenExpectExact('update public.conversations set class_id = null where id = $1', [
      CONV_BETO_A,
    ]);
    expect(await dayRows(CONV_BETO_A)).toEqual([]);

    await writeThenExpectExact('update public.conversations set class_id = $2 where id = $1', [
      CONV_BETO_A,
      classA,
    ]);
    expect((await dayRows(CONV_BETO_A)).length).toBeGreaterThan(0);

    await db.admin.query('update public.conversations set user_id = $2 where id = $1', [
      CONV_BETO_A,
      ana.id,
    ]);
    const [moved] = await db.admin.query<{ users: string[] }>(
      `select array_agg(distinct d.user_id::text) as users from private.class_message_days as d
       where d.conversation_id = $1`,
      [CONV_BETO_A],
    );
    expect(moved!.users).toEqual([ana.id]);
    await writeThenExpectExact('update public.conversations set user_id = $2 where id = $1', [
      CONV_BETO_A,
      beto.id,
    ]);

    await writeThenExpectExact('delete from public.conversations where id = $1', [CONV_CECI_B]);
    expect(await dayRows(CONV_CECI_B)).toEqual([]);
  });

  it('is what a rebuild computes', async () => {
    const kept = await expectExact();
    await db.admin.query('select private.rebuild_admin_totals()');
    expect(await rowsOf(KEPT)).toEqual(kept);
  });
});
