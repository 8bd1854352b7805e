// src/types/database.ts must be exactly what the generator produces from the current migrations.
import { readFileSync } from 'node:fs';

import { expect, it } from 'vitest';

import { DATABASE_TYPES_PATH, generateDatabaseTypes } from '../../scripts/gen-types.ts';

it(
  'src/types/database.ts is not stale (run `npm run gen:types` after changing a migration)',
  { timeout: 180_000 },
  async () => {
    // With DB_TEST_URL (npm run test:pg15) the types come from that PostgreSQL 15 database instead.
    const generated = await generateDatabaseTypes(process.env.DB_TEST_URL);
    expect(readFileSync(DATABASE_TYPES_PATH, 'utf8')).toBe(generated);
  },
);
