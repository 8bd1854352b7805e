import { expect, test } from '@playwright/test';

import { signInAsAdmin } from './admin-support';
import { signUpNewStudent } from './support/auth';

/** The chat's polish list: what a daily user notices. */
test.describe('polish', () => {
  test('the admin phone drawer takes focus, leaves the page behind inert and gives focus back', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsAdmin(page, '/admin/users');
    await expect(page).toHaveTitle('Usuarios · Panel de Admin · Tutor IA');
    const menu = page.getByRole('button', { name: 'Abrir menú' });
    await menu.click();
    const drawer = page.locator('#admin-drawer');
    await expect(drawer.getByRole('button', { name: 'Cerrar menú' })).toBeFocused();
    await expect(page.locator('main')).toHaveJSProperty('inert', false);
    expect(await menu.evaluate((el) => Boolean(el.closest('[inert]')))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(menu).toBeFocused();
  });

  test('the privacy link opens "Mis datos"; Idioma says what it does; titles per route', async ({
    page,
  }) => {
    await signUpNewStudent(page);
    await expect(page).toHaveTitle('Tutor IA');
    await page.goto('/privacidad');
    await expect(page).toHaveTitle('Privacidad · Tutor IA');
    await page.getByRole('link', { name: 'Ir a Mis datos en Mi Perfil' }).click();
    await expect(page).toHaveURL(/\/profile\?tab=mis-datos$/);
    await expect(page.getByRole('tab', { name: 'Mis datos' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page).toHaveTitle('Mi Perfil · Tutor IA');
    await page.getByRole('tab', { name: 'Preferencias' }).click();
    await expect(
      page.getByText(
        'El tutor te responde en el idioma que elijas. Por ahora, las pantallas de la plataforma siguen en español.',
      ),
    ).toBeVisible();
  });
});
