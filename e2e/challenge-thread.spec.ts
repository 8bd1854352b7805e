import { expect, test } from '@playwright/test';

import { startChallenge } from './challenge-support';
import { composer, signUpIntoConversation } from './chat-support';
import { expectNoSeriousAxe } from './support/axe';
import { screenshotsLightAndDark } from './support/screenshots';

test('the challenge stays in the thread: the answers and the result, after "Seguir con el tutor" and after a reload', async ({
  page,
}) => {
  // A streamed demo reply, a challenge, a reload, two axe runs and eight screenshots.
  test.slow();
  await signUpIntoConversation(page, 'Matemáticas');
  const { x, answer } = await startChallenge(page);
  const statement = page.locator('[data-role="assistant"]').nth(1);
  // The statement is no reply to rate: only the first reply has the feedback chips.
  await expect(page.getByTestId('reply-feedback')).toHaveCount(1);

  await answer.fill(`x = ${x + 1}`);
  await answer.press('Enter');
  const answers = page.getByTestId('challenge-answer');
  await expect(answers).toHaveCount(1);
  await expect(answers.first()).toContainText(`x = ${x + 1}`);
  await expect(answers.first()).toContainText('Ese resultado no es el correcto.');

  await answer.fill(`x = ${x}`);
  await answer.press('Enter');
  await expect(page.getByTestId('challenge-result')).toContainText('¡Lo resolviste sin ayuda!');
  // The answer box is gone: the composer is back with the focus, and the result is announced.
  await expect(composer(page)).toBeFocused();
  await expect(page.getByTestId('challenge-announcement')).toHaveText(
    '¡Lo resolviste sin ayuda! Eso demuestra que ya lo sabes hacer tú solo. ¡Buen trabajo!',
  );

  await page.getByRole('button', { name: 'Seguir con el tutor' }).click();
  await expect(page.getByTestId('challenge-result')).toHaveCount(0);
  await expect(composer(page)).toBeFocused();
  await expect(answers).toHaveCount(2);

  // Reopened: the thread still holds the answers and the result, right after the statement.
  await page.reload();
  await expect(composer(page)).toBeVisible();
  await expect(statement).toContainText('Reto sin ayuda');
  await expect(answers).toHaveText([
    `Tu respuesta 1x = ${x + 1}No era correcta`,
    `Tu respuesta 2x = ${x}Correcta`,
  ]);
  const result = page.getByTestId('challenge-thread-result');
  await expect(result).toContainText('¡Lo resolviste sin ayuda!');
  await expect(page.getByRole('list', { name: 'Tus respuestas al reto' })).toBeVisible();
  await expect(page.getByTestId('reply-feedback')).toHaveCount(1);
  await result.scrollIntoViewIfNeeded();
  await screenshotsLightAndDark(page, 'challenge-thread', () => expectNoSeriousAxe(page));

  // The conversation goes on after it.
  await composer(page).fill('¿Por qué había que restar primero?');
  await composer(page).press('Enter');
  await expect(page.locator('[data-role="assistant"]')).toHaveCount(3);
  await expect(answers).toHaveCount(2);
});
