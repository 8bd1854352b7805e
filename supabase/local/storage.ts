/**
 * /storage/v1: the subset of the Supabase Storage API the app uses, over the stack's database.
 * Object rows live in storage.objects and are written as the caller's role with its JWT claims
 * (so the migrations' RLS policies decide), bytes live on disk (or in memory).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { PGlite, Transaction } from '@electric-sql/pglite';
import { Hono } from 'hono';

import { json, type Mutex, storageError } from './http.ts';
import { type Claims, jwtErrorMessage, resolveRequestAuth, signToken, verifyJwt } from './keys.ts';

/** Where object bytes live. Keys are `${bucket}/${name}`, stored flat (no path traversal). */
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

const notFound = () => storageError(404, 'NoSuchKey', 'not_found', 'Object not found');
const noBucket = () => storageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found');

class StorageFailure extends Error {
  constructor(readonly response: Response) {
    super('storage failure');
  }
}

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
    throw new StorageFailure(storageError(400, 'InvalidKey', 'Invalid Key', `Invalid key: ${raw}`));
  }
  const bad =
    !name ||
    name.split('/').some((s) => s === '.' || s === '..') ||
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u001f\u007f\\]/.test(name) ||
    name.length > 1024;
  if (bad)
    throw new StorageFailure(storageError(400, 'InvalidKey', 'Invalid Key', `Invalid key: ${raw}`));
  return name;
}

function mimeAllowed(mime: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const base = mime.split(';')[0]!.trim().toLowerCase();
  return allowed.some((a) => {
    const rule = a.trim().toLowerCase();
    return rule.endsWith('/*') ? base.startsWith(rule.slice(0, -1)) : base === rule;
  });
}

interface Bucket {
  id: string;
  public: boolean;
  file_size_limit: number | string | null;
  allowed_mime_types: string[] | null;
}

interface Caller {
  role: string;
  claims: Claims;
}

export interface StorageDeps {
  pg: PGlite;
  mutex: Mutex;
  blobs: BlobStore;
  /** Body size ceiling for uploads (the server-wide limit applies first). */
  maxUploadBytes: number;
}

