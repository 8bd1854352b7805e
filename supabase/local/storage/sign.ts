/**
 * Signed URLs: `POST /object/sign/<bucket>` (batch, supabase-js `createSignedUrls`),
 * `POST /object/sign/<bucket>/<path>` and `GET /object/sign/<bucket>/<path>?token=`.
 * The batch route is registered first: Hono's `/object/sign/:bucket/*` also matches the bare path.
 */
import type { Hono } from 'hono';

import { json } from '../http.ts';
import { type Claims, jwtErrorMessage, signToken, verifyJwt } from '../keys.ts';

import { jsonBody, keyAfter, type StorageContext } from './context.ts';
import { invalidRequest, notFound, StorageFailure } from './errors.ts';
import { objectName, signedUrlSeconds } from './names.ts';

/** At most this many paths per batch request (Storage's schema caps `paths` too). */
export const MAX_SIGN_PATHS = 1000;

const signedPath = async (bucketId: string, name: string, seconds: number) =>
  `/object/sign/${bucketId}/${name}?token=${await signToken({ url: `${bucketId}/${name}` }, seconds)}`;

export function signRoutes(app: Hono, ctx: StorageContext) {
  /** The names among `names` that the caller may SELECT. */
  const visible = async (req: Request, bucketId: string, names: string[]) => {
    const who = await ctx.caller(req);
    await ctx.findBucket(bucketId);
    const { rows } = await ctx.asCaller(who, 'storage.object.sign', (tx) =>
      tx.query<{ name: string }>(
        'select name from storage.objects where bucket_id = $1 and name = any($2)',
        [bucketId, names],
      ),
    );
    return new Set(rows.map((r) => r.name));
  };

  app.post('/object/sign/:bucket', async (c) => {
    const bucketId = c.req.param('bucket');
    const body = await jsonBody(c.req.raw);
    const seconds = signedUrlSeconds(body.expiresIn);
    if (!Array.isArray(body.paths) || body.paths.length === 0 || body.paths.length > MAX_SIGN_PATHS)
      throw invalidRequest(`paths must be an array of 1 to ${MAX_SIGN_PATHS} object names`);
    const paths = body.paths.map(String);
    const allowed = await visible(c.req.raw, bucketId, paths);
    const out = [];
    for (const path of paths) {
      out.push(
        allowed.has(path)
          ? { error: null, path, signedURL: await signedPath(bucketId, path, seconds) }
          : {
              error: 'Either the object does not exist or you do not have access to it',
              path,
              signedURL: null,
            },
      );
    }
    return json(out);
  });

  app.post('/object/sign/:bucket/*', async (c) => {
    const bucketId = c.req.param('bucket');
    const name = objectName(keyAfter(c.req.url, `/object/sign/${bucketId}/`));
    const seconds = signedUrlSeconds((await jsonBody(c.req.raw)).expiresIn);
    if (!(await visible(c.req.raw, bucketId, [name])).has(name)) throw notFound();
    return json({ signedURL: await signedPath(bucketId, name, seconds) });
  });

  app.get('/object/sign/:bucket/*', async (c) => {
    const bucketId = c.req.param('bucket');
    const name = objectName(keyAfter(c.req.url, `/object/sign/${bucketId}/`));
    const token = c.req.query('token');
    if (!token) throw invalidRequest('Missing token query parameter');
    let payload: Claims;
    try {
      payload = await verifyJwt(token);
    } catch (error) {
      throw new StorageFailure(400, 'InvalidJWT', 'InvalidJWT', jwtErrorMessage(error));
    }
    if (payload.url !== `${bucketId}/${name}`)
      throw new StorageFailure(
        400,
        'InvalidSignature',
        'Invalid signature',
        'The url and token do not match',
      );
    return ctx.serve(bucketId, name, await ctx.metadataOf(bucketId, name), c.req.query('download'));
  });
}
