/** POST (create, `x-upsert`) and PUT (update) `/object/<bucket>/<path>`: multipart or raw body. */
import { createHash } from 'node:crypto';

import type { Hono } from 'hono';

import { json } from '../http.ts';

import { keyAfter, type StorageContext } from './context.ts';
import { invalidRequest, notFound, StorageFailure, tooLarge } from './errors.ts';
import { cacheControlValue, mimeAllowed, objectName } from './names.ts';

interface Payload {
  bytes: Uint8Array;
  mimetype: string;
  cacheControl: string;
  userMetadata: unknown;
}

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw invalidRequest(`Invalid ${what}`);
  }
}

/** Reads the object and its options from a multipart form (any file field) or a raw body. */
async function readPayload(req: Request, maxBytes: number): Promise<Payload> {
  const contentType = req.headers.get('content-type') ?? '';
  let payload: Payload;
  if (contentType.toLowerCase().startsWith('multipart/form-data')) {
    let form: FormData;
    try {
      form = await req.formData();
    } catch {
      throw invalidRequest('Invalid multipart body');
    }
    const file = [...form.values()].find((v): v is File => typeof v !== 'string');
    if (!file) throw invalidRequest('No file in the request');
    const cc = form.get('cacheControl');
    const meta = form.get('metadata');
    payload = {
      bytes: new Uint8Array(await file.arrayBuffer()),
      mimetype: file.type || 'application/octet-stream',
      cacheControl: cacheControlValue(
        typeof cc === 'string' && cc ? cc : req.headers.get('cache-control'),
      ),
      userMetadata: typeof meta === 'string' && meta ? parseJson(meta, 'metadata') : null,
    };
  } else {
    const xm = req.headers.get('x-metadata');
    payload = {
      bytes: new Uint8Array(await req.arrayBuffer()),
      mimetype: contentType || 'application/octet-stream',
      cacheControl: cacheControlValue(req.headers.get('cache-control')),
      userMetadata: xm ? parseJson(Buffer.from(xm, 'base64').toString('utf8'), 'x-metadata') : null,
    };
  }
  if (payload.bytes.byteLength > maxBytes) throw tooLarge();
  return payload;
}

const UPDATE_SQL = `update storage.objects set metadata = $4::jsonb, owner = $3::uuid, owner_id = $5,
    user_metadata = $6::jsonb, updated_at = now(), last_accessed_at = now()
  where bucket_id = $1 and name = $2 returning id`;
const INSERT_SQL = `insert into storage.objects (bucket_id, name, owner, metadata, owner_id, user_metadata)
  values ($1, $2, $3::uuid, $4::jsonb, $5, $6::jsonb)`;
const UPSERT_SQL = `${INSERT_SQL} on conflict (bucket_id, name) do update set metadata = excluded.metadata,
    owner = excluded.owner, owner_id = excluded.owner_id, user_metadata = excluded.user_metadata,
    updated_at = now(), last_accessed_at = now()`;

export function uploadRoutes(app: Hono, ctx: StorageContext) {
  const upload = async (
    req: Request,
    bucketId: string,
    rawPath: string,
    mode: 'create' | 'update',
  ) => {
    const who = await ctx.caller(req);
    const name = objectName(rawPath);
    const bucket = await ctx.findBucket(bucketId);
    const upsert =
      mode === 'create' && (req.headers.get('x-upsert') ?? '').toLowerCase() === 'true';
    const bucketLimit = bucket.file_size_limit === null ? Infinity : Number(bucket.file_size_limit);
    const { bytes, mimetype, cacheControl, userMetadata } = await readPayload(
      req,
      Math.min(bucketLimit, ctx.maxUploadBytes),
    );
    if (!mimeAllowed(mimetype, bucket.allowed_mime_types))
      throw new StorageFailure(
        415,
        'InvalidMimeType',
        'invalid_mime_type',
        `mime type ${mimetype} is not supported`,
      );

    const metadata = {
      eTag: `"${createHash('md5').update(bytes).digest('hex')}"`,
      size: bytes.byteLength,
      mimetype,
      cacheControl,
      lastModified: new Date().toISOString(),
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
    const sql = mode === 'update' ? UPDATE_SQL : `${upsert ? UPSERT_SQL : INSERT_SQL} returning id`;
    const operation = mode === 'create' ? 'storage.object.upload' : 'storage.object.update';
    const id = await ctx.asCaller(who, operation, async (tx) => {
      const { rows } = await tx.query<{ id: string }>(sql, values);
      if (!rows[0]) throw notFound();
      // Bytes are written before commit: a failed write rolls the row back.
      ctx.blobs.put(`${bucketId}/${name}`, bytes);
      return rows[0].id;
    });
    return json({ Id: id, Key: `${bucketId}/${name}` });
  };

  app.post('/object/:bucket/*', (c) => {
    const bucketId = c.req.param('bucket');
    return upload(c.req.raw, bucketId, keyAfter(c.req.url, `/object/${bucketId}/`), 'create');
  });
  app.put('/object/:bucket/*', (c) => {
    const bucketId = c.req.param('bucket');
    return upload(c.req.raw, bucketId, keyAfter(c.req.url, `/object/${bucketId}/`), 'update');
  });
}
