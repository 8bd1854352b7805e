import { expect, test } from '@playwright/test';

import { signIn } from './support/auth';
import { expectNoSeriousAxe } from './support/axe';
import { classConversation, teacherWithClass, studentInClass } from './support/classes';
import { screenshotsLightAndDark } from './support/screenshots';

/** What three students of a new class ask this week, as the SPA writes it (no tutor turn). */
const ASKED = [
  ['no entiendo las fracciones equivalentes', 'causas de la segunda guerra mundial', 'hola'],
  ['¿Cómo sé si dos fracciones son equivalentes?', 'quien gano la segunda guerra mundial'],
  ['que es una fraccion equivalente', 'ecuaciones de primer grado', 'vale gracias'],
];

test('the class’s Resumen groups the week’s similar questions, with examples and who asked', async ({
  page,
}) => {
  // Three students, axe and four screenshots.
  test.slow();
  const { teacher, client: teacherDb, classId } = await teacherWithClass('profesor-e2e', 'Grupos');
  for (const [i, messages] of ASKED.entries()) {
    const { student, client } = await studentInClass(teacherDb, classId, `grupos-${i}`);
    await classConversation(
      client,
      { user_id: student.id, title: 'Dudas', subject: 'Matemáticas', class_id: classId },
      messages,
    );
  }

  await signIn(page, teacher.email, teacher.password);
  await page.goto(`/profesor/clases/${classId}`);
  const section = page.getByTestId('digest-groups');
  await expect(section.getByRole('heading', { name: 'Preguntas parecidas' })).toBeVisible();
  const groups = section.getByRole('heading', { level: 3 });
  await expect(groups).toHaveText(['Fracciones equivalentes', 'Segunda guerra mundial']);
  await expect(section).toContainText('3 mensajes · 3 estudiantes');
  await expect(section).toContainText('2 mensajes · 2 estudiantes');
  await expect(section.getByRole('list', { name: 'Ejemplos' }).first()).toContainText(
    '«no entiendo las fracciones equivalentes»',
  );
  // A lone question and the greetings are in no group.
  await expect(section).not.toContainText('ecuaciones');
  await expect(section).not.toContainText('hola');
  await expectNoSeriousAxe(page);
  await section.scrollIntoViewIfNeeded();
  await screenshotsLightAndDark(page, 'classes-summary-groups');
});
