/**
 * What every PGlite the project opens (the local stack, the database tests, gen-types) starts
 * with: the Postgres extensions the migrations create (besides pgcrypto, which @supabase/lite
 * loads itself) as PGlite contrib modules, so `create extension` works for them; PostgreSQL 15
 * (contrib) and hosted Supabase ship them already. And, for the processes that open many PGlites
 * (a test worker opens one per file), the parts of a start that are the same every time.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

interface PGliteStart {
  pgliteWasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

let start: Promise<PGliteStart> | undefined;

/**
 * PGlite's compiled WebAssembly module and its file-system bundle, read and compiled once per
 * process and handed to every later PGlite (each instance still gets its own memory and files):
 * otherwise each start compiles the 8 MB module and reads the bundle again.
 */
export function pgliteStart(): Promise<PGliteStart> {
  start ??= (async () => {
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    return {
      pgliteWasmModule: await WebAssembly.compile(readFileSync(join(dist, 'pglite.wasm'))),
      fsBundle: new Blob([readFileSync(join(dist, 'pglite.data'))]),
    };
  })();
  return start;
}

/**
 * Start parameters for a throwaway database (a test file's): PGlite's own, with a 16 MB buffer
 * pool instead of the default 128 MB, which Postgres sets up at every start (about half of a
 * start's CPU); a test database of a few megabytes never fills it.
 */
export const THROWAWAY_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * A data-directory tarball as the Blob PGlite loads a data dir from, whose arrayBuffer() hands
 * back the bytes at once. Node 20's own Blob reads them back through a stream of small chunks and
 * joins them: over a second of CPU for the ~40 MB template on every start, more than the rest of
 * the copy. PGlite only reads the buffer (it copies each file into its own file system), so one
 * read of the file is shared by every start of the process (a test worker starts many).
 */
class TarballBlob extends Blob {
  private static read = new Map<string, ArrayBuffer>();

  readonly #content: ArrayBuffer;

  constructor(file: string) {
    super([]);
    let bytes = TarballBlob.read.get(file);
    if (!bytes) {
      const buffer = readFileSync(file);
      bytes = buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength);
      // Only the current template is kept: an older one (other migrations) is dropped.
      TarballBlob.read.clear();
      TarballBlob.read.set(file, bytes);
    }
    this.#content = bytes;
  }

  override get size(): number {
    return this.#content.byteLength;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#content);
  }
}

/** The tarball at `file` for PGlite's `loadDataDir` (see TarballBlob). */
export const tarballBlob = (file: string): Blob => new TarballBlob(file);

/** A started throwaway PGlite (a test file's): empty, or loaded from a data-directory tarball. */
export async function openThrowawayPGlite(tarball?: string): Promise<PGlite> {
  const db = new PGlite({
    extensions: PGLITE_EXTENSIONS,
    ...(await pgliteStart()),
    startParams: THROWAWAY_START_PARAMS,
    ...(tarball ? { loadDataDir: tarballBlob(tarball) } : {}),
  });
  await db.waitReady;
  return db;
}
