import { expect, test, type Page } from '@playwright/test';

import { adminListRows, signInAsAdmin } from './admin-support';
import { expectNoSeriousAxe } from './support/axe';
import { screenshotsLightAndDark } from './support/screenshots';

/** The box scrolls sideways only if its content is wider than it. */
const fits = (el: Element) => el.scrollWidth <= el.clientWidth + 1;

async function pageFits390(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('admin screens an administrator can read', () => {
  // Four screenshots and two axe passes per screen.
  test.setTimeout(180_000);
  test('Inicio: the top subjects and the levels say their period', async ({ page }) => {
    await signInAsAdmin(page, '/admin');
    const period = 'Conversaciones empezadas en los últimos 7 días, hoy incluido';
    await expect(
      page.getByRole('region', { name: 'Top 5 materias' }).getByText(period),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Conversaciones por nivel' }).getByText(period),
    ).toBeVisible();
    await screenshotsLightAndDark(page, 'admin-readable-dashboard', () => expectNoSeriousAxe(page));
  });

  test('Usuarios: roles as words, labelled buttons, whole e-mails, fits 1280 and 390 px', async ({
    page,
  }) => {
    const rows = await adminListRows(page, '/admin/users', 'user-row');
    await page.getByLabel('Buscar por nombre o e-mail').fill('admin@tutor');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Administrador');
    await page.getByLabel('Buscar por nombre o e-mail').fill('ana@tutor');
    await expect(rows).toHaveCount(1);
    const ana = rows.first();
    await expect(ana).toContainText('Estudiante');
    const makeAdmin = ana.getByRole('button', { name: 'Hacer administrador: ana@tutor.local' });
    await expect(makeAdmin).toHaveText('Hacer administrador');
    await expect(makeAdmin).toHaveAttribute('title', 'Dar acceso a este panel de administración');
    await expect(ana.getByRole('button', { name: 'Hacer profesor: ana@tutor.local' })).toHaveText(
      'Hacer profesor',
    );
    await page.getByLabel('Buscar por nombre o e-mail').fill('');
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
    // Every button of the screen shows its words.
    for (const button of await page.getByRole('main').getByRole('button').all()) {
      if (await button.isVisible()) expect((await button.innerText()).trim()).not.toBe('');
    }
    // The table fits 1280 px with its role buttons in view.
    const region = page.getByRole('region', { name: 'Usuarios' });
    expect(await region.evaluate(fits)).toBe(true);
    await expect(
      page.getByRole('button', { name: /^Hacer administrador|^Quitar administrador/ }).first(),
    ).toBeInViewport();
    // An e-mail is never cut inside a word: a line may start only at its '@' or a dot, or after a
    // hyphen (the test data's addresses, 'alerta-seguimiento-…@tutor.local', have hyphens).
    const cuts = await page
      .getByTestId('user-row')
      .getByTestId('user-email')
      .evaluateAll((els) =>
        els.flatMap((el) => {
          const text = el.textContent ?? '';
          const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
          const tops: number[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (let i = 0; i < (node.textContent ?? '').length; i += 1) {
              const range = document.createRange();
              range.setStart(node, i);
              range.setEnd(node, i + 1);
              tops.push(Math.round(range.getBoundingClientRect().top));
            }
          }
          return tops.flatMap((top, i) =>
            i > 0 && top > tops[i - 1]! && !/[@.]/.test(text[i]!) && text[i - 1] !== '-'
              ? [`${text.slice(0, i)}|${text.slice(i)}`]
              : [],
          );
        }),
      );
    expect(cuts).toEqual([]);

    // On a phone: one card per user, no sideways scroll of the page.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('user-card').first()).toBeVisible();
    await expect(page.getByTestId('user-row').first()).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 800 });
    await pageFits390(page);
    await screenshotsLightAndDark(page, 'admin-readable-users', () => expectNoSeriousAxe(page));
  });

  test('Analíticas: charts with title, period and summary; plain figure names; tables fit 1280 px', async ({
    page,
  }) => {
    await signInAsAdmin(page, '/admin/analytics');
    await expect(page.getByText('Conversaciones con comprensión', { exact: true })).toBeVisible();
    await expect(
      page.getByText('El estudiante dijo que lo había entendido («ya entendí», «tiene sentido»…)'),
    ).toBeVisible();
    await expect(page.getByText('Tasa de eureka')).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'Ayudas hasta entenderlo' })).toBeVisible();
    await expect(page.getByText('Profundidad de andamiaje')).toHaveCount(0);

    const cohort = page.getByTestId('cohort-chart');
    await expect(
      cohort.getByRole('heading', { name: 'Retención por semana de registro' }),
    ).toBeVisible();
    await expect(cohort.getByTestId('chart-period')).toHaveText(
      /^Usuarios registrados del \d{2}\/\d{2}\/\d{4} al \d{2}\/\d{2}\/\d{4}, por la semana \(desde el lunes\) en que se registraron$/,
    );
    await expect(cohort.getByTestId('chart-summary')).toContainText('Día 1: ');
    await expect(cohort.locator('svg.recharts-surface:not([aria-label])')).toBeVisible();
    // The drawing takes no focus: it is hidden from assistive technology.
    await expect(cohort.locator('[tabindex="0"]')).toHaveCount(0);
    await expect(
      page.getByRole('figure', { name: 'Retención por semana de registro' }),
    ).toBeVisible();

    const challenges = page.locator('[role="region"][aria-label="Aciertos sin ayuda"]');
    if ((await challenges.count()) > 0) expect(await challenges.evaluate(fits)).toBe(true);
    await pageFits390(page);
    await screenshotsLightAndDark(page, 'admin-readable-analytics', () => expectNoSeriousAxe(page));
  });
});
