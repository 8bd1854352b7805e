/**
 * Prerendered pages: after the browser build, renders src/prerender.tsx in Node (a second, SSR build
 * of the same components) and writes each page as `<page>.html` (`/auth` -> auth.html, which
 * `vite preview` and static hosts serve for /auth). The page is the built index.html with the
 * rendered markup in #root (main.tsx hydrates it), the app's stylesheet inlined so nothing blocks the
 * first paint, and its route chunk preloaded. A 'shell' page (index.html, for /) carries the signed-in
 * screen's shell beside its signed-out page, and an inline gate that shows one of the two before
 * the first paint. Every built page also gets THEME_BOOT_SCRIPT in <head>, and every prerendered
 * page EARLY_INPUT_SCRIPT (what is tapped or sent before the app takes it over).
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';

import { EARLY_INPUT_SCRIPT } from '../../src/lib/early-input.ts';
import { THEME_BOOT_SCRIPT } from '../../src/lib/theme.ts';

import { staticClosure } from './static-imports.ts';
import { supabaseSlim } from './supabase-slim.ts';

export type PrerenderPage = {
  /** The URL path, e.g. '/auth'. */
  path: string;
  /** The lazy route module the page renders (its chunk is preloaded). */
  route: string;
} & (
  | {
      /** The signed-out page, hydrated. */
      kind: 'page';
    }
  | {
      /**
       * The screen's shell before its data, shown only to a visitor with a stored session and
       * replaced by the real screen. A visitor without one is shown the 'page' at `signedOut` from
       * the same response, at that page's address (src/lib/first-paint-gate.ts).
       */
      kind: 'shell';
      signedOut: string;
    }
);

interface PrerenderModule {
  render: (pathname: string) => Promise<string>;
  renderShell: (pathname: string) => Promise<string>;
  gateScript: (shell: string, signedOut: string) => string;
}

/** `/auth` -> `auth.html`. */
export const pageFile = (page: string) => `${page.replace(/^\/+|\/+$/g, '') || 'index'}.html`;

/** A rendered screen and the chunks it needs first. */
export interface RenderedScreen {
  path: string;
  markup: string;
  preload: string[];
}

/**
 * The built index.html turned into a prerendered page. With `shell`, the page carries two screens:
 * the page itself (the sign-in page a visitor without a session sees) in #root, and the signed-in
 * screen's shell beside it; both stay hidden until the inline `gate` has marked on <html data-show>
 * which one this visitor sees (src/lib/first-paint-gate.ts), and only that screen's chunks are
 * preloaded.
 */
export function prerenderedHtml(
  indexHtml: string,
  opts: RenderedScreen & {
    css: Record<string, string>;
    shell?: RenderedScreen & { gate: string };
  },
): string {
  const { shell } = opts;
  const shellDiv = shell ? `<div data-shell="${shell.path}">${shell.markup}</div>` : '';
  let found = false;
  let html = indexHtml.replace(/<div id="root"><\/div>/, () => {
    found = true;
    return `<div id="root" data-prerendered="${opts.path}">${opts.markup}</div>${shellDiv}`;
  });
  if (!found) throw new Error('index.html has no empty <div id="root">');
  // Taps and submits before the app takes the page over (src/lib/early-input.ts).
  html = html.replace('</head>', () => `<script>${EARLY_INPUT_SCRIPT}</script></head>`);
  if (shell) {
    const hide =
      `<style>html:not([data-show="${shell.path}"]) [data-shell="${shell.path}"],` +
      `html:not([data-show="${opts.path}"]) #root[data-prerendered]{display:none}</style>`;
    html = html.replace('</head>', () => `<script>${shell.gate}</script>${hide}</head>`);
  }
  // The stylesheet inlined: the first response paints the page without another round trip.
  html = html.replace(
    /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
    (link, file: string) => {
      const css = opts.css[file];
      return css === undefined ? link : `<style>${css}</style>`;
    },
  );
  // The scripts after the markup: their downloads start once the whole page has arrived instead of
  // sharing a slow link with the page's own bytes, which delayed the first paint (npm run bench:lcp).
  const scripts: string[] = [];
  html = html.replace(SCRIPT_TAG, (tag) => {
    scripts.push(tag.trim());
    return '';
  });
  const own = (files: string[]) =>
    files.filter((file) => !scripts.some((t) => t.includes(`"/${file}"`)));
  let preloads: string;
  if (shell) {
    // The shown screen's chunks only (the shell's on any other path: the app renders there).
    const files = JSON.stringify([own(opts.preload), own(shell.preload)]);
    preloads =
      `<script>(function(){var f=${files}[document.documentElement.dataset.show===${JSON.stringify(opts.path)}?0:1];` +
      `for(var i=0;i<f.length;i++){var l=document.createElement('link');l.rel='modulepreload';` +
      `l.crossOrigin='';l.href='/'+f[i];document.head.appendChild(l)}})()</script>`;
  } else {
    preloads = own(opts.preload)
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('');
  }
  return html.replace('</body>', () => `${scripts.join('')}${preloads}</body>`);
}

