/**
 * Browser build only: supabase-js keeps its full client (auth, PostgREST, storage, functions; the
 * same createClient), but the two sub-clients it imports are replaced where *it* imports them:
 * - `@supabase/realtime-js` by a stub (the app never uses Realtime; realtime-js + phoenix are gone);
 * - `@supabase/storage-js` by a facade that loads the real storage-js on first use (its own chunk);
 * - where auth-js's client and index import them, its admin API by a facade that loads the real one
 *   on first call (sign-out goes through it) and its passkey and Ethereum sign-in helpers by stubs (neither is used here).
 * Chosen over composing our own client from auth-js/postgrest-js: no copy of supabase-js's wiring
 * (fetchWithAuth, token hand-off) to drift, no new direct dependencies. Vitest, Node scripts and
 * `vite dev` use supabase-js untouched. The build fails if realtime/phoenix still ship or if
 * storage-js lands in a chunk that loads with the entry.
 */
import { fileURLToPath } from 'node:url';

import type { Plugin } from 'vite';

import { staticClosure } from './static-imports.ts';

const SHIMS: Record<string, string> = {
  '@supabase/realtime-js': fileURLToPath(
    new URL('../../src/lib/supabase-lazy/realtime-js.ts', import.meta.url),
  ),
  '@supabase/storage-js': fileURLToPath(
    new URL('../../src/lib/supabase-lazy/storage-js.ts', import.meta.url),
  ),
};

const SUPABASE_JS = /[\\/]node_modules[\\/]@supabase[\\/]supabase-js[\\/]/;

/** What auth-js's own modules import by relative path, replaced only there. */
const AUTH_SHIMS: Record<string, string> = {
  './GoTrueAdminApi': fileURLToPath(
    new URL('../../src/lib/supabase-lazy/gotrue-admin-api.ts', import.meta.url),
  ),
  './lib/web3/ethereum': fileURLToPath(
    new URL('../../src/lib/supabase-lazy/web3-ethereum.ts', import.meta.url),
  ),
  './lib/webauthn': fileURLToPath(
    new URL('../../src/lib/supabase-lazy/webauthn.ts', import.meta.url),
  ),
};
const AUTH_JS_MODULE =
  /[\\/]node_modules[\\/]@supabase[\\/]auth-js[\\/]dist[\\/]module[\\/](GoTrueClient|AuthAdminApi|index)\.js$/;
const UNUSED_AUTH_JS =
  /[\\/]node_modules[\\/]@supabase[\\/]auth-js[\\/].*[\\/](webauthn(\.errors)?|web3[\\/]ethereum)\.js$/;
const NEVER_SHIPPED = /[\\/]node_modules[\\/]@supabase[\\/](realtime-js|phoenix)[\\/]/;
const STORAGE_JS = /[\\/]node_modules[\\/]@supabase[\\/]storage-js[\\/]/;

export function supabaseSlim(): Plugin {
  return {
    name: 'tutor-supabase-slim',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      if (AUTH_JS_MODULE.test(importer)) return AUTH_SHIMS[source] ?? null;
      const shim = SHIMS[source];
      return shim && SUPABASE_JS.test(importer) ? shim : null;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
      // Everything the entry loads before any dynamic import.
      const upFront = staticClosure(
        chunks,
        chunks.filter((c) => c.isEntry).map((c) => c.fileName),
      );
      for (const chunk of chunks) {
        const shipped = chunk.moduleIds.find(
          (id) => NEVER_SHIPPED.test(id) || UNUSED_AUTH_JS.test(id),
        );
        if (shipped)
          this.error(
            `${chunk.fileName} ships ${shipped}: Realtime, WebAuthn and Web3 must stay out.`,
          );
        const storage = chunk.moduleIds.find((id) => STORAGE_JS.test(id));
        if (storage && upFront.has(chunk.fileName))
          this.error(
            `${chunk.fileName} loads with the entry and holds ${storage}: storage-js must load later.`,
          );
      }
    },
  };
}
