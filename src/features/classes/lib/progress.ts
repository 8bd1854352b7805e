import { EMPTY, toNumber } from '@/features/admin/lib/format';

import { classTexts } from '../texts';

/** "2 de 3" challenges solved alone of those finished; "—" when none was finished. */
export function formatSolved(solved: unknown, finished: unknown): string {
  const done = toNumber(finished) ?? 0;
  return done > 0 ? classTexts.classPage.solvedOf(toNumber(solved) ?? 0, done) : EMPTY;
}

/** The highest hint level (1–4), or "—" when no reply carried one. */
export function formatHint(level: number | null | undefined): string {
  return level == null ? EMPTY : String(level);
}
