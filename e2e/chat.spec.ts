import { expect, test } from '@playwright/test';

import {
  composer,
  failingReplies,
  isTutorCall,
  recordStackRequests,
  storedTurn,
  tutorWithFakeModel,
  signUpIntoConversation,
} from './chat-support';
import { signUpNewStudent } from './support/auth';
import { screenshot, screenshotsLightAndDark } from './support/screenshots';

/** A turn: the question stored, the reply asked for, rendered (safely), retried when it fails. */
test.describe('chat turns', () => {
  test('a student creates a conversation, gets a markdown + math reply, a title, and finds it all after reload', async ({
    page,
  }) => {
    await signUpNewStudent(page, { gradeLevel: 'Preparatoria' });
    await expect(page.getByRole('heading', { name: '¡Bienvenido a tu Tutor IA!' })).toBeVisible();
    for (const card of ['Aprende de verdad', 'Todas las materias', 'Disponible 24/7']) {
      await expect(page.getByRole('heading', { name: card })).toBeVisible();
    }
    await expect(page.getByText('No hay conversaciones aún')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Panel de Admin' })).toHaveCount(0);
    await screenshot(page, 'chat-welcome');

    // The modal: 12 subjects, level defaulting to the profile's.
    await page.getByRole('button', { name: 'Comenzar nueva conversación' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva Conversación' });
    await expect(dialog.getByLabel('Nivel educativo (opcional)')).toHaveValue('Preparatoria');
    await expect(dialog.getByLabel('Materia (opcional)').locator('option')).toHaveCount(13);
    await screenshot(page, 'chat-new-conversation-modal');
    await dialog.getByLabel('Materia (opcional)').selectOption('Matemáticas');
    await dialog.getByRole('button', { name: 'Comenzar' }).click();
    await expect(dialog).toBeHidden();

    const header = page.locator('header');
    await expect(page.getByTestId('conversation-title')).toHaveText('Nueva conversación');
    await expect(header.getByText('Matemáticas')).toBeVisible();
    await expect(header.getByText('Preparatoria')).toBeVisible();
    await expect(page.getByTestId('message-count')).toHaveText('0 mensajes');

    // An example question fills the composer.
    await page.getByRole('button', { name: '¿Cómo resuelvo la ecuación 2x + 3 = 11?' }).click();
    await expect(composer(page)).toHaveValue('¿Cómo resuelvo la ecuación 2x + 3 = 11?');

    // Hold the tutor's answer a moment so the typing indicator can be seen.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(isTutorCall, async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await composer(page).press('Enter');
    await expect(page.getByText('El tutor está pensando...')).toBeVisible();
    await expect(composer(page)).toBeDisabled();
    release();

    const reply = page.locator('[data-role="assistant"]');
    await expect(reply).toHaveCount(1);
    await expect(reply.locator('.katex').first()).toBeVisible();
    await expect(reply.locator('strong').first()).toBeVisible();
    await expect(page.getByText('El tutor está pensando...')).toBeHidden();
    await expect(composer(page)).toHaveValue('');
    await expect(page.getByTestId('conversation-title')).toHaveText(
      'Cómo resuelvo la ecuación 2x + 3',
    );
    await expect(page.getByTestId('message-count')).toHaveText('2 mensajes');
    await expect(page.getByTestId('demo-notice')).toBeVisible();
    await expect(reply.getByText(/^\d{2}:\d{2}$/)).toBeVisible();
    await screenshot(page, 'chat-conversation');

    // The demo tutor listens: a right value for the equation is confirmed, and it asks why.
    await composer(page).fill('Resté 3 y dividí entre 2, creo que x = 4');
    await composer(page).press('Enter');
    await expect(reply).toHaveCount(2);
    await expect(reply.nth(1)).toContainText('tu valor cumple la ecuación');
    await expect(reply.nth(1)).toContainText('¿Me explicas con tus palabras');
    await screenshotsLightAndDark(page, 'chat-demo-confirms');

    await page.reload();
    const item = page
      .getByTestId('conversation-item')
      .filter({ hasText: 'Cómo resuelvo la ecuación 2x + 3' });
    await expect(item).toBeVisible();
    await expect(item.getByText('Matemáticas')).toBeVisible();
    await item.getByRole('button').first().click();
    await expect(page.locator('[data-role="user"]').first()).toContainText(
      '¿Cómo resuelvo la ecuación 2x + 3 = 11?',
    );
    await expect(page.locator('[data-role="assistant"] .katex').first()).toBeVisible();
  });

  test("a failing model: the message stored with 'Reintentar' and the composer empty (also after reopening); identical resend and retry store one user row and one reply", async ({
    page,
  }) => {
    await signUpIntoConversation(page);
    const tutor = await tutorWithFakeModel(page, failingReplies('Energía cinética'));
    const text = `¿Qué es la energía cinética? ${Date.now()}`;
    await composer(page).fill(text);
    await composer(page).press('Enter');
    // One thing, never both: the message is stored with Reintentar, so the composer is empty.
    await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(composer(page)).toHaveValue('');
    await expect(composer(page)).toBeEnabled();
    await expect(page.getByTestId('toast')).toHaveCount(0);
    await expect(page.locator('[data-role="user"]')).toContainText(text);
    await expect(page.locator('[data-role="assistant"]')).toHaveCount(0);
    const retry = page.getByRole('button', { name: 'Reintentar' });
    await expect(retry).toBeVisible();
    await expect(page.getByText('El tutor no respondió a este mensaje.')).toBeVisible();
    await page.emulateMedia({ colorScheme: 'light' });
    await screenshot(page, 'chat-retry');
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'chat-retry-dark');
    await page.emulateMedia({ colorScheme: 'light' });

    // Enter on the empty composer sends nothing; the same text typed again while it waits for
    // its reply is a retry, not a second row.
    await composer(page).press('Enter');
    await composer(page).fill(text);
    await composer(page).press('Enter');
    await expect(composer(page)).toHaveValue('', { timeout: 60_000 });
    await expect(retry).toBeVisible();
    expect((await storedTurn(text)).map((m) => m.role)).toEqual(['user']);

    // Reopening the conversation still offers the retry (the latest message has no reply).
    await page.reload();
    await page.getByTestId('conversation-item').first().getByRole('button').first().click();
    await expect(page.locator('[data-role="user"]')).toContainText(text);
    await expect(retry).toBeVisible();

    // The model recovers; the retry (reached by keyboard) stores exactly one reply.
    tutor.fake.script = (kind) =>
      kind === 'reply' ? { content: '¿Qué sabes ya de la energía cinética?' } : { content: 'x' };
    await retry.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-role="assistant"]')).toContainText(
      '¿Qué sabes ya de la energía cinética?',
    );
    await expect(retry).toHaveCount(0);
    const rows = await storedTurn(text);
    expect(rows.map((m) => [m.role, m.content])).toEqual([
      ['user', text],
      ['assistant', '¿Qué sabes ya de la energía cinética?'],
    ]);
    expect(rows[1]?.metadata.reply_to).toBe(rows[0]?.id);
    await tutor.stop();
  });

  test('a text turn is the user insert plus one function call, first and later turns', async ({
    page,
  }) => {
    await signUpIntoConversation(page);
    const requests = recordStackRequests(page);
    for (const [i, text] of ['¿Qué es un átomo?', 'Creo que tiene protones'].entries()) {
      requests.length = 0;
      await composer(page).fill(text);
      await composer(page).press('Enter');
      await expect(page.locator('[data-role="assistant"]')).toHaveCount(i + 1);
      await expect(composer(page)).toHaveValue('');
      await expect(composer(page)).toBeEnabled();
      expect(requests, `turn ${i + 1}`).toEqual([
        'POST /rest/v1/messages',
        'POST /functions/v1/tutor',
      ]);
    }
    await expect(page.getByTestId('conversation-title')).not.toHaveText('Nueva conversación');
  });

  test('markdown attacks from the model render inert', async ({ page }) => {
    await signUpIntoConversation(page);
    const attack = [
      '[clic aquí](javascript:window.__pwned=1)',
      '<img src="x" onerror="window.__pwned=2">',
      '<script>window.__pwned=3</script>',
      '[datos](data:text/html;base64,PHNjcmlwdD53aW5kb3cuX19wd25lZD00PC9zY3JpcHQ+)',
      '![foto](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
      '[seguro](https://example.com/ok)',
      '<a href="https://evil.test">raw</a>',
    ].join('\n\n');
    const tutor = await tutorWithFakeModel(page, (kind) =>
      kind === 'reply' ? { content: attack } : { content: 'Ataques' },
    );
    await composer(page).fill('hola');
    await composer(page).press('Enter');
    const reply = page.locator('[data-role="assistant"]');
    await expect(reply.getByRole('link', { name: 'seguro' })).toBeVisible();
    await expect(reply.getByRole('link', { name: 'seguro' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(reply.getByRole('link', { name: 'seguro' })).toHaveAttribute('target', '_blank');
    for (const name of ['clic aquí', 'datos']) {
      const href = await reply
        .getByText(name)
        .evaluate((el) => el.closest('a')?.getAttribute('href') ?? '');
      expect(href).not.toMatch(/javascript:|data:/);
    }
    await expect(reply.locator('img')).toHaveCount(0);
    await expect(reply.locator('script')).toHaveCount(0);
    await expect(reply.locator('a[href="https://evil.test"]')).toHaveCount(0);
    await reply.getByText('clic aquí').click();
    expect(
      await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
    ).toBeUndefined();
    await screenshot(page, 'chat-markdown-attacks');
    await tutor.stop();
  });
});
