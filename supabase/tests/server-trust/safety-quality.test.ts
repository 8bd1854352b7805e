// The admin RPCs over the tutor's safety alerts and answer quality (docs/admin.md windows), and who
// may touch public.safety_alerts (the service role inserts; nobody reads it raw).
import { beforeAll, describe, expect, it } from 'vitest';

import { SAFETY_PRIORITY } from '../../functions/_shared/safety/safety.ts';
import { anon, pgError, rpc, service } from '../harness';

import { admin, ana, beto, CONV_A, db, MSG_A, useServerTrustDb } from './setup';

useServerTrustDb();

describe('safety alerts and tutor quality (admin RPCs, docs/admin.md windows)', () => {
  const CONV_Q = 'c1000000-0000-4000-8000-000000000001';
  const CONV_GONE = 'c1000000-0000-4000-8000-000000000002';
  const ALERT = (n: number) => `d1000000-0000-4000-8000-00000000000${n}`;
  const gate = (checked: boolean, rewritten: boolean, judgeError: boolean) =>
    JSON.stringify({ gate: { checked, rewritten, judge_error: judgeError } });

  /** A get_tutor_quality row, its columns in order. */
  const quality = (
    replies_total: number,
    replies_checked: number,
    replies_rewritten: number,
    judge_errors: number,
    replies_unchecked: number,
    safety_alerts: number,
  ) => ({
    replies_total,
    replies_checked,
    replies_rewritten,
    judge_errors,
    replies_unchecked,
    safety_alerts,
  });

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
         ($1, $5, $7, 'self_harm', 'moderation', 'no quiero seguir', '2026-03-02 09:00-06'),
         ($2, $5, $7, 'bullying', 'phrase_list', 'me molestan', '2026-03-03 23:00-06'),
         ($3, $6, $8, 'self_harm', 'phrase_list', 'me quiero morir', '2026-03-04 00:00-06'),
         ($4, $6, null, 'abuse', 'moderation', 'x', '2026-03-01 23:59-06')`,
      [ALERT(1), ALERT(2), ALERT(3), ALERT(4), beto.id, ana.id, CONV_Q, CONV_GONE],
    );
    await sql.query('delete from public.conversations where id = $1', [CONV_GONE]);
  });

  it('get_tutor_quality computes the hand-checked figures of the window', async () => {
    const rows = await db.try(admin, (s) =>
      rpc(s, 'get_tutor_quality', { start_date: '2026-03-02', end_date: '2026-03-03' }),
    );
    expect(rows).toEqual([quality(4, 2, 1, 1, 2, 2)]);
    const empty = await db.try(admin, (s) =>
      rpc(s, 'get_tutor_quality', { start_date: '2025-01-01', end_date: '2025-01-01' }),
    );
    expect(empty).toEqual([quality(0, 0, 0, 0, 0, 0)]);
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
      [ALERT(3), 'Ana', 'ana@test.local', null, 'self_harm', 'phrase_list'],
      [ALERT(2), 'Beto', 'beto@test.local', 'Fracciones', 'bullying', 'phrase_list'],
      [ALERT(1), 'Beto', 'beto@test.local', 'Fracciones', 'self_harm', 'moderation'],
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
         values ($1, $2, $3, 'self_harm', 'moderation', $4)`,
        [ana.id, CONV_A, MSG_A, 'x'.repeat(1000)],
      ),
    );
    const long = await pgError(
      db.try(service, (s) =>
        s.query(
          `insert into public.safety_alerts (user_id, category, source, excerpt)
           values ($1, 'self_harm', 'moderation', $2)`,
          [ana.id, 'x'.repeat(1001)],
        ),
      ),
    );
    expect(long.constraint).toBe('safety_alerts_excerpt_must_be_at_most_1000_chars');
    const source = await pgError(
      db.try(service, (s) =>
        s.query(
          `insert into public.safety_alerts (user_id, category, source, excerpt)
           values ($1, 'self_harm', 'llm', 'x')`,
          [ana.id],
        ),
      ),
    );
    expect(source.constraint).toBe('safety_alerts_source_must_be_moderation_phrase_list_or_judge');
  });

  it('an alert is filed under one of the five safety categories, nothing else', async () => {
    for (const category of SAFETY_PRIORITY)
      await db.try(service, (s) =>
        s.query(
          `insert into public.safety_alerts (user_id, category, source, excerpt)
           values ($1, $2, 'phrase_list', 'x')`,
          [ana.id, category],
        ),
      );
    for (const category of ['self-harm', 'harassment', 'violence', 'SELF_HARM', ''])
      expect(
        (
          await pgError(
            db.try(service, (s) =>
              s.query(
                `insert into public.safety_alerts (user_id, category, source, excerpt)
                 values ($1, $2, 'moderation', 'x')`,
                [ana.id, category],
              ),
            ),
          )
        ).constraint,
      ).toBe('safety_alerts_category_must_be_a_safety_category');
  });
});
