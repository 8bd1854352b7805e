-- Privileges by default, and internal helpers out of the API schema (issue 11).
--
-- 1. New functions are not executable by PUBLIC, anon or authenticated unless a migration grants
--    it (`revoke all ... from public, anon, authenticated; grant execute ... to <roles>`), and new
--    tables in public never give TRUNCATE to anon or authenticated.
-- 2. TRUNCATE revoked from anon and authenticated on every existing table of public.
-- 3. public.app_timezone() is not an API function: it moves to private, and every function whose
--    body names it is rewritten in place (CREATE OR REPLACE keeps its grants and comment).
-- 4. Constraint names read as rules: `<table>_<column>_must_be_at_most_<n>_chars`.
-- supabase/tests/privileges.test.ts holds the allowlist of what anon and authenticated may run.

-- ============================================================================
-- TABLE
-- ============================================================================

alter table public.conversations
  rename constraint conversations_title_over_200_chars to conversations_title_must_be_at_most_200_chars;
alter table public.announcements
  rename constraint announcements_title_over_200_chars to announcements_title_must_be_at_most_200_chars;
alter table public.announcements
  rename constraint announcements_message_over_2000_chars to announcements_message_must_be_at_most_2000_chars;

-- ============================================================================
-- RLS
-- ============================================================================

-- Default privileges of the migration role (postgres). The global default (EXECUTE for PUBLIC on
-- every new function) can only be revoked without IN SCHEMA; Supabase's per-schema defaults grant
-- anon and authenticated everything in public, so those are revoked per schema.
alter default privileges revoke execute on functions from public;
alter default privileges in schema public revoke execute on functions from anon, authenticated;
alter default privileges in schema public revoke truncate on tables from anon, authenticated;

do $$
declare
  t record;
begin
  for t in
    select c.oid::pg_catalog.regclass as rel
    from pg_catalog.pg_class as c
    where c.relnamespace = 'public'::pg_catalog.regnamespace
      and c.relkind in ('r', 'p')
  loop
    execute pg_catalog.format('revoke truncate on table %s from anon, authenticated', t.rel);
  end loop;
end
$$;

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * The one place that fixes the time zone of "today" and of calendar days (docs/admin.md).
 * Called by: the admin RPCs and private helpers (as their owner). Not callable by API roles.
 */
alter function public.app_timezone() set schema private;

-- Function bodies are text: rewrite every function that named public.app_timezone().
do $$
declare
  f record;
begin
  for f in
    select p.oid
    from pg_catalog.pg_proc as p
    where p.prosrc like '%public.app_timezone()%'
  loop
    execute pg_catalog.replace(
      pg_catalog.pg_get_functiondef(f.oid),
      'public.app_timezone()',
      'private.app_timezone()'
    );
  end loop;
end
$$;
