import { expect, test } from '@playwright/test';

import { createStudent, serviceClient, signInAsAdmin } from './admin-support';
import { expectNoSeriousAxe } from './support/axe';
import { screenshotsLightAndDark } from './support/screenshots';

/** A student discloses abuse in a homework conversation; the tutor function answers (demo tutor). */
async function disclosure() {
  const student = await createStudent('alerta-seguimiento');
  const { data: conv, error } = await student.client
    .from('conversations')
    .insert({ user_id: student.id, title: 'Tarea de historia', subject: 'Historia' })
    .select()
    .single();
  if (error) throw error;
  for (const content of [
    '¿Me ayudas con la Revolución francesa?',
    'mi padrastro me pega cuando llego tarde',
  ]) {
    const { error: sendError } = await student.client
      .from('messages')
      .insert({ conversation_id: conv.id, role: 'user', content });
    if (sendError) throw sendError;
    const { error: turnError } = await student.client.functions.invoke('tutor', {
      body: { conversation_id: conv.id },
    });
    if (turnError) throw turnError;
  }
  return { student, conversationId: conv.id as string };
}

test.describe('admin: safety alert follow-up', () => {
  test('badge, context, review with a note, resolve: the alert is worked through', async ({
    page,
  }) => {
    // Two tutor turns, three axe runs and twelve screenshots.
    test.slow();
    const { student } = await disclosure();
    const service = serviceClient();
    const { count: newBefore } = await service
      .from('safety_alerts')
      .select('id', { count: 'exact', head: true })
      .eq('status', 'new')
      // The red badge counts only urgent alerts (level alta).
      .eq('level', 'alta');

    await signInAsAdmin(page, '/admin/activity');
    const nav = page.getByRole('navigation', { name: 'Panel de Admin' });
    await expect(nav.getByRole('link', { name: /Actividad/ })).toHaveAccessibleName(
      `Actividad (${newBefore === 1 ? '1 alerta urgente nueva' : `${newBefore} alertas urgentes nuevas`})`,
    );

    // On a phone the navigation sits in the drawer: the menu button carries the count.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('button', { name: /^Abrir menú/ })).toHaveAccessibleName(
      `Abrir menú (${newBefore === 1 ? '1 alerta urgente nueva' : `${newBefore} alertas urgentes nuevas`})`,
    );
    await expect(page.getByTestId('menu-new-alerts')).toHaveText(String(newBefore));
    await page.setViewportSize({ width: 1280, height: 800 });

    const alert = page.getByTestId('safety-alert').filter({ hasText: student.email });
    await expect(alert).toHaveCount(1);
    await expect(alert.getByTestId('safety-alert-status')).toHaveText('Estado: Nueva');
    await expect(alert).toContainText('Maltrato en casa');
    await expect(alert.getByTestId('safety-alert-excerpt')).toContainText('mi padrastro me pega');
    await expectNoSeriousAxe(page);
    await screenshotsLightAndDark(page, 'admin-alerts-new');

    // The conversation around the flagged message: the question before, the caring reply after.
    await alert.getByRole('button', { name: 'Ver conversación' }).click();
    const dialog = page.getByRole('dialog', { name: 'Conversación alrededor de la alerta' });
    const messages = dialog.getByTestId('alert-context-message');
    await expect(messages).toHaveCount(4);
    await expect(messages.nth(0)).toContainText('Revolución francesa');
    await expect(messages.nth(2)).toHaveAttribute('data-flagged', 'true');
    await expect(messages.nth(3)).toContainText('Gracias por contármelo');
    // The tutor's reply is rendered Markdown, as the student saw it, not raw asterisks.
    await expect(messages.nth(3).locator('strong').first()).toBeVisible();
    await expect(messages.nth(3)).not.toContainText('**');
    await expectNoSeriousAxe(page);
    await screenshotsLightAndDark(page, 'admin-alert-context');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(alert.getByRole('button', { name: 'Ver conversación' })).toBeFocused();

    // In review, with a private note.
    await alert.getByRole('button', { name: 'Añadir nota' }).click();
    await alert.getByLabel('Nota privada (opcional)').fill('Hablé con la orientadora hoy.');
    // One click moves the alert and saves the note with it.
    await alert.getByRole('button', { name: 'Marcar en revisión' }).click();
    await expect(alert.getByTestId('safety-alert-status')).toHaveText('Estado: En revisión');
    await expect(alert.getByTestId('safety-alert-note')).toContainText('Hablé con la orientadora');
    await expect(alert.getByTestId('safety-alert-last-change')).toContainText('por');
    const badgeAfter = (newBefore ?? 0) - 1;
    await expect(nav.getByRole('link', { name: /Actividad/ })).toHaveAccessibleName(
      badgeAfter === 0
        ? 'Actividad'
        : `Actividad (${badgeAfter === 1 ? '1 alerta urgente nueva' : `${badgeAfter} alertas urgentes nuevas`})`,
    );
    await expectNoSeriousAxe(page);
    await screenshotsLightAndDark(page, 'admin-alerts-follow-up');

    // The filter shows it among the alerts in review, then resolved.
    await page
      .getByRole('group', { name: 'Mostrar alertas' })
      .getByRole('button', { name: 'En revisión' })
      .click();
    await expect(page.getByTestId('safety-alert').filter({ hasText: student.email })).toHaveCount(
      1,
    );
    await alert.getByRole('button', { name: 'Marcar como resuelta' }).click();
    await expect(page.getByTestId('safety-alert').filter({ hasText: student.email })).toHaveCount(
      0,
    );
    await page
      .getByRole('group', { name: 'Mostrar alertas' })
      .getByRole('button', { name: 'Resueltas' })
      .click();
    await expect(alert.getByTestId('safety-alert-status')).toHaveText('Estado: Resuelta');

    // What the database kept: the state, who and the history.
    const { data: stored } = await service
      .from('safety_alerts')
      .select('id, status, note, status_changed_by')
      .eq('user_id', student.id)
      .single();
    expect(stored).toMatchObject({ status: 'resolved', note: null });
    expect(stored?.status_changed_by).toEqual(expect.any(String));
    const { data: events } = await service
      .from('safety_alert_events')
      .select('from_status, to_status, note')
      .eq('alert_id', stored!.id)
      .order('created_at');
    expect(events).toEqual([
      { from_status: 'new', to_status: 'in_review', note: 'Hablé con la orientadora hoy.' },
      { from_status: 'in_review', to_status: 'resolved', note: null },
    ]);
    // A student can neither read alerts nor change one.
    const { data: seen } = await student.client.from('safety_alerts').select('id');
    expect(seen ?? []).toEqual([]);
    const { error: refused } = await student.client.rpc('set_safety_alert_status', {
      alert_id: stored!.id,
      new_status: 'in_review',
    });
    expect(refused?.code).toBe('42501');
  });
});
