-- Local stack bootstrap (not a migration): the roles and grants a Supabase database has before
-- any app migration runs (supabase/postgres initial schema). @supabase/lite creates the three API
-- roles lazily on its first RLS request; migrations need them earlier (GRANT ... TO authenticated).
-- Idempotent: runs on every start.
do $$
declare
  r record;
begin
  for r in
    select * from (values
      ('anon', 'nologin noinherit'),
      ('authenticated', 'nologin noinherit'),
      ('service_role', 'nologin noinherit bypassrls'),
      ('authenticator', 'noinherit'),
      ('supabase_storage_admin', 'nologin noinherit'),
      ('supabase_auth_admin', 'nologin noinherit')
    ) as wanted(name, options)
    where not exists (select 1 from pg_roles where rolname = wanted.name)
  loop
    execute format('create role %I %s', r.name, r.options);
  end loop;
end
$$;

grant anon, authenticated, service_role to authenticator;
create schema if not exists extensions;
grant usage on schema public, extensions to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to postgres, anon, authenticated, service_role;
grant usage on schema auth to anon, authenticated, service_role;
create extension if not exists pgcrypto with schema extensions;

-- The Supabase CLI's history table (supabase db push / migration list read it).
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);
