// Admin authority: auth.users is out of the API's reach, is_admin() and the admin-role RPC.
import { describe, expect, it } from 'vitest';

import { actAs, anon, createUser, pgError, rpc, rpcScalar, rpcVoid, type Sql } from '../harness';
import { rpcError } from '../setup';

import { admin, ana, beto, db, useRlsDb } from './setup';

useRlsDb();

/** A user's raw_user_meta_data, read in the caller's session (the superuser's, here). */
const userMetadata = async (s: Sql, id: string) =>
  (
    await s.query<{ meta: Record<string, unknown> }>(
      'select raw_user_meta_data as meta from auth.users where id = $1',
      [id],
    )
  )[0]?.meta;

describe('admin authority', () => {
  it('API roles cannot read or write auth.users', async () => {
    expect((await pgError(db.try(ana, (s) => s.query('select * from auth.users')))).code).toBe(
      '42501',
    );
    expect(
      (
        await pgError(
          db.try(ana, (s) =>
            s.query(`update auth.users set raw_app_meta_data = '{"is_admin":true}'`),
          ),
        )
      ).code,
    ).toBe('42501');
  });

  it('is_admin() is true only for the admin', async () => {
    expect(await db.try(admin, (s) => rpcScalar(s, 'is_admin'))).toBe(true);
    expect(await db.try(ana, (s) => rpcScalar(s, 'is_admin'))).toBe(false);
    expect((await pgError(db.try(anon, (s) => rpcScalar(s, 'is_admin')))).code).toBe('42501');
  });

  it('signing up with is_admin in user_metadata grants nothing and the mirror is forced to false', async () => {
    await db.try(anon, async (s) => {
      await s.exec('reset role'); // GoTrue inserts as its own privileged role
      const mallory = await createUser(s, {
        email: 'mallory@test.local',
        userMetadata: { is_admin: true },
      });
      expect((await userMetadata(s, mallory.id))?.is_admin).toBe(false);
      await actAs(s, mallory);
      expect(await rpcScalar(s, 'is_admin')).toBe(false);
      expect((await pgError(s.query('select * from public.get_admin_stats()'))).code).toBe('42501');
    });
  });

  it('updateUser({ data: { is_admin: true } }) cannot set the mirror, and grants nothing', async () => {
    // What GoTrue runs for updateUser({ data }): a merge into raw_user_meta_data.
    await db.try(anon, async (s) => {
      await s.exec('reset role');
      await s.query(
        `update auth.users set raw_user_meta_data = raw_user_meta_data || '{"is_admin": true, "name": "Ana R"}'
         where id = $1`,
        [ana.id],
      );
      expect(await userMetadata(s, ana.id)).toMatchObject({ is_admin: false, name: 'Ana R' });
    });
  });

  it('an admin grants and removes the admin role; the mirror follows the authoritative flag', async () => {
    await db.try(admin, async (s) => {
      await rpcVoid(s, 'set_user_admin_role', { target_user_id: beto.id, is_admin_role: true });
      const rows = await rpc(s, 'get_users_list', { search_term: 'beto' });
      expect(rows.map((r) => r.is_admin)).toEqual([true]);
      await s.exec('reset role');
      expect((await userMetadata(s, beto.id))?.is_admin).toBe(true);
      await actAs(s, beto);
      expect(await rpcScalar(s, 'is_admin')).toBe(true);
      await rpcVoid(s, 'set_user_admin_role', { target_user_id: beto.id, is_admin_role: false });
      expect(await rpcScalar(s, 'is_admin')).toBe(false);
    });
  });

  it('a student cannot grant themself the admin role (42501)', async () => {
    const grant = { target_user_id: ana.id, is_admin_role: true };
    expect((await rpcError(db, ana, 'set_user_admin_role', grant)).code).toBe('42501');
  });

  it('the last admin cannot be removed, and unknown users or null arguments are refused (22023)', async () => {
    const removeLast = { target_user_id: admin.id, is_admin_role: false };
    const last = await rpcError(db, admin, 'set_user_admin_role', removeLast);
    expect(last.code).toBe('22023');
    expect(last.message).toMatch(/last administrator/);
    for (const args of [
      { target_user_id: '00000000-0000-4000-8000-000000000000', is_admin_role: true },
      { target_user_id: ana.id, is_admin_role: null },
    ]) {
      expect((await rpcError(db, admin, 'set_user_admin_role', args)).code).toBe('22023');
    }
  });
});
