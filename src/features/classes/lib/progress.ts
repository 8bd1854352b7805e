import type { Column } from '@/components/ui/data-table-columns';
import { EMPTY, formatCount, toNumber } from '@/features/admin/lib/format';

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

/** The figures of a student's progress, as get_class_students and get_class_student_progress name them. */
interface ProgressRow {
  challenges_solved: number;
  challenges_finished: number;
  max_hint_level: number | null;
  deep_hints: number;
}

/**
 * The progress columns every class table shows alike (the legend under it explains them):
 * challenges solved alone, the highest hint, deep hints and understanding moments, read by
 * `eurekas` (each function names them its own way).
 */
export function progressColumns<R extends ProgressRow>(eurekas: (row: R) => number): Column<R>[] {
  const t = classTexts.classPage;
  return [
    {
      id: 'solved',
      header: t.challengesSolved,
      align: 'right',
      cell: (r) => formatSolved(r.challenges_solved, r.challenges_finished),
    },
    { id: 'hint', header: t.maxHint, align: 'right', cell: (r) => formatHint(r.max_hint_level) },
    { id: 'deep', header: t.deepHints, align: 'right', cell: (r) => formatCount(r.deep_hints) },
    { id: 'eurekas', header: t.eurekas, align: 'right', cell: (r) => formatCount(eurekas(r)) },
  ];
}
