-- When the tutor is open in a class. A teacher who comes back every day wants the class's tutor
-- open during the class's hours and closed otherwise (homework time, exams), and a switch to pause
-- it at once. One row per class (none = always open): the days of the week and the hours, on the
-- deployment's clock (private.app_timezone()), and "paused". The class's teachers (and admins)
-- read and write the row; a student of the class reads only whether the tutor is open and when it
-- opens next (get_class_tutor_status); the tutor function refuses a class turn while closed
-- (tutor_class_schedule_status, service role).

-- ============================================================================
-- TABLE
-- ============================================================================

create table public.class_tutor_schedules (
  class_id uuid primary key references public.classes (id) on delete cascade,
  paused boolean not null default false,
  -- ISO days of the week, 1 = Monday … 7 = Sunday; empty: no schedule (open every hour).
  days smallint[] not null default '{}',
  opens_at time,
  closes_at time,
  updated_at timestamptz not null default now(),
  constraint class_tutor_schedules_days_are_iso_weekdays
    check (days <@ array[1, 2, 3, 4, 5, 6, 7]::smallint[] and cardinality(days) <= 7),
  constraint class_tutor_schedules_hours_open_before_close
    check (
      cardinality(days) = 0
      or (opens_at is not null and closes_at is not null and opens_at < closes_at)
    )
);

alter table public.class_tutor_schedules enable row level security;

revoke all on table public.class_tutor_schedules from public, anon, authenticated;
grant select, insert, update on table public.class_tutor_schedules to authenticated;

create policy "The class's teachers and admins read its schedule"
  on public.class_tutor_schedules for select
  to authenticated
  using (public.teaches_class(class_id));

create policy "The class's teachers and admins set its schedule"
  on public.class_tutor_schedules for insert
  to authenticated
  with check (public.teaches_class(class_id));

create policy "The class's teachers and admins change its schedule"
  on public.class_tutor_schedules for update
  to authenticated
  using (public.teaches_class(class_id))
  with check (public.teaches_class(class_id));

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * Whether the tutor of class p_class_id is open at p_at, paused, and the next instant it opens
 * (null while paused, when open, or without a schedule), on the deployment's clock.
 * Called by: get_class_tutor_status and tutor_class_schedule_status (as their owner). Not callable
 * by API roles.
 */
create or replace function private.class_tutor_state(p_class_id uuid, p_at timestamptz)
returns table (is_open boolean, paused boolean, next_open_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_row public.class_tutor_schedules;
  v_zone text := private.app_timezone();
  v_local timestamp := p_at at time zone v_zone;
  v_day date;
begin
  select * into v_row from public.class_tutor_schedules as s where s.class_id = p_class_id;
  if not found or (not v_row.paused and cardinality(v_row.days) = 0) then
    return query select true, false, null::timestamptz;
    return;
  end if;
  if v_row.paused then
    return query select false, true, null::timestamptz;
    return;
  end if;
  if extract(isodow from v_local)::smallint = any (v_row.days)
    and v_local::time >= v_row.opens_at and v_local::time < v_row.closes_at then
    return query select true, false, null::timestamptz;
    return;
  end if;
  for i in 0..7 loop
    v_day := v_local::date + i;
    if extract(isodow from v_day)::smallint = any (v_row.days)
      and (i > 0 or v_local::time < v_row.opens_at) then
      return query select false, false, (v_day + v_row.opens_at) at time zone v_zone;
      return;
    end if;
  end loop;
end;
$$;

revoke all on function private.class_tutor_state(uuid, timestamptz) from public;

/**
 * The public part of a class's tutor schedule: open now, paused, and when it opens next.
 * Who may call this: the class's members (students and teachers) and admins; anyone else 42501.
 */
create or replace function public.get_class_tutor_status(class_id uuid)
returns table (is_open boolean, paused boolean, next_open_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (public.in_class(get_class_tutor_status.class_id)
    or public.teaches_class(get_class_tutor_status.class_id)) then
    raise exception 'forbidden: only the class''s members may read its tutor''s hours'
      using errcode = '42501';
  end if;
  return query select * from private.class_tutor_state(get_class_tutor_status.class_id, pg_catalog.now());
end;
$$;

revoke all on function public.get_class_tutor_status(uuid) from public, anon, authenticated;
grant execute on function public.get_class_tutor_status(uuid) to authenticated;

/**
 * The tutor function's check before a class turn: {is_open, paused, next_open_at}.
 * Who may call this: the service role (the tutor function) only.
 */
create or replace function public.tutor_class_schedule_status(p_class_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'is_open', st.is_open,
    'paused', st.paused,
    'next_open_at', st.next_open_at
  )
  from private.class_tutor_state(p_class_id, pg_catalog.now()) as st
$$;

revoke all on function public.tutor_class_schedule_status(uuid) from public, anon, authenticated;
grant execute on function public.tutor_class_schedule_status(uuid) to service_role;
