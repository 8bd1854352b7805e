import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';

import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

import { ANON_KEY } from './supabase/local/keys.ts';

// The web tests' configuration: the public local demo values (.env.example's), never the developer's
// `.env` (envDir: false), so `npm test` runs the same on a fresh clone, in CI and on a machine whose
// `.env` points at a hosted project. A test that needs other values stubs them (vi.stubEnv).
const webTestEnv = {
  VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
  VITE_SUPABASE_ANON_KEY: ANON_KEY,
  VITE_TUTOR_MODE: 'proxy',
  VITE_CREDIT_URL: 'https://github.com/',
  VITE_SUPPORT_WHATSAPP_1: '',
  VITE_SUPPORT_WHATSAPP_2: '',
  VITE_SUPPORT_EMAIL: '',
};

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@shared': fileURLToPath(new URL('./supabase/functions/_shared', import.meta.url)),
};

/** Test files that boot the local stack (supabase/local over HTTP, or a function against it). */
const STACK_TESTS = [
  'supabase/local/**/*.test.ts',
  'supabase/functions/!(_shared)/**/*.test.ts',
  'scripts/eval-tutor-stack.test.ts',
];
/** Never run by Vitest: the Deno tests (`deno test`) and the browser tests (Playwright). */
const NOT_VITEST = [...configDefaults.exclude, '**/*.deno.test.ts', 'e2e/**', 'dist/**'];

/**
 * Two tags that `npm test` skips, each run by a command (and a CI step) of its own:
 * - `training` retrains a learned layer or ablates the safety lexicon on every labelled case
 *   (minutes on 2 cores); `npm test` checks instead that the generated models' recorded input hash
 *   is current (scripts/eval/trained-models.test.ts). `npm run test:training` runs only them.
 * - `eval` runs the tutor eval's harness end to end through a local stack against the scripted
 *   fakes (a stack and four eval runs: a tenth of the suite's CPU). `npm run test:eval` runs only
 *   them; the pure pieces of the eval (matching, verdicts, the fakes) stay in `npm test`.
 */
const tags = [
  {
    name: 'training',
    description: 'retrains a learned layer or ablates the lexicon: npm run test:training',
    skip: process.env.TUTOR_TEST_TRAINING !== '1',
    // Retraining takes minutes under load: the timeout only detects a hang.
    timeout: 900_000,
  },
  {
    name: 'eval',
    description: 'runs the tutor eval through the local stack: npm run test:eval',
    skip: process.env.TUTOR_TEST_EVAL !== '1',
    timeout: 600_000,
  },
];

/** The web tests: everything under src runs in jsdom. */
const WEB_TESTS = ['src/**/*.test.{ts,tsx}'];

const web = (name: string, test: TestProjectInlineConfiguration['test']) => ({
  plugins: [react()],
  resolve: { alias },
  envDir: false as const,
  test: {
    name,
    env: webTestEnv,
    // jsdom renders slowly on a busy 2-core machine; a timeout is a hang detector, not a speed check.
    testTimeout: 30_000,
    environment: 'jsdom' as const,
    globals: true,
    setupFiles: ['src/test/setup.ts'],
    ...test,
  },
});

const node = (name: string, test: TestProjectInlineConfiguration['test']) => ({
  resolve: { alias },
  test: {
    name,
    environment: 'node' as const,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    tags,
    ...test,
  },
});

// Four projects, each runnable alone (`npx vitest run --project db`):
// - web: the browser-side code under jsdom;
// - unit: pure modules in Node (the tutor's shared rules, scripts, the labelled sets' loader);
// - db: the database tests (supabase/tests) on PGlite, or on PostgreSQL with DB_TEST_URL, each file
//   on a copy of one template database built once per run (globalSetup);
// - stack: the local stack over HTTP and the functions that run against it.
export default defineConfig({
  test: {
    // One worker per core. Vitest's default for `run` is cores − 1, which on a 2-core machine is a
    // single worker: every file then waits for the one before it while the second core idles.
    maxWorkers: availableParallelism(),
    projects: [
      web('web', {
        // The files of a worker share one jsdom and the transformed modules: creating jsdom and
        // importing React, the router and supabase-js per file was most of the web tests' CPU.
        // Each file still runs as if alone: src/test/setup.ts resets the module registry and the
        // stubs around every file, and Vitest keeps each file's vi.mock registrations apart (its
        // mocker looks mocks up by the file that registered them).
        isolate: false,
        include: WEB_TESTS,
        exclude: NOT_VITEST,
      }),
      // Every Node test file that is neither a database nor a stack test, wherever it lives.
      node('unit', {
        include: ['**/*.test.ts'],
        // Pure modules: the files of a worker share one process and module cache instead of a new
        // process each (each file's import of the shared rules and sets cost more than its tests).
        isolate: false,
        exclude: [...NOT_VITEST, 'src/**', 'supabase/tests/**', ...STACK_TESTS],
      }),
      node('db', {
        include: ['supabase/tests/**/*.test.ts'],
        exclude: NOT_VITEST,
        // A worker's files share one process and module cache (PGlite's module loads once); each
        // file still opens its own PGlite copied from the template, so every file starts clean.
        isolate: false,
        // Two files (stack-privileges, conversation-images) also boot the stack: its template too.
        globalSetup: ['supabase/tests/global-setup.ts', 'supabase/local/global-setup.ts'],
      }),
      node('stack', {
        include: STACK_TESTS,
        exclude: NOT_VITEST,
        // As db: a worker's files share one process; each file still starts its own stack.
        isolate: false,
        globalSetup: ['supabase/local/global-setup.ts'],
      }),
    ],
  },
});
