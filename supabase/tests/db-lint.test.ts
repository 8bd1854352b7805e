/**
 * The database lints (scripts/db-lint.ts): the migrated schema has no finding beyond the
 * allow-list and every allowance still matches one; a schema with one bad object per lint is
 * reported object by object; the allow-list's security-definer RPCs are the ones docs/database.md
 * explains, and the docs describe every lint.
 */
import { readFileSync } from 'node:fs';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEFINER_RPCS } from '../../scripts/db-lint/allow-list.ts';
import { LINTS } from '../../scripts/db-lint/lints.ts';
import { apiSchemas, judge, runLints, type Query } from '../../scripts/db-lint.ts';

import { createTestDb, type TestDb } from './harness.ts';

let db: TestDb;
let query: Query;
beforeAll(async () => {
  db = await createTestDb();
  query = (sql) => db.admin.query(sql);
});
afterAll(async () => {
  await db?.close();
});

describe('the migrated database', () => {
  it('has no finding outside the allow-list, and no allowance left without a finding', async () => {
    const verdict = judge(await runLints(query));
    expect(verdict.unexpected).toEqual([]);
    expect(verdict.stale).toEqual([]);
    expect(verdict.allowed.length).toBeGreaterThan(0);
  });
});

/** One object per lint that breaks its rule, and the finding each one must produce. */
const BAD_SCHEMA = `
  create table public.lint_open (id int primary key, owner uuid);
  grant select on public.lint_open to authenticated;
  create function public.lint_mutable() returns int language sql as 'select 1';
  create function public.lint_definer() returns int language sql security definer set search_path = '' as 'select 1';
  grant execute on function public.lint_definer() to anon, authenticated;
  create policy "lint second reader" on public.conversations for select to authenticated using (true);
  create policy "lint bare uid" on public.messages as restrictive for insert to authenticated
    with check (auth.uid() is not null);
  create policy "lint metadata" on public.class_members as restrictive for select to authenticated
    using (((select auth.jwt()) -> 'user_metadata' ->> 'teacher') = 'yes');
  create table private.lint_free (n int primary key);
  alter table private.lint_free enable row level security;
  create policy "lint anyone updates" on private.lint_free for update to authenticated
    using (true) with check (true);
  create table private.lint_child (
    id int primary key,
    conversation_id uuid references public.conversations (id),
    phone text references auth.users (phone)
  );
  create table private.lint_no_key (n int);
  create table private.lint_policy_no_rls (n int primary key);
  create policy "lint ignored" on private.lint_policy_no_rls for select using (n > 0);
  create table public.lint_locked (n int primary key, f regproc);
  alter table public.lint_locked enable row level security;
  create index lint_one on public.lint_locked (n);
  create index lint_two on public.lint_locked (n);
  create view public.lint_users as select id, email from auth.users;
  grant select on public.lint_users to authenticated;
  create materialized view public.lint_totals as select pg_catalog.count(*) as n from public.messages;
  grant select on public.lint_totals to anon;
  insert into storage.buckets (id, name, public) values ('lint-open', 'lint-open', true);
  create policy "lint list everything" on storage.objects for select to anon
    using (bucket_id = 'lint-open');
`;

const EXPECTED = [
  ['rls_disabled_in_api', 'public.lint_open'],
  ['policy_exists_rls_disabled', 'private.lint_policy_no_rls'],
  ['rls_enabled_no_policy', 'public.lint_locked'],
  ['multiple_permissive_policies', 'public.conversations authenticated SELECT'],
  ['auth_rls_initplan', 'public.messages lint bare uid'],
  ['rls_references_user_metadata', 'public.class_members lint metadata'],
  ['rls_policy_always_true', 'private.lint_free lint anyone updates'],
  ['public_bucket_allows_listing', 'storage.buckets lint-open'],
  ['auth_users_exposed', 'public.lint_users'],
  ['security_definer_view', 'public.lint_users'],
  ['materialized_view_in_api', 'public.lint_totals'],
  ['anon_security_definer_function_executable', 'public.lint_definer()'],
  ['authenticated_security_definer_function_executable', 'public.lint_definer()'],
  ['function_search_path_mutable', 'public.lint_mutable()'],
  ['unindexed_foreign_keys', 'private.lint_child lint_child_conversation_id_fkey'],
  ['unindexed_foreign_keys', 'private.lint_child lint_child_phone_fkey'],
  ['duplicate_index', 'public.lint_locked'],
  ['no_primary_key', 'private.lint_no_key'],
  ['unsupported_reg_types', 'public.lint_locked.f'],
  ['fkey_to_auth_unique', 'private.lint_child lint_child_phone_fkey'],
];

describe('a schema that breaks the rules', () => {
  it('is reported, object by object, and fails the check', async () => {
    await db.admin.exec('begin');
    try {
      await db.admin.exec(BAD_SCHEMA);
      const verdict = judge(await runLints(query));
      const reported = verdict.unexpected.map((f) => [f.lint, f.object]);
      expect(reported.sort()).toEqual([...EXPECTED].sort());
      expect(verdict.stale).toEqual([]);
    } finally {
      await db.admin.exec('rollback');
    }
  });

  it('a table in a new schema is linted too, one in a platform schema is not', async () => {
    await db.admin.exec('begin');
    try {
      await db.admin.exec(`create schema lint_new; create table lint_new.t (n int);
        create table storage.lint_platform (n int);`);
      const { unexpected } = judge(await runLints(query));
      expect(unexpected.map((f) => [f.lint, f.object])).toEqual([['no_primary_key', 'lint_new.t']]);
    } finally {
      await db.admin.exec('rollback');
    }
  });
});

describe('the exposed schemas', () => {
  it('are read from the [api] section of config.toml', () => {
    expect(apiSchemas()).toEqual(['public', 'graphql_public']);
    const toml =
      '[db]\nschemas = ["x"]\n\n[api]\nport = 1\nschemas = ["public", "storage"]\n[auth]\n';
    expect(apiSchemas(toml)).toEqual(['public', 'storage']);
    expect(() => apiSchemas('[api]\nport = 1\n')).toThrow(/no \[api\] schemas/);
  });
});

describe('docs/database.md', () => {
  const doc = readFileSync(new URL('../../docs/database.md', import.meta.url), 'utf8');

  it('explains exactly the allow-listed security-definer RPCs', () => {
    const section = doc.split('### Security-definer RPCs')[1]!.split('\n## ')[0]!;
    const rows = section.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| RPCs'));
    const documented = rows.flatMap((row) =>
      [...row.split(' | ')[0]!.matchAll(/`([a-z_]+)(?:\(\))?`/g)].map((m) => m[1]!),
    );
    const allowed = DEFINER_RPCS.flatMap((g) => g.names);
    expect([...documented].sort()).toEqual([...allowed].sort());
  });

  it('describes every lint', () => {
    for (const lint of LINTS) expect(doc).toContain(`\`${lint.name}\``);
  });
});
