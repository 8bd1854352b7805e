/**
 * What every /storage/v1 route group shares: the caller's role and claims, transactions run as
 * the caller (so the migrations' RLS policies decide, like the Storage API's scope.ts), bucket
 * lookup, request-body parsing and serving bytes.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';

import type { Mutex } from '../http.ts';
import { type Claims, resolveRequestAuth } from '../keys.ts';

import type { BlobStore } from './blobs.ts';
import { invalidRequest, noBucket, notFound, StorageFailure } from './errors.ts';

export interface Bucket {
  id: string;
  public: boolean;
  file_size_limit: number | string | null;
  allowed_mime_types: string[] | null;
}

export interface Caller {
  role: string;
  claims: Claims;
}

export interface StorageDeps {
  pg: PGlite;
  mutex: Mutex;
  blobs: BlobStore;
  /** Largest object accepted by any bucket (like Storage's global FILE_SIZE_LIMIT). */
  maxUploadBytes: number;
}

export type ObjectMetadata = Record<string, unknown>;

export function storageContext({ pg, mutex, blobs, maxUploadBytes }: StorageDeps) {
  /** Runs `fn` in one transaction as the caller. */
  const asCaller = <T>(who: Caller, operation: string, fn: (tx: Transaction) => Promise<T>) =>
    mutex.run(() =>
      pg.transaction(async (tx) => {
        const sub = typeof who.claims.sub === 'string' ? who.claims.sub : '';
        await tx.query(
          `select set_config('role', $1, true), set_config('request.jwt.claim.role', $1, true),
                  set_config('request.jwt.claims', $2, true), set_config('request.jwt.claim.sub', $3, true),
                  set_config('storage.operation', $4, true), set_config('storage.allow_delete_query', 'true', true)`,
          [who.role, JSON.stringify(who.claims), sub, operation],
        );
        return fn(tx);
      }),
    );
  const asAdmin = <T>(fn: (db: PGlite) => Promise<T>) => mutex.run(() => fn(pg));

  const findBucket = async (id: string, mustBePublic = false) => {
    const { rows } = await asAdmin((db) =>
      db.query<Bucket>(
        'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
        [id],
      ),
    );
    const bucket = rows[0];
    if (!bucket || (mustBePublic && !bucket.public)) throw noBucket();
    return bucket;
  };

  const caller = async (req: Request): Promise<Caller> => {
    const auth = await resolveRequestAuth(req);
    if (!auth.ok) throw new StorageFailure(400, 'InvalidJWT', 'InvalidJWT', auth.message);
    return { role: auth.role, claims: auth.claims };
  };

  /** The metadata of an object as the superuser (public and signed reads skip RLS). */
  const metadataOf = async (bucketId: string, name: string) => {
    const { rows } = await asAdmin((db) =>
      db.query<{ metadata: ObjectMetadata }>(
        'select metadata from storage.objects where bucket_id = $1 and name = $2',
        [bucketId, name],
      ),
    );
    if (!rows[0]) throw notFound();
    return rows[0].metadata;
  };

  const serve = (
    bucket: string,
    name: string,
    metadata: ObjectMetadata | null,
    download?: string | null,
  ) => {
    const bytes = blobs.get(`${bucket}/${name}`);
    if (!bytes) throw notFound();
    const headers: Record<string, string> = {
      'Content-Type': String(metadata?.mimetype ?? 'application/octet-stream'),
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': String(metadata?.cacheControl ?? 'no-cache'),
      // Hosted Storage serves objects with nosniff: a browser must not run an upload as a script.
      'X-Content-Type-Options': 'nosniff',
    };
    if (metadata?.eTag) headers.ETag = String(metadata.eTag);
    if (metadata?.lastModified)
      headers['Last-Modified'] = new Date(String(metadata.lastModified)).toUTCString();
    if (download !== undefined && download !== null) {
      const file = download || name.split('/').pop() || 'download';
      headers['Content-Disposition'] = `attachment; filename=${encodeURIComponent(file)}`;
    }
    return new Response(new Uint8Array(bytes), { status: 200, headers });
  };

  return { asCaller, asAdmin, blobs, maxUploadBytes, findBucket, caller, metadataOf, serve };
}

export type StorageContext = ReturnType<typeof storageContext>;

/** The object key as sent (still percent-encoded): Hono's `c.req.path` may be decoded. */
export function keyAfter(url: string, prefix: string): string {
  const path = new URL(url).pathname;
  return path.slice(path.indexOf(prefix) + prefix.length);
}

/** A JSON request body as an object; anything else is a 400. */
export async function jsonBody(req: Request): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await req.json();
  } catch {
    throw invalidRequest('Body must be JSON');
  }
  if (body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body))
    throw invalidRequest('Body must be a JSON object');
  return body as Record<string, unknown>;
}
