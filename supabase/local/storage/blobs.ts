/** Where object bytes live. Keys are `${bucket}/${name}`, stored flat (no path traversal). */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface BlobStore {
  get(key: string): Uint8Array | null;
  put(key: string, bytes: Uint8Array): void;
  delete(key: string): void;
}

export function memoryBlobStore(): BlobStore {
  const m = new Map<string, Uint8Array>();
  return {
    get: (k) => m.get(k) ?? null,
    put: (k, b) => void m.set(k, b),
    delete: (k) => void m.delete(k),
  };
}

export function diskBlobStore(dir: string): BlobStore {
  mkdirSync(dir, { recursive: true });
  const file = (k: string) => join(dir, encodeURIComponent(k));
  return {
    get: (k) => (existsSync(file(k)) ? new Uint8Array(readFileSync(file(k))) : null),
    put: (k, b) => {
      const tmp = `${file(k)}.${process.pid}.tmp`;
      writeFileSync(tmp, b);
      renameSync(tmp, file(k));
    },
    delete: (k) => rmSync(file(k), { force: true }),
  };
}
