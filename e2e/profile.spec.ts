import { expect, test, type Page } from '@playwright/test';

import { THEME_STORAGE_KEY } from '../src/lib/theme';

import { drawPng } from './chat-support';
import { authFields, signUpNewStudent } from './support/auth';
import { expectNoSeriousAxe } from './support/axe';
import { screenshot, screenshotsLightAndDark } from './support/screenshots';

const avatarInput = (page: Page) => page.getByTestId('avatar-input');

test.describe('Mi Perfil', () => {
  test('profile edits survive a reload', async ({ page }) => {
    await signUpNewStudent(page, { gradeLevel: 'Primaria' });
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Mi Perfil' })).toBeVisible();
    await expect(page.getByLabel('Correo electrónico')).toBeDisabled();
    // No phone number is asked for (students are often minors; the product never uses one).
    await expect(page.getByLabel('Teléfono')).toHaveCount(0);
    await screenshot(page, 'profile-tab');

    await page.getByLabel('Nombre completo').fill('Valeria Gómez');
    await page.getByLabel('Nivel educativo').selectOption('Postgrado');
    await page.getByRole('button', { name: 'Guardar Cambios' }).click();
    await expect(page.getByRole('status').filter({ hasText: '✅' })).toHaveText(
      '✅ Perfil actualizado exitosamente',
    );
    // The account card follows at once (the user was refreshed).
    await expect(page.getByText('Valeria Gómez', { exact: true })).toBeVisible();
    await screenshot(page, 'profile-saved');

    await page.reload();
    await expect(page.getByLabel('Nombre completo')).toHaveValue('Valeria Gómez');
    await expect(page.getByLabel('Nivel educativo')).toHaveValue('Postgrado');
  });

  test('an avatar upload shows the new picture, resized to 400 px', async ({ page }) => {
    await signUpNewStudent(page);
    await page.goto('/profile');
    const png = await drawPng(page, 900, 600);
    await avatarInput(page).setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByRole('status').filter({ hasText: '✅' })).toHaveText(
      '✅ Foto de perfil actualizada',
    );
    const picture = page.locator('img[src*="/storage/v1/object/public/avatars/"]').first();
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute('src', /\/avatars\/[0-9a-f-]{36}\/avatar\.jpg\?t=\d+$/);
    // Loaded from the server, as a JPEG of 400 x 267 (longest side 400).
    await expect
      .poll(() =>
        picture.evaluate((img: HTMLImageElement) => `${img.naturalWidth}x${img.naturalHeight}`),
      )
      .toBe('400x267');
    const src = await picture.getAttribute('src');
    const response = await page.request.get(src!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('image/jpeg');
    await screenshot(page, 'profile-avatar');

    // Persisted in avatar_url: still there after a reload.
    await page.reload();
    await expect(page.locator('img[src*="/avatars/"]').first()).toBeVisible();
  });

  test('a non-image or a too-large file shows its message', async ({ page }) => {
    await signUpNewStudent(page);
    await page.goto('/profile');
    await avatarInput(page).setInputFiles({
      name: 'tarea.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 tarea'),
    });
    await expect(page.getByRole('alert')).toHaveText('❌ Solo se permiten imágenes');

    await avatarInput(page).setInputFiles({
      name: 'enorme.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(2 * 1024 * 1024 + 1, 1),
    });
    await expect(page.getByRole('alert')).toHaveText('❌ La imagen no debe superar 2MB');
    await screenshot(page, 'profile-avatar-too-large');
  });

  test('a password change, then sign-in with the new password', async ({ page }) => {
    const student = await signUpNewStudent(page);
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Contraseña' }).click();
    const button = page.getByRole('button', { name: 'Cambiar Contraseña' });
    await expect(button).toBeDisabled();
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('nueva-clave-7');
    await page.getByLabel('Confirmar nueva contraseña').fill('nueva-clave');
    await expect(page.getByText('✗ Las contraseñas no coinciden')).toBeVisible();
    await button.click();
    await expect(page.getByRole('alert')).toHaveText('❌ Las contraseñas no coinciden');
    await page.getByLabel('Confirmar nueva contraseña').fill('nueva-clave-7');
    await expect(page.getByText('✓ Las contraseñas coinciden')).toBeVisible();
    await screenshot(page, 'profile-password');
    await button.click();
    await expect(page.getByRole('status').filter({ hasText: '✅' })).toHaveText(
      '✅ Contraseña cambiada exitosamente',
    );

    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    const f = authFields(page);
    await f.email.fill(student.email);
    await f.password.fill(student.password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page.getByRole('alert')).toHaveText('Correo o contraseña incorrectos.');
    await f.password.fill('nueva-clave-7');
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the e-mail preference says what it governs; light and dark, axe clean', async ({
    page,
  }) => {
    test.slow(); // four full-page screenshots and two axe runs
    await signUpNewStudent(page);
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Preferencias' }).click();
    // The teachers' weekly e-mail of each class, not the safety alerts' e-mails.
    await expect(page.locator('#email-notifications-hint')).toHaveText(
      'Si das clase: el resumen semanal de cada clase, los lunes. Los avisos de alertas de seguridad de tus clases no dependen de esta opción.',
    );
    await screenshotsLightAndDark(page, 'profile-preferences', () => expectNoSeriousAxe(page));
  });

  test('the dark theme applies at once and persists', async ({ page }) => {
    await signUpNewStudent(page);
    await page.goto('/profile');
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/dark/);
    await page.getByRole('tab', { name: 'Preferencias' }).click();
    await page.getByText('Oscuro', { exact: true }).click();
    await page.getByLabel('Idioma').selectOption('pt');
    await page.getByLabel('Recibir notificaciones por correo').uncheck();
    await page.getByRole('button', { name: 'Guardar Preferencias' }).click();
    await expect(page.getByRole('status').filter({ hasText: '✅' })).toHaveText(
      '✅ Preferencias actualizadas exitosamente',
    );
    await expect(html).toHaveClass(/dark/);
    await screenshot(page, 'profile-preferences-dark');

    // Kept in the account, not only in this browser: forget the local cache and reload.
    await page.evaluate((key) => localStorage.removeItem(key), THEME_STORAGE_KEY);
    await page.reload();
    await expect(html).toHaveClass(/dark/);
    await page.getByRole('tab', { name: 'Preferencias' }).click();
    await expect(page.getByLabel('Oscuro')).toBeChecked();
    await expect(page.getByLabel('Idioma')).toHaveValue('pt');
    await expect(page.getByLabel('Recibir notificaciones por correo')).not.toBeChecked();

    // Every screen follows, the chat home too.
    await page.goto('/');
    await expect(html).toHaveClass(/dark/);
    await page.goto('/profile');
    await screenshot(page, 'profile-dark');
  });
});
