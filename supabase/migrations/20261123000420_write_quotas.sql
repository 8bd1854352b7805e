-- Write quotas of students, held in the database (issue 9): user messages per minute and new
-- conversations per day (defaults in private.settings: 30 and 100). One counter row per user,
-- updated by an upsert that holds the row lock until the transaction ends, so concurrent inserts
-- queue on it and the limit holds under concurrency. A refused insert rolls its count back.
-- Windows: the current minute (clock) and the current calendar day in the app time zone.
-- Only `authenticated` is counted: the tutor function (service role) and the superuser are not.
-- Refusal: SQLSTATE P0001 with a Spanish message starting with 'Límite'.

-- ============================================================================
-- TABLE
-- ============================================================================

create table private.write_usage (
  user_id uuid primary key references auth.users (id) on delete cascade,
  minute_window timestamptz not null,
  minute_messages integer not null default 0,
  day_window date not null,
  day_conversations integer not null default 0,

  constraint write_usage_counts_must_be_non_negative
    check (minute_messages >= 0 and day_conversations >= 0)
);

comment on table private.write_usage is 'Per-student write counters (user messages this minute, conversations today) for the write quotas.';

-- ============================================================================
-- RLS
-- ============================================================================

alter table private.write_usage enable row level security;
revoke all on table private.write_usage from public;

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * Counts one user message of the caller in the current minute; raises P0001 ('Límite alcanzado: …')
 * past private.settings.user_messages_per_minute.
 * Called by: the trigger on public.messages only (authenticated inserts of role 'user').
 */
create or replace function private.count_user_message()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  max_per_minute integer := (private.current_settings()).user_messages_per_minute;
  this_minute timestamptz := pg_catalog.date_trunc('minute', pg_catalog.clock_timestamp());
  used integer;
begin
  if caller is null then
    return new; -- no user: the RLS policy refuses the row
  end if;

  insert into private.write_usage as w (user_id, minute_window, minute_messages, day_window)
  values (caller, this_minute, 1, private.today())
  on conflict (user_id) do update
  set minute_messages = case
        when w.minute_window = excluded.minute_window then w.minute_messages + 1
        else 1
      end,
    minute_window = excluded.minute_window
  returning w.minute_messages into used;

  if used > max_per_minute then
    raise exception 'Límite alcanzado: máximo % mensajes por minuto. Espera un momento.', max_per_minute
      using errcode = 'P0001';
  end if;
  return new;
end;
$$;

revoke all on function private.count_user_message() from public;

/**
 * Counts one new conversation of the caller today (app time zone); raises P0001
 * ('Límite alcanzado: …') past private.settings.conversations_per_day.
 * Called by: the trigger on public.conversations only (authenticated inserts).
 */
create or replace function private.count_conversation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  max_per_day integer := (private.current_settings()).conversations_per_day;
  this_day date := private.today();
  used integer;
begin
  if caller is null then
    return new; -- no user: the RLS policy refuses the row
  end if;

  insert into private.write_usage as w (user_id, minute_window, day_window, day_conversations)
  values (caller, pg_catalog.date_trunc('minute', pg_catalog.clock_timestamp()), this_day, 1)
  on conflict (user_id) do update
  set day_conversations = case
        when w.day_window = excluded.day_window then w.day_conversations + 1
        else 1
      end,
    day_window = excluded.day_window
  returning w.day_conversations into used;

  if used > max_per_day then
    raise exception 'Límite alcanzado: máximo % conversaciones por día. Vuelve mañana.', max_per_day
      using errcode = 'P0001';
  end if;
  return new;
end;
$$;

revoke all on function private.count_conversation() from public;

-- ============================================================================
-- TRIGGERS
-- ============================================================================

create trigger messages_user_messages_per_minute
  before insert on public.messages
  for each row
  when (pg_catalog.current_setting('role', true) = 'authenticated' and new.role = 'user')
  execute function private.count_user_message();

create trigger conversations_per_day
  before insert on public.conversations
  for each row
  when (pg_catalog.current_setting('role', true) = 'authenticated')
  execute function private.count_conversation();
