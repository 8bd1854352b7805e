/**
 * The Chromium that the browser tests and the bench scripts drive: Debian's when present
 * (CHROMIUM_PATH or /usr/bin/chromium), elsewhere Playwright's own (`npx playwright install chromium`).
 */
import { existsSync } from 'node:fs';

export const chromiumPath =
  process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** Headless without a sandbox (containers), a GPU, background traffic or component updates. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];
