import { expect, test } from '@playwright/test';

import {
  composer,
  createConversation,
  failingReplies,
  storedTurn,
  tutorWithFakeModel,
  signUpIntoConversation,
} from './chat-support';
import { expectNoSeriousAxe } from './support/axe';
import { answerConfirm, toast } from './support/confirm';
import { screenshotsLightAndDark } from './support/screenshots';

// Each test also takes four screenshots (two widths, two themes) on a shared, busy machine.
test.describe.configure({ timeout: 180_000 });

test.describe('the chat without system pop-ups', () => {
  test('deleting asks in the app’s own dialog: Escape keeps it, focus returns, Eliminar removes it', async ({
    page,
  }) => {
    let nativeDialogs = 0;
    page.on('dialog', (d) => {
      nativeDialogs += 1;
      void d.dismiss();
    });
    await signUpIntoConversation(page, 'Historia');
    const remove = page.getByRole('button', { name: /Eliminar conversación/ });
    await remove.click();
    const dialog = page.getByRole('alertdialog', { name: 'Eliminar esta conversación?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(
      'Se borrarán todos sus mensajes. No se puede deshacer.',
    );
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    // The page behind is inert while it asks.
    await expect(page.locator('#root')).toHaveJSProperty('inert', true);
    await expectNoSeriousAxe(page);
    await screenshotsLightAndDark(page, 'edges-confirm-delete');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();
    await expect(page.getByTestId('conversation-item')).toHaveCount(1);

    await remove.click();
    await answerConfirm(page, 'Eliminar esta conversación?', 'Eliminar');
    await expect(page.getByTestId('conversation-item')).toHaveCount(0);
    expect(nativeDialogs).toBe(0);
  });

  test('a file that is not an image: a Spanish toast, nothing attached', async ({ page }) => {
    await signUpIntoConversation(page);
    await page.getByTestId('image-input').setInputFiles({
      name: 'notas.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hola'),
    });
    await expect(toast(page, '❌ Solo se permiten imágenes')).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Solo se permiten imágenes' }),
    ).toHaveCount(1);
    await expect(page.getByRole('img', { name: /Imagen adjunta/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Cerrar aviso' }).click();
    await expect(page.getByTestId('toast')).toHaveCount(0);
    await page.getByTestId('image-input').setInputFiles({
      name: 'notas.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hola'),
    });
    await screenshotsLightAndDark(page, 'edges-toast-only-images');
  });
});

test.describe('a failed turn is one thing', () => {
  test('stored with Reintentar and the composer empty; Enter cannot send it twice', async ({
    page,
  }) => {
    await signUpIntoConversation(page);
    const tutor = await tutorWithFakeModel(page, failingReplies('Título'));
    const text = `¿Qué es un vector? ${Date.now()}`;
    await composer(page).fill(text);
    await composer(page).press('Enter');
    const retry = page.getByRole('button', { name: 'Reintentar' });
    await expect(retry).toBeVisible({ timeout: 60_000 });
    await expect(composer(page)).toHaveValue('');
    await expect(page.getByTestId('toast')).toHaveCount(0);
    await composer(page).press('Enter');
    await composer(page).press('Enter');
    expect((await storedTurn(text)).map((m) => m.role)).toEqual(['user']);
    await screenshotsLightAndDark(page, 'edges-failed-turn');
    await tutor.stop();
  });

  test('a message that cannot be stored stays in the composer with a toast, nothing in the thread', async ({
    page,
  }) => {
    await signUpIntoConversation(page);
    await page.route('**/rest/v1/messages*', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ code: '23514', message: 'check violation' }),
          })
        : route.fallback(),
    );
    await composer(page).fill('No me guardes');
    await composer(page).press('Enter');
    await expect(toast(page, 'Error al enviar mensaje. Intenta de nuevo.')).toBeVisible();
    await expect(composer(page)).toHaveValue('No me guardes');
    await expect(page.locator('[data-role="user"]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
  });
});

test.describe('drafts and the connection', () => {
  test('a draft stays with its conversation across switching and reloading, and goes when sent', async ({
    page,
  }) => {
    await signUpIntoConversation(page, 'Historia');
    const first = page.url();
    await composer(page).fill('Borrador de historia');
    await createConversation(page, 'Física');
    await expect(composer(page)).toHaveValue('');
    await page.goto(first);
    await expect(composer(page)).toHaveValue('Borrador de historia');
    await page.reload();
    await expect(composer(page)).toHaveValue('Borrador de historia');
    await composer(page).press('Enter');
    await expect(page.locator('[data-role="assistant"]')).toHaveCount(1, { timeout: 60_000 });
    await page.reload();
    await expect(composer(page)).toHaveValue('');
  });

  test('offline: a banner, the message kept, sent by itself when the connection is back', async ({
    page,
    context,
  }) => {
    await signUpIntoConversation(page);
    await context.setOffline(true);
    const banner = page.getByTestId('offline-banner');
    await expect(banner).toContainText('Sin conexión.');
    await composer(page).fill('Escrito sin red');
    await composer(page).press('Enter');
    await expect(banner).toContainText('Tu mensaje se enviará solo en cuanto vuelva la conexión.');
    await expect(composer(page)).toHaveValue('Escrito sin red');
    await expect(page.getByTestId('toast')).toHaveCount(0);
    await screenshotsLightAndDark(page, 'edges-offline-held');
    await context.setOffline(false);
    await expect(page.locator('[data-role="user"]')).toContainText('Escrito sin red');
    await expect(page.locator('[data-role="assistant"]')).toHaveCount(1, { timeout: 60_000 });
    await expect(composer(page)).toHaveValue('');
    await expect(banner).toHaveCount(0);
  });
});
