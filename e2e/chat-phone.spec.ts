import { mkdirSync } from 'node:fs';
import path from 'node:path';

import { expect, test, type Locator, type Page } from '@playwright/test';

import { createStudent, serviceClient } from './admin-support';
import { composer } from './chat-support';
import { signIn } from './support/auth';
import { expectNoSeriousAxe } from './support/axe';
import { tabTo } from './support/focus';
import { SCREENSHOT_FOLDER, screenshotsLightAndDark } from './support/screenshots';
import { settled } from './support/settled';

/** The chat on a phone leaves room to read: what is fixed under the messages, and what floats over them. */

const PHONE = { width: 390, height: 844 };
/** The fixed region under the message list may take at most this share of the phone's height. */
const BOTTOM_SHARE = 0.25;
const QUESTION = '¿Cómo resuelvo la ecuación 2x + 3 = 11?';

/**
 * A student with a conversation long enough to scroll, opened, and one question answered by the
 * demo tutor (so its notice shows).
 */
async function longConversationWithDemoReply(page: Page) {
  const student = await createStudent('telefono');
  const db = serviceClient();
  const { data: conversation, error } = await db
    .from('conversations')
    .insert({ user_id: student.id, title: 'Repaso de ecuaciones' })
    .select('id')
    .single();
  expect(error).toBeNull();
  const rows = Array.from({ length: 10 }, (_, i) => ({
    conversation_id: conversation!.id,
    role: i % 2 === 0 ? 'user' : 'assistant',
    content: `Mensaje ${i + 1}. ${'Una frase de repaso para que la conversación ocupe espacio. '.repeat(5)}`,
    created_at: new Date(Date.now() - (10 - i) * 60_000).toISOString(),
  }));
  expect((await db.from('messages').insert(rows)).error).toBeNull();

  await signIn(page, student.email, student.password);
  await page.goto(`/c/${conversation!.id}`);
  await expect(page.getByTestId('conversation-title')).toHaveText('Repaso de ecuaciones');
  await composer(page).fill(QUESTION);
  await composer(page).press('Enter');
  // The demo reply streams in; a busy machine takes longer than the default wait.
  await expect(page.locator('[data-role="assistant"]')).toHaveCount(6, { timeout: 30_000 });
  await expect(page.getByTestId('demo-notice')).toBeVisible();
  await expect(composer(page)).toBeEnabled();
}

/** Where the message list ends and the fixed bottom region starts, in page pixels. */
async function listBottom(page: Page): Promise<number> {
  const list = await page.getByTestId('message-list').boundingBox();
  return list!.y + list!.height;
}

