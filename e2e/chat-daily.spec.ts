import { expect, test } from '@playwright/test';

import {
  dispatchImage,
  expectFullyInside,
  finishDrop,
  lastMessage,
  messageList,
  seedConversation,
  seedConversationOf,
  serviceClient,
  userIdOf,
} from './chat-daily-support';
import { composer, createConversation, signUpIntoConversation } from './chat-support';
import { signUpNewStudent, submitSignIn } from './support/auth';
import { seriousAxe } from './support/axe';
import { answerConfirm } from './support/confirm';
import { screenshot } from './support/screenshots';

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** The chat as students use chats every day. */
test.describe('chat: where you left off', () => {
  for (const size of WIDTHS) {
    test(`${size.width} px: a long conversation opens at its last message, which stays in view after a reply`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      const student = await signUpNewStudent(page);
      const userId = await userIdOf(student.email, student.password);
      const id = await seedConversation(userId, {
        title: 'Teorema de Pitágoras y áreas bajo la curva',
        turns: 25,
        lastReply: 'Última respuesta: ¿qué obtienes con $\\sqrt{9 + 16}$?',
      });

      await page.goto(`/c/${id}`);
      await expect(page.getByTestId('conversation-title')).toHaveText(
        'Teorema de Pitágoras y áreas bajo la curva',
      );
      await expect(page).toHaveTitle('Teorema de Pitágoras y áreas bajo la curva · Tutor IA');
      const last = lastMessage(page);
      await expect(last).toContainText('Última respuesta');
      await expect(page.locator('.katex').first()).toBeVisible();
      await expectFullyInside(last, messageList(page));
      // Formulas laid out late must not leave the view short of the end.
      await page.waitForTimeout(500);
      await expectFullyInside(last, messageList(page));
      await expect(page.getByTestId('new-message')).toHaveCount(0);

      await composer(page).fill('¿Y si el cateto mide 5?');
      await composer(page).press('Enter');
      const replies = page.locator('[data-role="assistant"]');
      await expect(replies).toHaveCount(26);
      // The demo reply may be taller than a phone's view: then its end is what shows.
      await expectFullyInside(lastMessage(page), messageList(page), true);
      await expect(page.getByTestId('reply-announcement')).toContainText('El tutor respondió:');
      await expect(composer(page)).toBeFocused();
      if (size.width === 1280) await screenshot(page, 'chat-daily-long');
    });
  }

  test('reading above: a reply does not pull the student down; "Nuevo mensaje" does', async ({
    page,
  }) => {
    const student = await signUpNewStudent(page);
    const id = await seedConversationOf(student, { title: 'Leer con calma', turns: 20 });
    await page.goto(`/c/${id}`);
    await expectFullyInside(lastMessage(page), messageList(page));
    await composer(page).fill('Una pregunta más');
    // Hold the reply, scroll up meanwhile, then let it arrive.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/functions\/v1\/tutor$/, async (route) => {
      await held;
      await route.continue();
    });
    await composer(page).press('Enter');
    await expect(page.getByText('El tutor está pensando...')).toBeVisible();
    await messageList(page).evaluate((el) => el.scrollTo({ top: 200 }));
    const before = await messageList(page).evaluate((el) => el.scrollTop);
    release();
    await expect(page.locator('[data-role="assistant"]')).toHaveCount(21);
    const button = page.getByRole('button', { name: 'Nuevo mensaje' });
    await expect(button).toBeVisible();
    expect(await messageList(page).evaluate((el) => el.scrollTop)).toBe(before);
    await button.click();
    await expectFullyInside(lastMessage(page), messageList(page));
    await expect(button).toBeHidden();
  });
});

