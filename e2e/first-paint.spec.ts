import { mkdirSync } from 'node:fs';
import path from 'node:path';

import { expect, test, type Page } from '@playwright/test';

import { signIn } from './support/auth';
import { seeded } from './support/env';

/**
 * The prerendered pages (scripts/vite/prerender.ts): painted from the first response, before any
 * script, then taken over by React without replacing what is on screen.
 */

/** Holds the app's main chunk until `release()`: what is visible meanwhile came from the HTML. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/core-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** React errors in production builds are reported as page errors or console errors. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

const shots = path.join(import.meta.dirname, 'screenshots');

/**
 * Pixels that differ between two same-sized PNGs by more than `tolerance` (0-255 per channel),
 * decoded in a blank page's canvas: anti-aliasing may vary by one level between two rasterisations.
 */
async function differingPixels(page: Page, a: Buffer, b: Buffer, tolerance = 8): Promise<number> {
  const blank = await page.context().newPage();
  try {
    return await blank.evaluate(
      async ([first, second, tol]) => {
        const decode = async (base64: string) => {
          const image = new Image();
          image.src = `data:image/png;base64,${base64}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = image.width;
          canvas.height = image.height;
          const context = canvas.getContext('2d');
          if (!context) throw new Error('no 2d context');
          context.drawImage(image, 0, 0);
          return context.getImageData(0, 0, image.width, image.height);
        };
        const [x, y] = await Promise.all([decode(first), decode(second)]);
        if (x.width !== y.width || x.height !== y.height) return x.width * x.height;
        let count = 0;
        for (let i = 0; i < x.data.length; i += 4) {
          const channels = [0, 1, 2].map((c) => Math.abs(x.data[i + c]! - y.data[i + c]!));
          if (Math.max(...channels) > tol) count += 1;
        }
        return count;
      },
      [a.toString('base64'), b.toString('base64'), tolerance] as const,
    );
  } finally {
    await blank.close();
  }
}

for (const colorScheme of ['light', 'dark'] as const) {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`/auth is painted before any script and hydrated in place (${viewport.width} px, ${colorScheme})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      const errors = collectErrors(page);
      // Login announcements arrive after hydration by design (and move the page): none here.
      await page.route('**/rest/v1/rpc/get_active_announcements*', (route) =>
        route.fulfill({ json: [] }),
      );
      const release = await holdScripts(page);
      await page.goto('/auth', { waitUntil: 'commit' });

      const heading = page.getByRole('heading', { name: 'Tutor', level: 1 });
      await expect(heading).toBeVisible();
      await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();
      await expect(page.locator('html')).toHaveClass(
        colorScheme === 'dark' ? /dark/ : /^(?!.*dark)/,
      );
      // Mark the prerendered nodes: hydration keeps them, a client re-render would drop the marks.
      await page.evaluate(() => {
        document.querySelector('h1')?.setAttribute('data-from-html', '');
        document.querySelector('input[type="email"]')?.setAttribute('data-from-html', '');
      });
      mkdirSync(shots, { recursive: true });
      const name = `first-paint-auth-${viewport.width}-${colorScheme}`;
      const before = await page.screenshot({ path: path.join(shots, `${name}-html.png`) });

      release();
      // React has taken the prerendered nodes over (it keeps its fiber on each), then they answer.
      await page.waitForFunction(() => {
        const h1 = document.querySelector('h1[data-from-html]');
        return h1 !== null && Object.keys(h1).some((key) => key.startsWith('__reactFiber'));
      });
      await page.getByRole('tab', { name: 'Registrarse' }).click();
      await expect(page.getByRole('button', { name: 'Crear Cuenta' })).toBeVisible();
      await page.getByRole('tab', { name: 'Iniciar Sesión' }).click();
      // Compare like with like: no pointer hovering the tab, nothing focused (as on arrival).
      await page.mouse.move(0, 0);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await expect(page.locator('h1[data-from-html]')).toHaveCount(1);
      await expect(page.locator('input[type="email"][data-from-html]')).toHaveCount(1);
      const after = await page.screenshot({ path: path.join(shots, `${name}-hydrated.png`) });
      // The same picture before and after React took over: no flash, no shift.
      expect(await differingPixels(page, before, after)).toBe(0);
      expect(errors.filter((e) => /hydrat|#418|#423|#425/i.test(e))).toEqual([]);
    });
  }
}

test('a signed-out visitor at / never sees the chat shell and lands on /auth', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('#root')).toBeHidden();
  release();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();
});

test('a signed-in student sees the chat shell at once, then her chat replaces it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, seeded.ana.email, seeded.ana.password);
  const errors = collectErrors(page);
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const welcome = page.getByRole('heading', { name: '¡Bienvenido a tu Tutor IA!' });
  await expect(welcome).toBeVisible();
  release();
  // Her conversations (seed) arrive in the real screen; the shell is gone from the root.
  await page.getByRole('button', { name: /abrir menú/i }).click();
  await expect(page.getByText('Ley de Ohm')).toBeVisible();
  await expect(page.locator('#root[data-shell]')).toHaveCount(0);
  await expect(page.getByText('Cargando...')).toHaveCount(0);
  expect(errors).toEqual([]);
});
