// Storage RLS on both buckets: a user's own folder only, images only, anon nothing.
import { describe, expect, it } from 'vitest';

import { anon, pgError, type Sql } from '../harness';

import { ana, beto, db, useRlsDb } from './setup';

useRlsDb();

describe('storage', () => {
  const insertObject = (s: Sql, bucket: string, name: string) =>
    s.query('insert into storage.objects (bucket_id, name) values ($1, $2) returning name', [
      bucket,
      name,
    ]);

  it('the buckets exist with their visibility, size and MIME limits', async () => {
    const rows = await db.admin.query(
      `select id, public, file_size_limit::int as size, allowed_mime_types as mime
       from storage.buckets order by id`,
    );
    const images = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
    expect(rows).toEqual([
      { id: 'avatars', public: true, size: 2097152, mime: images },
      { id: 'chat-images', public: false, size: 5242880, mime: images },
    ]);
  });

  for (const bucket of ['avatars', 'chat-images']) {
    describe(bucket, () => {
      const file = bucket === 'avatars' ? 'avatar.jpg' : 'conv/img.jpg';

      it('a user uploads an image into their own folder', async () => {
        const rows = await db.try(ana, (s) => insertObject(s, bucket, `${ana.id}/${file}`));
        expect(rows).toHaveLength(1);
      });

      it('a user cannot upload into another user’s folder, the root, or a non-image file', async () => {
        for (const name of [
          `${beto.id}/${file}`,
          'avatar.jpg',
          `${ana.id}/script.svg`,
          `${ana.id}/x.html`,
        ]) {
          const err = await pgError(db.try(ana, (s) => insertObject(s, bucket, name)));
          expect(err.code, name).toBe('42501');
        }
      });

      it('anon cannot upload', async () => {
        const err = await pgError(
          db.try(anon, (s) => insertObject(s, bucket, `${ana.id}/${file}`)),
        );
        expect(err.code).toBe('42501');
      });

      it('a user lists only their own files', async () => {
        const rows = await db.try(ana, (s) =>
          s.query<{ name: string }>('select name from storage.objects where bucket_id = $1', [
            bucket,
          ]),
        );
        expect(rows).toHaveLength(1);
        expect(rows[0]?.name.startsWith(`${ana.id}/`)).toBe(true);
        expect(
          await db.try(anon, (s) =>
            s.query('select name from storage.objects where bucket_id = $1', [bucket]),
          ),
        ).toEqual([]);
      });

      it('a user replaces and deletes their own files but not another user’s', async () => {
        await db.try(ana, async (s) => {
          const own = await s.query(
            `update storage.objects set metadata = '{"size":1}' where bucket_id = $1 and name like $2 returning id`,
            [bucket, `${ana.id}/%`],
          );
          expect(own).toHaveLength(1);
          const other = await s.query(
            `update storage.objects set metadata = '{"size":1}' where bucket_id = $1 and name like $2 returning id`,
            [bucket, `${beto.id}/%`],
          );
          expect(other).toEqual([]);
          const moved = await pgError(
            s.query(`update storage.objects set name = $3 where bucket_id = $1 and name like $2`, [
              bucket,
              `${ana.id}/%`,
              `${beto.id}/${file}`,
            ]),
          );
          expect(moved.code).toBe('42501');
        });
        await db.try(ana, async (s) => {
          const deletedOther = await s.query(
            'delete from storage.objects where bucket_id = $1 and name like $2 returning id',
            [bucket, `${beto.id}/%`],
          );
          expect(deletedOther).toEqual([]);
          const deletedOwn = await s.query(
            'delete from storage.objects where bucket_id = $1 and name like $2 returning id',
            [bucket, `${ana.id}/%`],
          );
          expect(deletedOwn).toHaveLength(1);
        });
      });
    });
  }
});
