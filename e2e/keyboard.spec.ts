import { expect, test, type Locator, type Page } from '@playwright/test';

import { drawPng } from './chat-support';
import { newStudent, type Student } from './support/auth';
import { tabTo } from './support/focus';

/**
 * Keyboard only: every step below is Tab, Shift+Tab, Enter, Escape or typing (the one exception is
 * the image file, which comes from the operating system's file picker). Each control reached shows a
 * visible focus ring, dialogs keep focus inside and give it back, and hidden things are unreachable.
 */

/** Tabs `presses` times and checks focus never leaves `inside`. */
async function expectFocusTrapped(page: Page, inside: Locator, presses = 12) {
  for (let i = 0; i < presses; i += 1) {
    await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect(await inside.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
}

async function signUpByKeyboard(page: Page): Promise<Student> {
  const student = newStudent();
  await page.goto('/auth');
  await tabTo(page, page.getByRole('tab', { name: 'Iniciar Sesión' }));
  // Tabs: arrow keys move between them.
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Registrarse' })).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByLabel('Nombre', { exact: true }));
  await page.keyboard.type(student.name);
  await tabTo(page, page.getByLabel('Correo electrónico'));
  await page.keyboard.type(student.email);
  await tabTo(page, page.getByLabel('Contraseña', { exact: true }));
  await page.keyboard.type(student.password);
  await tabTo(page, page.getByLabel('Nivel educativo'));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Nivel educativo')).not.toHaveValue('');
  await tabTo(page, page.getByLabel('Año de nacimiento'));
  await page.keyboard.type(student.birthYear);
  await tabTo(page, page.getByRole('button', { name: 'Crear Cuenta' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  return student;
}

test.describe('keyboard only', () => {
  test('sign up and in, start a conversation, send, open an image, open support, sign out', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const student = await signUpByKeyboard(page);

    // Sign out and back in, by keyboard.
    await tabTo(page, page.getByRole('button', { name: 'Cerrar sesión' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/auth$/);
    await tabTo(page, page.getByLabel('Correo electrónico'));
    await page.keyboard.type(student.email);
    await tabTo(page, page.getByLabel('Contraseña', { exact: true }));
    await page.keyboard.type(student.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);

    // New conversation: the dialog takes focus, keeps it, Escape gives it back to the opener.
    const opener = page.getByRole('button', { name: 'Comenzar nueva conversación' });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Nueva Conversación' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Materia (opcional)')).toBeFocused();
    await expectFocusTrapped(page, dialog);
    // The page behind is inert while the dialog is open.
    expect(await page.locator('#root').evaluate((el) => (el as HTMLElement).inert)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await page.locator('#root').evaluate((el) => (el as HTMLElement).inert)).toBe(false);

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('button', { name: 'Comenzar' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('conversation-title')).toHaveText('Nueva conversación');

    // Send a message.
    const composer = page.getByRole('textbox', { name: 'Mensaje para el tutor' });
    await tabTo(page, composer);
    await page.keyboard.type('¿Cómo resuelvo 2x + 3 = 11?');
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-role="assistant"]')).toHaveCount(1);

    // An image (the file comes from the system picker), then the viewer by keyboard.
    await page
      .getByTestId('image-input')
      .setInputFiles({ name: 'tarea.png', mimeType: 'image/png', buffer: await drawPng(page) });
    await tabTo(page, page.getByRole('button', { name: 'Enviar mensaje' }));
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-role="assistant"]')).toHaveCount(2);
    const thumb = page.getByRole('button', { name: 'Ampliar imagen 1' });
    await tabTo(page, thumb, { back: true });
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog', { name: 'Imagen ampliada' });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByRole('button', { name: '✕ Cerrar' })).toBeFocused();
    await expectFocusTrapped(page, viewer, 4);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(thumb).toBeFocused();

    // Support: honest about unset contacts (this build sets none), never an invented number.
    const supportButton = page.getByRole('button', { name: 'Soporte Técnico' });
    await tabTo(page, supportButton, { back: true });
    await page.keyboard.press('Enter');
    const support = page.getByRole('dialog', { name: 'Soporte Técnico' });
    await expect(support).toBeVisible();
    await expect(support.getByText(/aún no están configurados/)).toBeVisible();
    await expect(support.locator('a[href^="https://wa.me"], a[href^="mailto:"]')).toHaveCount(0);
    await expectFocusTrapped(page, support, 4);
    await page.keyboard.press('Escape');
    await expect(support).toBeHidden();
    await expect(supportButton).toBeFocused();

    // Sign out.
    await tabTo(page, page.getByRole('button', { name: 'Cerrar sesión' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('on a phone the closed drawer is out of reach and the open one takes focus', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpByKeyboard(page);
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toHaveAttribute('inert', '');
    // A full round of Tab never lands inside the closed drawer.
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      expect(await sidebar.evaluate((el) => el.contains(document.activeElement))).toBe(false);
    }
    const menu = page.getByRole('button', { name: 'Abrir menú' });
    await tabTo(page, menu);
    await page.keyboard.press('Enter');
    await expect(sidebar).toHaveAttribute('data-open', 'true');
    await expect(sidebar).not.toHaveAttribute('inert');
    await expect(sidebar.getByRole('button', { name: 'Cerrar menú' })).toBeFocused();
    expect(await page.locator('main').evaluate((el) => (el as HTMLElement).inert)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(sidebar).toHaveAttribute('data-open', 'false');
    await expect(sidebar).toHaveAttribute('inert', '');
    await expect(menu).toBeFocused();
  });
});
