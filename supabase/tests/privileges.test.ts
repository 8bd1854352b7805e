/**
 * What the API roles may do beyond RLS: the functions anon and authenticated may execute (an
 * allowlist, api-functions.ts), no TRUNCATE, and the default privileges that keep it so for
 * functions and tables added later. Internal helpers live in `private`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { APP_TIME_ZONE } from '../functions/_shared/time/time-zone.ts';

import { API_FUNCTIONS } from './api-functions.ts';
import { createTestDb, pgError, type TestDb } from './harness.ts';

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => {
  await db?.close();
});

const executable = async (role: 'anon' | 'authenticated') =>
  (
    await db.admin.query<{ fn: string }>(
      `select n.nspname || '.' || p.proname || '(' || pg_catalog.pg_get_function_identity_arguments(p.oid) || ')' as fn
       from pg_catalog.pg_proc as p
       join pg_catalog.pg_namespace as n on n.oid = p.pronamespace
       where n.nspname in ('public', 'private', 'rls')
         and pg_catalog.has_function_privilege($1, p.oid, 'execute')
       order by 1`,
      [role],
    )
  ).map((r) => r.fn);

describe('functions the API roles may execute', () => {
  it('anon: exactly the allowlist (get_active_announcements)', async () => {
    expect(await executable('anon')).toEqual([...API_FUNCTIONS.anon].sort());
  });

  it('authenticated: exactly the allowlist', async () => {
    expect(await executable('authenticated')).toEqual([...API_FUNCTIONS.authenticated].sort());
  });

  it('a function created later is executable by neither until a migration grants it', async () => {
    await db.admin.exec(
      `create function public.added_later() returns int language sql as 'select 1';
       create function private.added_later() returns int language sql as 'select 1';`,
    );
    try {
      expect(await executable('anon')).not.toContain('public.added_later()');
      expect(await executable('authenticated')).not.toContain('public.added_later()');
      expect(await executable('authenticated')).not.toContain('private.added_later()');
      const [row] = await db.admin.query<{ service: boolean }>(
        `select pg_catalog.has_function_privilege('service_role', 'public.added_later()', 'execute') as service`,
      );
      expect(row?.service).toBe(true);
    } finally {
      await db.admin.exec(
        'drop function public.added_later(); drop function private.added_later();',
      );
    }
  });
});

describe('TRUNCATE', () => {
  const truncatable = () =>
    db.admin.query<{ rel: string; role: string }>(
      `select c.oid::regclass::text as rel, r.role
       from pg_catalog.pg_class as c
       cross join (values ('anon'), ('authenticated')) as r (role)
       where c.relnamespace in ('public'::regnamespace, 'private'::regnamespace)
         and c.relkind in ('r', 'p')
         and pg_catalog.has_table_privilege(r.role, c.oid, 'truncate')`,
    );

  it('no table in public or private may be truncated by anon or authenticated', async () => {
    expect(await truncatable()).toEqual([]);
    const err = await pgError(
      db.try({ kind: 'anon' }, (s) => s.query('truncate public.announcements')),
    );
    expect(err.code).toBe('42501');
  });

  it('nor a table created later', async () => {
    await db.admin.exec('create table public.added_later (id int)');
    try {
      expect(await truncatable()).toEqual([]);
    } finally {
      await db.admin.exec('drop table public.added_later');
    }
  });
});

describe('internal helpers', () => {
  it('app_timezone lives in private, and the admin helpers still use it', async () => {
    const [row] = await db.admin.query<{ tz: string; today: string; now: string }>(
      `select private.app_timezone() as tz, private.today()::text as today,
              (pg_catalog.now() at time zone $1)::date::text as now`,
      [APP_TIME_ZONE],
    );
    expect(row).toEqual({ tz: APP_TIME_ZONE, today: row?.now, now: row?.now });
    const [left] = await db.admin.query<{ n: number }>(
      `select pg_catalog.count(*)::int as n from pg_catalog.pg_proc
       where prosrc like '%public.app_timezone()%' or (proname = 'app_timezone' and pronamespace = 'public'::regnamespace)`,
    );
    expect(left?.n).toBe(0);
  });
});
