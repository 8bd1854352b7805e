/**
 * The tutor in a class (docs/tutor.md "Classes"), through the real stack and RLS: the class's
 * instructions and avoid list reach the model's system prompt and never the browser's response; a
 * reply naming an avoided concept is rewritten like a leak; the class's daily limit refuses with
 * its text; an alert in a class conversation reaches that class's teachers (list, badge, e-mail)
 * and not another class's.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import { ADMIN, signedIn } from '../../local/test-helpers.ts';
import { CLASS_DAILY_LIMIT_MESSAGE } from '../_shared/classes/classes.ts';
import type { MailMessage } from '../_shared/http/mailer.ts';
import { SAFETY_REPLIES } from '../_shared/safety/safety.ts';
import { GATE_FALLBACK_REPLY } from '../_shared/tutor/gate.ts';

import { createHandler } from './handler.ts';
import {
  answering,
  baseEnv,
  fake,
  keyedEnv,
  messagesOf,
  newConversation,
  newStudent,
  say,
  stack,
  type Student,
  turn,
  turnRequest,
  useTutorStack,
} from './test-setup.ts';

useTutorStack();

const INSTRUCTIONS = 'Usa ejemplos de la cancha de fútbol del colegio San Ángel.';
const AVOID = ['fórmula general', 'discriminante'];

let teacherA: Student & { email: string };
let teacherB: Student & { email: string };

async function newTeacher(): Promise<Student & { email: string }> {
  const teacher = await newStudent();
  const admin = await signedIn(stack.url, ADMIN.email, ADMIN.password);
  const { error } = await admin.client.rpc('set_user_teacher_role', {
    target_user_id: teacher.id,
    is_teacher_role: true,
  });
  if (error) throw error;
  const { data } = await teacher.db.auth.getUser();
  return { ...teacher, email: data.user!.email! };
}

async function newClass(teacher: Student, fields: Record<string, unknown>) {
  const { data, error } = await teacher.db.from('classes').insert(fields).select('id').single();
  if (error) throw error;
  const settings = await teacher.db.rpc('get_class_settings', { class_id: data.id });
  if (settings.error) throw settings.error;
  return { id: data.id as string, code: (settings.data as { join_code: string }[])[0]!.join_code };
}

/** A new student who joined the class with its code and started a class conversation. */
async function classStudent(cls: { id: string; code: string }) {
  const student = await newStudent();
  const joined = await student.db.rpc('join_class', { code: cls.code });
  if (joined.error) throw joined.error;
  const { data, error } = await student.db
    .from('conversations')
    .insert({ user_id: student.id, class_id: cls.id })
    .select('id, subject, grade_level')
    .single();
  if (error) throw error;
  return { student, conversationId: data.id as string, conversation: data };
}

const systemOf = (kind: 'reply' | 'rewrite') =>
  fake.seen
    .filter((r) => r.kind === kind)
    .map((r) => String((r.body.messages as { content: unknown }[])[0]!.content));

beforeAll(async () => {
  teacherA = await newTeacher();
  teacherB = await newTeacher();
});

