/** `GET /bucket` and `GET /bucket/<id>` (read-only: buckets come from migrations), under RLS. */
import type { Hono } from 'hono';

import { json } from '../http.ts';

import type { StorageContext } from './context.ts';
import { noBucket } from './errors.ts';

const COLUMNS =
  'id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at';

export function bucketRoutes(app: Hono, ctx: StorageContext) {
  app.get('/bucket', async (c) => {
    const who = await ctx.caller(c.req.raw);
    const { rows } = await ctx.asCaller(who, 'storage.bucket.list', (tx) =>
      tx.query(`select ${COLUMNS} from storage.buckets order by name`),
    );
    return json(rows);
  });
  app.get('/bucket/:id', async (c) => {
    const who = await ctx.caller(c.req.raw);
    const { rows } = await ctx.asCaller(who, 'storage.bucket.get', (tx) =>
      tx.query(`select ${COLUMNS} from storage.buckets where id = $1`, [c.req.param('id')]),
    );
    if (!rows[0]) throw noBucket();
    return json(rows[0]);
  });
}