export function storageRoutes({ pg, mutex, blobs }: StorageDeps) {
  const app = new Hono();

  /** Runs `fn` in one transaction as the caller, like the Storage API's scope.ts. */
  const asCaller = <T>(caller: Caller, operation: string, fn: (tx: Transaction) => Promise<T>) =>
    mutex.run(() =>
      pg.transaction(async (tx) => {
        const sub = typeof caller.claims.sub === 'string' ? caller.claims.sub : '';
        await tx.query(
          `select set_config('role', $1, true), set_config('request.jwt.claim.role', $1, true),
                  set_config('request.jwt.claims', $2, true), set_config('request.jwt.claim.sub', $3, true),
                  set_config('storage.operation', $4, true), set_config('storage.allow_delete_query', 'true', true)`,
          [caller.role, JSON.stringify(caller.claims), sub, operation],
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
    if (!bucket || (mustBePublic && !bucket.public)) throw new StorageFailure(noBucket());
    return bucket;
  };

  const caller = async (req: Request): Promise<Caller> => {
    const auth = await resolveRequestAuth(req);
    if (!auth.ok)
      throw new StorageFailure(storageError(400, 'InvalidJWT', 'InvalidJWT', auth.message));
    return { role: auth.role, claims: auth.claims };
  };

  const serve = (
    bucket: string,
    name: string,
    metadata: Record<string, unknown> | null,
    download?: string | null,
  ) => {
    const bytes = blobs.get(`${bucket}/${name}`);
    if (!bytes) return notFound();
    const headers: Record<string, string> = {
      'Content-Type': String(metadata?.mimetype ?? 'application/octet-stream'),
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': String(metadata?.cacheControl ?? 'no-cache'),
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

  /** The object key as sent (still percent-encoded): Hono's `c.req.path` may be decoded. */
  const rest = (url: string, prefix: string) => {
    const path = new URL(url).pathname;
    return path.slice(path.indexOf(prefix) + prefix.length);
  };

  // --- upload / update -------------------------------------------------------------------
  const upload = async (
    req: Request,
    bucketId: string,
    rawPath: string,
    mode: 'create' | 'update',
  ) => {
    const who = await caller(req);
    const name = objectName(rawPath);
    const bucket = await findBucket(bucketId);
    const upsert =
      mode === 'create' && (req.headers.get('x-upsert') ?? '').toLowerCase() === 'true';

    let bytes: Uint8Array;
    let mimetype: string;
    let cacheControl = req.headers.get('cache-control') ?? 'no-cache';
    let userMetadata: unknown = null;
    const contentType = req.headers.get('content-type') ?? '';
    if (contentType.toLowerCase().startsWith('multipart/form-data')) {
      let form: FormData;
      try {
        form = await req.formData();
      } catch {
        return storageError(400, 'InvalidRequest', 'Invalid Request', 'Invalid multipart body');
      }
      const file = [...form.values()].find((v): v is File => typeof v !== 'string');
      if (!file)
        return storageError(400, 'InvalidRequest', 'Invalid Request', 'No file in the request');
      bytes = new Uint8Array(await file.arrayBuffer());
      mimetype = file.type || 'application/octet-stream';
      const cc = form.get('cacheControl');
      if (typeof cc === 'string' && cc) cacheControl = /^\d+$/.test(cc) ? `max-age=${cc}` : cc;
      const meta = form.get('metadata');
      if (typeof meta === 'string' && meta) {
        try {
          userMetadata = JSON.parse(meta);
        } catch {
          return storageError(400, 'InvalidRequest', 'Invalid Request', 'Invalid metadata');
        }
      }
    } else {
      bytes = new Uint8Array(await req.arrayBuffer());
      mimetype = contentType || 'application/octet-stream';
      const xm = req.headers.get('x-metadata');
      if (xm) {
        try {
          userMetadata = JSON.parse(Buffer.from(xm, 'base64').toString('utf8'));
        } catch {
          return storageError(400, 'InvalidRequest', 'Invalid Request', 'Invalid x-metadata');
        }
      }
    }

    const limit = bucket.file_size_limit === null ? null : Number(bucket.file_size_limit);
    if (limit !== null && bytes.byteLength > limit) {
      return storageError(
        413,
        'EntityTooLarge',
        'Payload too large',
        'The object exceeded the maximum allowed size',
      );
    }
    if (!mimeAllowed(mimetype, bucket.allowed_mime_types)) {
      return storageError(
        415,
        'InvalidMimeType',
        'invalid_mime_type',
        `mime type ${mimetype} is not supported`,
      );
    }

    const now = new Date().toISOString();
    const metadata = {
      eTag: `"${createHash('md5').update(bytes).digest('hex')}"`,
      size: bytes.byteLength,
      mimetype,
      cacheControl,
      lastModified: now,
      contentLength: bytes.byteLength,
      httpStatusCode: 200,
    };
    const sub = typeof who.claims.sub === 'string' ? who.claims.sub : null;
    const owner = sub && /^[0-9a-f-]{36}$/i.test(sub) ? sub : null;
    const values = [
      bucketId,
      name,
      owner,
      JSON.stringify(metadata),
      sub,
      userMetadata === null ? null : JSON.stringify(userMetadata),
    ];

    let id: string;
    try {
      id = await asCaller(
        who,
        mode === 'create' ? 'storage.object.upload' : 'storage.object.update',
        async (tx) => {
          let sql: string;
          if (mode === 'update') {
            sql = `update storage.objects set metadata = $4::jsonb, owner = $3::uuid, owner_id = $5,
                   user_metadata = $6::jsonb, updated_at = now(), last_accessed_at = now()
                 where bucket_id = $1 and name = $2 returning id`;
          } else {
            sql = `insert into storage.objects (bucket_id, name, owner, metadata, owner_id, user_metadata)
                 values ($1, $2, $3::uuid, $4::jsonb, $5, $6::jsonb)
                 ${
                   upsert
                     ? `on conflict (bucket_id, name) do update set metadata = excluded.metadata,
                   owner = excluded.owner, owner_id = excluded.owner_id, user_metadata = excluded.user_metadata,
                   updated_at = now(), last_accessed_at = now()`
                     : ''
                 }
                 returning id`;
          }
          const { rows } = await tx.query<{ id: string }>(sql, values);
          const row = rows[0];
          if (!row) throw new StorageFailure(notFound());
          // Bytes are written before commit: a failed write rolls the row back.
          blobs.put(`${bucketId}/${name}`, bytes);
          return row.id;
        },
      );
    } catch (error) {
      if (error instanceof StorageFailure) throw error;
      const code = (error as { code?: string }).code;
      if (code === '42501') {
        return storageError(
          403,
          'AccessDenied',
          'Unauthorized',
          'new row violates row-level security policy',
        );
      }
      if (code === '23505') {
        return storageError(
          409,
          'ResourceAlreadyExists',
          'Duplicate',
          'The resource already exists',
        );
      }
      throw error;
    }
    return json({ Id: id, Key: `${bucketId}/${name}` });
  };

  app.post('/object/list/:bucket', async (c) => {
    const who = await caller(c.req.raw);
    const bucketId = c.req.param('bucket');
    await findBucket(bucketId);
    let body: {
      prefix?: unknown;
      limit?: unknown;
      offset?: unknown;
      search?: unknown;
      sortBy?: { column?: unknown; order?: unknown };
    };
    try {
      body = (await c.req.json()) ?? {};
    } catch {
      return storageError(400, 'InvalidRequest', 'Invalid Request', 'Body must be JSON');
    }
    const rawPrefix = typeof body.prefix === 'string' ? body.prefix : '';
    const prefix = rawPrefix.replace(/^\/+|\/+$/g, '').replace(/\/{2,}/g, '/');
    const p = prefix ? `${prefix}/` : '';
    const limit = Math.min(Math.max(Number(body.limit ?? 100) || 100, 1), 1000);
    const offset = Math.max(Number(body.offset ?? 0) || 0, 0);
    const search = typeof body.search === 'string' ? body.search : '';
    const column = ['name', 'created_at', 'updated_at', 'last_accessed_at'].includes(
      String(body.sortBy?.column),
    )
      ? String(body.sortBy?.column)
      : 'name';
    const desc = String(body.sortBy?.order ?? 'asc').toLowerCase() === 'desc';
    const like = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

    const { rows } = await asCaller(who, 'storage.object.list', (tx) =>
      tx.query<Record<string, unknown> & { name: string }>(
        `select name, id, updated_at, created_at, last_accessed_at, metadata from storage.objects
         where bucket_id = $1 and name like $2 escape '\\' order by name`,
        [bucketId, `${like(p)}${like(search)}%`],
      ),
    );
    const folders = new Map<string, Record<string, unknown>>();
    const files: Record<string, unknown>[] = [];
    for (const row of rows) {
      const relative = row.name.slice(p.length);
      const slash = relative.indexOf('/');
      if (slash >= 0) {
        const folder = relative.slice(0, slash);
        if (!folders.has(folder)) {
          folders.set(folder, {
            name: folder,
            id: null,
            updated_at: null,
            created_at: null,
            last_accessed_at: null,
            metadata: null,
          });
        }
      } else {
        files.push({ ...row, name: relative });
      }
    }
    const key = (r: Record<string, unknown>) => String(r[column] ?? '');
    const sorted = [...folders.values(), ...files].sort((a, b) => {
      const cmp = key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
      return desc ? -cmp : cmp;
    });
    return json(sorted.slice(offset, offset + limit));
  });

  // --- signed URLs -------------------------------------------------------------------------
  app.post('/object/sign/:bucket/*', async (c) => {
    const who = await caller(c.req.raw);
    const bucketId = c.req.param('bucket');
    const name = objectName(rest(c.req.url, `/object/sign/${bucketId}/`));
    let expiresIn = 60;
    try {
      const body = (await c.req.json()) as { expiresIn?: unknown };
      expiresIn = Number(body?.expiresIn);
    } catch {
      return storageError(400, 'InvalidRequest', 'Invalid Request', 'Body must be JSON');
    }
    if (!Number.isFinite(expiresIn) || expiresIn <= 0) {
      return storageError(
        400,
        'InvalidRequest',
        'Invalid Request',
        'expiresIn must be a positive number',
      );
    }
    await findBucket(bucketId);
    const { rows } = await asCaller(who, 'storage.object.sign', (tx) =>
      tx.query('select id from storage.objects where bucket_id = $1 and name = $2', [
        bucketId,
        name,
      ]),
    );
    if (rows.length === 0) return notFound();
    const token = await signToken({ url: `${bucketId}/${name}` }, Math.floor(expiresIn));
    return json({ signedURL: `/object/sign/${bucketId}/${name}?token=${token}` });
  });

  app.post('/object/sign/:bucket', async (c) => {
    const who = await caller(c.req.raw);
    const bucketId = c.req.param('bucket');
    let body: { expiresIn?: unknown; paths?: unknown };
    try {
      body = (await c.req.json()) as typeof body;
    } catch {
      return storageError(400, 'InvalidRequest', 'Invalid Request', 'Body must be JSON');
    }
    const expiresIn = Number(body?.expiresIn);
    if (!Array.isArray(body?.paths) || !Number.isFinite(expiresIn) || expiresIn <= 0) {
      return storageError(
        400,
        'InvalidRequest',
        'Invalid Request',
        'paths and expiresIn are required',
      );
    }
    await findBucket(bucketId);
    const paths = body.paths.map(String);
    const { rows } = await asCaller(who, 'storage.object.sign', (tx) =>
      tx.query<{ name: string }>(
        'select name from storage.objects where bucket_id = $1 and name = any($2)',
        [bucketId, paths],
      ),
    );
    const visible = new Set(rows.map((r) => r.name));
    const out = [];
    for (const path of paths) {
      if (!visible.has(path)) {
        out.push({
          error: 'Either the object does not exist or you do not have access to it',
          path,
          signedURL: null,
        });
        continue;
      }
      const token = await signToken({ url: `${bucketId}/${path}` }, Math.floor(expiresIn));
      out.push({ error: null, path, signedURL: `/object/sign/${bucketId}/${path}?token=${token}` });
    }
    return json(out);
  });

  app.get('/object/sign/:bucket/*', async (c) => {
    const bucketId = c.req.param('bucket');
    const name = objectName(rest(c.req.url, `/object/sign/${bucketId}/`));
    const token = c.req.query('token');
    if (!token)
      return storageError(
        400,
        'InvalidRequest',
        'Invalid Request',
        'Missing token query parameter',
      );
    let payload: Claims;
    try {
      payload = await verifyJwt(token);
    } catch (error) {
      return storageError(400, 'InvalidJWT', 'InvalidJWT', jwtErrorMessage(error));
    }
    if (payload.url !== `${bucketId}/${name}`) {
      return storageError(
        400,
        'InvalidSignature',
        'Invalid signature',
        'The url and token do not match',
      );
    }
    const { rows } = await asAdmin((db) =>
      db.query<{ metadata: Record<string, unknown> }>(
        'select metadata from storage.objects where bucket_id = $1 and name = $2',
        [bucketId, name],
      ),
    );
    if (!rows[0]) return notFound();
    return serve(bucketId, name, rows[0].metadata, c.req.query('download'));
  });

  // --- downloads ---------------------------------------------------------------------------
  app.get('/object/public/:bucket/*', async (c) => {
    const bucketId = c.req.param('bucket');
    const name = objectName(rest(c.req.url, `/object/public/${bucketId}/`));
    await findBucket(bucketId, true);
    const { rows } = await asAdmin((db) =>
      db.query<{ metadata: Record<string, unknown> }>(
        'select metadata from storage.objects where bucket_id = $1 and name = $2',
        [bucketId, name],
      ),
    );
    if (!rows[0]) return notFound();
    return serve(bucketId, name, rows[0].metadata, c.req.query('download'));
  });

  const authenticatedGet = async (
    req: Request,
    bucketId: string,
    rawPath: string,
    download?: string | null,
  ) => {
    const who = await caller(req);
    const name = objectName(rawPath);
    await findBucket(bucketId);
    const { rows } = await asCaller(who, 'storage.object.get_authenticated', (tx) =>
      tx.query<{ metadata: Record<string, unknown> }>(
        'select metadata from storage.objects where bucket_id = $1 and name = $2',
        [bucketId, name],
      ),
    );
    if (!rows[0]) return notFound();
    return serve(bucketId, name, rows[0].metadata, download);
  };

  app.get('/object/authenticated/:bucket/*', (c) => {
    const bucketId = c.req.param('bucket');
    return authenticatedGet(
      c.req.raw,
      bucketId,
      rest(c.req.url, `/object/authenticated/${bucketId}/`),
      c.req.query('download'),
    );
  });
  app.get('/object/:bucket/*', (c) => {
    const bucketId = c.req.param('bucket');
    return authenticatedGet(
      c.req.raw,
      bucketId,
      rest(c.req.url, `/object/${bucketId}/`),
      c.req.query('download'),
    );
  });

  app.post('/object/:bucket/*', (c) => {
    const bucketId = c.req.param('bucket');
    return upload(c.req.raw, bucketId, rest(c.req.url, `/object/${bucketId}/`), 'create');
  });
  app.put('/object/:bucket/*', (c) => {
    const bucketId = c.req.param('bucket');
    return upload(c.req.raw, bucketId, rest(c.req.url, `/object/${bucketId}/`), 'update');
  });

  // --- remove ------------------------------------------------------------------------------
  const remove = async (req: Request, bucketId: string, names: string[]) => {
    const who = await caller(req);
    await findBucket(bucketId);
    const deleted = await asCaller(who, 'storage.object.delete', async (tx) => {
      const { rows } = await tx.query<Record<string, unknown> & { name: string }>(
        `delete from storage.objects where bucket_id = $1 and name = any($2)
         returning bucket_id, name, owner, owner_id, id, updated_at, created_at, last_accessed_at, metadata, user_metadata, version`,
        [bucketId, names],
      );
      return rows;
    });
    for (const row of deleted) blobs.delete(`${bucketId}/${row.name}`);
    return deleted;
  };

  app.delete('/object/:bucket', async (c) => {
    let body: { prefixes?: unknown };
    try {
      body = (await c.req.json()) as typeof body;
    } catch {
      return storageError(400, 'InvalidRequest', 'Invalid Request', 'Body must be JSON');
    }
    if (!Array.isArray(body?.prefixes) || body.prefixes.length === 0) {
      return storageError(
        400,
        'InvalidRequest',
        'Invalid Request',
        'body/prefixes must NOT have fewer than 1 items',
      );
    }
    const names = body.prefixes.map((p) => objectName(String(p)));
    return json(await remove(c.req.raw, c.req.param('bucket'), names));
  });

  app.delete('/object/:bucket/*', async (c) => {
    const bucketId = c.req.param('bucket');
    const name = objectName(rest(c.req.url, `/object/${bucketId}/`));
    const deleted = await remove(c.req.raw, bucketId, [name]);
    if (deleted.length === 0) return notFound();
    return json({ message: 'Successfully deleted' });
  });

  // --- buckets (read-only; buckets are created by migrations) ------------------------------
  app.get('/bucket', async (c) => {
    const who = await caller(c.req.raw);
    const { rows } = await asCaller(who, 'storage.bucket.list', (tx) =>
      tx.query(
        'select id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at from storage.buckets order by name',
      ),
    );
    return json(rows);
  });
  app.get('/bucket/:id', async (c) => {
    const who = await caller(c.req.raw);
    const { rows } = await asCaller(who, 'storage.bucket.get', (tx) =>
      tx.query(
        'select id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at from storage.buckets where id = $1',
        [c.req.param('id')],
      ),
    );
    return rows[0] ? json(rows[0]) : noBucket();
  });

  // Sub-app notFound handlers do not apply once mounted, so unknown routes end here.
  app.all('*', () => storageError(404, 'not_found', 'Not Found', 'Route not found'));
  app.onError((error) => {
    if (error instanceof StorageFailure) return error.response;
    console.error('[stack] storage error:', error);
    return storageError(500, 'InternalError', 'Internal Server Error', 'Internal Server Error');
  });
  return app;
}