/** Vite's entry script and module preloads in the built index.html (whitespace around each included). */
const SCRIPT_TAG = /\s*(?:<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g;

type PrerenderOptions = { entry: string; pages: PrerenderPage[] };

/** Builds the prerender entry for Node into `tmp` (the browser build's resolution) and imports it. */
async function buildEntry(config: ResolvedConfig, entry: string, tmp: string) {
  await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    envDir: config.envDir,
    logLevel: 'warn',
    resolve: { alias: config.resolve.alias },
    // The same supabase-js as the browser build: bundled, with its Realtime stub.
    plugins: [react(), supabaseSlim()],
    ssr: { noExternal: ['@supabase/supabase-js'] },
    build: {
      ssr: entry,
      outDir: tmp,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
      rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } },
    },
  });
  const url = pathToFileURL(path.join(tmp, 'prerender.mjs')).href;
  return (await import(url)) as PrerenderModule;
}

/** Renders every page with the built entry and writes its HTML beside the bundle's index.html. */
async function writePages(
  options: PrerenderOptions,
  config: ResolvedConfig,
  bundle: Rollup.OutputBundle,
  outDir: string,
  entry: PrerenderModule,
) {
  const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  const css = Object.fromEntries(
    Object.values(bundle)
      .filter((a): a is Rollup.OutputAsset => a.type === 'asset' && a.fileName.endsWith('.css'))
      .map((a) => [a.fileName, String(a.source)]),
  );
  const indexHtml = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const screens = new Map<string, RenderedScreen>();
  for (const page of options.pages) {
    const routeId = path.resolve(config.root, page.route);
    const chunk = chunks.find((c) => c.facadeModuleId === routeId);
    if (!chunk) throw new Error(`No chunk for ${page.route}`);
    const preload = [chunk.fileName, ...staticClosure(chunks, chunk.imports)];
    const render = page.kind === 'shell' ? entry.renderShell : entry.render;
    screens.set(page.path, { path: page.path, markup: await render(page.path), preload });
  }
  for (const page of options.pages) {
    const screen = screens.get(page.path)!;
    let html: string;
    if (page.kind === 'shell') {
      const signedOut = options.pages.find((p) => p.path === page.signedOut);
      if (signedOut?.kind !== 'page')
        throw new Error(`The shell ${page.path} needs the page ${page.signedOut}`);
      const gate = entry.gateScript(page.path, page.signedOut);
      const shell = { ...screen, gate };
      html = prerenderedHtml(indexHtml, { ...screens.get(page.signedOut)!, css, shell });
    } else {
      html = prerenderedHtml(indexHtml, { ...screen, css });
    }
    writeFileSync(path.join(outDir, pageFile(page.path)), html);
  }
}

export function prerender(options: PrerenderOptions): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'tutor-prerender',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    configResolved(resolved) {
      config = resolved;
    },
    // Dev and build: the cached theme is painted before anything else.
    transformIndexHtml: () => [
      { tag: 'script', children: THEME_BOOT_SCRIPT, injectTo: 'head-prepend' },
    ],
    async writeBundle(output, bundle) {
      if (config.command !== 'build' || !output.dir) return;
      // Under Vite's cache folder (node_modules/.vite): Node finds the externalised packages from there.
      // A new folder per build: Node caches an imported module by its URL, so a second build in the
      // same process (npm run bench:lcp -- --baseline) must not import the first one's files.
      const tmp = path.join(config.cacheDir, `prerender-${process.pid}-${randomUUID()}`);
      let entry: PrerenderModule;
      try {
        entry = await buildEntry(config, options.entry, tmp);
      } catch (error) {
        rmSync(tmp, { recursive: true, force: true });
        // Without its configuration (.env) the app cannot start, prerendered or not: say so and go
        // on (src/config/env.ts's message). Anything else is a defect and fails the build.
        if (!String(error).includes('Configuración incompleta')) throw error;
        this.warn(`Prerender skipped, pages render in the browser only: ${String(error)}`);
        return;
      }
      try {
        await writePages(options, config, bundle, output.dir, entry);
      } finally {
        rmSync(tmp, { recursive: true, force: true });
      }
    },
  };
}
