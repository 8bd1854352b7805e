/**
 * `npm run bench:lcp`: Largest Contentful Paint of the sign-in page (/auth) and of the signed-in chat
 * (/) on a cheap phone, in real Chromium (e2e/support/chromium.ts) through CDP: 390 px wide, Slow 4G
 * (150 ms RTT, 1.6 Mbps down, 750 kbps up), 4x CPU slowdown, cache disabled and a fresh browser
 * context per sample (cold cache). Builds and serves the production bundle against a fresh in-memory
 * local stack; the chat case is the seeded student Ana, signed in beforehand (her session in
 * localStorage, as a returning student has it). Prints the median and every sample per page, and
 * the element that was the LCP. Exits 1 when a median is over the goal (1.2 s).
 *
 * Usage: npm run bench:lcp [-- --runs 5] [--root <other checkout>]
 * (--root measures another checkout's build the same way, e.g. a before/after comparison.)
 */
import { rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { chromium, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { build, preview } from 'vite';

import { CHROMIUM_ARGS, chromiumPath } from '../e2e/support/chromium.ts';
import { seeded } from '../e2e/support/env.ts';
import { ANON_KEY, startStack } from '../supabase/local/server.ts';

import { median } from './bench/stats.ts';

export const GOAL_MS = 1200;
/** Slow 4G as the issue states it: bytes per second and one-way latency for CDP. */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1000 * 1000) / 8,
  uploadThroughput: (750 * 1000) / 8,
};
export const CPU_SLOWDOWN = 4;
/** The chat home's heading (chatTexts.welcomeTitle): the signed-in screen is up. */
const WELCOME = '¡Bienvenido a tu Tutor IA!';
const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  locale: 'es-ES',
  timezoneId: 'America/Mexico_City',
};

interface LcpSample {
  ms: number;
  element: string;
}

declare global {
  interface Window {
    __lcp?: LcpSample[];
  }
}

/** One cold load of `url` under the phone's conditions; `ready` waits for the screen to be usable. */
async function measure(
  browser: Browser,
  url: string,
  ready: (page: Page) => Promise<void>,
  storageState?: BrowserContextOptions['storageState'],
): Promise<LcpSample> {
  const context = await browser.newContext({ ...PHONE, storageState });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__lcp = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { element?: Element }>) {
          const el = entry.element;
          const text = (el?.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
          window.__lcp?.push({
            ms: entry.startTime,
            element: el ? `<${el.tagName.toLowerCase()}> ${text}` : '(removed)',
          });
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await ready(page);
    await page.waitForLoadState('networkidle');
    // LCP entries are final once the page is idle and nothing has been clicked.
    await page.waitForTimeout(500);
    const entries = await page.evaluate(() => window.__lcp ?? []);
    const last = entries.at(-1);
    if (!last) throw new Error(`No largest-contentful-paint entry for ${url}`);
    return last;
  } finally {
    await context.close();
  }
}

async function main() {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '5' }, root: { type: 'string' } },
  });
  const runs = Number(values.runs);
  const root = path.resolve(values.root ?? '.');
  const configFile = path.join(root, 'vite.config.ts');
  const outDir = path.join(root, `node_modules/.bench-lcp-dist-${process.pid}`);

  const stack = await startStack({ memory: true, port: 0, quiet: true, log: () => {} });
  let server: Awaited<ReturnType<typeof preview>> | null = null;
  let browser: Browser | null = null;
  let over = false;
  try {
    process.env.VITE_SUPABASE_URL = stack.url;
    process.env.VITE_SUPABASE_ANON_KEY = ANON_KEY;
    process.env.VITE_TUTOR_MODE = 'proxy';
    await build({ root, configFile, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
    server = await preview({
      root,
      configFile,
      preview: { port: 0, strictPort: false },
      build: { outDir },
      logLevel: 'warn',
    });
    const web = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
    browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });

    // Ana signs in once, unthrottled, through the page; every chat sample starts with her session.
    const signIn = await browser.newContext(PHONE);
    const page = await signIn.newPage();
    await page.goto(`${web}/auth`);
    await page.getByLabel('Correo electrónico').fill(seeded.ana.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(seeded.ana.password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.getByRole('heading', { name: WELCOME }).waitFor();
    const session = await signIn.storageState();
    await signIn.close();

    const cases = [
      {
        name: '/auth (signed out)',
        url: `${web}/auth`,
        ready: async (p: Page) => {
          await p.getByRole('button', { name: 'Iniciar Sesión' }).waitFor();
        },
        state: undefined,
      },
      {
        name: '/ (chat, signed in)',
        url: `${web}/`,
        ready: async (p: Page) => {
          await p.getByRole('heading', { name: WELCOME }).waitFor();
          if (new URL(p.url()).pathname !== '/') throw new Error(`Chat sample ended at ${p.url()}`);
        },
        state: session,
      },
    ];
    console.log(
      `LCP at 390 px, Slow 4G (150 ms RTT, 1.6/0.75 Mbps), ${CPU_SLOWDOWN}x CPU, cold cache; ${runs} runs; goal <= ${GOAL_MS} ms`,
    );
    // CPU throttling multiplies the host's speed: a busy host reads slower than the phone it stands for.
    const load = () => loadavg()[0]!.toFixed(1);
    console.log(`host: ${cpus().length} CPUs, load average ${load()} at start`);
    for (const c of cases) {
      const samples: LcpSample[] = [];
      for (let i = 0; i < runs; i++) samples.push(await measure(browser, c.url, c.ready, c.state));
      const mid = median(samples.map((s) => s.ms));
      if (mid > GOAL_MS) over = true;
      const elements = [...new Set(samples.map((s) => s.element))].join(' | ');
      console.log(
        `${c.name.padEnd(22)} median ${String(Math.round(mid)).padStart(5)} ms  ${mid <= GOAL_MS ? 'ok' : 'OVER'}  samples ${samples.map((s) => Math.round(s.ms)).join(', ')}  LCP element: ${elements}`,
      );
    }
    console.log(`load average ${load()} at end`);
  } finally {
    await browser?.close();
    await new Promise<void>((r) => (server ? server.httpServer.close(() => r()) : r()));
    await stack.stop();
    rmSync(outDir, { recursive: true, force: true });
  }
  if (over) process.exitCode = 1;
}

await main();
