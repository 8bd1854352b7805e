import { expect, type Page } from '@playwright/test';

import { composer } from './chat-support';

/**
 * In an open maths conversation: one question to the demo tutor, then "Ponme a prueba". Returns the
 * challenge's answer (the demo tutor states 'ax + b = c' with new values; solved here) and the
 * answer box, which has replaced the composer.
 */
export async function startChallenge(page: Page) {
  await composer(page).fill('¿Cómo resuelvo la ecuación 2x + 3 = 11?');
  await composer(page).press('Enter');
  await expect(page.locator('[data-role="assistant"]')).toHaveCount(1);

  await page.getByRole('button', { name: 'Ponme a prueba' }).click();
  const stated = page.locator('[data-role="assistant"]').nth(1);
  await expect(stated).toContainText('Reto sin ayuda');
  await expect(stated).toContainText('no te daré pistas');
  const tex = await stated.locator('annotation').first().textContent();
  const m = /(\d+)x \+ (\d+) = (\d+)/.exec(tex ?? '');
  expect(m, tex ?? '').not.toBeNull();
  const x = (Number(m![3]) - Number(m![2])) / Number(m![1]);
  // No help while the challenge is open.
  await expect(composer(page)).toHaveCount(0);
  const answer = page.getByRole('textbox', { name: 'Tu respuesta al reto' });
  await expect(answer).toBeFocused();
  await expect(page.getByText('Tienes 2 intentos. El tutor no dará pistas.')).toBeVisible();
  return { x, answer };
}
