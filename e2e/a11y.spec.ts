import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, test, type Page } from '@playwright/test';

import { signInAsAdmin } from './admin-support';
import { composer, createConversation, drawPng } from './chat-support';
import { signUpNewStudent } from './support/auth';
import { settled } from './support/settled';

/**
 * axe-core (WCAG 2.1 A and AA rules) on every screen a student and an admin reach, at 1280 and
 * 390 px, in the light and the dark theme: no serious or critical violation anywhere. Each screen is
 * also saved as a screenshot (e2e/screenshots/a11y/<screen>-<theme>-<width>.png) to be looked at,
 * and the counts go to test-results/a11y/<role>-<theme>.json.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;
const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

const shots = path.join(import.meta.dirname, 'screenshots', 'a11y');
const reports = path.join(import.meta.dirname, '..', 'test-results', 'a11y');

interface Finding {
  screen: string;
  width: number;
  count: number;
  rules: string[];
}

/** Runs axe on the page as it is; returns the serious and critical violations. */
async function audit(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/**
 * Audits one screen at both widths. `open` brings the screen up (called after each resize, so
 * width-dependent things like the drawer are opened at the width being audited); `close` undoes it.
 */
async function check(
  page: Page,
  findings: Finding[],
  theme: Theme,
  screen: string,
  open: () => Promise<void> = async () => {},
  close: () => Promise<void> = async () => {},
  widths: readonly { width: number; height: number }[] = WIDTHS,
) {
  for (const size of widths) {
    await page.setViewportSize(size);
    await open();
    await settled(page);
    const violations = await audit(page);
    findings.push({
      screen,
      width: size.width,
      count: violations.reduce((n, v) => n + v.nodes.length, 0),
      rules: violations.map(
        (v) =>
          `${v.id} (${v.nodes.length}): ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(' | ')}`,
      ),
    });
    mkdirSync(shots, { recursive: true });
    await page.screenshot({
      path: path.join(shots, `${screen}-${theme}-${size.width}.png`),
      fullPage: true,
    });
    await close();
  }
  await page.setViewportSize(WIDTHS[0]);
}

/** Audits a dialog at both widths: `open` shows it, Escape closes it, then `after` (if given). */
async function checkDialog(
  page: Page,
  findings: Finding[],
  theme: Theme,
  screen: string,
  dialog: Locator,
  open: () => Promise<void>,
  after: () => Promise<void> = async () => {},
) {
  await check(
    page,
    findings,
    theme,
    screen,
    async () => {
      await open();
      await expect(dialog).toBeVisible();
    },
    async () => {
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await after();
    },
  );
}

function report(findings: Finding[], name: string) {
  mkdirSync(reports, { recursive: true });
  writeFileSync(path.join(reports, `${name}.json`), JSON.stringify(findings, null, 2));
  for (const f of findings) {
    expect.soft(f.count, `${f.screen} at ${f.width} px: ${f.rules.join('; ')}`).toBe(0);
  }
}

for (const theme of THEMES) {
  test.describe(`axe, ${theme} theme`, () => {
    test.use({ colorScheme: theme });

    test(`every student screen has no serious or critical violation (${theme})`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const findings: Finding[] = [];

      await page.goto('/auth');
      await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();
      await check(page, findings, theme, 'auth-sign-in');
      await page.getByRole('tab', { name: 'Registrarse' }).click();
      await check(page, findings, theme, 'auth-sign-up');

      await signUpNewStudent(page);
      await expect(page.getByRole('heading', { name: '¡Bienvenido a tu Tutor IA!' })).toBeVisible();
      await check(page, findings, theme, 'chat-welcome');

      const newButton = page.getByRole('button', { name: 'Comenzar nueva conversación' });
      const newDialog = page.getByRole('dialog', { name: 'Nueva Conversación' });
      await checkDialog(page, findings, theme, 'chat-new-conversation', newDialog, () =>
        newButton.click(),
      );

      // A conversation with a text turn (markdown + math reply) and an image turn.
      await createConversation(page, 'Matemáticas');
      await composer(page).fill('¿Cómo resuelvo la ecuación 2x + 3 = 11?');
      await composer(page).press('Enter');
      await expect(page.locator('[data-role="assistant"]')).toHaveCount(1);
      const png = await drawPng(page, 800, 600);
      await page
        .getByTestId('image-input')
        .setInputFiles({ name: 'tarea.png', mimeType: 'image/png', buffer: png });
      await page.getByRole('button', { name: 'Enviar mensaje' }).click();
      await expect(page.locator('[data-role="assistant"]')).toHaveCount(2);
      await expect(page.getByRole('img', { name: 'Imagen adjunta 1' })).toBeVisible();
      await check(page, findings, theme, 'chat-conversation');

      const viewer = page.getByRole('dialog', { name: 'Imagen ampliada' });
      await checkDialog(page, findings, theme, 'chat-image-viewer', viewer, () =>
        page.getByRole('button', { name: 'Ampliar imagen 1' }).click(),
      );

      const support = page.getByRole('dialog', { name: 'Soporte Técnico' });
      // On a phone the support button is in the drawer: opened first, closed after.
      const onPhone = () => page.viewportSize()!.width < 1024;
      await checkDialog(
        page,
        findings,
        theme,
        'chat-support',
        support,
        async () => {
          if (onPhone()) await page.getByRole('button', { name: 'Abrir menú' }).click();
          await page.getByRole('button', { name: 'Soporte Técnico' }).click();
        },
        async () => {
          if (onPhone()) await page.keyboard.press('Escape');
        },
      );

      // The drawer exists only on a phone.
      await page.setViewportSize(WIDTHS[1]);
      await page.reload();
      await expect(
        composer(page)
          .or(page.getByRole('heading', { level: 1 }))
          .first(),
      ).toBeVisible();
      await check(
        page,
        findings,
        theme,
        'chat-drawer',
        async () => {
          await page.getByRole('button', { name: 'Abrir menú' }).first().click();
          await expect(page.getByTestId('sidebar')).toHaveAttribute('data-open', 'true');
        },
        async () => {},
        [WIDTHS[1]],
      );

      await page.goto('/profile');
      await expect(page.getByRole('heading', { name: 'Mi Perfil' })).toBeVisible();
      for (const [tab, screen] of [
        ['Perfil', 'profile'],
        ['Contraseña', 'profile-password'],
        ['Preferencias', 'profile-preferences'],
      ] as const) {
        await page.getByRole('tab', { name: tab }).click();
        await check(page, findings, theme, screen);
      }

      report(findings, `student-${theme}`);
    });

    test(`every admin screen has no serious or critical violation (${theme})`, async ({ page }) => {
      test.setTimeout(240_000);
      const findings: Finding[] = [];
      await signInAsAdmin(page, '/');
      await expect(page.getByRole('link', { name: 'Panel de Admin' })).toBeAttached();
      await check(page, findings, theme, 'admin-chat-home');

      for (const [route, screen, ready] of [
        ['/admin', 'admin-dashboard', null],
        ['/admin/users', 'admin-users', 'Rol'],
        ['/admin/activity', 'admin-activity', null],
        ['/admin/analytics', 'admin-analytics', null],
        ['/admin/announcements', 'admin-announcements', null],
        ['/admin/retention', 'admin-retention', 'Siguiente fecha'],
      ] as const) {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        if (ready) await expect(page.getByText(ready).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await check(page, findings, theme, screen);
      }

      await page.goto('/profile');
      await expect(page.getByRole('heading', { name: 'Mi Perfil' })).toBeVisible();
      await check(page, findings, theme, 'admin-profile');

      report(findings, `admin-${theme}`);
    });
  });
}

test('honours prefers-reduced-motion: entry animations and transitions end at once', async ({
  page,
}) => {
  await page.goto('/auth');
  const timing = () =>
    page.evaluate(() => {
      const el = document.createElement('div');
      el.className = 'animate-announcement-in transition-colors duration-300';
      document.body.append(el);
      const style = getComputedStyle(el);
      const result = [style.animationDuration, style.transitionDuration];
      el.remove();
      return result;
    });
  // The config's default for every spec.
  expect(await timing()).toEqual(['0.001s', '0s']);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await timing()).toEqual(['0.3s', '0.3s']);
});
