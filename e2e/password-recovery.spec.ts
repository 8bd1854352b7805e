import { expect, test } from '@playwright/test';

import { authFields, signIn, signUpNewStudent } from './support/auth';
import { seriousAxe } from './support/axe';
import { linkInMail } from './support/mailbox';
import { screenshot } from './support/screenshots';

/** "¿Olvidaste tu contraseña?" through the local mailbox, and the /auth notices. */

for (const theme of ['light', 'dark'] as const) {
  test.describe(`password recovery (${theme})`, () => {
    test.use({ colorScheme: theme });

    test('the recovery mail’s link lets the student choose a new password, and it signs in', async ({
      page,
      context,
    }) => {
      test.setTimeout(120_000);
      const student = await signUpNewStudent(page);
      await context.clearCookies();
      await page.evaluate(() => localStorage.clear());

      await page.goto('/auth');
      await authFields(page).email.fill(student.email);
      await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
      await expect(page.getByRole('heading', { name: 'Recupera tu contraseña' })).toBeFocused();
      // The typed e-mail comes along; a bad one is refused in Spanish before any request.
      await expect(page.getByLabel('Correo electrónico')).toHaveValue(student.email);
      await page.getByLabel('Correo electrónico').fill('no-es-un-correo');
      await page.getByRole('button', { name: 'Enviar enlace' }).click();
      await expect(page.getByText('Ingresa un correo electrónico válido')).toBeVisible();
      expect(await seriousAxe(page)).toEqual([]);
      await screenshot(page, `recovery-request-error-${theme}`);

      await page.getByLabel('Correo electrónico').fill(student.email);
      await page.getByRole('button', { name: 'Enviar enlace' }).click();
      await expect(page.getByRole('status')).toContainText(
        `Si existe una cuenta con ${student.email}, te enviamos un correo`,
      );
      expect(await seriousAxe(page)).toEqual([]);
      await screenshot(page, `recovery-request-sent-${theme}`);

      // Asking again at once: the per-address limit, in Spanish.
      await page.getByRole('button', { name: 'Enviar enlace' }).click();
      await expect(page.getByRole('alert')).toHaveText(
        'Ya pedimos un correo para esta dirección hace muy poco. Espera un minuto y vuelve a intentarlo.',
      );

      const link = await linkInMail(student.email, /https?:\/\/\S+type=recovery\S*/);
      expect(link).toContain('type=recovery');
      await page.goto(link);
      await expect(page).toHaveURL(/\/restablecer/);
      await expect(page.getByRole('heading', { name: 'Elige una nueva contraseña' })).toBeVisible();
      await expect(page.getByLabel('Nueva contraseña', { exact: true })).toBeFocused();
      await page.getByLabel('Nueva contraseña', { exact: true }).fill('nueva-clave-7');
      await page.getByLabel('Repite la nueva contraseña').fill('otra-cosa');
      await page.getByRole('button', { name: 'Guardar y entrar' }).click();
      await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
      expect(await seriousAxe(page)).toEqual([]);
      await screenshot(page, `recovery-new-password-${theme}`);

      await page.getByLabel('Repite la nueva contraseña').fill('nueva-clave-7');
      await page.getByRole('button', { name: 'Guardar y entrar' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { name: '¡Bienvenido a tu Tutor IA!' })).toBeVisible();

      // The new password signs in; the old one no longer does.
      await context.clearCookies();
      await page.evaluate(() => localStorage.clear());
      await page.goto('/auth');
      await authFields(page).email.fill(student.email);
      await authFields(page).password.fill(student.password);
      await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await signIn(page, student.email, 'nueva-clave-7');

      // A used link does not open the form again.
      await context.clearCookies();
      await page.evaluate(() => localStorage.clear());
      await page.goto(link);
      await expect(
        page.getByRole('heading', { name: 'El enlace no es válido o ya caducó' }),
      ).toBeVisible();
      expect(await seriousAxe(page)).toEqual([]);
      await screenshot(page, `recovery-invalid-link-${theme}`);
    });

    test('an unknown e-mail gets the same answer; the deleted-account notice shows on /auth', async ({
      page,
    }) => {
      await page.goto('/auth');
      await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
      await page.getByLabel('Correo electrónico').fill(`nadie-${theme}-${Date.now()}@tutor.local`);
      await page.getByRole('button', { name: 'Enviar enlace' }).click();
      await expect(page.getByRole('status')).toContainText('te enviamos un correo');
      await page.getByRole('button', { name: 'Volver a iniciar sesión' }).click();
      await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();

      await page.goto('/auth?cuenta=eliminada');
      await expect(page.getByRole('status').first()).toContainText(
        'Tu cuenta y todos tus datos se eliminaron.',
      );
      expect(await seriousAxe(page)).toEqual([]);
      await screenshot(page, `auth-account-deleted-${theme}`);
    });
  });
}