/** The box of `locator`, which must lie inside the vertical band [top, bottom]. */
async function expectWithin(locator: Locator, top: number, bottom: number) {
  const box = (await locator.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(top - 0.5);
  expect(box.y + box.height).toBeLessThanOrEqual(bottom + 0.5);
  return box;
}

/** The field's placeholder, in the field's own font, is no wider than the room for text. */
async function expectPlaceholderFits(field: Locator) {
  const { text, room } = await field.evaluate((el: HTMLInputElement | HTMLTextAreaElement) => {
    const style = getComputedStyle(el);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
    return {
      text: context.measureText(el.placeholder).width,
      room: el.clientWidth - padding,
    };
  });
  expect(text).toBeGreaterThan(0);
  expect(text).toBeLessThanOrEqual(room);
}

test.describe('the chat on a phone', () => {
  test.describe('a touch phone at 390×844', () => {
    test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

    test('the fixed bottom area is at most a quarter of the screen: folded demo notice, "Ponme a prueba" in the composer, no keyboard hint', async ({
      page,
    }) => {
      // A demo reply, two axe runs and four screenshots on a shared machine.
      test.setTimeout(300_000);
      await longConversationWithDemoReply(page);
      await settled(page);

      const top = await listBottom(page);
      const bottom = PHONE.height - top;
      test.info().annotations.push({ type: 'bottom area', description: `${bottom} px of 844` });
      expect(bottom).toBeLessThanOrEqual(BOTTOM_SHARE * PHONE.height);
      // What is down there: the folded notice, the composer with its actions, the AI notice.
      const notice = page.getByTestId('demo-notice');
      const noticeBox = await expectWithin(notice, top, PHONE.height);
      await expectWithin(composer(page), top, PHONE.height);
      const challenge = page.getByRole('button', { name: 'Ponme a prueba' });
      await expectWithin(challenge, top, PHONE.height);
      await expect(challenge).toHaveAttribute(
        'title',
        'Un ejercicio parecido, sin pistas, para ver si ya lo dominas.',
      );
      await expectWithin(page.getByTestId('ai-notice'), top, PHONE.height);
      // No Enter/Shift+Enter hint where there is no keyboard; the composer's placeholder fits.
      await expect(page.getByTestId('composer-hint')).toHaveCount(0);
      await expectPlaceholderFits(composer(page));

      // The notice is one line that still says it is a demonstration, and opens to all of it.
      expect(noticeBox.height).toBeLessThanOrEqual(36);
      const summary = notice.locator('summary');
      // The emoji and the ▾ marker are hidden from screen readers; the line is the words between.
      await expect(summary).toHaveText(/^🧪\s*Modo demostración: tutor de prueba, no la IA\s*▾$/);
      const whole = notice.getByText(/quien administra Tutor tiene que conectar un modelo de IA/);
      await expect(whole).toBeHidden();
      await summary.tap();
      await expect(whole).toBeVisible();
      await expect(notice).toHaveJSProperty('open', true);
      await settled(page);
      await page.screenshot({
        path: path.join(SCREENSHOT_FOLDER, 'chat-phone-touch-notice-open-390.png'),
      });
      await summary.tap();
      await expect(whole).toBeHidden();

      // Scrolled down the list, "Volver arriba" floats over the messages' top, not in the header.
      const backToTop = page.getByTestId('back-to-top');
      await expect(backToTop).toBeVisible();
      await expect(page.locator('header').getByTestId('back-to-top')).toHaveCount(0);
      const list = (await page.getByTestId('message-list').boundingBox())!;
      const button = await expectWithin(backToTop, list.y, list.y + list.height);
      expect(button.y - list.y).toBeLessThanOrEqual(24);
      mkdirSync(SCREENSHOT_FOLDER, { recursive: true });
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await settled(page);
        await page.screenshot({
          path: path.join(SCREENSHOT_FOLDER, `chat-phone-touch-${scheme}-390.png`),
        });
        await expectNoSeriousAxe(page);
      }
      await page.emulateMedia({ colorScheme: 'light' });

      // Never while the title is being renamed; back once the rename ends.
      await page.getByRole('button', { name: 'Renombrar conversación' }).tap();
      await expect(
        page.getByRole('textbox', { name: 'Nuevo título de la conversación' }),
      ).toBeVisible();
      await expect(backToTop).toHaveCount(0);
      await page.getByRole('button', { name: 'Cancelar' }).tap();
      await expect(backToTop).toBeVisible();
      await backToTop.tap();
      await expect
        .poll(() => page.getByTestId('message-list').evaluate((el) => el.scrollTop))
        .toBe(0);
      await expect(backToTop).toHaveCount(0);

      // The challenge's answer box takes the composer's place; its placeholder fits too.
      await challenge.tap();
      const answer = page.getByRole('textbox', { name: 'Tu respuesta al reto' });
      await expect(answer).toBeVisible();
      await expectPlaceholderFits(answer);
      await settled(page);
      await page.screenshot({
        path: path.join(SCREENSHOT_FOLDER, 'chat-phone-touch-challenge-390.png'),
      });
    });
  });

  test('at 1280 and 390 px, light and dark: "Volver arriba" over the list, "Ponme a prueba" beside the composer, all by keyboard', async ({
    page,
  }) => {
    // A demo reply, four axe runs and eight screenshots on a shared machine.
    test.setTimeout(360_000);
    await longConversationWithDemoReply(page);

    // A keyboard and a wide screen: the hint stays, the notice is whole, the challenge has its words.
    await expect(page.getByTestId('composer-hint')).toHaveText(
      'Enter para enviar, Shift+Enter para nueva línea',
    );
    await expect(page.getByTestId('demo-notice')).toContainText(
      'quien administra Tutor tiene que conectar un modelo de IA',
    );
    const challenge = page.getByRole('button', { name: 'Ponme a prueba' });
    await expect(challenge).toHaveText('Ponme a prueba');
    await expect(page.getByTestId('back-to-top')).toBeVisible();
    await screenshotsLightAndDark(page, 'chat-phone-layout', () => expectNoSeriousAxe(page));

    // Every control of the bottom area and "Volver arriba" are reached by Tab, with a focus ring.
    // "Volver arriba" comes right after the header, before the messages; the challenge before the box.
    await page.getByRole('button', { name: 'Renombrar conversación' }).focus();
    await tabTo(page, page.getByTestId('back-to-top'), { max: 2 });
    await composer(page).focus();
    await tabTo(page, challenge, { back: true, max: 4 });

    // At 390 px: the closed drawer stays out of the Tab order; the folded notice opens with Enter.
    await page.setViewportSize(PHONE);
    await settled(page);
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toHaveAttribute('inert', '');
    const notice = page.getByTestId('demo-notice');
    await expect(notice).toHaveJSProperty('open', false);
    for (let i = 0; i < 15; i += 1) {
      await page.keyboard.press('Tab');
      expect(await sidebar.evaluate((el) => el.contains(document.activeElement))).toBe(false);
    }
    await tabTo(page, notice.locator('summary'));
    await page.keyboard.press('Enter');
    await expect(notice).toHaveJSProperty('open', true);
    await tabTo(page, challenge, { max: 6 });
  });
});
