// RLS on conversations: anon, the owner, another student and an admin, as PostgREST runs it.
import { describe, expect, it } from 'vitest';

import { anon, pgError } from '../harness';
import { count, queryError } from '../setup';

import { admin, ana, beto, CONV_A, CONV_B, db, ids, useRlsDb } from './setup';

useRlsDb();

describe('conversations', () => {
  it('anon can neither read nor create conversations', async () => {
    expect((await queryError(db, anon, 'select * from public.conversations')).code).toBe('42501');
    const insert = `insert into public.conversations (user_id) values ($1)`;
    expect((await queryError(db, anon, insert, [ana.id])).code).toBe('42501');
  });

  it('a student reads only their own conversations', async () => {
    const rows = await db.try(ana, (s) => s.query('select id from public.conversations'));
    expect(ids(rows)).toEqual([CONV_A]);
    const other = await db.try(ana, (s) =>
      s.query('select id from public.conversations where id = $1', [CONV_B]),
    );
    expect(other).toEqual([]);
  });

  it('an admin has no raw-table access to other students conversations', async () => {
    const rows = await db.try(admin, (s) => s.query('select id from public.conversations'));
    expect(rows).toEqual([]);
  });

  it('a student creates a conversation for themself with the default title', async () => {
    const rows = await db.try(ana, (s) =>
      s.query<{ title: string; user_id: string }>(
        `insert into public.conversations (user_id, subject) values ($1, 'Física') returning title, user_id`,
        [ana.id],
      ),
    );
    expect(rows).toEqual([{ title: 'Nueva conversación', user_id: ana.id }]);
  });

  it('a student cannot create a conversation for another student', async () => {
    const err = await pgError(
      db.try(ana, (s) =>
        s.query(`insert into public.conversations (user_id) values ($1)`, [beto.id]),
      ),
    );
    expect(err.code).toBe('42501');
    expect(err.message).toMatch(/row-level security/);
  });

  it('a student renames their own conversation but not another student’s', async () => {
    const own = await db.try(ana, (s) =>
      s.query(`update public.conversations set title = 'Nuevo' where id = $1 returning id`, [
        CONV_A,
      ]),
    );
    expect(own).toHaveLength(1);
    const other = await db.try(ana, (s) =>
      s.query(`update public.conversations set title = 'Hackeado' where id = $1 returning id`, [
        CONV_B,
      ]),
    );
    expect(other).toEqual([]);
    const [b] = await db.admin.query<{ title: string }>(
      'select title from public.conversations where id = $1',
      [CONV_B],
    );
    expect(b?.title).toBe('De Beto');
  });

  it('a student cannot hand their conversation over to another student', async () => {
    const err = await pgError(
      db.try(ana, (s) =>
        s.query(`update public.conversations set user_id = $1 where id = $2`, [beto.id, CONV_A]),
      ),
    );
    expect(err.code).toBe('42501');
  });

  it('a student deletes their own conversation (and its messages and metrics) but not another’s', async () => {
    await db.try(ana, async (s) => {
      const deleted = await s.query('delete from public.conversations where id = $1 returning id', [
        CONV_A,
      ]);
      expect(deleted).toHaveLength(1);
      expect(await count(s, 'select 1 from public.messages')).toBe(0);
      expect(await count(s, 'select 1 from public.message_metrics')).toBe(0);
      const other = await s.query('delete from public.conversations where id = $1 returning id', [
        CONV_B,
      ]);
      expect(other).toEqual([]);
      // Seen by the superuser inside the same transaction: the cascade really happened.
      await s.exec('reset role');
      expect(
        await count(s, 'select 1 from public.messages where conversation_id = $1', [CONV_A]),
      ).toBe(0);
      expect(await count(s, 'select 1 from public.conversations where id = $1', [CONV_B])).toBe(1);
    });
  });
});
