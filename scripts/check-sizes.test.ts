import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import {
  isHandWrittenSource,
  LAST_LANDED_MIGRATION,
  MAX_SOURCE_LINES,
  sizeProblems,
  trackedLineCounts,
} from './check-sizes';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('the repository', () => {
  it('has no hand-written source file over the limit', () => {
    expect(sizeProblems(trackedLineCounts(root))).toEqual([]);
  });
});

describe('isHandWrittenSource', () => {
  it('takes code, tests, SQL and new migrations; leaves generated files, data and landed history', () => {
    expect(isHandWrittenSource('src/features/chat/components/composer.tsx')).toBe(true);
    expect(isHandWrittenSource('supabase/tests/harness.ts')).toBe(true);
    expect(isHandWrittenSource('scripts/pg15-check.sh')).toBe(true);
    // A migration after the newest landed one is new source; the newest landed one is history.
    expect(isHandWrittenSource('supabase/migrations/99991231000000_next.sql')).toBe(true);
    expect(isHandWrittenSource(`supabase/migrations/${LAST_LANDED_MIGRATION}_landed.sql`)).toBe(
      false,
    );
    expect(isHandWrittenSource('supabase/migrations/20261129060000_self_sign_up_consent.sql')).toBe(
      false,
    );
    expect(isHandWrittenSource('supabase/functions/_shared/eureka/eureka-model.generated.ts')).toBe(
      false,
    );
    expect(isHandWrittenSource('src/types/database.ts')).toBe(false);
    expect(isHandWrittenSource('supabase/schema/classes.sql')).toBe(false);
    expect(isHandWrittenSource('evals/datasets/eureka/train/a.jsonl')).toBe(false);
    expect(isHandWrittenSource('docs/tutor.md')).toBe(false);
  });
});

describe('sizeProblems', () => {
  const limit = MAX_SOURCE_LINES;

  it('passes files at the limit and refuses one line more', () => {
    expect(sizeProblems(new Map([['src/a.ts', limit]]))).toEqual([]);
    expect(sizeProblems(new Map([['src/a.ts', limit + 1]]))).toEqual([
      `src/a.ts: ${limit + 1} lines, over ${limit}: split it by concern`,
    ]);
  });

  it('ignores what is not hand-written source, however long', () => {
    const lines = new Map([
      ['src/types/database.ts', 5000],
      ['supabase/migrations/20261123000000_old.sql', 1001],
    ]);
    expect(sizeProblems(lines)).toEqual([]);
  });
});
