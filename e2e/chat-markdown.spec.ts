import { expect, test } from '@playwright/test';

import { composer, tutorWithFakeModel, signUpIntoConversation } from './chat-support';
import { seriousAxe } from './support/axe';
import { screenshot } from './support/screenshots';

/**
 * The chat's polish in the browser: markdown tables in a tutor reply (a table, not pipes; scrolling
 * sideways inside the bubble on a 390 px phone, the page never), and the login announcements as
 * one line each above the form on a phone with 'Iniciar Sesión' in view.
 */

const phone = { width: 390, height: 844 };

const TABLE_REPLY = [
  'Comparemos los métodos antes de elegir uno:',
  '',
  '| Método | Primer paso | Cuándo conviene | Ejemplo con tu sistema de ecuaciones |',
  '|---|---|---|---|',
  '| Sustitución | Despeja una variable | Un coeficiente vale 1 | De x + y = 5 sale x = 5 − y |',
  '| Reducción | Iguala coeficientes | Los coeficientes se parecen | Suma 2x + y = 7 y x − y = 2 |',
  '| Igualación | Despeja la misma variable | Ambas se despejan fácil | y = 5 − x e y = 2x − 7 |',
  '',
  '¿Cuál te parece más cómodo para empezar?',
].join('\n');

test('a markdown table in a reply is a table that scrolls sideways inside its bubble on a phone', async ({
  page,
}) => {
  await signUpIntoConversation(page);
  const tutor = await tutorWithFakeModel(page, (kind) =>
    kind === 'reply' ? { content: TABLE_REPLY } : { content: 'Métodos para sistemas' },
  );
  await composer(page).fill('¿Qué métodos hay para resolver un sistema de ecuaciones?');
  await composer(page).press('Enter');
  const reply = page.locator('[data-role="assistant"]');
  const table = reply.getByRole('table');
  await expect(table).toBeVisible({ timeout: 30_000 });
  await expect(table.getByRole('columnheader')).toHaveCount(4);
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(reply).not.toContainText('|---');
  const region = reply.getByRole('region', { name: 'Tabla' });

  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize(phone);
    // The table is wider than the bubble: its box scrolls, the page does not.
    const box = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(box.scroll).toBeGreaterThan(box.client);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      phone.width,
    );
    // Keyboard: the box takes focus and the arrow keys scroll it.
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await region.evaluate((el) => el.scrollTo({ left: 0 }));
    expect(await seriousAxe(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, `chat-markdown-table-${colorScheme}`);
  }
  await tutor.stop();
});

test('login announcements on a phone: one line each above the form, Iniciar Sesión in view, the line opens', async ({
  page,
}) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize(phone);
    await page.goto('/auth');
    const lines = page.locator('article[data-compact]');
    await expect(lines.first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeInViewport();
    // Above the form, in reading order.
    const [line, form] = await Promise.all([
      lines.first().boundingBox(),
      page.getByRole('button', { name: 'Iniciar Sesión' }).last().boundingBox(),
    ]);
    expect(line!.y).toBeLessThan(form!.y);
    // Each is one line: its message shows only once opened (keyboard: Enter on the summary).
    const first = lines.first();
    const message = first.locator('details > div p');
    await expect(message).toBeHidden();
    await first.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(message).toBeVisible();
    expect(await seriousAxe(page)).toEqual([]);
    await page.screenshot({
      path: `e2e/screenshots/auth-announcements-compact-open-${colorScheme}-390.png`,
      fullPage: true,
    });
    await page.keyboard.press('Enter');
    await expect(message).toBeHidden();
    await screenshot(page, `auth-announcements-${colorScheme}`);
    // At 1280 px they are full cards above the form.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.locator('article[data-compact]')).toHaveCount(0);
    await expect(page.locator('article').first()).toBeVisible();
  }
});
