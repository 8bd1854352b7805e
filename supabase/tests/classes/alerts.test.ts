/**
 * Safety alerts and classes (docs/classes.md): a class's teachers list, count, follow up and read
 * in context the alerts of their current students' class conversations, never another class's or a
 * private conversation's; the teachers' e-mail is claimed once per alert (service role); the
 * tutor's view of a class (tutor_class_context) counts today's messages in the class.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import { pgError, rpc, rpcScalar, rpcVoid, service } from '../harness';

import {
  admin,
  ana,
  ceci,
  classA,
  classB,
  CONV_ANA_A,
  CONV_ANA_PRIVATE,
  CONV_CECI_B,
  db,
  insertAlert,
  MSG_ANA_A,
  MSG_ANA_PRIVATE,
  MSG_CECI_B,
  tere,
  tono,
  useClassesDb,
} from './setup';

useClassesDb();

let alertA: string, alertB: string, alertPrivate: string;

beforeAll(async () => {
  const insert = async (user: string, conversation: string, message: string) =>
    (
      await insertAlert({
        user_id: user,
        conversation_id: conversation,
        message_id: message,
        category: 'abuse',
        excerpt: 'extracto',
      })
    ).id;
  alertA = await insert(ana.id, CONV_ANA_A, MSG_ANA_A);
  alertB = await insert(ceci.id, CONV_CECI_B, MSG_CECI_B);
  alertPrivate = await insert(ana.id, CONV_ANA_PRIVATE, MSG_ANA_PRIVATE);
});

const idsOf = (rows: { id?: unknown }[]) => rows.map((r) => r.id);

describe('a class’s alerts', () => {
  it('its teacher lists them (no e-mail of the student); another class’s teacher is refused', async () => {
    const rows = await db.as(tere, (s) => rpc(s, 'get_class_safety_alerts', { class_id: classA }));
    expect(idsOf(rows)).toEqual([alertA]);
    expect(rows[0]).toMatchObject({ user_name: 'Ana', user_email: null, status: 'new' });
    expect(
      idsOf(await db.as(tono, (s) => rpc(s, 'get_class_safety_alerts', { class_id: classB }))),
    ).toEqual([alertB]);
    for (const who of [tono, ana]) {
      const err = await pgError(
        db.as(who, (s) => rpc(s, 'get_class_safety_alerts', { class_id: classA })),
      );
      expect(err.code).toBe('42501');
    }
    const [adminRow] = await db.as(admin, (s) =>
      rpc(s, 'get_class_safety_alerts', { class_id: classA }),
    );
    expect(adminRow!.user_email).toBe('ana@test.local');
  });

  it('the badge: a teacher counts their classes’ new alerts, an admin all, a student is refused', async () => {
    expect(await db.as(tere, (s) => rpcScalar(s, 'count_new_safety_alerts'))).toBe(1);
    expect(await db.as(tono, (s) => rpcScalar(s, 'count_new_safety_alerts'))).toBe(1);
    expect(await db.as(admin, (s) => rpcScalar(s, 'count_new_safety_alerts'))).toBe(3);
    const err = await pgError(db.as(ana, (s) => rpcScalar(s, 'count_new_safety_alerts')));
    expect(err.code).toBe('42501');
  });

  it('the badges per class: a teacher counts each of their classes, an admin every class, a student is refused', async () => {
    const counts = async (who: typeof tere) =>
      Object.fromEntries(
        (await db.as(who, (s) => rpc(s, 'count_new_class_safety_alerts'))).map((r) => [
          r.class_id,
          r.new_count,
        ]),
      );
    expect(await counts(tere)).toEqual({ [classA]: 1 });
    expect(await counts(tono)).toEqual({ [classB]: 1 });
    // The private conversation's alert belongs to no class.
    expect(await counts(admin)).toEqual({ [classA]: 1, [classB]: 1 });
    for (const who of [ana, ceci]) {
      const err = await pgError(db.as(who, (s) => rpc(s, 'count_new_class_safety_alerts')));
      expect(err.code).toBe('42501');
    }
    // An alert looked at no longer counts; a class with none reads 0.
    await db.try(tere, async (s) => {
      await rpcVoid(s, 'set_safety_alert_status', { alert_id: alertA, new_status: 'resolved' });
      expect(await rpc(s, 'count_new_class_safety_alerts')).toEqual([
        { class_id: classA, new_count: 0 },
      ]);
    });
    expect(await counts(tere)).toEqual({ [classA]: 1 });
  });

  it('follow-up and context: the class’s teacher yes; another teacher, a private alert and a student no', async () => {
    await db.try(tere, async (s) => {
      await rpcVoid(s, 'set_safety_alert_status', { alert_id: alertA, new_status: 'in_review' });
      const context = await rpc(s, 'get_safety_alert_context', { alert_id: alertA });
      expect(context.find((m) => m.is_flagged)).toMatchObject({ content: 'hola desde A' });
    });
    for (const [who, alert] of [
      [tono, alertA],
      [tere, alertPrivate],
      [tere, alertB],
      [ana, alertA],
    ] as const) {
      const status = await pgError(
        db.try(who, (s) =>
          rpcVoid(s, 'set_safety_alert_status', { alert_id: alert, new_status: 'resolved' }),
        ),
      );
      expect(status.code).toBe('42501');
      const context = await pgError(
        db.try(who, (s) => rpc(s, 'get_safety_alert_context', { alert_id: alert })),
      );
      expect(context.code).toBe('42501');
    }
  });

  it('once the student leaves, the teacher keeps following the alert raised in the class', async () => {
    await db.try(ana, async (s) => {
      await rpcVoid(s, 'leave_class', { class_id: classA });
      const { actAs } = await import('../harness');
      await actAs(s, tere);
      expect(idsOf(await rpc(s, 'get_class_safety_alerts', { class_id: classA }))).toEqual([
        alertA,
      ]);
      expect(await rpcScalar(s, 'count_new_safety_alerts')).toBe(1);
      // The conversation itself is no longer the teacher's to read.
      expect(
        await s.query('select id from public.conversations where id = $1', [CONV_ANA_A]),
      ).toEqual([]);
    });
  });
});

describe('the service role’s class functions', () => {
  it('claims the teachers’ e-mail of an alert once; a private conversation has none', async () => {
    await db.try(service, async (s) => {
      const first = await rpc(s, 'claim_class_alert_teacher_notifications', {
        p_user_id: ana.id,
        p_conversation_id: CONV_ANA_A,
      });
      expect(first).toEqual([
        expect.objectContaining({
          id: alertA,
          class_id: classA,
          class_name: 'Álgebra 3°B',
          teacher_emails: ['tere@test.local'],
        }),
      ]);
      const again = await rpc(s, 'claim_class_alert_teacher_notifications', {
        p_user_id: ana.id,
        p_conversation_id: CONV_ANA_A,
      });
      expect(again).toEqual([]);
      await rpcVoid(s, 'release_class_alert_teacher_notification', { p_alert_id: alertA });
      const released = await rpc(s, 'claim_class_alert_teacher_notifications', {
        p_user_id: ana.id,
        p_conversation_id: CONV_ANA_A,
      });
      expect(idsOf(released)).toEqual([alertA]);
      const privateOne = await rpc(s, 'claim_class_alert_teacher_notifications', {
        p_user_id: ana.id,
        p_conversation_id: CONV_ANA_PRIVATE,
      });
      expect(privateOne).toEqual([]);
    });
  });

  it('tutor_class_context: the class with today’s messages; null without a class or for another user', async () => {
    await db.try(service, async (s) => {
      const context = (await rpcScalar(s, 'tutor_class_context', {
        p_user_id: ana.id,
        p_conversation_id: CONV_ANA_A,
      })) as Record<string, unknown>;
      expect(context).toMatchObject({
        class_id: classA,
        subject: 'Matemáticas',
        grade_level: 'Secundaria',
        instructions: 'Usa ejemplos de fútbol.',
        avoid_concepts: ['fórmula general', 'derivadas'],
        daily_message_limit: 20,
        messages_today: 1,
      });
      expect(context.retry_after_seconds).toBeGreaterThan(0);
      expect(
        await rpcScalar(s, 'tutor_class_context', {
          p_user_id: ana.id,
          p_conversation_id: CONV_ANA_PRIVATE,
        }),
      ).toBeNull();
      expect(
        await rpcScalar(s, 'tutor_class_context', {
          p_user_id: ceci.id,
          p_conversation_id: CONV_ANA_A,
        }),
      ).toBeNull();
    });
  });

  it('the API roles may not call them (42501)', async () => {
    for (const fn of ['tutor_class_context', 'claim_class_alert_teacher_notifications']) {
      const err = await pgError(
        db.try(tere, (s) => rpc(s, fn, { p_user_id: ana.id, p_conversation_id: CONV_ANA_A })),
      );
      expect(err.code).toBe('42501');
    }
  });
});
