/**
 * Signed URLs for private images, batched and cached. Every `sign` call made in the same tick
 * (each bubble of a conversation asks for its own images while rendering) joins one batch, so a
 * conversation costs one `createSignedUrls` request. A URL is reused only until `ttlMs` after the
 * request started; pick a ttl shorter than the URLs' lifetime so a cached URL never has expired.
 */
export type SignBatch = (paths: string[]) => Promise<Record<string, string>>;

export interface UrlSigner {
  /** URLs for `paths` (those that could be signed), from the cache or one shared request. */
  sign(paths: string[]): Promise<Record<string, string>>;
  /** The still-valid cached URLs among `paths`, without a request. */
  cached(paths: string[]): Record<string, string>;
}

export function createUrlSigner(
  signBatch: SignBatch,
  { ttlMs, now = Date.now }: { ttlMs: number; now?: () => number },
): UrlSigner {
  const cache = new Map<string, { url: string; until: number }>();
  let pending: { paths: Set<string>; done: Promise<void> } | null = null;

  const valid = (path: string) => {
    const entry = cache.get(path);
    if (entry && entry.until > now()) return entry.url;
    cache.delete(path);
    return undefined;
  };
  const cached = (paths: string[]) =>
    Object.fromEntries(paths.flatMap((p) => (valid(p) ? [[p, valid(p)!]] : [])));

  const startBatch = () => {
    const paths = new Set<string>();
    const done = Promise.resolve().then(async () => {
      pending = null;
      const started = now();
      const fresh = await signBatch([...paths]);
      for (const [path, url] of Object.entries(fresh))
        cache.set(path, { url, until: started + ttlMs });
    });
    return { paths, done };
  };

  return {
    cached,
    async sign(paths) {
      const missing = paths.filter((p) => valid(p) === undefined);
      if (missing.length > 0) {
        pending ??= startBatch();
        for (const p of missing) pending.paths.add(p);
        await pending.done;
      }
      return cached(paths);
    },
  };
}
