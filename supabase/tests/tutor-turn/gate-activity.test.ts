// The gate's daily totals: the trigger counts each gated reply by day and
// subject; get_gate_activity reads them for admins only.
import { describe, expect, it } from 'vitest';

import { anon, createUser, pgError, rpc, service } from '../harness';

import { ana, CONV_A, CONV_B, db, finish, MSG, useTutorTurnDb } from './setup';

useTutorTurnDb();

const today = async () =>
  (await db.admin.query<{ d: string }>(`select private.today()::text as d`))[0]!.d;

const gated = (gate: Record<string, unknown>, replyTo = MSG(3)) => ({
  p_metadata: JSON.stringify({ reply_to: replyTo, gate }),
});

async function admin() {
  return createUser(db.admin, { email: `admin${Math.random()}@turn.local`, admin: true });
}

describe('get_gate_activity', () => {
  it('counts replies, rewrites, fallbacks and unverified turns per day and subject', async () => {
    await db.as(service, async (s) => {
      await finish(s, ana.id, CONV_A, gated({ checked: true, rewritten: true, fallback: true }));
    });
    // A second reply in Ana's conversation needs a new student message to answer.
    const [{ id }] = (await db.admin.query<{ id: string }>(
      `insert into public.messages (conversation_id, role, content) values ($1, 'user', 'otra') returning id`,
      [CONV_A],
    )) as [{ id: string }];
    await db.as(service, (s) =>
      finish(s, ana.id, CONV_A, gated({ checked: false, unverified: true, judge_error: true }, id)),
    );
    // Beto's conversation has no subject; a reply without gate metadata is not counted.
    const [{ id: b1 }] = (await db.admin.query<{ id: string }>(
      `insert into public.messages (conversation_id, role, content) values ($1, 'user', 'hola') returning id`,
      [CONV_B],
    )) as [{ id: string }];
    const [{ user_id: beto }] = (await db.admin.query<{ user_id: string }>(
      'select user_id from public.conversations where id = $1',
      [CONV_B],
    )) as [{ user_id: string }];
    await db.as(service, (s) => finish(s, beto, CONV_B, gated({ judge_error: true }, b1)));
    await db.admin.query(
      `insert into public.messages (conversation_id, role, content, metadata) values ($1, 'user', 'y', '{}')`,
      [CONV_B],
    );

    const day = await today();
    const boss = await admin();
    const rows = await db.try(boss, (s) =>
      rpc(s, 'get_gate_activity', { start_date: day, end_date: day }),
    );
    expect(rows).toEqual([
      { day, subject: 'Matemáticas', replies: 2, rewritten: 1, fallbacks: 1, unverified: 1 },
      // An answer stored before the answer check marked only judge_error: unverified.
      { day, subject: null, replies: 1, rewritten: 0, fallbacks: 0, unverified: 1 },
    ]);
    // Deleting the conversation does not lower what was served.
    await db.admin.query('delete from public.conversations where id = $1', [CONV_A]);
    const after = await db.try(boss, (s) =>
      rpc(s, 'get_gate_activity', { start_date: day, end_date: day }),
    );
    expect(after[0]).toMatchObject({ subject: 'Matemáticas', replies: 2 });
    expect(
      await db.try(boss, (s) =>
        rpc(s, 'get_gate_activity', { start_date: '2020-01-01', end_date: '2020-01-31' }),
      ),
    ).toEqual([]);
  });

  it('refuses anon and students (42501) and bad windows (22023)', async () => {
    const args = { start_date: '2026-01-01', end_date: '2026-01-31' };
    expect((await pgError(db.try(anon, (s) => rpc(s, 'get_gate_activity', args)))).code).toBe(
      '42501',
    );
    expect((await pgError(db.try(ana, (s) => rpc(s, 'get_gate_activity', args)))).code).toBe(
      '42501',
    );
    const boss = await admin();
    for (const bad of [
      { start_date: null, end_date: '2026-01-01' },
      { start_date: '2026-02-01', end_date: '2026-01-01' },
      { start_date: '2025-01-01', end_date: '2026-01-02' },
    ]) {
      expect((await pgError(db.try(boss, (s) => rpc(s, 'get_gate_activity', bad)))).code).toBe(
        '22023',
      );
    }
    // 366 days is the widest window.
    await expect(
      db.try(boss, (s) =>
        rpc(s, 'get_gate_activity', { start_date: '2025-01-01', end_date: '2026-01-01' }),
      ),
    ).resolves.toEqual([]);
  });

  it('the totals table is out of reach of every API role but through the RPC', async () => {
    expect(
      (await pgError(db.try(ana, (s) => s.query('select * from private.gate_daily_totals')))).code,
    ).toBe('42501');
  });
});
