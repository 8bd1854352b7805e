-- Tutor rate limit: per-user counters kept in Postgres, so the limit holds across every instance of
-- the tutor function. Fixed windows: the current minute and the current UTC day.
-- Only the tutor function (service_role) reads or writes them, through tutor_consume_quota.

-- ============================================================================
-- TABLE
-- ============================================================================

create table public.tutor_usage (
  user_id uuid primary key references auth.users (id) on delete cascade,
  minute_window timestamptz not null,
  minute_count integer not null default 0,
  day_window date not null,
  day_count integer not null default 0,
  updated_at timestamptz not null default now(),

  constraint tutor_usage_minute_count_must_be_non_negative check (minute_count >= 0),
  constraint tutor_usage_day_count_must_be_non_negative check (day_count >= 0)
);

comment on table public.tutor_usage is 'Tutor calls per user in the current minute and UTC day (rate limit).';

-- ============================================================================
-- RLS
-- ============================================================================

-- No policies: API roles never see the counters; the security-definer function below owns them.
alter table public.tutor_usage enable row level security;
revoke all on table public.tutor_usage from public, anon, authenticated;
grant select, insert, update, delete on table public.tutor_usage to service_role;

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * Counts one tutor call for p_user_id if it fits both limits, atomically (row lock per user).
 * Returns {allowed: true, minute_remaining, day_remaining} or
 * {allowed: false, scope: 'minute'|'day', retry_after_seconds}. A refused call is not counted.
 * Raises 22023 for bad arguments.
 * Called by: service_role only (the tutor function, with the service key).
 */
create or replace function public.tutor_consume_quota(
  p_user_id uuid,
  p_per_minute integer default 20,
  p_per_day integer default 300
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_now timestamptz := clock_timestamp();
  v_minute timestamptz := date_trunc('minute', v_now);
  v_day date := (v_now at time zone 'UTC')::date;
  v_minute_count integer;
  v_day_count integer;
begin
  if p_user_id is null or p_per_minute is null or p_per_day is null
     or p_per_minute < 1 or p_per_day < 1 then
    raise exception 'tutor_consume_quota: user id and positive limits are required'
      using errcode = '22023';
  end if;

  insert into public.tutor_usage (user_id, minute_window, minute_count, day_window, day_count)
  values (p_user_id, v_minute, 0, v_day, 0)
  on conflict (user_id) do nothing;

  select
    case when u.minute_window = v_minute then u.minute_count else 0 end,
    case when u.day_window = v_day then u.day_count else 0 end
  into v_minute_count, v_day_count
  from public.tutor_usage as u
  where u.user_id = p_user_id
  for update;

  if v_day_count >= p_per_day then
    return jsonb_build_object(
      'allowed', false,
      'scope', 'day',
      'retry_after_seconds',
      ceil(extract(epoch from ((v_day + 1)::timestamp at time zone 'UTC') - v_now))::integer
    );
  end if;
  if v_minute_count >= p_per_minute then
    return jsonb_build_object(
      'allowed', false,
      'scope', 'minute',
      'retry_after_seconds',
      greatest(1, ceil(extract(epoch from (v_minute + interval '1 minute') - v_now))::integer)
    );
  end if;

  update public.tutor_usage as u
  set minute_window = v_minute,
      minute_count = v_minute_count + 1,
      day_window = v_day,
      day_count = v_day_count + 1,
      updated_at = v_now
  where u.user_id = p_user_id;

  return jsonb_build_object(
    'allowed', true,
    'minute_remaining', p_per_minute - v_minute_count - 1,
    'day_remaining', p_per_day - v_day_count - 1
  );
end;
$$;

revoke all on function public.tutor_consume_quota(uuid, integer, integer) from public, anon, authenticated;
grant execute on function public.tutor_consume_quota(uuid, integer, integer) to service_role;
