import { fileURLToPath, URL } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

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
        test: {
          name: 'web',
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
          ],
          exclude: ['supabase/functions/**/*.deno.test.ts', '**/node_modules/**'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
