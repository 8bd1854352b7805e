/**
 * `npm run size`: the gzip size of the JavaScript each route loads first, read from the production
 * build's manifest (run `npm run build` first; this script builds nothing). A route loads the entry
 * chunk and its static imports, then its lazy route chunk(s) and their static imports.
 * Exits 1 when a route is over its budget.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** Route -> the lazy route modules it renders (src/app/router.tsx). */
export const ROUTES: Array<{ path: string; modules: string[]; budgetKb?: number }> = [
  { path: '/auth', modules: ['src/app/routes/auth.tsx'], budgetKb: 130 },
  { path: '/', modules: ['src/app/routes/chat.tsx'], budgetKb: 151 },
  { path: '/profile', modules: ['src/app/routes/profile.tsx'] },
  {
    path: '/admin',
    modules: ['src/app/routes/admin/layout.tsx', 'src/app/routes/admin/dashboard.tsx'],
  },
  {
    path: '/admin/users',
    modules: ['src/app/routes/admin/layout.tsx', 'src/app/routes/admin/users.tsx'],
  },
  {
    path: '/admin/activity',
    modules: ['src/app/routes/admin/layout.tsx', 'src/app/routes/admin/activity.tsx'],
  },
  {
    path: '/admin/analytics',
    modules: ['src/app/routes/admin/layout.tsx', 'src/app/routes/admin/analytics.tsx'],
  },
  {
    path: '/admin/announcements',
    modules: ['src/app/routes/admin/layout.tsx', 'src/app/routes/admin/announcements.tsx'],
  },
];

/** The manifest key of the HTML entry (index.html). */
export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!key) throw new Error('No entry chunk in the manifest');
  return key;
}

/** Every JS file loaded up-front for these manifest keys: the chunks plus their static imports. */
export function staticClosure(manifest: Manifest, keys: string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Manifest has no chunk for ${key}`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files].sort();
}

export function routeFiles(manifest: Manifest, modules: string[]): string[] {
  return staticClosure(manifest, [entryKey(manifest), ...modules]);
}

function main() {
  const dist = path.resolve(process.argv[2] ?? 'dist');
  const manifestPath = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    console.error(`No ${manifestPath}: run \`npm run build\` first (build.manifest is on).`);
    process.exit(2);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const sizeCache = new Map<string, { raw: number; gzip: number }>();
  const sizeOf = (file: string) => {
    let size = sizeCache.get(file);
    if (!size) {
      const bytes = readFileSync(path.join(dist, file));
      size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
      sizeCache.set(file, size);
    }
    return size;
  };
  const kb = (n: number) => (n / 1024).toFixed(1);
  let over = false;
  console.log('route                  files   raw KB   gzip KB   budget');
  for (const route of ROUTES) {
    const present = route.modules.filter((m) => manifest[m]);
    if (present.length < route.modules.length) {
      console.log(`${route.path.padEnd(22)} (route chunk missing from the build)`);
      continue;
    }
    const files = routeFiles(manifest, present);
    const total = files.reduce(
      (acc, f) => ({ raw: acc.raw + sizeOf(f).raw, gzip: acc.gzip + sizeOf(f).gzip }),
      { raw: 0, gzip: 0 },
    );
    const budget = route.budgetKb;
    const verdict =
      budget === undefined
        ? ''
        : total.gzip / 1024 <= budget
          ? `<= ${budget} ok`
          : `> ${budget} OVER`;
    if (budget !== undefined && total.gzip / 1024 > budget) over = true;
    console.log(
      `${route.path.padEnd(22)} ${String(files.length).padStart(5)} ${kb(total.raw).padStart(8)} ${kb(total.gzip).padStart(9)}   ${verdict}`,
    );
  }
  const entry = manifest[entryKey(manifest)];
  console.log(`\nentry: ${entry?.file} (+ ${entry?.imports?.length ?? 0} static imports)`);
  if (process.argv.includes('--files')) {
    for (const route of ROUTES) {
      const present = route.modules.filter((m) => manifest[m]);
      console.log(`\n${route.path}`);
      for (const f of routeFiles(manifest, present))
        console.log(`  ${kb(sizeOf(f).gzip).padStart(7)} KB  ${f}`);
    }
  }
  if (over) process.exit(1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href)
  main();
