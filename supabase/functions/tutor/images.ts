/**
 * Stored image paths → data URLs for the model, server-side. Only paths in the caller's own folder
 * of the private `chat-images` bucket are read (a forged path into another student's folder is
 * skipped), each bounded in size; the most recent images of the conversation, up to a count.
 */

export const CHAT_IMAGES_BUCKET = 'chat-images';
const IMAGE_DOWNLOAD_CONCURRENCY = 4;

/** The slice of supabase-js storage used here. */
export interface StorageLike {
  from(bucket: string): {
    download(path: string): PromiseLike<{ data: Blob | null; error: unknown }>;
  };
}

const MIME_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** `{uid}/{conversationId}/{file}.{ext}` with uid = the caller; the MIME type, or null. */
export function imageMime(path: string, userId: string): string | null {
  const parts = path.split('/');
  if (parts.length < 2 || parts[0] !== userId) return null;
  if (parts.some((p) => p === '' || p === '.' || p === '..')) return null;
  const ext = /\.([A-Za-z0-9]+)$/.exec(path)?.[1]?.toLowerCase() ?? '';
  return MIME_BY_EXTENSION[ext] ?? null;
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

/** One image as a data URL, or null when it cannot or must not be sent. */
export async function imageDataUrl(
  storage: StorageLike,
  path: string,
  userId: string,
  maxBytes: number,
): Promise<string | null> {
  const mime = imageMime(path, userId);
  if (!mime) {
    console.error(`tutor: imagen fuera de la carpeta del estudiante o sin tipo: ${path}`);
    return null;
  }
  try {
    const { data, error } = await storage.from(CHAT_IMAGES_BUCKET).download(path);
    if (error || !data) throw error ?? new Error('sin datos');
    if (data.size > maxBytes) {
      console.error(`tutor: imagen demasiado grande (${data.size} bytes): ${path}`);
      return null;
    }
    const bytes = new Uint8Array(await data.arrayBuffer());
    return `data:${mime};base64,${base64(bytes)}`;
  } catch (cause) {
    console.error(`tutor: no se pudo leer la imagen ${path}`, cause);
    return null;
  }
}

/**
 * Data URLs for the image paths of each message (same order), keeping only the most recent
 * `maxImages` across the conversation; older or unreadable images are left out.
 */
export async function historyImages(
  storage: StorageLike,
  pathsPerMessage: string[][],
  userId: string,
  limits: { maxImages: number; maxImageBytes: number },
): Promise<string[][]> {
  const wanted: Array<{ message: number; index: number; path: string }> = [];
  for (let m = pathsPerMessage.length - 1; m >= 0 && wanted.length < limits.maxImages; m -= 1) {
    const paths = pathsPerMessage[m] ?? [];
    for (let i = paths.length - 1; i >= 0 && wanted.length < limits.maxImages; i -= 1) {
      wanted.push({ message: m, index: i, path: paths[i]! });
    }
  }
  // A few downloads at a time: bounded memory, still parallel.
  const urls: Array<string | null> = [];
  for (let i = 0; i < wanted.length; i += IMAGE_DOWNLOAD_CONCURRENCY) {
    const batch = wanted.slice(i, i + IMAGE_DOWNLOAD_CONCURRENCY);
    urls.push(
      ...(await Promise.all(
        batch.map((w) => imageDataUrl(storage, w.path, userId, limits.maxImageBytes)),
      )),
    );
  }
  const result: Array<Array<string | null>> = pathsPerMessage.map((paths) => paths.map(() => null));
  wanted.forEach((w, k) => {
    result[w.message]![w.index] = urls[k] ?? null;
  });
  return result.map((row) => row.filter((u): u is string => u !== null));
}
