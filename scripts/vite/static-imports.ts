/**
 * The chunks a browser loads along with some chunks before any dynamic import: those chunks and
 * every chunk they import statically, transitively. One walk of the bundle's static imports, read by
 * the prerender (which chunks a page preloads) and by the Supabase slimming check (what loads with
 * the entry), so both agree on what "loads up front" means.
 */
import type { Rollup } from 'vite';

export function staticClosure(chunks: Rollup.OutputChunk[], files: string[]): Set<string> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    byFile.get(file)?.imports.forEach(visit);
  };
  files.forEach(visit);
  return seen;
}
