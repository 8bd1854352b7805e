import { expect, test } from '@playwright/test';

import {
  seedConversation,
  seedConversationOf,
  serviceClient,
  userIdOf,
} from './chat-daily-support';
import { createConversation, signUpIntoConversation } from './chat-support';
import { signUpNewStudent } from './support/auth';
import { seriousAxe } from './support/axe';
import { screenshot, screenshotsLightAndDark } from './support/screenshots';

/** Find a conversation, name it, rate the tutor's replies. */
test.describe('chat: find, name and rate', () => {
  test('search finds a conversation by a word inside a message (accents aside) and opens it', async ({
    page,
  }) => {
    const student = await signUpNewStudent(page);
    const userId = await userIdOf(student.email, student.password);
    await seedConversation(userId, { title: 'Repaso de álgebra', turns: 2 });
    const target = await seedConversation(userId, {
      title: 'Biología del martes',
      turns: 2,
      lastReply: '¿Qué necesita la planta para hacer la fotosíntesis con la luz del sol?',
    });
    await page.reload();

    const search = page.getByRole('searchbox', { name: 'Buscar en tus conversaciones' });
    await search.fill('f');
    await expect(page.getByText('Escribe al menos 2 caracteres para buscar.')).toBeVisible();
    await search.fill('FOTOSINTESIS');
    const hits = page.getByTestId('search-hit');
    await expect(hits).toHaveCount(1);
    await expect(hits.first()).toContainText('Biología del martes');
    await expect(hits.first()).toContainText(/fotosíntesis/i);
    await screenshot(page, 'chat-find-search');
    expect(await seriousAxe(page)).toEqual([]);

    // Keyboard: down arrow into the results, Enter opens.
    await search.focus();
    await page.keyboard.press('ArrowDown');
    await expect(hits.first().getByRole('button')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/c/${target}$`));
    await expect(page.getByTestId('conversation-title')).toHaveText('Biología del martes');

    await search.fill('palabraquenoexiste');
    await expect(page.getByText('No hay conversaciones con «palabraquenoexiste».')).toBeVisible();
    await search.press('Escape');
    await expect(search).toHaveValue('');
    await expect(page.getByTestId('conversation-item')).toHaveCount(2);
  });

  test('a passage reads as plain text with the searched words marked; a student formula renders', async ({
    page,
  }) => {
    const student = await signUpNewStudent(page);
    const id = await seedConversationOf(student, { title: 'Geometría', turns: 1 });
    // The student's formula, then the tutor's reply in Markdown and LaTeX (the newest match).
    const now = Date.now();
    const { error } = await serviceClient()
      .from('messages')
      .insert([
        {
          conversation_id: id,
          role: 'user',
          content: 'Creo que es $x^2 + 2x$,\nporque 5*3 = 15 y x_1 = 3',
          created_at: new Date(now - 20_000).toISOString(),
        },
        {
          conversation_id: id,
          role: 'assistant',
          content:
            'El **Área** del cuadrado es $x^2$; [repasa el área](https://es.khanacademy.org) aquí.',
          created_at: new Date(now - 10_000).toISOString(),
        },
      ]);
    if (error) throw error;
    // Eight screenshots, each theme checked by axe: more than the default minute on a busy machine.
    test.setTimeout(180_000);
    await page.reload();

    // On a phone the search is in the drawer: open it, so both widths show the results.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('searchbox', { name: 'Buscar en tus conversaciones' }).fill('area');
    const snippet = page.getByTestId('search-hit').getByTestId('search-snippet');
    await expect(snippet).toHaveText('El Área del cuadrado es x²; repasa el área aquí.');
    await expect(snippet.locator('mark')).toHaveText(['Área', 'área']);
    await screenshotsLightAndDark(page, 'chat-find-snippet', async () => {
      expect(await seriousAxe(page)).toEqual([]);
    });

    await page.getByTestId('search-hit').getByRole('button').click();
    await expect(page).toHaveURL(new RegExp(`/c/${id}$`));
    const mine = page.locator('[data-role="user"] [data-message-text]').last();
    await expect(mine.locator('.katex')).toHaveCount(1);
    await expect(mine.locator('.katex annotation')).toHaveText('x^2 + 2x');
    // The rest exactly as typed, its line break kept; no dollar left on screen.
    const typed = await mine.innerText();
    expect(typed).toMatch(/^Creo que es .+,\nporque 5\*3 = 15 y x_1 = 3$/s);
    expect(typed).not.toContain('$');
    await screenshotsLightAndDark(page, 'chat-find-student-math', async () => {
      expect(await seriousAxe(page)).toEqual([]);
    });
  });

  test('rename persists; a blank title is refused in Spanish; Escape cancels', async ({ page }) => {
    await signUpIntoConversation(page, 'Historia');
    await page.getByRole('button', { name: 'Renombrar conversación' }).click();
    const box = page.getByRole('textbox', { name: 'Nuevo título de la conversación' });
    await expect(box).toBeFocused();
    await box.fill('   ');
    await box.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('El título no puede quedar vacío.');
    await box.press('Escape');
    await expect(page.getByTestId('conversation-title')).toHaveText('Nueva conversación');

    await page.getByRole('button', { name: 'Renombrar conversación' }).click();
    await box.fill('  Revolución   francesa: causas  ');
    await box.press('Enter');
    await expect(page.getByTestId('conversation-title')).toHaveText('Revolución francesa: causas');
    await expect(page.getByTestId('conversation-item').first()).toContainText(
      'Revolución francesa: causas',
    );
    await page.reload();
    await expect(page.getByTestId('conversation-title')).toHaveText('Revolución francesa: causas');
    await expect(page).toHaveTitle('Revolución francesa: causas · Tutor IA');

    // No second empty conversation of the same subject and level: the empty one opens again.
    await page.goto('/');
    await createConversation(page, 'Historia').catch(() => {});
    await expect(page.getByTestId('conversation-title')).toHaveText('Revolución francesa: causas');
    await expect(page.getByTestId('conversation-item')).toHaveCount(1);
  });

  test('feedback under a reply: one choice, changeable, kept after reload', async ({ page }) => {
    const student = await signUpNewStudent(page);
    const id = await seedConversationOf(student, { title: 'Ecuaciones', turns: 2 });
    await page.goto(`/c/${id}`);
    const groups = page.getByTestId('reply-feedback');
    await expect(groups).toHaveCount(2);
    const last = groups.last();
    const helped = last.getByRole('button', { name: 'Me ayudó' });
    const lost = last.getByRole('button', { name: 'No lo entendí' });
    await expect(helped).toHaveAttribute('aria-pressed', 'false');
    await helped.click();
    await expect(helped).toHaveAttribute('aria-pressed', 'true');
    await lost.click();
    await expect(lost).toHaveAttribute('aria-pressed', 'true');
    await expect(helped).toHaveAttribute('aria-pressed', 'false');
    await expect(async () => {
      const { data } = await serviceClient().from('message_feedback').select('rating');
      const mine = (data ?? []).map((r) => r.rating);
      expect(mine).toContain('not_understood');
    }).toPass();

    await page.reload();
    await expect(groups.last().getByRole('button', { name: 'No lo entendí' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(groups.first().getByRole('button', { name: 'Me ayudó' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(await seriousAxe(page)).toEqual([]);
    await screenshot(page, 'chat-find-feedback');
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await seriousAxe(page)).toEqual([]);
    await screenshot(page, 'chat-find-feedback-dark');

    // Cleared by pressing the chosen one again.
    await groups.last().getByRole('button', { name: 'No lo entendí' }).click();
    await expect(groups.last().getByRole('button', { name: 'No lo entendí' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
