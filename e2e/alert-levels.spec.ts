import { expect, test } from '@playwright/test';

import { loadSet } from '../evals/load';
import { screenVerdict, type SafetyLevel } from '../supabase/functions/_shared/safety/safety';

import { serviceClient, signInAsAdmin } from './admin-support';
import { signIn } from './support/auth';
import { expectNoSeriousAxe } from './support/axe';
import { classConversation, studentInClass, teacherWithClass } from './support/classes';
import { screenshotsLightAndDark } from './support/screenshots';

/** The first disclosure of the seed set the offline screen reads at `level`. */
function disclosureAt(level: SafetyLevel): string {
  const found = loadSet('safety', 'seed-student-voices').find(
    (c) => c.label !== null && screenVerdict(c.text)?.level === level,
  );
  if (!found) throw new Error(`no ${level} case in seed-student-voices`);
  return found.text;
}

test.describe('safety alert levels', () => {
  test('a class’s Alertas: Urgente and Para revisar, the badge counts the urgent one, a filter by level', async ({
    page,
    browser,
  }) => {
    // Two tutor turns, two signed-in areas, three axe runs and twenty-four screenshots: more than
    // test.slow()'s three minutes on a busy machine.
    test.setTimeout(8 * 60_000);
    const {
      teacher,
      client: teacherDb,
      classId,
    } = await teacherWithClass('niveles-e2e', 'Tutoría');
    const { student, client: studentDb } = await studentInClass(
      teacherDb,
      classId,
      'niveles-alumno',
    );

    // A possible disclosure, then a clear one, each in its own class conversation, as the SPA sends them.
    const possible = disclosureAt('revisar');
    const clear = disclosureAt('alta');
    const replies: string[] = [];
    for (const content of [possible, clear]) {
      const conversationId = await classConversation(
        studentDb,
        { user_id: student.id, title: 'Tarea', subject: 'Matemáticas', class_id: classId },
        [content],
      );
      const turn = await studentDb.functions.invoke('tutor', {
        body: { conversation_id: conversationId },
      });
      if (turn.error) throw turn.error;
      replies.push((turn.data as { message: { content: string } }).message.content);
    }
    // The possible one was tutored; the clear one got the caring reply.
    expect(replies[0]).not.toContain('Gracias por contármelo');
    expect(replies[1]).toContain('Gracias por contármelo');
    const { data: stored } = await serviceClient()
      .from('safety_alerts')
      .select('excerpt, level')
      .eq('user_id', student.id)
      .order('created_at');
    expect(stored).toEqual([
      { excerpt: possible, level: 'revisar' },
      { excerpt: clear, level: 'alta' },
    ]);

    // The teacher: both listed with their level; the red badges count only the urgent one.
    await signIn(page, teacher.email, teacher.password);
    await page.goto(`/profesor/clases/${classId}?tab=alertas`);
    await expect(page.getByRole('tab', { name: /^Alertas/ })).toHaveAccessibleName(
      'Alertas (1 alerta urgente nueva)',
    );
    const items = page.getByTestId('safety-alert');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0).getByTestId('safety-alert-level')).toHaveText('Urgencia: Urgente');
    await expect(items.nth(1).getByTestId('safety-alert-level')).toHaveText(
      'Urgencia: Para revisar',
    );
    await expectNoSeriousAxe(page);
    await screenshotsLightAndDark(page, 'class-alert-levels');

    const levels = page.getByRole('group', { name: 'Mostrar por urgencia' });
    await levels.getByRole('button', { name: 'Para revisar' }).click();
    await expect(items).toHaveCount(1);
    await expect(items.first()).toHaveAttribute('data-level', 'revisar');
    await expect(items.first().getByTestId('safety-alert-excerpt')).toContainText(possible);
    await expect(levels.getByRole('button', { name: 'Para revisar' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectNoSeriousAxe(page);
    await screenshotsLightAndDark(page, 'class-alert-levels-revisar');

    // The admin's Actividad: the same filter.
    const adminPage = await (await browser.newContext()).newPage();
    await signInAsAdmin(adminPage, '/admin/activity');
    await adminPage
      .getByRole('group', { name: 'Mostrar por urgencia' })
      .getByRole('button', { name: 'Para revisar' })
      .click();
    const mine = adminPage.getByTestId('safety-alert').filter({ hasText: student.email });
    await expect(mine).toHaveCount(1);
    await expect(mine.getByTestId('safety-alert-level')).toHaveText('Urgencia: Para revisar');
    await expect(adminPage.locator('[data-testid="safety-alert"][data-level="alta"]')).toHaveCount(
      0,
    );
    await expectNoSeriousAxe(adminPage);
    await screenshotsLightAndDark(adminPage, 'admin-alert-levels-revisar');
  });
});
