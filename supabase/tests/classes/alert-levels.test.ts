/**
 * The two levels of a safety alert (docs/safety.md, "Severity"): `safety_alerts.level` is 'alta'
 * or 'revisar' ('alta' by default); neither e-mail claim ever takes a 'revisar' alert; the red
 * badges count only new 'alta' alerts; both alert lists return the level and filter by it.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import { pgError, rpc, rpcScalar, service } from '../harness';

import {
  admin,
  ana,
  ceci,
  classA,
  CONV_ANA_A,
  CONV_ANA_PRIVATE,
  db,
  insertAlert,
  MSG_ANA_A,
  MSG_ANA_PRIVATE,
  tere,
  useClassesDb,
} from './setup';

useClassesDb();

let altaA: string, revisarA: string, revisarPrivate: string, altaPrivate: string;

beforeAll(async () => {
  // With no level, the column's default.
  const insert = async (conversation: string, message: string, level?: string) =>
    (
      await insertAlert({
        user_id: ana.id,
        conversation_id: conversation,
        message_id: message,
        category: 'bullying',
        excerpt: 'extracto',
        level,
      })
    ).id;
  // Created in this order, a second apart in the lists' order (newest first).
  altaA = await insert(CONV_ANA_A, MSG_ANA_A);
  revisarA = await insert(CONV_ANA_A, MSG_ANA_A, 'revisar');
  revisarPrivate = await insert(CONV_ANA_PRIVATE, MSG_ANA_PRIVATE, 'revisar');
  altaPrivate = await insert(CONV_ANA_PRIVATE, MSG_ANA_PRIVATE, 'alta');
});

const idsOf = (rows: { id?: unknown }[]) => (rows.map((r) => r.id) as string[]).sort();
const sorted = (...ids: string[]) => [...ids].sort();

describe('safety_alerts.level', () => {
  it('is alta by default, revisar when recorded so, and nothing else', async () => {
    const rows = await db.admin.query<{ id: string; level: string }>(
      'select id, level from public.safety_alerts where id = any($1)',
      [[altaA, revisarA]],
    );
    expect(Object.fromEntries(rows.map((r) => [r.id, r.level]))).toEqual({
      [altaA]: 'alta',
      [revisarA]: 'revisar',
    });
    for (const level of ['media', 'ALTA', '']) {
      const err = await pgError(
        db.try(service, (s) =>
          s.query(
            `insert into public.safety_alerts (user_id, category, source, excerpt, level)
             values ($1, 'abuse', 'phrase_list', 'x', $2)`,
            [ceci.id, level],
          ),
        ),
      );
      expect(err.code).toBe('23514');
      expect(err.message).toContain('safety_alerts_level_must_be_alta_or_revisar');
    }
    const nullLevel = await pgError(
      db.try(service, (s) =>
        s.query(
          `insert into public.safety_alerts (user_id, category, source, excerpt, level)
           values ($1, 'abuse', 'phrase_list', 'x', null)`,
          [ceci.id],
        ),
      ),
    );
    expect(nullLevel.code).toBe('23502');
  });
});

describe('the e-mail claims never take a revisar alert', () => {
  it('the safeguarding claim takes the alta alerts only, once', async () => {
    await db.try(service, async (s) => {
      const claimed = await rpc(s, 'claim_safety_alert_notifications', { p_limit: 50 });
      expect(idsOf(claimed)).toEqual(sorted(altaA, altaPrivate));
      expect(await rpc(s, 'claim_safety_alert_notifications', { p_limit: 50 })).toEqual([]);
      const [row] = await s.query<{ n: number }>(
        `select count(*)::int as n from public.safety_alerts
         where level = 'revisar' and notified_at is not null`,
      );
      expect(row!.n).toBe(0);
    });
  });

  it('the class teachers’ claim takes the class conversation’s alta alert only', async () => {
    await db.try(service, async (s) => {
      const claimed = await rpc(s, 'claim_class_alert_teacher_notifications', {
        p_user_id: ana.id,
        p_conversation_id: CONV_ANA_A,
      });
      expect(idsOf(claimed)).toEqual([altaA]);
      expect(
        await rpc(s, 'claim_class_alert_teacher_notifications', {
          p_user_id: ana.id,
          p_conversation_id: CONV_ANA_A,
        }),
      ).toEqual([]);
      const [row] = await s.query<{ teachers_notified_at: string | null }>(
        'select teachers_notified_at from public.safety_alerts where id = $1',
        [revisarA],
      );
      expect(row!.teachers_notified_at).toBeNull();
    });
  });
});

describe('the red badges count only new alta alerts', () => {
  it('for the class’s teacher and for an admin', async () => {
    expect(await db.as(tere, (s) => rpcScalar(s, 'count_new_safety_alerts'))).toBe(1);
    expect(await db.as(tere, (s) => rpc(s, 'count_new_class_safety_alerts'))).toEqual([
      { class_id: classA, new_count: 1 },
    ]);
    // Every alta alert, with or without a class; neither revisar one.
    expect(await db.as(admin, (s) => rpcScalar(s, 'count_new_safety_alerts'))).toBe(2);
  });
});

describe('the alert lists: the level, and a filter by it', () => {
  it('the class list: each alert with its level, all or one level', async () => {
    const list = (level_filter?: string) =>
      db.as(tere, (s) =>
        rpc(s, 'get_class_safety_alerts', {
          class_id: classA,
          ...(level_filter ? { level_filter } : {}),
        }),
      );
    const all = await list();
    expect(Object.fromEntries(all.map((r) => [r.id, r.level]))).toEqual({
      [altaA]: 'alta',
      [revisarA]: 'revisar',
    });
    expect(idsOf(await list('revisar'))).toEqual([revisarA]);
    expect(idsOf(await list('alta'))).toEqual([altaA]);
  });

  it('the admin list: the level filter with the state filter', async () => {
    const list = (args: Record<string, unknown>) =>
      db.as(admin, (s) => rpc(s, 'get_safety_alerts', { limit_num: 50, ...args }));
    expect(idsOf(await list({ level_filter: 'revisar' }))).toEqual(
      sorted(revisarA, revisarPrivate),
    );
    expect(idsOf(await list({ level_filter: 'alta', status_filter: 'new' }))).toEqual(
      sorted(altaA, altaPrivate),
    );
    expect(idsOf(await list({ level_filter: 'alta', status_filter: 'resolved' }))).toEqual([]);
    expect(await list({})).toHaveLength(4);
  });

  it('refuses an unknown level (22023), and still refuses a student (42501)', async () => {
    for (const [fn, args] of [
      ['get_safety_alerts', { level_filter: 'urgente' }],
      ['get_class_safety_alerts', { class_id: classA, level_filter: 'media' }],
    ] as const) {
      const caller = fn === 'get_safety_alerts' ? admin : tere;
      const err = await pgError(db.as(caller, (s) => rpc(s, fn, args)));
      expect(err.code).toBe('22023');
      expect(err.message).toContain('level_filter');
    }
    const student = await pgError(
      db.as(ana, (s) => rpc(s, 'get_safety_alerts', { level_filter: 'revisar' })),
    );
    expect(student.code).toBe('42501');
  });
});
