import { expect, test } from '@playwright/test';

import { drawPng, signUpIntoConversation } from './chat-support';
import { screenshot } from './support/screenshots';

/** Images in a message: picked, downscaled and uploaded, shown signed, opened in the viewer. */
test.describe('chat images', () => {
  test('an image-only message uploads, titles the chat and opens a viewer that closes both ways', async ({
    page,
  }) => {
    await signUpIntoConversation(page, 'Física');
    const png = await drawPng(page, 2400, 1800);
    await page
      .getByTestId('image-input')
      .setInputFiles({ name: 'tarea.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('1/4 imágenes')).toBeVisible();
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();

    const userBubble = page.locator('[data-role="user"]');
    await expect(userBubble).toContainText('📷 Imagen adjunta');
    const thumb = userBubble.getByRole('img', { name: 'Imagen adjunta 1' });
    await expect(thumb).toBeVisible();
    await expect(thumb).toHaveAttribute(
      'src',
      /\/storage\/v1\/object\/sign\/chat-images\/[0-9a-f-]+\/[0-9a-f-]+\/[0-9a-f-]+\.jpg\?token=/,
    );
    // Downscaled in the browser: longest side 1600 px, read once the signed image has loaded (a
    // visible <img> still loading reports 0).
    await expect
      .poll(() =>
        thumb.evaluate((img: HTMLImageElement) => Math.max(img.naturalWidth, img.naturalHeight)),
      )
      .toBe(1600);
    await expect(page.getByTestId('conversation-title')).toHaveText('Análisis de imagen');
    await expect(page.locator('[data-role="assistant"]')).toContainText('adjuntaste una imagen');

    await userBubble.getByRole('button', { name: 'Ampliar imagen 1' }).click();
    const viewer = page.getByRole('dialog', { name: 'Imagen ampliada' });
    await expect(viewer).toBeVisible();
    await viewer.getByRole('img', { name: 'Imagen ampliada' }).click();
    await expect(viewer).toBeVisible();
    await screenshot(page, 'chat-image-viewer');
    await viewer.getByRole('button', { name: '✕ Cerrar' }).click();
    await expect(viewer).toBeHidden();

    await userBubble.getByRole('button', { name: 'Ampliar imagen 1' }).click();
    await expect(viewer).toBeVisible();
    await page.mouse.click(10, 10);
    await expect(viewer).toBeHidden();
  });
});
