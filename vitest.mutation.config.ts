import { fileURLToPath, URL } from 'node:url';

import { defineConfig } from 'vitest/config';

// Mutation testing (npm run test:mutation) runs only the fast tests of the pure rules: no database,
// no local stack, no DOM. Stryker's perTest coverage then picks the tests that reach each mutant.
export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@shared': fileURLToPath(new URL('./supabase/functions/_shared', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    include: [
      'supabase/functions/_shared/**/*.test.ts',
      'supabase/functions/tutor/config.test.ts',
      'scripts/eval-eureka.test.ts',
    ],
    // safety-lexicon.test.ts rebuilds the screen hundreds of times (a property of the data, ~12 s);
    // safety.test.ts's exact verdicts on every labelled case kill the lexicon's mutants.
    exclude: [
      '**/node_modules/**',
      'supabase/functions/**/*.deno.test.ts',
      'supabase/functions/_shared/safety-lexicon.test.ts',
    ],
  },
});
