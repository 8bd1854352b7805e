import { mkdirSync } from 'node:fs';
import path from 'node:path';

import { expect, test, type Page } from '@playwright/test';

import { THEME_STORAGE_KEY } from '../src/lib/theme';

import { authFields, signIn } from './support/auth';
import { seriousAxe } from './support/axe';
import { seeded } from './support/env';
import { settled } from './support/settled';

/**
 * The prerendered pages (scripts/vite/prerender.ts): painted from the first response, before any
 * script, then taken over by React without replacing what is on screen. `/` carries both first
 * screens: the sign-in page for a visitor without a session, the chat's shell for one with it.
 */

const WELCOME = '¡Bienvenido a tu Tutor IA!';

/**
 * Holds the app's main chunk (or the chunks `files` matches) until `release()`: what is visible
 * meanwhile came from the HTML.
 */
async function holdScripts(page: Page, files = /\/assets\/core-[^/]+\.js$/) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(files, async (route) => {
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

declare global {
  interface Window {
    __screens?: { frames: number; signIn: number; chat: number };
  }
}

/**
 * From the document's start, counts the frames (requestAnimationFrame: just before each paint) and
 * the DOM changes at which the sign-in form or the chat's welcome was visible. Returns a reader.
 */
async function watchScreens(page: Page) {
  await page.addInitScript((welcome) => {
    const seen = { frames: 0, signIn: 0, chat: 0 };
    window.__screens = seen;
    const visible = (selector: string, text?: string) =>
      [...document.querySelectorAll(selector)].some(
        (el) => (text === undefined || el.textContent === text) && el.checkVisibility(),
      );
    const check = () => {
      if (visible('input[type="email"]')) seen.signIn += 1;
      if (visible('h1, h2', welcome)) seen.chat += 1;
    };
    const frame = () => {
      seen.frames += 1;
      check();
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    new MutationObserver(check).observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
    });
  }, WELCOME);
  return () => page.evaluate(() => ({ ...window.__screens! }));
}

/** React has taken the page's heading over (it keeps its fiber on each node it owns). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const h1 = document.querySelector('#root h1');
    return h1 !== null && Object.keys(h1).some((key) => key.startsWith('__reactFiber'));
  });
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

// `/` signed out: the same page, from index.html, at /auth (where the app would have sent the visitor).
for (const { at, label } of [
  { at: '/auth', label: 'auth' },
  { at: '/', label: 'home-signed-out' },
]) {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      test(`${at} signed out: the sign-in page is painted before any script and hydrated in place (${viewport.width} px, ${colorScheme})`, async ({
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
        await page.goto(at, { waitUntil: 'commit' });

        const heading = page.getByRole('heading', { name: 'Tutor', level: 1 });
        await expect(heading).toBeVisible();
        await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();
        // The address is the sign-in page's before any of the app's code has run.
        expect(new URL(page.url()).pathname).toBe('/auth');
        await expect(page.locator('html')).toHaveClass(
          colorScheme === 'dark' ? /dark/ : /^(?!.*dark)/,
        );
        // Mark the prerendered nodes: hydration keeps them, a client re-render would drop the marks.
        await page.evaluate(() => {
          document.querySelector('h1')?.setAttribute('data-from-html', '');
          document.querySelector('input[type="email"]')?.setAttribute('data-from-html', '');
        });
        mkdirSync(shots, { recursive: true });
        const name = `first-paint-${label}-${viewport.width}-${colorScheme}`;
        const before = await page.screenshot({ path: path.join(shots, `${name}-html.png`) });

        release();
        // React has taken the prerendered nodes over, then they answer.
        await hydrated(page);
        await page.getByRole('tab', { name: 'Registrarse' }).click();
        await expect(page.getByRole('button', { name: 'Crear Cuenta' })).toBeVisible();
        await page.getByRole('tab', { name: 'Iniciar Sesión' }).click();
        // Compare like with like: no pointer hovering the tab, nothing focused (as on arrival).
        await page.mouse.move(0, 0);
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await expect(page.locator('h1[data-from-html]')).toHaveCount(1);
        await expect(page.locator('input[type="email"][data-from-html]')).toHaveCount(1);
        // The tabs' colour and the focus ring fade out after the clicks and the blur: compare the
        // still page, as the first picture was.
        await settled(page);
        const after = await page.screenshot({ path: path.join(shots, `${name}-hydrated.png`) });
        // The same picture before and after React took over: no flash, no shift. A flash or a shift
        // changes thousands of pixels; software rasterisation has been seen to redraw one pixel of
        // an unchanged page differently, so a handful is noise, not a change.
        expect(await differingPixels(page, before, after)).toBeLessThanOrEqual(16);
        expect(errors.filter((e) => /hydrat|#418|#423|#425/i.test(e))).toEqual([]);
        expect(await seriousAxe(page)).toEqual([]);
      });
    }
  }
}

test('a signed-out visitor at / is shown the sign-in page, never the chat shell, and signs in to her chat', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = collectErrors(page);
  const screens = await watchScreens(page);
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const f = authFields(page);
  await expect(f.email).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  release();
  await hydrated(page);
  // The only screen painted was the sign-in page; the shell is gone from the page.
  const seen = await screens();
  expect(seen.signIn).toBeGreaterThan(0);
  expect(seen.chat).toBe(0);
  await expect(page.locator('[data-shell]')).toHaveCount(0);

  await f.email.fill(seeded.ana.email);
  await f.password.fill(seeded.ana.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: WELCOME })).toBeVisible();
  await page.getByRole('button', { name: /abrir menú/i }).click();
  await expect(page.getByText('Ley de Ohm')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a host that answers /auth with index.html still paints the sign-in page and hydrates it', async ({
  page,
  baseURL,
}) => {
  const errors = collectErrors(page);
  // As such a host would: the document of /auth is the site's index.html.
  await page.route(/\/auth$/, async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const index = await route.fetch({ url: `${baseURL}/` });
    expect(await index.text()).toContain('data-shell="/"');
    await route.fulfill({ response: index });
  });
  const release = await holdScripts(page);
  await page.goto('/auth', { waitUntil: 'commit' });
  await expect(authFields(page).email).toBeVisible();
  release();
  await hydrated(page);
  await expect(page.locator('[data-shell]')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Registrarse' }).click();
  await expect(page.getByRole('button', { name: 'Crear Cuenta' })).toBeVisible();
  expect(errors.filter((e) => /hydrat|#418|#423|#425/i.test(e))).toEqual([]);
});

test('what a visitor does before the app has arrived: no password in an address, and the tap and the sign-in happen once it is live', async ({
  page,
}) => {
  const errors = collectErrors(page);
  // Every address the page asked for: a form the browser sent itself would be a GET to /auth with
  // its fields, the password among them, in the query.
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const release = await holdScripts(page);
  await page.goto('/auth', { waitUntil: 'commit' });
  const f = authFields(page);
  await f.email.fill(seeded.ana.email);
  await f.password.fill(seeded.ana.password);
  await f.password.press('Enter');
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  release();
  // The typed fields and the tap wait for the app: then it signs in, once.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: WELCOME })).toBeVisible();
  const secret = encodeURIComponent(seeded.ana.password);
  expect(
    requested.filter((url) => url.includes(secret) || new URL(url).searchParams.has('password')),
  ).toEqual([]);
  expect(requested.filter((url) => url.includes('/token?grant_type=password'))).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('a tab tapped before the app has arrived opens once it is live', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/auth', { waitUntil: 'commit' });
  const tab = page.getByRole('tab', { name: 'Registrarse' });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'false');
  release();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(authFields(page).name).toBeVisible();
  await expect(page.getByRole('button', { name: 'Crear Cuenta' })).toBeVisible();
});

test('a tab tapped while the sign-in page’s own code is still on its way opens once it is live', async ({
  page,
}) => {
  // The app's entry runs (it caches the theme first thing), but the sign-in page's chunks are held:
  // React cannot take that part over yet, so the tap is the early guard's to keep.
  const release = await holdScripts(page, /\/assets\/auth-[^/]+\.js$/);
  await page.goto('/auth', { waitUntil: 'commit' });
  await page.waitForFunction((key) => localStorage.getItem(key) !== null, THEME_STORAGE_KEY);
  const tab = page.getByRole('tab', { name: 'Registrarse' });
  await tab.click();
  release();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(authFields(page).name).toBeVisible();
});

test('a visitor without a session at another address is not shown the sign-in page of /', async ({
  page,
}) => {
  const screens = await watchScreens(page);
  const release = await holdScripts(page);
  await page.goto('/profile', { waitUntil: 'commit' });
  // Both first screens are in the page but hidden: nothing is painted until the app decides.
  await expect(page.locator('#root')).toBeHidden();
  await expect(page.locator('[data-shell]')).toBeHidden();
  expect(new URL(page.url()).pathname).toBe('/profile');
  release();
  // The app's own guard sends her to sign in (and back to /profile afterwards).
  await expect(page).toHaveURL(/\/auth$/);
  await expect(authFields(page).email).toBeVisible();
  expect((await screens()).chat).toBe(0);
});

test('a signed-in student sees the chat shell at once, then her chat replaces it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, seeded.ana.email, seeded.ana.password);
  const errors = collectErrors(page);
  const screens = await watchScreens(page);
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const welcome = page.getByRole('heading', { name: WELCOME });
  await expect(welcome).toBeVisible();
  release();
  // Her conversations (seed) arrive in the real screen; the shell is gone from the root.
  await page.getByRole('button', { name: /abrir menú/i }).click();
  await expect(page.getByText('Ley de Ohm')).toBeVisible();
  await expect(page.locator('#root[data-shell]')).toHaveCount(0);
  await expect(page.getByText('Cargando...')).toHaveCount(0);
  // The sign-in form, also in the page, was never visible: not in a frame, not after a change.
  const seen = await screens();
  expect(seen.chat).toBeGreaterThan(0);
  expect(seen.signIn).toBe(0);
  await expect(page).toHaveURL(/\/$/);
  expect(errors).toEqual([]);
});
