import { expect, test } from '@playwright/test';

import { createStudent, signedInClient } from './admin-support';
import { signIn } from './support/auth';
import { expectNoSeriousAxe } from './support/axe';
import { createTeacher } from './support/classes';
import { screenshotsLightAndDark } from './support/screenshots';

const DETAIL =
  'Las lee con tu nombre, igual que quien administra Tutor, y recibe un aviso si escribes que corres peligro.';

test.describe('safeguarding', () => {
  test('a co-teacher joins a class only by accepting the invitation', async ({ browser }) => {
    test.slow();
    const tere = await createTeacher('tere-e2e');
    const tono = await createTeacher('tono-e2e');
    const className = `Historia ${Date.now().toString(36)}`;
    const asTere = await signedInClient(tere.email, tere.password);
    const { data: created, error } = await asTere
      .from('classes')
      .insert({ name: className, subject: 'Historia', grade_level: 'Secundaria' } as never)
      .select('id')
      .single();
    if (error) throw error;
    const invited = await asTere.rpc('add_class_teacher', {
      class_id: created.id,
      teacher_email: tono.email,
    });
    expect(invited.error).toBeNull();

    const page = await (await browser.newContext()).newPage();
    await signIn(page, tono.email, tono.password);
    await page.goto('/profesor');
    const invitations = page.getByRole('region', { name: 'Invitaciones para dar clase' });
    await expect(invitations.getByTestId('class-invitation')).toHaveCount(1);
    await expect(invitations).toContainText(className);
    await expect(invitations).toContainText(`Te invitó ${tere.name}`);
    // Not a teacher of the class yet: its card is not listed.
    await expect(page.getByTestId('teacher-class').filter({ hasText: className })).toHaveCount(0);
    await expectNoSeriousAxe(page);
    await screenshotsLightAndDark(page, 'safeguarding-invitations');

    await invitations.getByRole('button', { name: `Aceptar la invitación a ${className}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Ahora das clase en' })).toContainText(
      className,
    );
    await expect(page.getByTestId('teacher-class').filter({ hasText: className })).toHaveCount(1);
    await expect(page.getByTestId('class-invitation')).toHaveCount(0);

    // The creator lists both teachers and takes the co-teacher out; the co-teacher may not.
    await page.goto(`/profesor/clases/${created.id}?tab=ajustes`);
    const tonoTeachers = page.getByTestId('class-teachers');
    await expect(tonoTeachers.getByRole('listitem')).toHaveCount(2);
    await expect(tonoTeachers.getByRole('button', { name: /^Quitar a / })).toHaveCount(0);
    const creator = await (await browser.newContext()).newPage();
    await signIn(creator, tere.email, tere.password);
    await creator.goto(`/profesor/clases/${created.id}?tab=ajustes`);
    const teachers = creator.getByTestId('class-teachers');
    await expect(teachers).toContainText(`${tere.name} (creó la clase, tú)`);
    await teachers.getByRole('button', { name: `Quitar a ${tono.name} de la clase` }).click();
    const confirm = creator.getByRole('alertdialog');
    await expect(confirm).toContainText(`¿Quitar a ${tono.name} de esta clase?`);
    await expect(confirm).toContainText('Dejará de ver a sus estudiantes');
    await expectNoSeriousAxe(creator);
    await screenshotsLightAndDark(creator, 'safeguarding-remove-co-teacher');
    await confirm.getByRole('button', { name: 'Quitar' }).click();
    await expect(
      creator.getByRole('status').filter({ hasText: 'ya no es profesor' }),
    ).toBeVisible();
    await expect(teachers.getByRole('listitem')).toHaveCount(1);
    // Taken out: the class is gone from the co-teacher's list.
    await page.goto('/profesor');
    await expect(page.getByTestId('teacher-class').filter({ hasText: className })).toHaveCount(0);
  });

  test('the student is told who reads a class conversation, and /privacidad says the same', async ({
    browser,
  }) => {
    // Axe and eight screenshots on a shared machine.
    test.setTimeout(360_000);
    const student = await createStudent('alumno-e2e');
    const page = await (await browser.newContext()).newPage();
    await signIn(page, student.email, student.password);
    await page.getByRole('button', { name: 'Unirme a una clase' }).click();
    const join = page.getByRole('dialog', { name: 'Unirme a una clase' });
    await expect(join).toContainText('Tu profesor puede ver las conversaciones de esta clase.');
    await expect(join).toContainText(DETAIL);
    await expect(join.getByRole('link', { name: 'Más en Privacidad' })).toHaveAttribute(
      'href',
      '/privacidad#quien-lo-ve',
    );
    await expectNoSeriousAxe(page);
    await screenshotsLightAndDark(page, 'safeguarding-join-dialog');
    await join.getByRole('button', { name: 'Cancelar' }).click();

    await page.goto('/privacidad');
    const who = page.getByRole('region', { name: 'Quién lo ve' });
    await expect(who).toContainText(
      'sus profesores leen las conversaciones que empiezas en esa clase',
    );
    await expect(who).toContainText('[mensaje retirado: aviso de protección]');
    await expect(page.getByRole('region', { name: 'Cuánto tiempo lo guardamos' })).toContainText(
      'Se borra un año después de que la alerta se cierre.',
    );
    await expectNoSeriousAxe(page);
    await screenshotsLightAndDark(page, 'safeguarding-privacy');
  });
});
