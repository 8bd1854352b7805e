import { expect, test, type Page } from '@playwright/test';

import { signInAsAdmin } from './admin-support';
import { startChallenge } from './challenge-support';
import { composer, signUpIntoConversation } from './chat-support';
import { expectNoSeriousAxe } from './support/axe';
import { answerConfirm } from './support/confirm';
import { screenshotsLightAndDark } from './support/screenshots';

/** A new student's maths conversation with one answered question, then "Ponme a prueba". */
async function challengeStarted(page: Page) {
  await signUpIntoConversation(page, 'Matemáticas');
  // No challenge before there is anything to practise.
  await expect(page.getByRole('button', { name: 'Ponme a prueba' })).toHaveCount(0);
  return startChallenge(page);
}

test.describe('Reto sin ayuda', () => {
  test('Ponme a prueba → a challenge → a wrong try → the right answer → ¡Lo resolviste sin ayuda!', async ({
    page,
  }) => {
    // A streamed demo reply, two axe runs and eight screenshots: more than the default minute.
    test.slow();
    const { x, answer } = await challengeStarted(page);
    await screenshotsLightAndDark(page, 'challenge-open');
    await expectNoSeriousAxe(page);

    // An empty answer is refused in the page, no try spent.
    await page.getByRole('button', { name: 'Comprobar' }).click();
    await expect(page.getByRole('alert')).toHaveText('Escribe tu respuesta antes de comprobarla.');

    await answer.fill(`x = ${x + 1}`);
    await answer.press('Enter');
    await expect(
      page.getByText('Todavía no es correcto. Ese resultado no es el correcto.'),
    ).toBeVisible();
    await expect(page.getByText('Te queda 1 intento.')).toBeVisible();
    // The wrong answer stays in the box to be corrected.
    await expect(answer).toHaveValue(`x = ${x + 1}`);

    await answer.fill(`creo que es ${x}`);
    await page.getByRole('button', { name: 'Comprobar' }).click();
    const result = page.getByTestId('challenge-result');
    await expect(result).toContainText('¡Lo resolviste sin ayuda!');
    await screenshotsLightAndDark(page, 'challenge-solved');
    await expectNoSeriousAxe(page);

    // After a reload the finished challenge is over: the chat goes on.
    await page.getByRole('button', { name: 'Seguir con el tutor' }).click();
    await expect(composer(page)).toBeVisible();
    await page.reload();
    await expect(composer(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ponme a prueba' })).toBeVisible();
  });

  test('the wrong path: two wrong tries say what went wrong, in Spanish; an open challenge survives a reload', async ({
    page,
  }) => {
    const { x, answer } = await challengeStarted(page);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Tu respuesta al reto' })).toBeVisible();
    await expect(composer(page)).toHaveCount(0);

    await answer.fill(String(-x));
    await answer.press('Enter');
    await expect(page.getByText('Te queda 1 intento.')).toBeVisible();
    // Said in the answer box's status, and kept with the answer in the thread.
    await expect(page.getByRole('status').filter({ hasText: /Revisa el signo/ })).toBeVisible();
    await expect(page.getByTestId('challenge-answer').getByText(/Revisa el signo/)).toBeVisible();
    await answer.fill(`${x} o ${x + 1}`);
    await answer.press('Enter');
    const result = page.getByTestId('challenge-result');
    await expect(result).toContainText('Esta vez no salió');
    await expect(result).toContainText('Da una sola respuesta');
    await screenshotsLightAndDark(page, 'challenge-not-solved');
    await page.getByRole('button', { name: 'Seguir con el tutor' }).click();
    await expect(composer(page)).toBeEnabled();
  });

  test('giving up records the challenge as not solved and gives the chat back', async ({
    page,
  }) => {
    await challengeStarted(page);
    await page.getByRole('button', { name: 'Dejar el reto' }).click();
    await answerConfirm(page, /^¿Dejar el reto\?/, 'Dejar el reto');
    await expect(page.getByTestId('challenge-result')).toContainText('Dejaste el reto');
    await page.getByRole('button', { name: 'Seguir con el tutor' }).click();
    await composer(page).fill('¿Me explicas el reto?');
    await composer(page).press('Enter');
    await expect(page.locator('[data-role="user"]')).toHaveCount(2);
  });

  test('the figure in the admin analytics: Aciertos sin ayuda', async ({ page }) => {
    // A challenge solved alone by a new student, then the admin's analytics of today.
    const { x, answer } = await challengeStarted(page);
    await answer.fill(String(x));
    await answer.press('Enter');
    await expect(page.getByTestId('challenge-result')).toContainText('¡Lo resolviste sin ayuda!');
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    await signInAsAdmin(page);
    await page.goto('/admin/analytics');
    await expect(
      page.getByRole('heading', { name: 'Aciertos sin ayuda', exact: true }),
    ).toBeVisible();
    const row = page.getByTestId('challenge-stats-row').filter({ hasText: 'Matemáticas' }).first();
    await expect(row).toBeVisible();
    await expect(row).toContainText('%');
    await row.scrollIntoViewIfNeeded();
    await screenshotsLightAndDark(page, 'challenge-admin-analytics');
  });
});
