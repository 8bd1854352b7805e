/**
 * A teacher tries the class's tutor as a student ("Probar como estudiante"): a conversation of the
 * class, marked as a trial, that the class's students list leaves out (docs/classes.md).
 */
import { expect, test } from '@playwright/test';

import { signedInClient } from './admin-support';
import { composer } from './chat-support';
import { signIn } from './support/auth';
import { expectNoSeriousAxe } from './support/axe';
import { createTeacher } from './support/classes';
import { screenshotsLightAndDark } from './support/screenshots';

test('a teacher tries the class’s tutor as a student: a conversation of the class, marked as a trial', async ({
  page,
}) => {
  // A tutor turn, axe, and two widths and two themes twice over.
  test.slow();
  const teacher = await createTeacher();
  const client = await signedInClient(teacher.email, teacher.password);
  const className = `Prueba ${Date.now().toString(36)}`;
  const { data: created, error } = await client
    .from('classes')
    .insert({ name: className, subject: 'Matemáticas' })
    .select('id')
    .single();
  if (error) throw error;
  const avoided = await client
    .from('class_settings')
    .update({ avoid_concepts: ['fórmula general'] })
    .eq('class_id', created.id);
  if (avoided.error) throw avoided.error;

  await signIn(page, teacher.email, teacher.password);
  await page.goto(`/profesor/clases/${created.id}`);
  await expect(page.getByRole('heading', { name: className })).toBeVisible();
  await screenshotsLightAndDark(page, 'classes-try-as-student');
  await page.getByRole('button', { name: 'Probar como estudiante' }).click();
  await expect(page).toHaveURL(/\/c\/[0-9a-f-]{36}$/);
  const conversationId = page.url().split('/c/')[1]!;
  await expect(page.getByTestId('class-trial-notice')).toContainText('Conversación de prueba');
  await expect(page.getByTestId('class-conversation-notice')).toHaveCount(0);

  await composer(page).fill('¿Cómo resuelvo x² − 5x + 6 = 0?');
  await composer(page).press('Enter');
  await expect(page.locator('[data-role="assistant"]')).toHaveCount(1, { timeout: 30_000 });
  await screenshotsLightAndDark(page, 'classes-teacher-trial');
  await expectNoSeriousAxe(page);

  // The teacher's own conversation, in the class; the class's students list leaves the teacher out.
  const { data: row } = await client
    .from('conversations')
    .select('class_id, user_id')
    .eq('id', conversationId)
    .single();
  expect(row).toEqual({ class_id: created.id, user_id: teacher.id });
  const { data: students, error: listError } = await client.rpc('get_class_students', {
    class_id: created.id,
  });
  expect(listError).toBeNull();
  expect(students).toEqual([]);
});
