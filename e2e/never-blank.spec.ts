import { expect, test, type Page } from '@playwright/test';

import { signIn } from './support/auth';
import { teacherWithClass } from './support/classes';
import { seeded } from './support/env';

/**
 * No screen of the teacher's and the admin's areas ever leaves a blank page: every route is walked
 * to and back through the app's own links, and each stop has a <main> with content and no
 * "Algo salió mal…". The browser is given a `window.scrollTo` that returns a Promise (as newer
 * Chromium does), the browser API that once made leaving a class page throw.
 */

const BOUNDARY = 'Algo salió mal…';

async function scrollToReturnsAPromise(page: Page) {
  await page.addInitScript(() => {
    const original = window.scrollTo.bind(window) as (...args: unknown[]) => void;
    window.scrollTo = ((...args: unknown[]) => {
      original(...args);
      return Promise.resolve();
    }) as unknown as typeof window.scrollTo;
  });
}

/** The page shows a screen: its main landmark has text and no error boundary took its place. */
async function expectNotBlank(page: Page, heading?: string | RegExp) {
  const main = page.getByRole('main');
  await expect(main).toHaveCount(1);
  if (heading) await expect(main.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  await expect(main).not.toBeEmpty();
  expect(((await main.innerText()) ?? '').trim().length).toBeGreaterThan(0);
  await expect(page.getByText(BOUNDARY)).toHaveCount(0);
}

/** Opens the class from "Mis clases", visits each tab, and leaves with "← Mis clases". */
async function classAndBack(page: Page, className: string) {
  await page.getByRole('link', { name: new RegExp(className) }).click();
  await expectNotBlank(page, className);
  for (const tab of ['Alertas', 'Ajustes', 'Estudiantes']) {
    await page.getByRole('tab', { name: new RegExp(tab) }).click();
    await expect(page.getByRole('tab', { name: new RegExp(tab) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectNotBlank(page, className);
  }
  await page.getByRole('link', { name: 'Mis clases' }).click();
  await expect(page).toHaveURL(/\/profesor$/);
  await expectNotBlank(page, 'Mis clases');
}

test.describe('never a blank page', () => {
  test('a teacher walks the teacher area and back: the class page, its tabs, "← Mis clases", the chat', async ({
    page,
  }) => {
    // Many screens, each walked to and back.
    test.slow();
    const { teacher, className } = await teacherWithClass('profesor-blank', 'Sin blancos');
    await scrollToReturnsAPromise(page);
    await signIn(page, teacher.email, teacher.password);
    await expectNotBlank(page);

    await page.getByRole('link', { name: /Área de profesor/ }).click();
    await expect(page).toHaveURL(/\/profesor$/);
    await expectNotBlank(page, 'Mis clases');

    await classAndBack(page, className);
    // Twice: the class page mounts and unmounts again.
    await classAndBack(page, className);

    // The browser's Back and Forward through the same screens.
    await page.goBack();
    await expectNotBlank(page, className);
    await page.goForward();
    await expectNotBlank(page, 'Mis clases');

    await page.getByRole('link', { name: 'Volver al chat' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectNotBlank(page);
  });

  test('an admin walks every admin screen, the teacher area and back', async ({ page }) => {
    test.slow();
    const { className } = await teacherWithClass('profesor-blank', 'Sin blancos');
    await scrollToReturnsAPromise(page);
    await signIn(page, seeded.admin.email, seeded.admin.password);

    await page.goto('/admin');
    await expectNotBlank(page, 'Inicio');
    const nav = page.getByRole('navigation', { name: 'Panel de Admin' });
    for (const [link, heading] of [
      ['Usuarios', /Usuarios/],
      ['Actividad', /Actividad/],
      ['Analíticas', /Analíticas/],
      ['Anuncios', /Anuncios/],
      ['Conservación de datos', /Conservación de datos/],
      ['Inicio', /Inicio/],
    ] as const) {
      await nav.getByRole('link', { name: new RegExp(`^${link}`) }).click();
      await expectNotBlank(page, heading);
    }

    // The admin area to the teacher's and back.
    await page.getByRole('link', { name: /Área de profesor/ }).click();
    await expect(page).toHaveURL(/\/profesor$/);
    await expectNotBlank(page, 'Mis clases');
    await classAndBack(page, className);
    await page.goBack();
    await expectNotBlank(page, className);
    await page.goBack();
    await expectNotBlank(page, 'Mis clases');
    await page.goBack();
    await expect(page).toHaveURL(/\/admin$/);
    await expectNotBlank(page, 'Inicio');

    // The chat and the profile, and back to the admin area.
    await page.getByRole('link', { name: 'Volver al chat' }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expectNotBlank(page);
    await page.goto('/profile');
    await expectNotBlank(page);
    await page.goBack();
    await expectNotBlank(page);
  });
});
