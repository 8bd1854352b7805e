-- One clock per deployment. Every "today" of the product (admin figures, chart days, the class's
-- daily limit, the student's daily tutor limit and token budget, e-mails, the seed) is a calendar day
-- in one time zone, the deployment's: Europe/Madrid by default. Before, the database's days were
-- America/Mexico_City, the student's daily limit counted UTC days and the alert e-mails printed UTC,
-- so a school in Madrid saw three different "todays".
--
-- The zone is one setting per side: private.app_timezone() here and APP_TIME_ZONE in
-- supabase/functions/_shared/time-zone.ts (a test keeps the two equal). A deployment in Mexico City
-- changes both, in a new migration that also calls the two rebuilds below (the day totals are keyed
-- by the zone's days).

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * The deployment's time zone: the one place that fixes "today" and calendar days in the database
 * (docs/admin.md). Equal to APP_TIME_ZONE of the TypeScript side.
 * Called by: the admin, class and tutor RPCs (as their owner). Not callable by API roles.
 */
create or replace function private.app_timezone()
returns text
language sql
immutable
set search_path = ''
as $$
  select 'Europe/Madrid'::text
$$;

revoke all on function private.app_timezone() from public, anon, authenticated;

/**
 * Counts one tutor turn for p_user_id if it fits the per-minute, per-day and daily token limits,
 * atomically (row lock per user). The day is the deployment's calendar day (private.today()), and
 * retry_after_seconds of the day limits runs to that day's local midnight. Returns {allowed: true,
 * minute_remaining, day_remaining, tokens_remaining} or {allowed: false, scope:
 * 'day'|'tokens'|'minute', retry_after_seconds}. A refused turn is not counted. Raises 22023 for a
 * null user or non-positive limits.
 * Called by: service_role only (the tutor function, with the service key).
 */
create or replace function public.tutor_consume_quota(
  p_user_id uuid,
  p_per_minute integer,
  p_per_day integer,
  p_tokens_per_day bigint
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_now timestamptz := pg_catalog.clock_timestamp();
  v_minute timestamptz := pg_catalog.date_trunc('minute', v_now);
  v_day date := private.local_day(v_now);
  v_minute_count integer;
  v_day_count integer;
  v_day_tokens bigint;
  v_until_tomorrow integer :=
    greatest(1, ceil(extract(epoch from private.day_start(v_day + 1) - v_now))::integer);
begin
  if p_user_id is null or p_per_minute is null or p_per_day is null or p_tokens_per_day is null
     or p_per_minute < 1 or p_per_day < 1 or p_tokens_per_day < 1 then
    raise exception 'tutor_consume_quota: user id and positive limits are required'
      using errcode = '22023';
  end if;

  insert into private.tutor_usage (user_id, minute_window, minute_count, day_window, day_count)
  values (p_user_id, v_minute, 0, v_day, 0)
  on conflict (user_id) do nothing;

  select
    case when u.minute_window = v_minute then u.minute_count else 0 end,
    case when u.day_window = v_day then u.day_count else 0 end,
    case when u.day_window = v_day then u.day_tokens else 0 end
  into v_minute_count, v_day_count, v_day_tokens
  from private.tutor_usage as u
  where u.user_id = p_user_id
  for update;

  if v_day_count >= p_per_day then
    return pg_catalog.jsonb_build_object(
      'allowed', false, 'scope', 'day', 'retry_after_seconds', v_until_tomorrow
    );
  end if;
  if v_day_tokens >= p_tokens_per_day then
    return pg_catalog.jsonb_build_object(
      'allowed', false, 'scope', 'tokens', 'retry_after_seconds', v_until_tomorrow
    );
  end if;
  if v_minute_count >= p_per_minute then
    return pg_catalog.jsonb_build_object(
      'allowed', false,
      'scope', 'minute',
      'retry_after_seconds',
      greatest(1, ceil(extract(epoch from (v_minute + interval '1 minute') - v_now))::integer)
    );
  end if;

  update private.tutor_usage as u
  set minute_window = v_minute,
    minute_count = v_minute_count + 1,
    day_window = v_day,
    day_count = v_day_count + 1,
    day_tokens = v_day_tokens,
    updated_at = v_now
  where u.user_id = p_user_id;

  return pg_catalog.jsonb_build_object(
    'allowed', true,
    'minute_remaining', p_per_minute - v_minute_count - 1,
    'day_remaining', p_per_day - v_day_count - 1,
    'tokens_remaining', p_tokens_per_day - v_day_tokens
  );
end;
$$;

revoke all on function public.tutor_consume_quota(uuid, integer, integer, bigint) from public, anon, authenticated;
grant execute on function public.tutor_consume_quota(uuid, integer, integer, bigint) to service_role;

/**
 * Adds a finished turn's tokens (usage.total_tokens, >= 0) to p_user_id's tokens of the
 * deployment's current calendar day and returns the day's total. Raises 22023 for a null user or
 * negative tokens.
 * Called by: service_role only (the tutor function, after the turn's model calls).
 */
create or replace function public.tutor_record_tokens(p_user_id uuid, p_tokens integer)
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_now timestamptz := pg_catalog.clock_timestamp();
  v_day date := private.local_day(v_now);
  v_total bigint;
begin
  if p_user_id is null or p_tokens is null or p_tokens < 0 then
    raise exception 'tutor_record_tokens: user id and non-negative tokens are required'
      using errcode = '22023';
  end if;

  insert into private.tutor_usage as u (user_id, minute_window, minute_count, day_window, day_count, day_tokens)
  values (p_user_id, pg_catalog.date_trunc('minute', v_now), 0, v_day, 0, p_tokens)
  on conflict (user_id) do update
  set day_tokens = case when u.day_window = v_day then u.day_tokens + p_tokens else p_tokens end,
    day_count = case when u.day_window = v_day then u.day_count else 0 end,
    day_window = v_day,
    updated_at = v_now
  returning u.day_tokens into v_total;

  return v_total;
end;
$$;

revoke all on function public.tutor_record_tokens(uuid, integer) from public, anon, authenticated;
grant execute on function public.tutor_record_tokens(uuid, integer) to service_role;

comment on table private.tutor_usage is 'Tutor turns per user in the current minute and the deployment''s calendar day (private.app_timezone()), and the day''s tokens (rate limit and token budget).';

-- ============================================================================
-- BACKFILL
-- ============================================================================

-- The day totals are keyed by the zone's days: rebuilt under the new zone.
select private.rebuild_admin_totals();

-- private.gate_daily_totals is not rebuilt: it keeps replies of conversations deleted since
-- (docs/admin.md), which no rebuild from public.messages could restore. Its days before this
-- migration stay keyed by the old zone's days (at most a few hours apart at the day's edges).
