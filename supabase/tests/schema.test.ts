// supabase/schema/ must be exactly what `npm run gen:schema` writes from the current migrations.
import { expect, it } from 'vitest';

import { generateSchema, staleFiles } from '../../scripts/gen-schema.ts';

// The folder is written from the PGlite template (PostgreSQL 17), whose catalog prints some things
// differently from PostgreSQL 15 (17's MAINTAIN privilege): under `npm run test:pg15` the PGlite run
// of `npm test` is the check.
it.skipIf(Boolean(process.env.DB_TEST_URL))(
  'supabase/schema/ is not stale (run `npm run gen:schema` after changing a migration)',
  { timeout: 180_000 },
  async () => {
    expect(staleFiles(await generateSchema())).toEqual([]);
  },
);
