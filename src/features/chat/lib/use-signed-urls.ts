import { useEffect, useState } from 'react';

import { cachedSignedImageUrls, getSignedImageUrls } from '../api';

/** Signed URLs for private chat images (batched per render and cached, see lib/url-signer). */
export function useSignedUrls(paths: string[]): Record<string, string> {
  const key = paths.join('|');
  const [urls, setUrls] = useState<Record<string, string>>(() => cachedSignedImageUrls(paths));

  useEffect(() => {
    const list = key ? key.split('|') : [];
    if (list.length === 0) return;
    let live = true;
    getSignedImageUrls(list)
      .then((fresh) => {
        if (live) setUrls(fresh);
      })
      .catch((error: unknown) => console.error('Error firmando imágenes:', error));
    return () => {
      live = false;
    };
  }, [key]);

  return urls;
}
