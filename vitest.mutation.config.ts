import { fileURLToPath, URL } from 'node:url';

import { defineConfig } from 'vitest/config';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@shared': fileURLToPath(new URL('./supabase/functions/_shared', import.meta.url)),
};

// Mutation testing (npm run test:mutation) runs only the fast tests of the pure rules: no database,
// no local stack, no component. Stryker's perTest coverage then picks the tests that reach each
// mutant. Two projects: the tutor's rules in Node, the features' pure modules (src/features/*/lib)
// under jsdom like the rest of the web code.
// MUTATION_TESTS (comma-separated globs) narrows a run to the tests that import the mutated files
// (docs/mutation.md): the same verdicts, and static mutants no longer run every test.
const only = process.env.MUTATION_TESTS?.split(',').filter(Boolean);

export default defineConfig({
  resolve: { alias },
  test: {
    projects: only
      ? [{ resolve: { alias }, test: { name: 'only', environment: 'node', include: only } }]
      : [
          {
            resolve: { alias },
            test: {
              name: 'rules',
              environment: 'node',
              include: [
                'supabase/functions/_shared/**/*.test.ts',
                'supabase/functions/tutor/config.test.ts',
                'scripts/eval-eureka.test.ts',
              ],
              // safety-lexicon.test.ts rebuilds the screen hundreds of times (a property of the data,
              // ~12 s); safety.test.ts's exact verdicts on every labelled case kill the lexicon's mutants.
              exclude: [
                '**/node_modules/**',
                'supabase/functions/**/*.deno.test.ts',
                'supabase/functions/_shared/safety/safety-lexicon.test.ts',
              ],
            },
          },
          {
            resolve: { alias },
            test: {
              name: 'lib',
              environment: 'jsdom',
              globals: true,
              include: ['src/features/*/lib/**/*.test.ts'],
            },
          },
        ],
  },
});
