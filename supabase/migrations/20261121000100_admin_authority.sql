-- Admin authority, the app time zone and the private helpers every later migration uses.
--
-- Admin authority lives in auth.users.raw_app_meta_data.is_admin: GoTrue never lets a user write
-- app_metadata, so the flag cannot be self-granted. The UI reads user_metadata.is_admin;
-- a trigger forces that mirror to equal the authoritative flag on every insert and update, so sign-up
-- data or updateUser({ data: { is_admin: true } }) cannot set it.
-- The auth schema itself comes from the platform (Supabase, or supabase/shim locally).

-- ============================================================================
-- SCHEMAS
-- ============================================================================

-- Internal helpers live outside the schemas PostgREST exposes.
create schema if not exists private;
revoke all on schema private from public;

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * The one place that fixes the time zone of "today" and of calendar days (docs/admin.md).
 * Called by: the admin RPCs (as their owner). Not callable by API roles.
 */
create or replace function public.app_timezone()
returns text
language sql
immutable
set search_path = ''
as $$
  select 'America/Mexico_City'::text
$$;

revoke all on function public.app_timezone() from public, anon, authenticated;

/**
 * The instant a calendar day starts in the app time zone.
 * Called by: the admin RPCs (as their owner). Not callable by API roles.
 */
create or replace function private.day_start(day date)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select day::timestamp at time zone public.app_timezone()
$$;

revoke all on function private.day_start(date) from public;

/**
 * Today's calendar date in the app time zone.
 * Called by: the admin RPCs (as their owner). Not callable by API roles.
 */
create or replace function private.today()
returns date
language sql
stable
set search_path = ''
as $$
  select (pg_catalog.now() at time zone public.app_timezone())::date
$$;

revoke all on function private.today() from public;

/**
 * True when the caller's authoritative admin flag (raw_app_meta_data.is_admin) is true.
 * Security definer because API roles cannot read auth.users.
 * Called by: authenticated (RLS policies of announcements and storage), the admin RPCs.
 */
create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (
      select u.raw_app_meta_data -> 'is_admin' = 'true'::jsonb
      from auth.users as u
      where u.id = (select auth.uid())
    ),
    false
  )
$$;

revoke all on function public.is_admin() from public, anon, authenticated;
grant execute on function public.is_admin() to authenticated, service_role;

/**
 * Raises SQLSTATE 42501 unless the caller is an admin; every admin RPC calls it first.
 * Called by: the admin RPCs (as their owner). Not callable by API roles.
 */
create or replace function private.assert_admin()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'forbidden: only administrators may call this function'
      using errcode = '42501';
  end if;
end;
$$;

revoke all on function private.assert_admin() from public;

/**
 * Validates an inclusive date range [start_date, end_date]; raises SQLSTATE 22023 when a date is
 * null or the start is after the end.
 * Called by: the analytics RPCs (as their owner). Not callable by API roles.
 */
create or replace function private.assert_date_range(start_date date, end_date date)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if start_date is null or end_date is null then
    raise exception 'invalid argument: start and end dates are required'
      using errcode = '22023';
  end if;
  if start_date > end_date then
    raise exception 'invalid argument: start date % is after end date %', start_date, end_date
      using errcode = '22023';
  end if;
end;
$$;

revoke all on function private.assert_date_range(date, date) from public;

/**
 * Keeps raw_user_meta_data.is_admin equal to the authoritative raw_app_meta_data.is_admin.
 * Called by: the trigger on auth.users only.
 */
create or replace function private.enforce_admin_mirror()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.raw_user_meta_data := coalesce(new.raw_user_meta_data, '{}'::jsonb)
    || pg_catalog.jsonb_build_object(
      'is_admin',
      coalesce(new.raw_app_meta_data -> 'is_admin' = 'true'::jsonb, false)
    );
  return new;
end;
$$;

revoke all on function private.enforce_admin_mirror() from public;

/**
 * Grants or removes the admin role of a user (writes raw_app_meta_data.is_admin; the trigger mirrors
 * it into user_metadata). Refuses to remove the last remaining admin so the panel can never lock
 * everyone out (SQLSTATE 22023), and refuses an unknown user (22023).
 * Called by: admins (authenticated + is_admin()); everyone else gets 42501.
 */
create or replace function public.set_user_admin_role(target_user_id uuid, is_admin_role boolean)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  target_is_admin boolean;
begin
  perform private.assert_admin();

  if target_user_id is null or is_admin_role is null then
    raise exception 'invalid argument: target_user_id and is_admin_role are required'
      using errcode = '22023';
  end if;

  select coalesce(u.raw_app_meta_data -> 'is_admin' = 'true'::jsonb, false)
    into target_is_admin
  from auth.users as u
  where u.id = target_user_id
  for update;

  if not found then
    raise exception 'invalid argument: user % does not exist', target_user_id
      using errcode = '22023';
  end if;

  if target_is_admin and not is_admin_role and (
    select pg_catalog.count(*)
    from auth.users as u
    where u.raw_app_meta_data -> 'is_admin' = 'true'::jsonb
  ) <= 1 then
    raise exception 'invalid argument: cannot remove the last administrator'
      using errcode = '22023';
  end if;

  update auth.users as u
  set raw_app_meta_data = coalesce(u.raw_app_meta_data, '{}'::jsonb)
      || pg_catalog.jsonb_build_object('is_admin', is_admin_role),
    updated_at = pg_catalog.now()
  where u.id = target_user_id;
end;
$$;

revoke all on function public.set_user_admin_role(uuid, boolean) from public, anon, authenticated;
grant execute on function public.set_user_admin_role(uuid, boolean) to authenticated;

-- ============================================================================
-- TRIGGERS
-- ============================================================================

drop trigger if exists enforce_admin_mirror on auth.users;
create trigger enforce_admin_mirror
  before insert or update on auth.users
  for each row execute function private.enforce_admin_mirror();
