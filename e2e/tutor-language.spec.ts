import { expect, test, type Page } from '@playwright/test';

import { DEMO_PHRASES } from '../supabase/functions/tutor/demo-phrases.ts';
import { demoReply } from '../supabase/functions/tutor/demo.ts';

import { composer, createConversation } from './chat-support';
import { signUpNewStudent } from './support/auth';
import { expectNoSeriousAxe } from './support/axe';
import { screenshotsLightAndDark } from './support/screenshots';

async function openPreferences(page: Page) {
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Preferencias' }).click();
  await expect(page.getByLabel('Idioma')).toBeVisible();
}

const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));

/** The profile's language preference: the screens stay Spanish, the tutor answers in it. */
test.describe('the tutor speaks the student’s language', () => {
  // Screenshots in two themes and widths, axe on each, and two streamed tutor turns: minutes on
  // a busy machine.
  test.setTimeout(360_000);

  test('a student who chooses English gets the demo tutor’s reply in English', async ({ page }) => {
    await signUpNewStudent(page);
    await openPreferences(page);
    await expect(
      page.getByText(
        'El tutor te responde en el idioma que elijas. Por ahora, las pantallas de la plataforma siguen en español.',
      ),
    ).toBeVisible();
    await page.getByLabel('Idioma').selectOption('en');
    await page.getByRole('button', { name: 'Guardar Preferencias' }).click();
    await expect(page.getByRole('status').filter({ hasText: '✅' })).toHaveText(
      '✅ Preferencias actualizadas exitosamente',
    );
    await screenshotsLightAndDark(page, 'profile-language', () => expectNoSeriousAxe(page));

    // The screens stay Spanish; the tutor writes English.
    await page.goto('/');
    await createConversation(page);
    const question = 'How do I solve 2x + 3 = 11?';
    await composer(page).fill(question);
    await composer(page).press('Enter');
    const reply = page.locator('[data-role="assistant"]');
    // The streamed bubble becomes the stored reply once the turn ends (slow on a busy machine).
    await expect(reply).toHaveCount(1, { timeout: 60_000 });
    const expected = demoReply({ text: question, task: question, level: 1, language: 'en' });
    const [opener] = expected.split('\n\n');
    expect(DEMO_PHRASES.en.openers).toContain(opener);
    await expect(reply.locator('p').first()).toHaveText(opener!);
    await expect(reply).toContainText('Which one would you undo first?');
    await expect(reply).toContainText(
      'Reply from the demonstration tutor (not connected to an AI model).',
    );
    await expect(page.getByTestId('conversation-title')).toHaveText('How do I solve 2x + 3');

    // A right value is confirmed in English.
    await composer(page).fill('x = 4');
    await composer(page).press('Enter');
    await expect(reply).toHaveCount(2, { timeout: 60_000 });
    await expect(reply.nth(1)).toContainText('so your value satisfies the equation.');
    await expect(reply.nth(1)).toContainText(
      'Can you explain in your own words which step got you there?',
    );
  });

  test('a theme is previewed when chosen, put back when left unsaved, kept when saved', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await signUpNewStudent(page);
    await openPreferences(page);
    expect(await isDark(page)).toBe(false);

    // Chosen: the whole app shows it at once, before "Guardar".
    await page.getByText('Oscuro', { exact: true }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(
      page.getByText('Lo ves al momento; guarda las preferencias para conservarlo.'),
    ).toBeVisible();
    await expectNoSeriousAxe(page);

    // Left without saving (another tab of the profile): the saved theme comes back.
    await page.getByRole('tab', { name: 'Perfil' }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByRole('tab', { name: 'Preferencias' }).click();
    await expect(page.getByRole('radio', { name: 'Automático' })).toBeChecked();

    // Left for another page: the same.
    await page.getByText('Oscuro', { exact: true }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.getByRole('link', { name: 'Volver al chat' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).not.toHaveClass(/dark/);

    // Saved: it stays, also after a reload.
    await openPreferences(page);
    await page.getByText('Oscuro', { exact: true }).click();
    await page.getByRole('button', { name: 'Guardar Preferencias' }).click();
    await expect(page.getByRole('status').filter({ hasText: '✅' })).toHaveText(
      '✅ Preferencias actualizadas exitosamente',
    );
    await page.getByRole('tab', { name: 'Perfil' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
  });
});
