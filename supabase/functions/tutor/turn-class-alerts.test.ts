/**
 * Safety alerts of a class conversation reach that class's teachers (list, badge, e-mail) and not
 * another class's (docs/tutor.md "Classes").
 */
import { describe, expect, it } from 'vitest';

import type { MailMessage } from '../_shared/http/mailer.ts';
import { SAFETY_REPLIES } from '../_shared/safety/safety.ts';

import {
  teacherA,
  teacherB,
  newClass,
  classStudent,
  useClassTutorStack,
} from './class-test-setup.ts';
import { createHandler } from './handler.ts';
import { baseEnv, say, turnRequest } from './test-setup.ts';

useClassTutorStack();

describe('safety alerts of a class', () => {
  it('reach that class’s teachers (list, badge, follow-up, e-mail) and not another class’s', async () => {
    const clsA = await newClass(teacherA, { name: 'Clase A' });
    const clsB = await newClass(teacherB, { name: 'Clase B' });
    const { student, conversationId } = await classStudent(clsA);
    await say(student, conversationId, 'mi padrastro me pega cuando llego tarde');
    const sent: MailMessage[] = [];
    const handler = createHandler(
      { ...baseEnv(), SITE_URL: 'https://tutor.escuela.test' },
      { mailer: { send: async (m) => void sent.push(m) } },
    );
    const res = await handler(turnRequest(student.token, { conversation_id: conversationId }));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { message: { content: string } }).message.content).toBe(
      SAFETY_REPLIES.abuse,
    );

    const listA = await teacherA.db.rpc('get_class_safety_alerts', { class_id: clsA.id });
    expect(listA.error).toBeNull();
    expect(listA.data).toHaveLength(1);
    const alert = (listA.data as { id: string; status: string; user_email: string | null }[])[0]!;
    expect(alert).toMatchObject({ status: 'new', user_email: null });
    expect((await teacherA.db.rpc('count_new_safety_alerts')).data).toBeGreaterThanOrEqual(1);
    const context = await teacherA.db.rpc('get_safety_alert_context', { alert_id: alert.id });
    expect(context.error).toBeNull();
    expect(JSON.stringify(context.data)).toContain('padrastro');

    // Class B's teacher: refused on class A, nothing in class B, no badge, no follow-up.
    const foreign = await teacherB.db.rpc('get_class_safety_alerts', { class_id: clsA.id });
    expect(foreign.error?.code).toBe('42501');
    expect((await teacherB.db.rpc('get_class_safety_alerts', { class_id: clsB.id })).data).toEqual(
      [],
    );
    expect((await teacherB.db.rpc('count_new_safety_alerts')).data).toBe(0);
    const status = await teacherB.db.rpc('set_safety_alert_status', {
      alert_id: alert.id,
      new_status: 'in_review',
    });
    expect(status.error?.code).toBe('42501');
    const ctxB = await teacherB.db.rpc('get_safety_alert_context', { alert_id: alert.id });
    expect(ctxB.error?.code).toBe('42501');
    const { data: rows } = await teacherB.db
      .from('messages')
      .select('id')
      .eq('conversation_id', conversationId);
    expect(rows).toEqual([]);

    // Class A's teacher follows it up.
    const ok = await teacherA.db.rpc('set_safety_alert_status', {
      alert_id: alert.id,
      new_status: 'in_review',
      note: 'Hablé con orientación.',
    });
    expect(ok.error).toBeNull();

    // The e-mail: to class A's teacher only, once, nothing personal, the class's link.
    const mine = sent.filter((m) => m.text.includes(alert.id));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.to).toEqual([teacherA.email]);
    expect(mine[0]!.subject).toBe('Tutor: nueva alerta de seguridad en Clase A');
    expect(mine[0]!.text).toContain(`https://tutor.escuela.test/profesor/clases/${clsA.id}`);
    expect(mine[0]!.text).not.toContain('padrastro');
    expect(sent.flatMap((m) => m.to)).not.toContain(teacherB.email);

    // After the student leaves, the alert stays with the class (safeguarding: leaving never hides
    // an alert from the teacher who must follow it up; docs/classes.md "Safeguarding").
    expect((await student.db.rpc('leave_class', { class_id: clsA.id })).error).toBeNull();
    const kept = await teacherA.db.rpc('get_class_safety_alerts', { class_id: clsA.id });
    expect((kept.data as { id: string }[]).map((row) => row.id)).toEqual([alert.id]);
  });
});
