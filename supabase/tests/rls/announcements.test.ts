// RLS on announcements and the banner RPC: who reads which banners, who creates and edits them.
import { describe, expect, it } from 'vitest';

import { makeAnnouncement } from '@/features/announcements/lib/test-fixtures';

import { anon, pgError, rpc } from '../harness';

import {
  admin,
  ana,
  ANN_BOTH,
  ANN_CHAT,
  ANN_EXPIRED,
  ANN_INACTIVE,
  ANN_LOGIN,
  db,
  ids,
  useRlsDb,
} from './setup';

useRlsDb();

describe('announcements', () => {
  it('a signed-in student reads only active, unexpired announcements', async () => {
    const rows = await db.try(ana, (s) => s.query('select id from public.announcements'));
    expect(ids(rows)).toEqual([ANN_LOGIN, ANN_CHAT, ANN_BOTH].sort());
  });

  it('an admin reads every announcement, inactive and expired included', async () => {
    const rows = await db.try(admin, (s) => s.query('select id from public.announcements'));
    expect(ids(rows)).toEqual([ANN_LOGIN, ANN_CHAT, ANN_INACTIVE, ANN_EXPIRED, ANN_BOTH].sort());
  });

  it('anon cannot read the table (only the RPC)', async () => {
    expect(
      (await pgError(db.try(anon, (s) => s.query('select * from public.announcements')))).code,
    ).toBe('42501');
  });

  it('a student can neither create, edit nor delete announcements', async () => {
    const ins = await pgError(
      db.try(ana, (s) =>
        s.query(`insert into public.announcements (title, message) values ('x', 'y')`),
      ),
    );
    expect(ins.code).toBe('42501');
    expect(
      await db.try(ana, (s) =>
        s.query(`update public.announcements set title = 'x' where id = $1 returning id`, [
          ANN_LOGIN,
        ]),
      ),
    ).toEqual([]);
    expect(
      await db.try(ana, (s) =>
        s.query(`delete from public.announcements where id = $1 returning id`, [ANN_LOGIN]),
      ),
    ).toEqual([]);
    const [row] = await db.admin.query<{ title: string }>(
      'select title from public.announcements where id = $1',
      [ANN_LOGIN],
    );
    expect(row?.title).toBe('Login');
  });

  it('an admin creates (with the product defaults and created_by = admin), edits and deletes announcements', async () => {
    await db.try(admin, async (s) => {
      const [created] = await s.query(
        `insert into public.announcements (title, message) values ('Nuevo', 'Hola') returning *`,
      );
      // The product defaults, as the UI tests' complete row has them (what a banner shows), plus where
      // it shows, whether it is active and who created it.
      const {
        id: _id,
        title: _title,
        message: _message,
        created_at: _at,
        ...defaults
      } = makeAnnouncement();
      expect(created).toMatchObject({
        ...defaults,
        show_on_login: true,
        show_on_chat: false,
        is_active: true,
        created_by: admin.id,
      });
      const updated = await s.query<{ is_active: boolean; changed: boolean }>(
        `update public.announcements set is_active = false where id = $1
         returning is_active, updated_at > created_at as changed`,
        [ANN_LOGIN],
      );
      expect(updated).toEqual([{ is_active: false, changed: true }]);
      const deleted = await s.query(`delete from public.announcements where id = $1 returning id`, [
        ANN_CHAT,
      ]);
      expect(deleted).toHaveLength(1);
    });
  });

  it('get_active_announcements serves anon the login banners, by priority then newest', async () => {
    const rows = await db.try(anon, (s) =>
      rpc(s, 'get_active_announcements', { location: 'login' }),
    );
    expect(rows.map((r) => r.id)).toEqual([ANN_BOTH, ANN_LOGIN]);
  });

  it('get_active_announcements serves the chat banners to a student', async () => {
    const rows = await db.try(ana, (s) => rpc(s, 'get_active_announcements', { location: 'chat' }));
    expect(rows.map((r) => r.id)).toEqual([ANN_CHAT, ANN_BOTH]);
  });

  it('get_active_announcements refuses an unknown or missing location with 22023', async () => {
    for (const location of ['home', '', null]) {
      const err = await pgError(
        db.try(anon, (s) => rpc(s, 'get_active_announcements', { location })),
      );
      expect(err.code).toBe('22023');
    }
  });
});
