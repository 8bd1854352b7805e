import { expect, test } from '@playwright/test';

import {
  classTutorClosedNotice,
  openingText,
} from '../supabase/functions/_shared/classes/class-schedule.ts';
import { localDay } from '../supabase/functions/_shared/time/time-zone.ts';

import { signIn } from './support/auth';
import { expectNoSeriousAxe } from './support/axe';
import { classConversation, studentInClass, teacherWithClass } from './support/classes';
import { screenshotsLightAndDark } from './support/screenshots';

/**
 * When the tutor is open in a class: the teacher sets the days and hours in "Ajustes" and pauses the
 * tutor with one switch; the student's class conversation then shows when it opens again and its
 * composer is disabled. The schedule leaves out the deployment's today, so the class is closed now
 * whatever the hour (the database decides on its own clock; the browser's plays no part).
 */

const DAYS = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'];

test('the class schedule and the pause block a student outside hours', async ({ browser }) => {
  // Two people, two browsers, axe and screenshots.
  test.setTimeout(300_000);
  const {
    teacher,
    client: teacherDb,
    classId,
  } = await teacherWithClass('profesor-horario', 'Horario');
  const { student, client: studentDb } = await studentInClass(teacherDb, classId, 'alumna-horario');
  const conversationId = await classConversation(studentDb, {
    user_id: student.id,
    class_id: classId,
    title: 'Ecuaciones',
  });

  // The teacher: every day but today, 08:00–14:00; a closing hour before the opening is refused.
  const teacherPage = await (await browser.newContext()).newPage();
  await signIn(teacherPage, teacher.email, teacher.password);
  await teacherPage.goto(`/profesor/clases/${classId}?tab=ajustes`);
  const card = teacherPage.getByTestId('class-schedule');
  const today = new Date(`${localDay(new Date())}T12:00:00Z`).getUTCDay() || 7;
  for (const [i, day] of DAYS.entries()) {
    if (i + 1 !== today) await card.getByLabel(day).check();
  }
  await card.getByLabel('Desde').fill('14:00');
  await card.getByLabel('Hasta').fill('08:00');
  await card.getByRole('button', { name: 'Guardar horario' }).click();
  await expect(
    card.getByText('La hora de cierre debe ser posterior a la de apertura.'),
  ).toBeVisible();
  await card.getByLabel('Desde').fill('08:00');
  await card.getByLabel('Hasta').fill('14:00');
  await card.getByRole('button', { name: 'Guardar horario' }).click();
  await expect(card.getByText('Horario guardado.')).toBeVisible();
  await expectNoSeriousAxe(teacherPage);
  await screenshotsLightAndDark(teacherPage, 'class-schedule-settings');

  // The student: the notice says when it opens, the composer is disabled.
  const studentPage = await (await browser.newContext()).newPage();
  await signIn(studentPage, student.email, student.password);
  await studentPage.goto(`/c/${conversationId}`);
  const notice = studentPage.getByTestId('class-tutor-closed');
  await expect(notice).toContainText('El tutor de esta clase está cerrado a esta hora. Abre el ');
  const status = await studentDb.rpc('get_class_tutor_status', { class_id: classId });
  const next = (status.data as { next_open_at: string }[])[0]!.next_open_at;
  expect(next).toBeTruthy();
  await expect(notice).toHaveText(
    classTutorClosedNotice({ isOpen: false, paused: false, nextOpenAt: next }),
  );
  expect(openingText(next)).toMatch(/ a las 08:00$/);
  await expect(studentPage.getByLabel('Mensaje para el tutor')).toBeDisabled();
  await expectNoSeriousAxe(studentPage);
  await screenshotsLightAndDark(studentPage, 'class-schedule-student-closed');

  // "Pausar el tutor": one click; the student's conversation says it is paused.
  const pause = card.getByRole('switch', { name: 'Pausar el tutor' });
  await expect(pause).toHaveAttribute('aria-checked', 'false');
  await pause.click();
  await expect(pause).toHaveAttribute('aria-checked', 'true');
  await studentPage.reload();
  await expect(studentPage.getByTestId('class-tutor-closed')).toHaveText(
    classTutorClosedNotice({ isOpen: false, paused: true, nextOpenAt: null }),
  );

  // No schedule and no pause: the composer is back.
  await pause.click();
  await expect(pause).toHaveAttribute('aria-checked', 'false');
  for (const [i, day] of DAYS.entries()) {
    if (i + 1 !== today) await card.getByLabel(day).uncheck();
  }
  await card.getByRole('button', { name: 'Guardar horario' }).click();
  await expect(card.getByText('Horario guardado.')).toBeVisible();
  await studentPage.reload();
  await expect(studentPage.getByLabel('Mensaje para el tutor')).toBeEnabled();
  await expect(studentPage.getByTestId('class-tutor-closed')).toHaveCount(0);
});
