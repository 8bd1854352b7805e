-- Deployment settings: one private row that no API role can read or write. It holds the direct-mode
-- switch (off by default: assistant messages and message_metrics are written by the server only) and
-- the defaults of the students' write quotas. Operators change it with SQL, e.g.
--   update private.settings set client_tutor_writes = true;   -- direct mode (see docs/database.md)

-- ============================================================================
-- TABLE
-- ============================================================================

create table private.settings (
  id boolean primary key default true,
  client_tutor_writes boolean not null default false,
  user_messages_per_minute integer not null default 30,
  conversations_per_day integer not null default 100,
  updated_at timestamptz not null default now(),

  constraint settings_must_be_a_single_row check (id),
  constraint settings_user_messages_per_minute_must_be_positive
    check (user_messages_per_minute >= 1),
  constraint settings_conversations_per_day_must_be_positive check (conversations_per_day >= 1)
);

comment on table private.settings is 'One row of deployment settings (direct-mode switch, write quotas); SQL only, no API access.';

insert into private.settings (id) values (true) on conflict (id) do nothing;

-- ============================================================================
-- RLS
-- ============================================================================

alter table private.settings enable row level security;
revoke all on table private.settings from public;

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * The settings row (defaults when the row was deleted), for the triggers and functions below.
 * Called by: triggers and security-definer functions (as their owner). Not callable by API roles.
 */
create or replace function private.current_settings()
returns private.settings
language sql
stable
set search_path = ''
as $$
  select coalesce(
    (select st from private.settings as st where st.id),
    (true, false, 30, 100, pg_catalog.now())::private.settings
  )
$$;

revoke all on function private.current_settings() from public;

/**
 * True when the deployment lets the browser write assistant messages and message_metrics (direct
 * mode). The SPA calls it in direct mode to explain, in Spanish, why replies cannot be saved.
 * Called by: authenticated, service_role.
 */
create or replace function public.client_tutor_writes_enabled()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (private.current_settings()).client_tutor_writes
$$;

revoke all on function public.client_tutor_writes_enabled() from public, anon, authenticated;
grant execute on function public.client_tutor_writes_enabled() to authenticated, service_role;