describe('the class policy in the turn', () => {
  it('instructions and avoid list reach the system prompt, never the response; class subject is the default', async () => {
    const cls = await newClass(teacherA, {
      name: 'Álgebra',
      subject: 'Matemáticas',
      grade_level: 'Secundaria',
      instructions: INSTRUCTIONS,
      avoid_concepts: AVOID,
    });
    const { student, conversationId, conversation } = await classStudent(cls);
    expect(conversation).toMatchObject({ subject: 'Matemáticas', grade_level: 'Secundaria' });
    await say(student, conversationId, 'No entiendo cómo resolver x² - 5x + 6 = 0');

    const res = await createHandler(keyedEnv())(
      turnRequest(student.token, { conversation_id: conversationId }),
    );
    const raw = await res.text();
    expect(res.status).toBe(200);
    const [system] = systemOf('reply');
    expect(system).toContain(INSTRUCTIONS);
    expect(system).toContain('«fórmula general»');
    expect(system).toContain('«discriminante»');
    expect(system).toContain('Matemáticas');
    for (const secret of [INSTRUCTIONS, 'fórmula general', 'discriminante', 'San Ángel']) {
      expect(raw).not.toContain(secret);
    }
    // Nor in what the student can read back of the conversation.
    const { data: rows } = await student.db
      .from('messages')
      .select('content, metadata')
      .eq('conversation_id', conversationId);
    expect(JSON.stringify(rows)).not.toContain('discriminante');
    expect(JSON.stringify(rows)).not.toContain('San Ángel');
  });

  it('a conversation outside a class gets no class part in its prompt', async () => {
    const student = await newStudent();
    const conversationId = await newConversation(student);
    await say(student, conversationId, '¿Qué es una fracción?');
    expect((await turn(keyedEnv(), student, conversationId)).status).toBe(200);
    const [system] = systemOf('reply');
    expect(system).not.toContain('Conceptos que no debes mencionar');
    expect(system).not.toContain('Indicaciones del profesor');
  });

  it('a reply naming an avoided concept goes through the rewrite; the response never names it', async () => {
    const cls = await newClass(teacherA, { name: 'Cuadráticas', avoid_concepts: AVOID });
    const { student, conversationId } = await classStudent(cls);
    await say(student, conversationId, '¿Cómo resuelvo x² + 2x - 3 = 0?');
    fake.script = answering('reply', {
      content: 'Podrías usar la Fórmula General: calcula primero el DISCRIMINANTE.',
      tokens: 9,
    });
    const res = await turn(keyedEnv({ TUTOR_GATE: 'off' }), student, conversationId);
    expect(res.status).toBe(200);
    expect(res.body.message.content).toBe('¿Qué operación dejaría sola a la x?');
    expect(JSON.stringify(res.body).toLowerCase()).not.toMatch(/f[oó]rmula general|discriminante/);
    const rewrites = fake.seen.filter((r) => r.kind === 'rewrite');
    expect(rewrites).toHaveLength(1);
    expect(JSON.stringify(rewrites[0]!.body)).toContain('fórmula general');
    const stored = await messagesOf(conversationId);
    expect(stored.at(-1)!.metadata).toMatchObject({
      class_avoid: { rewritten: true, fallback: false },
    });
  });

  it('with the gate on, a rewrite that still names the concept is replaced by the general guidance', async () => {
    const cls = await newClass(teacherA, { name: 'Cuadráticas 2', avoid_concepts: AVOID });
    const { student, conversationId } = await classStudent(cls);
    await say(student, conversationId, '¿Cómo resuelvo x² + 2x - 3 = 0?');
    fake.script = (kind, body) =>
      kind === 'reply' || kind === 'rewrite'
        ? { content: 'Aplica el discriminante, b² - 4ac.', tokens: 9 }
        : answering('reply', { content: '' })(kind, body);
    const res = await turn(keyedEnv(), student, conversationId);
    expect(res.status).toBe(200);
    expect(res.body.message.content).toBe(GATE_FALLBACK_REPLY);
    expect(JSON.stringify(res.body)).not.toContain('discriminante');
  });

  it('the class daily limit refuses with its text (429 class_daily_limit), before any model call', async () => {
    const cls = await newClass(teacherA, { name: 'Con límite', daily_message_limit: 2 });
    const { student, conversationId } = await classStudent(cls);
    const env = keyedEnv();
    for (const text of ['Primera duda', 'Segunda duda']) {
      await say(student, conversationId, text);
      expect((await turn(env, student, conversationId)).status).toBe(200);
    }
    await say(student, conversationId, 'Tercera duda');
    fake.seen.length = 0;
    const refused = await turn(env, student, conversationId);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'class_daily_limit',
      error: CLASS_DAILY_LIMIT_MESSAGE,
    });
    expect(refused.body.error).toBe('Has alcanzado el límite diario de mensajes de tu clase.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(fake.seen).toHaveLength(0);
    // The same student outside the class is not limited by it.
    const own = await newConversation(student);
    await say(student, own, 'Una duda fuera de la clase');
    expect((await turn(env, student, own)).status).toBe(200);
  });
});

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

    // After the student leaves, the teacher no longer sees the alert.
    expect((await student.db.rpc('leave_class', { class_id: clsA.id })).error).toBeNull();
    expect((await teacherA.db.rpc('get_class_safety_alerts', { class_id: clsA.id })).data).toEqual(
      [],
    );
  });
});
