import { useEffect, useState } from 'react';

import { getSignedImageUrls } from '../api';

const cache = new Map<string, string>();

/** Signed URLs for private chat images (cached per tab; they last an hour). */
export function useSignedUrls(paths: string[]): Record<string, string> {
  const key = paths.join('|');
  const [urls, setUrls] = useState<Record<string, string>>(() =>
    Object.fromEntries(paths.filter((p) => cache.has(p)).map((p) => [p, cache.get(p)!])),
  );

  useEffect(() => {
    const list = key ? key.split('|') : [];
    const missing = list.filter((p) => !cache.has(p));
    if (missing.length === 0) return;
    let live = true;
    getSignedImageUrls(missing)
      .then((fresh) => {
        for (const [p, u] of Object.entries(fresh)) cache.set(p, u);
        if (live) {
          setUrls(
            Object.fromEntries(list.filter((p) => cache.has(p)).map((p) => [p, cache.get(p)!])),
          );
        }
      })
      .catch((error: unknown) => console.error('Error firmando imágenes:', error));
    return () => {
      live = false;
    };
  }, [key]);

  return urls;
}
