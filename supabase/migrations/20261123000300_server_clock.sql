-- created_at of conversations and messages is the server's clock for the browser's roles (anon,
-- authenticated), whatever the client sends: a row dated 2020 or 2099 would distort every "today",
-- "active" and window figure of the admin panel (docs/admin.md).
-- The service role (the tutor function) and the postgres superuser (migrations, supabase/seed.sql,
-- scripts/bench/generate.sql, test fixtures) keep the value they write: the service role may update
-- any row anyway, and the seed and the benchmark need their historical dates.

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * Sets created_at to the transaction's start time (now()).
 * Called by: the triggers below only, for rows inserted by anon or authenticated.
 */
create or replace function private.stamp_server_clock()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.created_at := pg_catalog.now();
  return new;
end;
$$;

revoke all on function private.stamp_server_clock() from public;

-- ============================================================================
-- TRIGGERS
-- ============================================================================

-- The WHEN clause reads the per-request role PostgREST sets (SET LOCAL ROLE), so superuser bulk
-- loads skip the trigger entirely.
create trigger conversations_created_at_is_server_clock
  before insert on public.conversations
  for each row
  when (pg_catalog.current_setting('role', true) in ('anon', 'authenticated'))
  execute function private.stamp_server_clock();

create trigger messages_created_at_is_server_clock
  before insert on public.messages
  for each row
  when (pg_catalog.current_setting('role', true) in ('anon', 'authenticated'))
  execute function private.stamp_server_clock();
