/**
 * Stands in for `@supabase/storage-js` where supabase-js imports it in the browser build
 * (scripts/vite/supabase-slim.ts), so storage-js loads on first use instead of with the sign-in page.
 * `supabase.storage` is the real StorageClient once `loadStorageJs()` has run (every call forwards to
 * it, same semantics); before that, touching it throws. App code reaches storage through
 * `storageOf(client)` (src/lib/supabase-storage.ts), which loads first. Outside the browser build
 * (Vitest, Node scripts, `vite dev`) supabase-js uses storage-js directly and this module only loads it.
 */
import type * as StorageJs from '@supabase/storage-js';

let real: typeof StorageJs | undefined;

/** Loads the real storage-js once (its own chunk in the build). */
export async function loadStorageJs(): Promise<void> {
  real ??= await import('@supabase/storage-js');
}

const NOT_LOADED =
  'storage-js se carga al usarlo: llama a storageOf(client) (src/lib/supabase-storage.ts) antes de supabase.storage.';

export class StorageClient {
  constructor(...args: ConstructorParameters<typeof StorageJs.StorageClient>) {
    let client: StorageJs.StorageClient | undefined;
    const target = () => {
      if (!real) throw new Error(NOT_LOADED);
      client ??= new real.StorageClient(...args);
      return client;
    };
    // Every property (from, listBuckets, ...) is the real client's, bound to it.
    return new Proxy(this, {
      get: (_self, prop) => {
        const inner = target();
        const value: unknown = Reflect.get(inner, prop, inner);
        return typeof value === 'function' ? (value as () => unknown).bind(inner) : value;
      },
    });
  }
}

/** supabase-js re-exports this class; `instanceof` answers for the real one once loaded. */
export class StorageApiError extends Error {
  static override [Symbol.hasInstance](value: unknown): boolean {
    return real !== undefined && value instanceof real.StorageApiError;
  }
}
