import { defineConfig, devices } from '@playwright/test';

import { CHROMIUM_ARGS, chromiumPath } from './e2e/support/chromium';
import { ANON_KEY, STACK_PORT, STACK_URL, WEB_PORT, WEB_URL } from './e2e/support/env';

/**
 * Playwright in real Chromium (e2e/support/chromium.ts) against a fresh in-memory local stack and
 * a production build.
 */

// Each web port gets its own build folder (ignored by git and lint), so parallel runs never collide.
const outDir = `node_modules/.e2e-dist-${WEB_PORT}`;

/**
 * Specs that briefly change what every visitor sees (they save a login announcement, which shows on
 * everyone's /auth while it lives), so the specs that read the sign-in screen must not run beside
 * them: they run after all the others. Every other spec makes its own users and rows, so two
 * workers share the one seeded stack.
 */
const DEPLOYMENT_WIDE = /(?:admin-announcements|audit-defects)\.spec\.ts$/;

const chromium = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  launchOptions: chromiumPath ? { executablePath: chromiumPath, args: CHROMIUM_ARGS } : {},
};

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/global-setup.ts',
  // One folder per web port: parallel runs on one machine must not wipe each other's artifacts.
  outputDir: `test-results/port-${WEB_PORT}`,
  fullyParallel: false,
  // Two workers (the machine's two cores); what must run alone is a project of its own below.
  workers: 2,
  // CI retries a failed test once so the report says whether it is flaky, and a flaky test (failed,
  // then passed) still fails the run: flakiness is reported, never hidden.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: WEB_URL,
    locale: 'es-ES',
    timezoneId: 'America/Mexico_City',
    viewport: { width: 1280, height: 800 },
    actionTimeout: 15_000,
    navigationTimeout: 20_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The app honours prefers-reduced-motion (src/index.css): no entry animations or transitions to
    // wait for, so no spec sleeps a fixed time for them.
    reducedMotion: 'reduce',
  },
  projects: [
    { name: 'chromium', testIgnore: DEPLOYMENT_WIDE, use: chromium },
    {
      name: 'deployment-wide',
      testMatch: DEPLOYMENT_WIDE,
      dependencies: ['chromium'],
      use: chromium,
    },
  ],
  webServer: [
    {
      // A fresh in-memory database (migrations + seed) per run.
      command: `npm run stack -- --memory --port ${STACK_PORT} --quiet`,
      url: `${STACK_URL}/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `npx vite build --outDir ${outDir} --emptyOutDir --logLevel warn && npx vite preview --outDir ${outDir} --port ${WEB_PORT} --strictPort`,
      url: WEB_URL,
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        VITE_SUPABASE_URL: STACK_URL,
        VITE_SUPABASE_ANON_KEY: ANON_KEY,
        VITE_TUTOR_MODE: 'proxy',
        VITE_CREDIT_URL: 'https://github.com/',
      },
    },
  ],
});
