import { fileURLToPath, URL } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

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

// Two projects: the browser-side code under jsdom, and everything that runs in Node
// (database tests on embedded Postgres, the local stack over HTTP, scripts).
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        envDir: false,
        test: {
          name: 'web',
          env: webTestEnv,
          // jsdom renders slowly on a busy 2-core machine; a timeout is a hang detector, not a speed check.
          testTimeout: 30_000,
          environment: 'jsdom',
          globals: true,
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'supabase/**/*.test.ts',
            // The pure tutor rules (prompt, eureka, metrics, title, ...) shared by SPA and function.
            'supabase/functions/_shared/**/*.test.ts',
            'scripts/**/*.test.ts',
            // The labelled sets' loader (evals/load.ts).
            'evals/**/*.test.ts',
          ],
          exclude: ['supabase/functions/**/*.deno.test.ts', '**/node_modules/**'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
