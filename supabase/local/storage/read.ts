/** Listing and downloads: `POST /object/list/<bucket>`, public, authenticated and plain GETs. */
import type { Hono } from 'hono';

import { json } from '../http.ts';

import { jsonBody, keyAfter, type ObjectMetadata, type StorageContext } from './context.ts';
import { notFound } from './errors.ts';
import { objectName } from './names.ts';

type Row = Record<string, unknown> & { name: string };

const SORT_COLUMNS = ['name', 'created_at', 'updated_at', 'last_accessed_at'];

/** Storage's list: names relative to the prefix, sub-folders folded into `id: null` rows. */
function folderView(rows: Row[], prefix: string, column: string, desc: boolean) {
  const folders = new Map<string, Row>();
  const files: Row[] = [];
  for (const row of rows) {
    const relative = row.name.slice(prefix.length);
    const slash = relative.indexOf('/');
    if (slash < 0) files.push({ ...row, name: relative });
    else {
      const name = relative.slice(0, slash);
      if (!folders.has(name))
        folders.set(name, {
          name,
          id: null,
          updated_at: null,
          created_at: null,
          last_accessed_at: null,
          metadata: null,
        });
    }
  }
  const key = (r: Row) => String(r[column] ?? '');
  return [...folders.values(), ...files].sort((a, b) => {
    const cmp = key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
    return desc ? -cmp : cmp;
  });
}

export function readRoutes(app: Hono, ctx: StorageContext) {
  app.post('/object/list/:bucket', async (c) => {
    const who = await ctx.caller(c.req.raw);
    const bucketId = c.req.param('bucket');
    await ctx.findBucket(bucketId);
    const body = await jsonBody(c.req.raw);
    const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
    const rawPrefix = typeof body.prefix === 'string' ? body.prefix : '';
    const prefix = rawPrefix.replace(/^\/+|\/+$/g, '').replace(/\/{2,}/g, '/');
    const p = prefix ? `${prefix}/` : '';
    const limit = Math.min(Math.max(Number(body.limit ?? 100) || 100, 1), 1000);
    const offset = Math.max(Number(body.offset ?? 0) || 0, 0);
    const search = typeof body.search === 'string' ? body.search : '';
    const column = SORT_COLUMNS.includes(String(sortBy.column)) ? String(sortBy.column) : 'name';
    const desc = String(sortBy.order ?? 'asc').toLowerCase() === 'desc';
    const like = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

    const { rows } = await ctx.asCaller(who, 'storage.object.list', (tx) =>
      tx.query<Row>(
        `select name, id, updated_at, created_at, last_accessed_at, metadata from storage.objects
         where bucket_id = $1 and name like $2 escape '\\' order by name`,
        [bucketId, `${like(p)}${like(search)}%`],
      ),
    );
    return json(folderView(rows, p, column, desc).slice(offset, offset + limit));
  });

  app.get('/object/public/:bucket/*', async (c) => {
    const bucketId = c.req.param('bucket');
    const name = objectName(keyAfter(c.req.url, `/object/public/${bucketId}/`));
    await ctx.findBucket(bucketId, true);
    return ctx.serve(bucketId, name, await ctx.metadataOf(bucketId, name), c.req.query('download'));
  });

  /** A read under RLS SELECT (`/object/authenticated/...` and plain `/object/...`). */
  const authenticatedGet = async (req: Request, bucketId: string, prefix: string) => {
    const who = await ctx.caller(req);
    const name = objectName(keyAfter(req.url, prefix));
    await ctx.findBucket(bucketId);
    const { rows } = await ctx.asCaller(who, 'storage.object.get_authenticated', (tx) =>
      tx.query<{ metadata: ObjectMetadata }>(
        'select metadata from storage.objects where bucket_id = $1 and name = $2',
        [bucketId, name],
      ),
    );
    if (!rows[0]) throw notFound();
    return ctx.serve(
      bucketId,
      name,
      rows[0].metadata,
      new URL(req.url).searchParams.get('download'),
    );
  };
  app.get('/object/authenticated/:bucket/*', (c) => {
    const bucketId = c.req.param('bucket');
    return authenticatedGet(c.req.raw, bucketId, `/object/authenticated/${bucketId}/`);
  });
  app.get('/object/:bucket/*', (c) => {
    const bucketId = c.req.param('bucket');
    return authenticatedGet(c.req.raw, bucketId, `/object/${bucketId}/`);
  });
}
