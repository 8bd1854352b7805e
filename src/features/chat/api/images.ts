import { downscaleToJpeg } from '@/lib/images';
import { supabase } from '@/lib/supabase';
import { storageOf } from '@/lib/supabase-storage';

import { JPEG_QUALITY, MAX_IMAGE_SIDE } from '../lib/images';
import { createUrlSigner } from '../lib/url-signer';

import { CHAT_IMAGES_BUCKET as BUCKET } from './conversation-images';
const SIGNED_URL_SECONDS = 60 * 60;
/** Data URLs already made in this tab, by storage path (fresh uploads and earlier downloads). */
const dataUrlCache = new Map<string, string>();

function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('No se pudo leer la imagen'));
    reader.readAsDataURL(blob);
  });
}

/** Downscales in the browser: longest side at most 1600 px, re-encoded as JPEG. */
export const downscaleImage = (file: Blob): Promise<Blob> =>
  downscaleToJpeg(file, { maxSide: MAX_IMAGE_SIDE, quality: JPEG_QUALITY });

/** Uploads to chat-images/{uid}/{conversationId}/{uuid}.jpg; returns the storage paths. */
export async function uploadChatImages(
  userId: string,
  conversationId: string,
  files: Blob[],
): Promise<string[]> {
  return Promise.all(
    files.map(async (file) => {
      const jpeg = await downscaleImage(file);
      const path = `${userId}/${conversationId}/${crypto.randomUUID()}.jpg`;
      const { error } = await (
        await storageOf(supabase)
      )
        .from(BUCKET)
        .upload(path, jpeg, { contentType: 'image/jpeg', upsert: false });
      if (error) throw error;
      dataUrlCache.set(path, await blobToDataUrl(jpeg));
      return path;
    }),
  );
}

/** Signed URLs are reused for 55 of their 60 minutes, so a cached URL has not expired. */
const signer = createUrlSigner(
  async (paths) => {
    const { data, error } = await (
      await storageOf(supabase)
    )
      .from(BUCKET)
      .createSignedUrls(paths, SIGNED_URL_SECONDS);
    if (error) throw error;
    return Object.fromEntries(
      data.flatMap((d) => (d.signedUrl && !d.error && d.path ? [[d.path, d.signedUrl]] : [])),
    );
  },
  { ttlMs: (SIGNED_URL_SECONDS - 5 * 60) * 1000 },
);

/**
 * Short-lived URLs for showing private images in bubbles: the bubbles of one conversation share
 * one batch request (`createSignedUrls`); paths the caller may not read are left out.
 */
export const getSignedImageUrls = (paths: string[]) => signer.sign(paths);

/** The signed URLs already at hand (no request). */
export const cachedSignedImageUrls = (paths: string[]) => signer.cached(paths);

/** What the model receives: the image as a data URL (downloaded once per tab). */
export async function getImageDataUrl(path: string): Promise<string> {
  const cached = dataUrlCache.get(path);
  if (cached) return cached;
  const { data, error } = await (await storageOf(supabase)).from(BUCKET).download(path);
  if (error) throw error;
  const url = await blobToDataUrl(data);
  dataUrlCache.set(path, url);
  return url;
}
