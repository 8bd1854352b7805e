import { expect, test } from '@playwright/test';

import {
  addDays,
  createStudent,
  dayOf,
  readAll,
  serviceClient,
  signInAsAdmin,
  statValue,
} from './admin-support';
import { screenshotsLightAndDark } from './support/screenshots';

/** A student's conversation with one message, written as the student (RLS, server clock). */
async function studentConversation(prefix: string, title: string, text: string) {
  const student = await createStudent(prefix);
  const { data: conv, error } = await student.client
    .from('conversations')
    .insert({ user_id: student.id, title, subject: 'Química', grade_level: 'Secundaria' })
    .select()
    .single();
  if (error) throw error;
  const { data: msg, error: msgError } = await student.client
    .from('messages')
    .insert({ conversation_id: conv.id, role: 'user', content: text })
    .select()
    .single();
  if (msgError) throw msgError;
  return { student, conversationId: conv.id as string, messageId: msg.id as string };
}

test.describe('admin: tutor quality and safety alerts', () => {
  test('Actividad lists the safety alerts first, with who, where, what and when', async ({
    page,
  }) => {
    const excerpt = 'ya no quiero seguir con nada, estoy muy cansado de todo';
    const { student, conversationId, messageId } = await studentConversation(
      'alerta',
      'Tarea de química orgánica',
      excerpt,
    );
    // The tutor function writes alerts with the service role (no API role may insert them).
    const denied = await student.client.from('safety_alerts').insert({
      user_id: student.id,
      category: 'self_harm',
      source: 'phrase_list',
      excerpt: 'falsa',
    });
    expect(denied.error).not.toBeNull();
    const { error } = await serviceClient().from('safety_alerts').insert({
      user_id: student.id,
      conversation_id: conversationId,
      message_id: messageId,
      category: 'self_harm',
      source: 'phrase_list',
      excerpt,
    });
    expect(error).toBeNull();

    await signInAsAdmin(page, '/admin/activity');
    const headings = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(headings.first()).toHaveText('Alertas de seguridad');
    await expect(headings.nth(1)).toHaveText('Mensajes recientes');
    const alerts = page.getByRole('list', { name: 'Alertas de seguridad' });
    const first = alerts.getByTestId('safety-alert').first();
    await expect(first).toContainText(student.name);
    await expect(first).toContainText(student.email);
    await expect(first).toContainText('Tarea de química orgánica');
    await expect(first).toContainText('Autolesión o suicidio');
    await expect(first).toContainText('Detección automática (frases de riesgo)');
    await expect(first.getByTestId('safety-alert-excerpt')).toContainText(excerpt);
    await expect(page.getByTestId('activity-row').first()).toBeVisible();
    await screenshotsLightAndDark(page, 'admin-safety-alerts');
    // No sideways scroll on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });

  test("Analytics' 'Calidad del tutor' equals the figures computed from the raw rows", async ({
    page,
  }) => {
    const { student, conversationId } = await studentConversation(
      'calidad',
      'Ecuaciones',
      'primera pregunta',
    );
    // Server-written replies (service role), as the tutor function stores them: one rewritten, one
    // passed, one whose judge failed. Each answers its own student message (reply_to is unique).
    const service = serviceClient();
    const gates = [
      { checked: true, rewritten: true, judge_error: false, reveals: true, guides: true },
      { checked: true, rewritten: false, judge_error: false, reveals: false, guides: true },
      { checked: false, rewritten: false, judge_error: true },
    ];
    for (const [i, gate] of gates.entries()) {
      const { data: question, error } = await student.client
        .from('messages')
        .insert({ conversation_id: conversationId, role: 'user', content: `pregunta ${i}` })
        .select()
        .single();
      if (error) throw error;
      const { error: replyError } = await service.from('messages').insert({
        conversation_id: conversationId,
        role: 'assistant',
        content: `¿Qué intentarías primero? (${i})`,
        metadata: { response_time_ms: 800, reply_to: question.id, gate },
      });
      if (replyError) throw replyError;
    }

    // docs/admin.md window: the last 30 days, both ends inclusive, in the deployment's zone.
    const end = dayOf(new Date());
    const start = addDays(end, -29);
    const inWindow = (t: string) => dayOf(t) >= start && dayOf(t) <= end;
    type Row = { role: string; created_at: string; metadata: Record<string, unknown> | null };
    const replies = (await readAll<Row>('messages', 'id,role,created_at,metadata')).filter(
      (m) => m.role === 'assistant' && inWindow(m.created_at),
    );
    const gateOf = (m: Row) => (m.metadata?.gate ?? {}) as Record<string, unknown>;
    const alerts = (await readAll<{ created_at: string }>('safety_alerts', 'id,created_at')).filter(
      (a) => inWindow(a.created_at),
    );
    const expected = {
      checked: replies.filter((m) => gateOf(m).checked === true).length,
      rewritten: replies.filter((m) => gateOf(m).rewritten === true).length,
      judgeErrors: replies.filter((m) => gateOf(m).judge_error === true).length,
      alerts: alerts.length,
    };
    expect(expected.checked).toBeGreaterThanOrEqual(2);
    expect(expected.rewritten).toBeGreaterThanOrEqual(1);
    expect(expected.judgeErrors).toBeGreaterThanOrEqual(1);

    await signInAsAdmin(page, '/admin/analytics');
    const section = page.getByRole('region', { name: 'Calidad del tutor' });
    await expect(section.getByTestId('tutor-quality')).toBeVisible();
    const value = (label: string) => statValue(page, 'tutor-quality', label);
    await expect(value('Respuestas revisadas')).toHaveText(String(expected.checked));
    await expect(value('Reescritas por revelar la respuesta')).toHaveText(
      String(expected.rewritten),
    );
    await expect(value('Fallos del evaluador')).toHaveText(String(expected.judgeErrors));
    await expect(value('Alertas de seguridad')).toHaveText(String(expected.alerts));
    await expect(section).toContainText(/\d+ de \d+ respuestas/);
    await section.scrollIntoViewIfNeeded();
    await screenshotsLightAndDark(page, 'admin-tutor-quality');
  });
});
