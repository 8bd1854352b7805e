// Every admin RPC on the small hand-built fixture (./setup.ts), against figures worked out by hand
// from docs/admin.md: the dashboard counts, the usage overview, the users list and the recent activity.
import { describe, expect, it } from 'vitest';

import { rpc, rpcScalar } from '../harness';

import { admin, db, M11, M12, U1, U3, U4, U5, useAnalyticsDb } from './setup';

useAnalyticsDb();

describe('get_admin_stats', () => {
  it('counts users, conversations and messages in total and today, active users and the average', async () => {
    const rows = await db.try(admin, (s) => rpc(s, 'get_admin_stats'));
    expect(rows).toEqual([
      {
        total_users: 7,
        users_today: 1, // Fer
        total_conversations: 12,
        conversations_today: 2, // C11, C12
        total_messages: 19,
        messages_today: 3,
        active_users_7days: 2, // Fer and José wrote in the last 7 × 24 h
        avg_messages_per_conversation: 1.58, // 19 / 12
      },
    ]);
  });

  it('gives a null average when there are no conversations', async () => {
    await db.try(admin, async (s) => {
      await s.exec('reset role');
      await s.exec('delete from public.conversations');
      await s.query(`select set_config('role', 'authenticated', true)`);
      const [row] = await rpc(s, 'get_admin_stats');
      expect(row).toMatchObject({
        total_conversations: 0,
        total_messages: 0,
        active_users_7days: 0,
        avg_messages_per_conversation: null,
      });
    });
  });
});

describe('get_usage_overview', () => {
  it('zero-fills every day of the last 7, and counts subjects (ties by name) and levels', async () => {
    const [today] = await db.admin.query<{ d: string }>(
      `select to_char((now() at time zone private.app_timezone())::date, 'YYYY-MM-DD') as d`,
    );
    const overview = (await db.try(admin, (s) => rpcScalar(s, 'get_usage_overview'))) as {
      usage: { day: string; conversations: number; messages: number }[];
      subjects: unknown[];
      levels: unknown[];
    };
    expect(overview.usage).toHaveLength(7);
    expect(overview.usage.at(-1)).toEqual({ day: today!.d, conversations: 2, messages: 3 });
    expect(overview.usage.slice(0, 6).every((d) => d.conversations === 0 && d.messages === 0)).toBe(
      true,
    );
    const days = overview.usage.map((d) => Date.parse(d.day));
    expect(days.slice(1).every((d, i) => d - days[i]! === 86_400_000)).toBe(true);
    expect(overview.subjects).toEqual([
      { subject: 'Biología', count: 1 },
      { subject: 'Química', count: 1 },
    ]);
    expect(overview.levels).toEqual([{ grade_level: 'Universidad', count: 1 }]);
  });

  it('keeps only the top 10 subjects', async () => {
    await db.try(admin, async (s) => {
      await s.exec('reset role');
      await s.exec(`insert into public.conversations (user_id, subject)
        select '${U5}', 'Materia ' || lpad(n::text, 2, '0') from generate_series(1, 11) as n`);
      await s.exec(
        `insert into public.conversations (user_id, subject) values ('${U5}', 'Materia 11')`,
      );
      await s.query(`select set_config('role', 'authenticated', true)`);
      const overview = (await rpcScalar(s, 'get_usage_overview', { days_back: 1 })) as {
        subjects: { subject: string; count: number }[];
      };
      expect(overview.subjects).toHaveLength(10);
      expect(overview.subjects[0]).toEqual({ subject: 'Materia 11', count: 2 });
      expect(overview.subjects.map((x) => x.subject)).not.toContain('Química');
    });
  });
});

describe('get_users_list', () => {
  it('lists newest first (ties by id) with grouped counts and the authoritative admin flag', async () => {
    const rows = await db.try(admin, (s) => rpc(s, 'get_users_list'));
    expect(rows.map((r) => [r.name, r.conversation_count, r.message_count, r.is_admin])).toEqual([
      ['Fer', 1, 2, false],
      ['José Pérez', 1, 1, false],
      ['Eva', 0, 0, false],
      ['Carla', 0, 0, false],
      ['Beto', 5, 3, false],
      ['Ana López', 4, 11, false],
      ['Admin', 1, 2, true],
    ]);
    expect(rows[5]).toMatchObject({
      id: U1,
      email: 'ana@test.local',
      grade_level: 'Secundaria',
      last_sign_in_at: null,
    });
  });

  it('pages with page_num from 1', async () => {
    const rows = await db.try(admin, (s) =>
      rpc(s, 'get_users_list', { page_num: 2, page_size: 2 }),
    );
    expect(rows.map((r) => r.id)).toEqual([U5, U3]);
    const past = await db.try(admin, (s) =>
      rpc(s, 'get_users_list', { page_num: 5, page_size: 2 }),
    );
    expect(past).toEqual([]);
  });

  it('searches name or e-mail, case- and accent-insensitively; blank means everyone', async () => {
    const search = (term: string | null) =>
      db.try(admin, (s) => rpc(s, 'get_users_list', { search_term: term }));
    expect((await search('jose')).map((r) => r.id)).toEqual([U4]);
    expect((await search('PÉREZ')).map((r) => r.id)).toEqual([U4]);
    expect((await search('ANA@TEST')).map((r) => r.id)).toEqual([U1]);
    expect((await search('lopez')).map((r) => r.id)).toEqual([U1]);
    expect(await search('nadie')).toEqual([]);
    expect(await search('   ')).toHaveLength(7);
    expect(await search('%')).toEqual([]);
  });
});

describe('get_recent_activity', () => {
  it('lists user messages newest first (ties by id) with name, e-mail and conversation title', async () => {
    const rows = await db.try(admin, (s) => rpc(s, 'get_recent_activity', { limit_num: 3 }));
    expect(rows.map((r) => [r.id, r.user_name, r.user_email, r.conversation_title])).toEqual([
      [M11, 'Fer', 'fer@test.local', 'Átomos'],
      [M12, 'José Pérez', 'jose@test.local', 'Células'],
      [expect.any(String), 'Ana López', 'ana@test.local', 'Repaso'],
    ]);
    expect(await db.try(admin, (s) => rpc(s, 'get_recent_activity'))).toHaveLength(12);
  });
});
