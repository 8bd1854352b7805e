/**
 * /storage/v1: the subset of the Supabase Storage API the app uses, over the stack's database.
 * Object rows live in storage.objects and are written as the caller's role with its JWT claims
 * (so the migrations' RLS policies decide); bytes live in a BlobStore (disk or memory).
 * Route order matters (Hono tries routes in registration order): list and sign before the
 * generic `/object/:bucket/*`, the batch sign before `/object/sign/:bucket/*`.
 */
import { Hono } from 'hono';

import { bucketRoutes } from './buckets.ts';
import { type StorageDeps, storageContext } from './context.ts';
import { renderError, StorageFailure } from './errors.ts';
import { readRoutes } from './read.ts';
import { removeRoutes } from './remove.ts';
import { signRoutes } from './sign.ts';
import { uploadRoutes } from './upload.ts';

export { type BlobStore, diskBlobStore, memoryBlobStore } from './blobs.ts';
export type { StorageDeps } from './context.ts';
export { MAX_SIGNED_URL_SECONDS, objectName } from './names.ts';

export function storageRoutes(deps: StorageDeps) {
  const app = new Hono();
  const ctx = storageContext(deps);
  signRoutes(app, ctx);
  readRoutes(app, ctx);
  uploadRoutes(app, ctx);
  removeRoutes(app, ctx);
  bucketRoutes(app, ctx);
  // Sub-app notFound handlers do not apply once mounted, so unknown routes end here.
  app.all('*', () => {
    throw new StorageFailure(404, 'not_found', 'Not Found', 'Route not found');
  });
  app.onError(renderError);
  return app;
}