test.describe('chat: a URL per conversation', () => {
  test('opening and creating change the URL; Back, Forward and reload restore it; unknown and foreign ids say so', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const student = await signUpNewStudent(page);
    const userId = await userIdOf(student.email, student.password);
    const first = await seedConversation(userId, { title: 'Fracciones equivalentes', turns: 2 });
    const second = await seedConversation(userId, { title: 'La célula animal', turns: 2 });
    await page.reload();

    const item = (title: string) =>
      page.getByTestId('conversation-item').filter({ hasText: title }).getByRole('button').first();
    await item('Fracciones equivalentes').click();
    await expect(page).toHaveURL(new RegExp(`/c/${first}$`));
    await expect(page.getByTestId('conversation-title')).toHaveText('Fracciones equivalentes');
    await expect(composer(page)).toBeFocused();
    await item('La célula animal').click();
    await expect(page).toHaveURL(new RegExp(`/c/${second}$`));
    await expect(page.getByTestId('conversation-title')).toHaveText('La célula animal');

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/c/${first}$`));
    await expect(page.getByTestId('conversation-title')).toHaveText('Fracciones equivalentes');
    await expect(lastMessage(page)).toContainText('¿Qué obtienes al sustituir?');
    await page.goForward();
    await expect(page.getByTestId('conversation-title')).toHaveText('La célula animal');
    await page.reload();
    await expect(page.getByTestId('conversation-title')).toHaveText('La célula animal');
    await expect(page.getByTestId('message')).toHaveCount(4);

    await createConversation(page, 'Química');
    await expect(page).toHaveURL(/\/c\/[0-9a-f-]{36}$/);
    const created = page.url().split('/c/')[1]!;
    expect([first, second]).not.toContain(created);
    await page.reload();
    await expect(page.getByTestId('conversation-title')).toHaveText('Nueva conversación');

    // Deleting the open one leaves its address.
    await page
      .getByTestId('conversation-item')
      .filter({ has: page.locator('[aria-current="true"]') })
      .getByRole('button', { name: /Eliminar conversación/ })
      .click();
    await answerConfirm(page, 'Eliminar esta conversación?');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: '¡Bienvenido a tu Tutor IA!' })).toBeVisible();

    // Unknown id, then another student's conversation: a notice and the list, no messages.
    await page.goto('/c/00000000-0000-4000-8000-000000000000');
    await expect(
      page.getByRole('heading', { name: 'No encontramos esta conversación' }),
    ).toBeVisible();
    await expect(page.getByTestId('conversation-item')).toHaveCount(2);
    const other = await browser.newPage();
    const stranger = await signUpNewStudent(other);
    const foreign = await seedConversationOf(stranger, {
      title: 'Secreto de otra persona',
      turns: 1,
    });
    await other.close();
    await page.goto(`/c/${foreign}`);
    await expect(
      page.getByRole('heading', { name: 'No encontramos esta conversación' }),
    ).toBeVisible();
    await expect(page.getByText('Secreto de otra persona')).toHaveCount(0);
    await expect(page.getByTestId('message')).toHaveCount(0);
    expect(await seriousAxe(page)).toEqual([]);
    await screenshot(page, 'chat-daily-not-found');
  });

  test('a signed-out visitor to /c/:id signs in and lands on that conversation', async ({
    page,
  }) => {
    const student = await signUpNewStudent(page);
    const id = await seedConversationOf(student, { title: 'Volver aquí', turns: 1 });
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto(`/c/${id}`);
    await expect(page).toHaveURL(/\/auth$/);
    await submitSignIn(page, student.email, student.password);
    await expect(page).toHaveURL(new RegExp(`/c/${id}$`));
    await expect(page.getByTestId('conversation-title')).toHaveText('Volver aquí');
  });
});

test.describe('chat: keyboard and photos', () => {
  for (const size of WIDTHS) {
    test(`${size.width} px: the skip link reaches the composer in 2 key presses`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      const student = await signUpNewStudent(page);
      const id = await seedConversationOf(student, { title: 'Atajo de teclado', turns: 3 });
      await page.goto(`/c/${id}`);
      await expect(page.getByTestId('conversation-title')).toHaveText('Atajo de teclado');
      // From the start of the page, as a keyboard user arriving there.
      await page.evaluate(() => {
        document.body.tabIndex = -1;
        document.body.focus();
        document.body.removeAttribute('tabindex');
      });
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Saltar al cuadro de mensaje' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(composer(page)).toBeFocused();
    });
  }

  test('a pasted image and a dropped image show as previews and are sent', async ({ page }) => {
    await signUpIntoConversation(page, 'Matemáticas');
    await dispatchImage(composer(page), 'paste', 'pegada.png');
    await expect(page.getByRole('img', { name: 'Imagen adjunta 1' })).toBeVisible();

    const conversation = page.locator('section[data-dragging], section[aria-label]').first();
    await dispatchImage(messageList(page), 'drop', 'soltada.png');
    await expect(page.getByTestId('drop-zone')).toBeVisible();
    await expect(page.getByText('Suelta las imágenes para adjuntarlas')).toBeVisible();
    expect(await seriousAxe(page)).toEqual([]);
    await screenshot(page, 'chat-daily-drop-zone');
    await finishDrop(messageList(page));
    await expect(page.getByTestId('drop-zone')).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'Imagen adjunta 2' })).toBeVisible();
    await expect(page.getByText('2/4 imágenes')).toBeVisible();
    await expect(conversation).toBeVisible();

    await composer(page).fill('¿Cómo despejo la x?');
    await composer(page).press('Enter');
    // The demo tutor streams its reply to two images (the longest of its replies) at a model's pace.
    await expect(page.locator('[data-role="assistant"]')).toHaveCount(1, { timeout: 30_000 });
    const sent = page.locator('[data-role="user"]').last();
    await expect(sent.getByRole('button', { name: /Ampliar imagen/ })).toHaveCount(2);
    await expect(sent.getByRole('img', { name: 'Imagen adjunta 2' })).toBeVisible();

    const { data, error } = await serviceClient()
      .from('messages')
      .select('metadata')
      .eq('content', '¿Cómo despejo la x?')
      .single();
    expect(error).toBeNull();
    expect((data!.metadata as { images: string[] }).images).toHaveLength(2);
  });

  test('on a phone the camera button opens a capture input', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpNewStudent(page);
    await page.getByRole('button', { name: 'Comenzar nueva conversación' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Comenzar' }).click();
    await expect(page.getByRole('button', { name: 'Tomar foto' })).toBeVisible();
    await expect(page.getByTestId('camera-input')).toHaveAttribute('capture', 'environment');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Tomar foto' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'foto.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    await expect(page.getByRole('img', { name: 'Imagen adjunta 1' })).toBeVisible();
    await screenshot(page, 'chat-daily-camera');
  });
});
