import { mkdirSync } from 'node:fs';
import path from 'node:path';

import { expect, type Page, test } from '@playwright/test';

import { createStudent, serviceClient } from './admin-support';
import { composer, createConversation } from './chat-support';
import { signIn } from './support/auth';
import { seriousAxe } from './support/axe';
import { SCREENSHOT_FOLDER } from './support/screenshots';

/**
 * The streamed reply in the browser, all real: the stack's tutor function (the demo tutor, which
 * streams at a model's pace without a key), the student's token, the stored rows. The reply grows
 * in its bubble under a status line, Detener keeps what was shown as the stored reply, and
 * "Explícamelo de otra forma" asks again at the same hint level. Screenshots (the viewport, taken at
 * once: the reply is still growing) go to e2e/screenshots/stream-*.png.
 */

async function shot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_FOLDER, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_FOLDER, `stream-${name}.png`) });
}

async function storedReplies(conversationId: string) {
  const { data, error } = await serviceClient()
    .from('messages')
    .select('content, metadata')
    .eq('conversation_id', conversationId)
    .eq('role', 'assistant')
    .order('created_at');
  if (error) throw error;
  return data as Array<{ content: string; metadata: Record<string, unknown> }>;
}

async function openChat(page: Page) {
  await page.setViewportSize({ width: 1280, height: 800 });
  const student = await createStudent('stream-e2e');
  await signIn(page, student.email, student.password);
  await createConversation(page, 'Matemáticas');
  const id = /\/c\/([^/?#]+)/.exec(page.url())?.[1];
  expect(id).toBeTruthy();
  return id!;
}

/** The page at 1280 px, then at 390 px (a phone), each saved as `<name>-<width>.png`. */
async function bothWidths(page: Page, name: string) {
  await shot(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });

    test(`the reply grows under its status line and is announced once when stored (${theme})`, async ({
      page,
    }) => {
      const conversationId = await openChat(page);
      // The status line is up only until the first text (half a second with the demo tutor): a
      // watcher set before sending records what it said, however busy the machine is.
      await page.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { turnStatuses: string[] }).turnStatuses = seen;
        new MutationObserver(() => {
          const text = document.querySelector('[data-testid="turn-status"]')?.textContent?.trim();
          if (text && seen.at(-1) !== text) seen.push(text);
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      // A question without an exercise the demo can check: its longest reply (the three orienting
      // questions and the topic's hint, with formulas), so the text is seen growing.
      await composer(page).fill('¿Para qué sirve despejar una incógnita en álgebra?');
      await composer(page).press('Enter');

      // The status line replaces the dots until text arrives; then the text grows in the bubble.
      await expect
        .poll(() =>
          page.evaluate(() => (window as unknown as { turnStatuses: string[] }).turnStatuses),
        )
        .toContain('El tutor está pensando...');
      const growing = page.getByTestId('streaming-text');
      await expect(growing).not.toBeEmpty();
      const first = (await growing.textContent()) ?? '';
      await expect(page.getByRole('button', { name: 'Detener' })).toBeVisible();
      await expect(composer(page)).toBeDisabled();
      // Never a raw formula or emphasis mark while partial.
      expect(first).not.toMatch(/\$|\*\*/);
      await bothWidths(page, `growing-${theme}`);

      const reply = page.locator('[data-role="assistant"]');
      await expect(reply).toHaveCount(1, { timeout: 20_000 });
      await expect(page.getByTestId('streaming-reply')).toHaveCount(0);
      const final = (await reply.locator('[data-message-text]').textContent()) ?? '';
      expect(final.startsWith(first.slice(0, 20))).toBe(true);
      await expect(reply.locator('.katex').first()).toBeVisible();
      // Screen readers hear the whole reply once, when it is stored.
      await expect(page.getByTestId('reply-announcement')).toContainText('El tutor respondió:');
      const [stored] = await storedReplies(conversationId);
      expect(stored!.metadata.stopped).toBeUndefined();
      expect(await seriousAxe(page)).toEqual([]);

      // Explícamelo de otra forma: a turn like any other, at the same hint level.
      await page.getByRole('button', { name: 'Explícamelo de otra forma' }).click();
      await expect(
        page.locator('[data-role="user"]').filter({
          hasText: 'Explícamelo de otra forma, por favor.',
        }),
      ).toBeVisible();
      await expect(reply).toHaveCount(2, { timeout: 20_000 });
      const replies = await storedReplies(conversationId);
      expect(replies).toHaveLength(2);
      expect(replies[1]!.metadata.hint_level).toBe(replies[0]!.metadata.hint_level);
    });

    test(`Detener keeps what was shown as the stored reply, marked as stopped (${theme})`, async ({
      page,
    }) => {
      const conversationId = await openChat(page);
      await composer(page).fill('¿Por qué las plantas necesitan luz para la fotosíntesis?');
      await composer(page).press('Enter');
      const growing = page.getByTestId('streaming-text');
      await expect(growing).not.toBeEmpty();
      await page.getByRole('button', { name: 'Detener' }).click();

      const reply = page.locator('[data-role="assistant"]');
      await expect(reply).toHaveCount(1);
      await expect(reply.getByTestId('reply-stopped')).toHaveText(/Respuesta detenida/);
      await expect(composer(page)).toBeEnabled();
      await bothWidths(page, `stopped-${theme}`);
      expect(await seriousAxe(page)).toEqual([]);
      const [stored] = await storedReplies(conversationId);
      expect(stored!.metadata.stopped).toBe(true);
      // What was stored is what the student saw: shorter than the whole reply.
      const shown = (await reply.locator('[data-message-text]').textContent()) ?? '';
      expect(shown.length).toBeGreaterThan(0);
      expect(stored!.content.length).toBeLessThan(400);
    });
  });
}

test('a connection that drops mid-reply shows the stored reply, not an error', async ({ page }) => {
  const conversationId = await openChat(page);
  // The function answers in full (and stores the reply); the browser gets only the first events,
  // then the connection ends without `done`.
  await page.route('**/functions/v1/tutor', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const response = await route.fetch();
    const events = (await response.text()).split('\n\n');
    const firstDelta = events.findIndex((e) => e.startsWith('event: delta'));
    expect(firstDelta).toBeGreaterThan(-1);
    await route.fulfill({
      response,
      body: `${events.slice(0, firstDelta + 1).join('\n\n')}\n\n`,
    });
  });
  await composer(page).fill('¿Cómo resuelvo la ecuación 2x + 3 = 11?');
  await composer(page).press('Enter');

  const reply = page.locator('[data-role="assistant"]');
  await expect(reply).toHaveCount(1, { timeout: 20_000 });
  // The bubble is the stored row (read back from the database), the whole reply.
  await expect(page.getByTestId('streaming-reply')).toHaveCount(0);
  const stored = await storedReplies(conversationId);
  expect(stored).toHaveLength(1);
  await expect(reply.locator('[data-message-text]')).not.toBeEmpty();
  expect(stored[0]!.metadata.stopped).toBeUndefined();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
});
