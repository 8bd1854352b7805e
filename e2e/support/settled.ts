import type { Page } from '@playwright/test';

/**
 * Waits until the page is still: web fonts loaded and no animation or transition running (with
 * reducedMotion 'reduce' they end at once), then two animation frames so layout has been painted.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running'),
  );
  await page.evaluate(
    () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))),
  );
}
