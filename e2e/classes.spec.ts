import { readFileSync } from 'node:fs';

import { expect, test, type Page } from '@playwright/test';

import { createStudent, signInAsAdmin, signedInClient } from './admin-support';
import { startChallenge } from './challenge-support';
import { composer } from './chat-support';
import { signIn, submitSignIn } from './support/auth';
import { expectNoSeriousAxe, seriousAxe } from './support/axe';
import { createTeacher, joinCode, studentInClass, teacherWithClass } from './support/classes';
import { answerConfirm } from './support/confirm';
import { screenshotsLightAndDark } from './support/screenshots';

const NOTICE = 'Tu profesor puede ver las conversaciones de esta clase.';

test.describe('classes', () => {
  test('a teacher creates a class, a student joins and works in it, the teacher follows, the student leaves', async ({
    browser,
  }) => {
    // Two people, a tutor turn, several screens each with axe and four screenshots: six minutes at
    // most (a busy 2-core machine took over three).
    test.setTimeout(360_000);
    const teacher = await createTeacher();
    const student = await createStudent('alumna-e2e');
    const className = `Álgebra ${Date.now().toString(36)}`;

    // The teacher: /profesor, "Crear clase" with a refused then fixed form.
    const teacherPage = await (await browser.newContext()).newPage();
    await signIn(teacherPage, teacher.email, teacher.password);
    await teacherPage.getByRole('link', { name: 'Área de profesor' }).click();
    await expect(teacherPage).toHaveURL(/\/profesor$/);
    await expect(teacherPage.getByRole('heading', { name: 'Mis clases', level: 1 })).toBeVisible();
    await expectNoSeriousAxe(teacherPage);
    await teacherPage.getByRole('button', { name: 'Crear clase' }).click();
    const create = teacherPage.getByRole('dialog', { name: 'Crear clase' });
    await create.getByLabel('Límite diario de mensajes por estudiante').fill('5000');
    await create.getByRole('button', { name: 'Crear clase' }).click();
    await expect(create.getByText('Escribe el nombre de la clase.')).toBeVisible();
    await expect(
      create.getByText('El límite diario debe ser un número entero entre 1 y 1000.'),
    ).toBeVisible();
    await create.getByLabel('Nombre de la clase').fill(className);
    await create.getByLabel('Materia').fill('Matemáticas');
    await create.getByLabel('Nivel').selectOption('Secundaria');
    await create.getByLabel('Conceptos a evitar').fill('fórmula general');
    await create.getByLabel('Límite diario de mensajes por estudiante').fill('50');
    await expectNoSeriousAxe(teacherPage);
    await create.getByRole('button', { name: 'Crear clase' }).click();
    await expect(teacherPage).toHaveURL(/\/profesor\/clases\//);
    await expect(teacherPage.getByRole('heading', { name: className })).toBeVisible();
    const code = (await teacherPage.getByTestId('class-code').textContent())!.trim();
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    // The class opens on "Resumen": this week, nobody has written yet.
    await expect(teacherPage.getByRole('tab', { name: 'Resumen' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(teacherPage.getByText('Esta semana nadie escribió al tutor.')).toBeVisible();
    await expectNoSeriousAxe(teacherPage);
    await screenshotsLightAndDark(teacherPage, 'classes-class-summary-empty');
    await teacherPage.getByRole('tab', { name: 'Estudiantes' }).click();
    await expect(teacherPage.getByText('Aún no hay estudiantes.', { exact: false })).toBeVisible();

    // The student: a wrong code is refused in Spanish and kept; the right one joins.
    const studentPage = await (await browser.newContext()).newPage();
    await signIn(studentPage, student.email, student.password);
    await studentPage.getByRole('button', { name: 'Unirme a una clase' }).click();
    const join = studentPage.getByRole('dialog', { name: 'Unirme a una clase' });
    await expect(join.getByText(NOTICE)).toBeVisible();
    await expect(join.getByLabel('Código de la clase')).toBeFocused();
    await join.getByLabel('Código de la clase').fill('ZZZZ-ZZZZ');
    await join.getByRole('button', { name: 'Unirme' }).click();
    await expect(join.getByRole('alert')).toHaveText('Este código no es válido o ha caducado');
    await expect(join.getByLabel('Código de la clase')).toHaveValue('ZZZZ-ZZZZ');
    await expectNoSeriousAxe(studentPage);
    await screenshotsLightAndDark(studentPage, 'classes-join-dialog');
    await join.getByLabel('Código de la clase').fill(code.toLowerCase());
    await join.getByRole('button', { name: 'Unirme' }).click();
    await expect(join).toBeHidden();
    await expect(studentPage.getByTestId('my-class').filter({ hasText: className })).toBeVisible();

    // A class conversation: "Clase" fills subject and level; the notice shows; the demo tutor answers.
    await studentPage
      .getByRole('button', { name: /Nueva Conversación/ })
      .first()
      .click();
    const modal = studentPage.getByRole('dialog', { name: 'Nueva Conversación' });
    await expect(modal.getByLabel('Clase')).toHaveValue('');
    await modal.getByLabel('Clase').selectOption({ label: className });
    await expect(modal.getByLabel('Materia (opcional)')).toHaveValue('Matemáticas');
    await expect(modal.getByLabel('Nivel educativo (opcional)')).toHaveValue('Secundaria');
    await modal.getByRole('button', { name: 'Comenzar' }).click();
    await expect(modal).toBeHidden();
    await expect(studentPage.getByTestId('class-conversation-notice')).toContainText(NOTICE);
    await screenshotsLightAndDark(studentPage, 'classes-student-class-conversation');
    await composer(studentPage).fill('¿Cómo despejo x en 3x + 2 = 11?');
    await composer(studentPage).press('Enter');
    await expect(studentPage.locator('[data-role="assistant"]')).toHaveCount(1, {
      timeout: 30_000,
    });

    // The teacher sees the student and reads the conversation, read-only.
    await teacherPage.reload();
    const row = teacherPage.getByTestId('class-student');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(student.name);
    // Progress, not message counts: no challenge finished yet ("—"), no reply at hint 3–4.
    await expect(row.getByRole('cell').nth(0)).toHaveText('—');
    await expect(row.getByRole('cell').nth(2)).toHaveText('0');
    await expect(
      teacherPage.getByRole('heading', { name: 'Qué significa cada cifra' }),
    ).toBeVisible();
    // The class's "Aciertos sin ayuda" loads for its teacher (get_challenge_stats with the class
    // filter): no challenge yet, so its empty state, not an error.
    await expect(
      teacherPage.getByRole('heading', { name: 'Aciertos sin ayuda (últimos 90 días)' }),
    ).toBeVisible();
    await expect(
      teacherPage.getByText('Todavía no hay retos terminados en este periodo.'),
    ).toBeVisible();
    await expectNoSeriousAxe(teacherPage);
    await screenshotsLightAndDark(teacherPage, 'classes-class-students');
    await row
      .getByRole('button', { name: `Ver el progreso y las conversaciones de ${student.name}` })
      .click();
    const read = teacherPage.getByRole('dialog', { name: student.name });
    // The student opens on their progress: this week's row under the class's subject.
    await expect(read.getByTestId('student-progress-row')).toHaveCount(1);
    await expect(read.getByTestId('student-progress-row')).toContainText('Matemáticas');
    await expectNoSeriousAxe(teacherPage);
    await screenshotsLightAndDark(teacherPage, 'classes-student-progress');
    await read.getByRole('tab', { name: 'Conversaciones' }).click();
    await expect(read.getByTestId('class-conversation')).toHaveCount(1);
    await expect(read.getByTestId('class-conversation-messages')).toContainText('despejo x');
    await expect(read.getByRole('textbox')).toHaveCount(0);
    await expectNoSeriousAxe(teacherPage);
    await screenshotsLightAndDark(teacherPage, 'classes-student-conversations');
    await teacherPage.keyboard.press('Escape');
    await expect(read).toBeHidden();

    // "Resumen" counts the student's question of this week under the class's subject.
    await teacherPage.getByRole('tab', { name: 'Resumen' }).click();
    const summary = teacherPage.getByRole('tabpanel', { name: 'Resumen' });
    await expect(summary.getByTestId('digest-totals')).toHaveText(
      '1 de 1 estudiante escribió al tutor: 1 mensaje.',
    );
    await expect(summary.getByTestId('digest-asked')).toContainText(
      'Matemáticas: 1 mensaje · 1 estudiante',
    );
    await expectNoSeriousAxe(teacherPage);
    await screenshotsLightAndDark(teacherPage, 'classes-class-summary');

    // The other tabs: proper tabs (arrow keys), alerts and settings.
    await teacherPage.getByRole('tab', { name: 'Estudiantes' }).focus();
    await teacherPage.keyboard.press('ArrowRight');
    await expect(teacherPage.getByRole('tab', { name: 'Alertas' })).toBeFocused();
    await expect(teacherPage.getByRole('tabpanel', { name: 'Alertas' })).toBeVisible();
    await expectNoSeriousAxe(teacherPage);
    await screenshotsLightAndDark(teacherPage, 'classes-class-alerts');
    await teacherPage.keyboard.press('End');
    await expect(teacherPage.getByRole('tab', { name: 'Ajustes' })).toBeFocused();
    const settings = teacherPage.getByRole('tabpanel', { name: 'Ajustes' });
    await expect(settings.getByTestId('settings-code')).toHaveText(code);
    await expect(settings.getByLabel('Conceptos a evitar')).toHaveValue('fórmula general');
    await expectNoSeriousAxe(teacherPage);
    await screenshotsLightAndDark(teacherPage, 'classes-class-settings');

    // The student leaves (after confirming); the teacher no longer sees them.
    await studentPage.getByRole('button', { name: `Salir de la clase: ${className}` }).click();
    await answerConfirm(studentPage, /^¿Salir de «/, 'Salir de la clase');
    await expect(studentPage.getByTestId('my-class')).toHaveCount(0);
    await teacherPage.getByRole('tab', { name: 'Estudiantes' }).click();
    await teacherPage.reload();
    await expect(teacherPage.getByText('Aún no hay estudiantes.', { exact: false })).toBeVisible();
    await expect(teacherPage.getByTestId('class-student')).toHaveCount(0);

    await teacherPage.goto('/profesor');
    await expect(
      teacherPage.getByTestId('teacher-class').filter({ hasText: className }),
    ).toBeVisible();
    await screenshotsLightAndDark(teacherPage, 'classes-profesor');
  });

  test('a student’s classes in the sidebar: the join is confirmed, "Mis clases" filters the list, a new conversation in the class, its tag', async ({
    page,
  }) => {
    // Two widths and two themes twice over, with axe each time.
    test.slow();
    const {
      client: teacherDb,
      className,
      classId,
    } = await teacherWithClass('profesor-e2e', 'Geometría');
    const code = await joinCode(teacherDb, classId);
    // The student already has a private conversation.
    const student = await createStudent('clases-barra');
    const studentDb = await signedInClient(student.email, student.password);
    const { data: own, error: ownError } = await studentDb
      .from('conversations')
      .insert({
        user_id: student.id,
        title: 'Repaso de historia',
        subject: 'Historia',
        grade_level: 'Secundaria',
      })
      .select('id')
      .single();
    if (ownError) throw ownError;

    await signIn(page, student.email, student.password);
    const items = page.getByTestId('conversation-item');
    await expect(items).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Todas' })).toHaveCount(0);

    // Joining says so on the page, in the polite live region a screen reader hears.
    await page.getByRole('button', { name: 'Unirme a una clase' }).click();
    const join = page.getByRole('dialog', { name: 'Unirme a una clase' });
    await join.getByLabel('Código de la clase').fill(code);
    await join.getByRole('button', { name: 'Unirme' }).click();
    await expect(join).toBeHidden();
    await expect(page.getByTestId('toast')).toHaveText(`Te uniste a «${className}».`);
    await expect(page.getByRole('status').filter({ has: page.getByTestId('toast') })).toHaveText(
      `Te uniste a «${className}».`,
    );

    // The class filters the list: pressed, nothing of it yet, "Todas" not pressed.
    const all = page.getByRole('button', { name: 'Todas' });
    const inClass = page.getByRole('button', { name: new RegExp(`^${className}`) });
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    await expect(inClass).toHaveAttribute('aria-pressed', 'false');
    await expect(
      page.getByRole('button', { name: 'Nueva conversación en esta clase' }),
    ).toHaveCount(0);
    await inClass.click();
    await expect(inClass).toHaveAttribute('aria-pressed', 'true');
    await expect(all).toHaveAttribute('aria-pressed', 'false');
    await expect(items).toHaveCount(0);
    await expect(page.getByText('No hay conversaciones aún')).toBeVisible();

    // "Nueva conversación en esta clase": the form comes with the class, its subject and level.
    await page.getByRole('button', { name: 'Nueva conversación en esta clase' }).click();
    const modal = page.getByRole('dialog', { name: 'Nueva Conversación' });
    await expect(modal.getByLabel('Clase')).toHaveValue(classId);
    await expect(modal.getByLabel('Materia (opcional)')).toHaveValue('Matemáticas');
    await expect(modal.getByLabel('Nivel educativo (opcional)')).toHaveValue('Secundaria');
    await expect(modal.getByTestId('class-notice')).toContainText(NOTICE);
    await modal.getByRole('button', { name: 'Comenzar' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByTestId('class-conversation-notice')).toContainText(NOTICE);
    const { data: stored } = await studentDb
      .from('conversations')
      .select('class_id')
      .neq('id', own.id)
      .single();
    expect(stored).toEqual({ class_id: classId });

    // Still filtered: the new conversation alone, with its class's tag.
    await expect(items).toHaveCount(1);
    await expect(items.getByTestId('class-tag')).toHaveText(`Clase: ${className}`);
    await expect(inClass).toHaveAttribute('aria-pressed', 'true');
    expect(await seriousAxe(page)).toEqual([]);
    // On a phone the list is in the drawer: opened for the screenshots and what follows.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-open', 'true');
    await expect(items.getByTestId('class-tag')).toBeVisible();
    expect(await seriousAxe(page)).toEqual([]);
    await screenshotsLightAndDark(page, 'classes-sidebar-filtered');

    // "Todas": both conversations again, the tag only on the class's.
    await all.click();
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    await expect(items).toHaveCount(2);
    await expect(
      items.filter({ hasText: 'Repaso de historia' }).getByTestId('class-tag'),
    ).toHaveCount(0);
    await expect(items.getByTestId('class-tag')).toHaveCount(1);
    expect(await seriousAxe(page)).toEqual([]);
    await screenshotsLightAndDark(page, 'classes-sidebar-tag');
  });

  test('a student solves a challenge in a class conversation: the teacher and the admin see it in "Aciertos sin ayuda"', async ({
    browser,
  }) => {
    // Three people and a challenge with the demo tutor.
    test.slow();
    // A new class of a new teacher, so its figure is this one challenge alone.
    const {
      teacher,
      client: teacherDb,
      className,
      classId,
    } = await teacherWithClass('profesor-e2e', 'Retos');
    const { student } = await studentInClass(teacherDb, classId, 'reto-clase');

    // The student: a class conversation, "Ponme a prueba", the right answer at the first try.
    const studentPage = await (await browser.newContext()).newPage();
    await signIn(studentPage, student.email, student.password);
    await studentPage
      .getByRole('button', { name: /Nueva Conversación/ })
      .first()
      .click();
    const modal = studentPage.getByRole('dialog', { name: 'Nueva Conversación' });
    await modal.getByLabel('Clase').selectOption({ label: className });
    await modal.getByRole('button', { name: 'Comenzar' }).click();
    await expect(modal).toBeHidden();
    await expect(studentPage.getByTestId('class-conversation-notice')).toContainText(NOTICE);
    const { x, answer } = await startChallenge(studentPage);
    await answer.fill(String(x));
    await answer.press('Enter');
    await expect(studentPage.getByTestId('challenge-result')).toContainText(
      '¡Lo resolviste sin ayuda!',
    );

    // The figure's cells: solved alone (rate, solved/finished), subject, level, students, challenges, at
    // the first try, given up, eureka; the week (th) comes before them.
    const expectOneSolved = async (page: Page) => {
      const row = page.getByTestId('challenge-stats-row');
      await expect(row).toHaveCount(1);
      await expect(row.getByRole('cell')).toHaveText([
        '100 % (1/1)',
        'Matemáticas',
        'Secundaria',
        '1',
        '1',
        '1',
        '0',
        '—',
      ]);
    };

    // The class's teacher: /profesor/clases/:id counts it.
    const teacherPage = await (await browser.newContext()).newPage();
    await signIn(teacherPage, teacher.email, teacher.password);
    await teacherPage.goto(`/profesor/clases/${classId}`);
    await expect(teacherPage.getByRole('heading', { name: className })).toBeVisible();
    // The class opens on its Resumen, which counts the week's challenge solved alone too.
    await expect(teacherPage.getByRole('heading', { name: 'Qué salió bien' })).toBeVisible();
    await teacherPage.getByRole('tab', { name: 'Estudiantes' }).click();
    await expect(
      teacherPage.getByRole('heading', { name: 'Aciertos sin ayuda (últimos 90 días)' }),
    ).toBeVisible();
    await expectOneSolved(teacherPage);
    await expect(teacherPage.getByTestId('class-student')).toContainText(student.name);
    // The student's row: one challenge finished, solved alone.
    await expect(teacherPage.getByTestId('class-student').getByRole('cell').nth(0)).toHaveText(
      '1 de 1',
    );
    // The Moodle gradebook file: name, e-mail, the percentage solved alone; comma-separated, no BOM.
    const [moodle] = await Promise.all([
      teacherPage.waitForEvent('download'),
      teacherPage.getByRole('button', { name: 'Calificaciones para Moodle (CSV)' }).click(),
    ]);
    expect(moodle.suggestedFilename()).toMatch(/^clase_.+_moodle_\d{4}-\d{2}-\d{2}\.csv$/);
    expect(readFileSync(await moodle.path(), 'utf8')).toBe(
      `Nombre,Correo electrónico,Aciertos sin ayuda (%)\r\n${student.name},${student.email},100.00`,
    );
    await expectNoSeriousAxe(teacherPage);
    await screenshotsLightAndDark(teacherPage, 'classes-students-progress');
    await teacherPage.getByTestId('challenge-stats-row').scrollIntoViewIfNeeded();
    await screenshotsLightAndDark(teacherPage, 'classes-challenge-figure');

    // The admin analytics, filtered to the class, shows the same figure.
    const adminPage = await (await browser.newContext()).newPage();
    await signInAsAdmin(adminPage, '/admin/analytics');
    await adminPage.getByLabel('Clase', { exact: true }).selectOption({ label: className });
    await expectOneSolved(adminPage);
  });

  test('a student who is not a teacher is sent from /profesor to the chat', async ({ page }) => {
    const student = await createStudent('no-profesor');
    await signIn(page, student.email, student.password);
    await page.goto('/profesor');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Área de profesor' })).toHaveCount(0);
  });

  test('a join link works signed out: sign-in first, then the dialog with the code', async ({
    page,
  }) => {
    const student = await createStudent('enlace');
    await page.goto('/unirse/ABCD2345');
    await expect(page).toHaveURL(/\/auth$/);
    await submitSignIn(page, student.email, student.password);
    await expect(page).toHaveURL(/\/unirse\/ABCD2345$/);
    const join = page.getByRole('dialog', { name: 'Unirme a una clase' });
    await expect(join.getByLabel('Código de la clase')).toHaveValue('ABCD2345');
    await expect(join.getByText(NOTICE)).toBeVisible();
    // Behind the dialog, the page is inert.
    await expect(page.locator('#root')).toHaveJSProperty('inert', true);
    await join.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
