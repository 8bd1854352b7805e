/** `DELETE /object/<bucket>` (`{prefixes}`) and `DELETE /object/<bucket>/<path>`, under RLS DELETE. */
import type { Hono } from 'hono';

import { json } from '../http.ts';

import { jsonBody, keyAfter, type StorageContext } from './context.ts';
import { invalidRequest, notFound } from './errors.ts';
import { objectName } from './names.ts';

export function removeRoutes(app: Hono, ctx: StorageContext) {
  const remove = async (req: Request, bucketId: string, names: string[]) => {
    const who = await ctx.caller(req);
    await ctx.findBucket(bucketId);
    const deleted = await ctx.asCaller(who, 'storage.object.delete', async (tx) => {
      const { rows } = await tx.query<Record<string, unknown> & { name: string }>(
        `delete from storage.objects where bucket_id = $1 and name = any($2)
         returning bucket_id, name, owner, owner_id, id, updated_at, created_at, last_accessed_at, metadata, user_metadata, version`,
        [bucketId, names],
      );
      return rows;
    });
    for (const row of deleted) ctx.blobs.delete(`${bucketId}/${row.name}`);
    return deleted;
  };

  app.delete('/object/:bucket', async (c) => {
    const { prefixes } = await jsonBody(c.req.raw);
    if (!Array.isArray(prefixes) || prefixes.length === 0)
      throw invalidRequest('body/prefixes must NOT have fewer than 1 items');
    const names = prefixes.map((p) => objectName(String(p)));
    return json(await remove(c.req.raw, c.req.param('bucket'), names));
  });

  app.delete('/object/:bucket/*', async (c) => {
    const bucketId = c.req.param('bucket');
    const name = objectName(keyAfter(c.req.url, `/object/${bucketId}/`));
    const deleted = await remove(c.req.raw, bucketId, [name]);
    if (deleted.length === 0) throw notFound();
    return json({ message: 'Successfully deleted' });
  });
}
