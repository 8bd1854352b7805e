/**
 * Files a person can hold in their head: no hand-written source file over MAX_SOURCE_LINES lines.
 * Generated files (`*.generated.ts`, `src/types/database.ts`, `supabase/schema/`), labelled data
 * (`evals/datasets/`) and landed migrations (history, never edited) are not hand-written source; a
 * migration newer than LAST_LANDED_MIGRATION is, and holds one concern within the same limit.
 * There are no exceptions: a file that grows past the limit is split by concern. Docs have their
 * own limit in check-citations.ts. Checked by check-sizes.test.ts in the unit project.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The longest hand-written source file. */
export const MAX_SOURCE_LINES = 400;

/** The newest migration that has landed; later ones are new source under the limit. */
export const LAST_LANDED_MIGRATION = '20261201110200';

const SOURCE = /\.(?:ts|tsx|js|mjs|cjs|sql|sh)$/;
const NOT_HAND_WRITTEN = [
  /\.generated\.ts$/,
  /^src\/types\/database\.ts$/,
  /^supabase\/schema\//,
  /^evals\/datasets\//,
];
const MIGRATION = /^supabase\/migrations\/(\d{14})_/;

/** Whether a repository path is hand-written source the limit applies to. */
export function isHandWrittenSource(path: string): boolean {
  if (!SOURCE.test(path) || NOT_HAND_WRITTEN.some((re) => re.test(path))) return false;
  const migration = MIGRATION.exec(path);
  return !migration || migration[1]! > LAST_LANDED_MIGRATION;
}

/** What is wrong with the sizes of these files (path → line count). */
export function sizeProblems(lines: ReadonlyMap<string, number>): string[] {
  const problems: string[] = [];
  for (const [path, count] of lines)
    if (isHandWrittenSource(path) && count > MAX_SOURCE_LINES)
      problems.push(`${path}: ${count} lines, over ${MAX_SOURCE_LINES}: split it by concern`);
  return problems;
}

/** The line count of every file git tracks in the repository at `root`. */
export function trackedLineCounts(root: string): Map<string, number> {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((path) => path && SOURCE.test(path));
  const counts = new Map<string, number>();
  for (const path of files) {
    let text: string;
    try {
      text = readFileSync(join(root, path), 'utf8');
    } catch {
      continue; // deleted in the work tree, not yet in the index
    }
    counts.set(path, text.length === 0 ? 0 : text.replace(/\n$/, '').split('\n').length);
  }
  return counts;
}
