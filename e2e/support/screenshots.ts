import { mkdirSync } from 'node:fs';
import path from 'node:path';

import { expect, type Page } from '@playwright/test';

import { settled } from './settled';

/** e2e/screenshots/ (git-ignored): every spec's screenshots. */
export const SCREENSHOT_FOLDER = path.join(import.meta.dirname, '..', 'screenshots');
const folder = SCREENSHOT_FOLDER;
const widths = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/**
 * Saves full-page screenshots at 1280 px and 390 px wide into e2e/screenshots/ (git-ignored) as
 * `<name>-1280.png` and `<name>-390.png`, then restores the viewport and waits for the page to
 * follow it.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(folder, { recursive: true });
  const original = page.viewportSize();
  for (const size of widths) {
    await page.setViewportSize(size);
    await settled(page);
    await page.screenshot({ path: path.join(folder, `${name}-${size.width}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
  // The page answers a resize (media queries, the drawer's inert state) in its next frame; a key
  // pressed before then reaches the layout of the last width taken.
  await settled(page);
}

/**
 * screenshot() in the light theme, then in the dark one (`<name>-dark-…`); `inEach` runs in each
 * theme after its screenshots (e.g. an axe check), then the light theme is restored.
 */
export async function screenshotsLightAndDark(
  page: Page,
  name: string,
  inEach: () => Promise<void> = async () => undefined,
): Promise<void> {
  await page.emulateMedia({ colorScheme: 'light' });
  await screenshot(page, name);
  await inEach();
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/dark/);
  await screenshot(page, `${name}-dark`);
  await inEach();
  await page.emulateMedia({ colorScheme: 'light' });
}
