/** Input rules of /storage/v1: object keys, MIME types, Cache-Control values, signed-URL lifetimes. */
import { invalidRequest, StorageFailure } from './errors.ts';

const invalidKey = (raw: string) =>
  new StorageFailure(400, 'InvalidKey', 'Invalid Key', `Invalid key: ${raw}`);

/** Decodes and validates an object key the way Storage does; throws a StorageFailure. */
export function objectName(raw: string): string {
  let name: string;
  try {
    name = raw
      .split('/')
      .map((s) => decodeURIComponent(s))
      .filter((s) => s !== '')
      .join('/');
  } catch {
    throw invalidKey(raw);
  }
  const bad =
    !name ||
    name.split('/').some((s) => s === '.' || s === '..') ||
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u001f\u007f\\]/.test(name) ||
    name.length > 1024;
  if (bad) throw invalidKey(raw);
  return name;
}

export function mimeAllowed(mime: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const base = mime.split(';')[0]!.trim().toLowerCase();
  return allowed.some((a) => {
    const rule = a.trim().toLowerCase();
    return rule.endsWith('/*') ? base.startsWith(rule.slice(0, -1)) : base === rule;
  });
}

/**
 * The Cache-Control an object is served with. A bare number means `max-age=<n>` (supabase-js
 * sends `cacheControl: '3600'`). Anything else must be a printable ASCII header value of at most
 * 256 characters: a CR/LF would make the object unservable (or split the response), so it is a
 * 400 at upload time instead.
 */
export function cacheControlValue(raw: string | null | undefined): string {
  if (raw === null || raw === undefined || raw === '') return 'no-cache';
  const value = /^\d+$/.test(raw) ? `max-age=${raw}` : raw;
  if (!/^[\x20-\x7e]{1,256}$/.test(value) || value.trim() === '')
    throw invalidRequest('cacheControl must be a printable header value of at most 256 characters');
  return value;
}

/**
 * Longest signed-URL lifetime we issue: 7 days (604800 s). Hosted Storage documents no maximum,
 * but S3-style presigned URLs stop at 7 days and a URL that outlives its purpose is a leak.
 * Larger values are refused (400), not clamped, so a caller never holds a URL that dies early.
 */
export const MAX_SIGNED_URL_SECONDS = 7 * 24 * 60 * 60;

export function signedUrlSeconds(raw: unknown): number {
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds < 1 || seconds > MAX_SIGNED_URL_SECONDS)
    throw invalidRequest(
      `expiresIn must be a number of seconds from 1 to ${MAX_SIGNED_URL_SECONDS}`,
    );
  return Math.floor(seconds);
}
