/**
 * Files a person can hold in their head: no hand-written source file over MAX_SOURCE_LINES lines.
 * Generated files (`*.generated.ts`, `src/types/database.ts`, `supabase/schema/`), labelled data
 * (`evals/datasets/`) and landed migrations (history, never edited) are not hand-written source; a
 * migration newer than LAST_LANDED_MIGRATION is, and holds one concern within the same limit.
 *
 * The files over the limit when the check was introduced are listed in SIZE_EXCEPTIONS with the
 * length they had then: each may shrink, never grow, and the check fails when one is back under
 * the limit so its entry is removed (the list only gets shorter). Docs have their own limit in
 * check-citations.ts. Checked by check-sizes.test.ts in the unit project.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The longest hand-written source file. */
export const MAX_SOURCE_LINES = 400;

/** The newest migration that has landed; later ones are new source under the limit. */
export const LAST_LANDED_MIGRATION = '20261201110200';

/** Files over the limit when the check began, with their length then (a ceiling, never raised). */
export const SIZE_EXCEPTIONS: Readonly<Record<string, number>> = {};

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

/** What is wrong with the sizes of these files (path → line count), exceptions applied. */
export function sizeProblems(
  lines: ReadonlyMap<string, number>,
  exceptions: Readonly<Record<string, number>> = SIZE_EXCEPTIONS,
): string[] {
  const problems: string[] = [];
  for (const [path, count] of lines) {
    if (!isHandWrittenSource(path)) continue;
    const ceiling = exceptions[path];
    if (ceiling === undefined) {
      if (count > MAX_SOURCE_LINES)
        problems.push(`${path}: ${count} lines, over ${MAX_SOURCE_LINES}: split it by concern`);
    } else if (count > ceiling) {
      problems.push(`${path}: ${count} lines, over its ceiling of ${ceiling}: it may only shrink`);
    } else if (count <= MAX_SOURCE_LINES) {
      problems.push(`${path}: ${count} lines, under ${MAX_SOURCE_LINES}: remove its exception`);
    }
  }
  for (const path of Object.keys(exceptions))
    if (!lines.has(path)) problems.push(`${path}: listed as an exception but gone: remove it`);
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
