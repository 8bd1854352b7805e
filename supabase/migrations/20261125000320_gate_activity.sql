-- The answer-leak gate at work, per day and per subject (issue 18 item 5), for the admin's
-- 'Calidad del tutor' view. A trigger adds each gated assistant reply to a daily totals row as it is
-- inserted, so get_gate_activity reads at most (days x subjects) rows whatever the size of
-- public.messages. Figures (docs/admin.md): replies gated, rewritten, fallbacks served, unverified.
-- Totals count replies as they were served: deleting a conversation later does not lower them.

-- ============================================================================
-- TABLE
-- ============================================================================

create table private.gate_daily_totals (
  day date not null,
  -- The conversation's subject at the time of the reply; '' when it had none.
  subject text not null,
  replies bigint not null default 0,
  rewritten bigint not null default 0,
  fallbacks bigint not null default 0,
  unverified bigint not null default 0,

  primary key (day, subject),
  constraint gate_daily_totals_counts_must_be_non_negative
    check (replies >= 0 and rewritten >= 0 and fallbacks >= 0 and unverified >= 0)
);

comment on table private.gate_daily_totals is 'Gated assistant replies per app-time-zone day and subject; written by the messages trigger, read by get_gate_activity.';

-- ============================================================================
-- RLS
-- ============================================================================

alter table private.gate_daily_totals enable row level security;
revoke all on table private.gate_daily_totals from public, anon, authenticated;

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * Adds one gated assistant reply (metadata.gate present) to its day's and subject's totals:
 * rewritten = gate.rewritten, fallbacks = gate.fallback, unverified = gate.unverified (replies
 * stored before issue 18: gate.judge_error, served unchecked).
 * Called by: the trigger on public.messages only.
 */
create or replace function private.count_gate_activity()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_gate jsonb := new.metadata -> 'gate';
  v_subject text;
begin
  select coalesce(c.subject, '') into v_subject
  from public.conversations as c
  where c.id = new.conversation_id;

  insert into private.gate_daily_totals as t (day, subject, replies, rewritten, fallbacks, unverified)
  values (
    (new.created_at at time zone private.app_timezone())::date,
    coalesce(v_subject, ''),
    1,
    case when v_gate -> 'rewritten' = 'true'::jsonb then 1 else 0 end,
    case when v_gate -> 'fallback' = 'true'::jsonb then 1 else 0 end,
    case when coalesce(v_gate -> 'unverified', v_gate -> 'judge_error') = 'true'::jsonb then 1 else 0 end
  )
  on conflict (day, subject) do update
  set replies = t.replies + excluded.replies,
      rewritten = t.rewritten + excluded.rewritten,
      fallbacks = t.fallbacks + excluded.fallbacks,
      unverified = t.unverified + excluded.unverified;
  return null;
end;
$$;

revoke all on function private.count_gate_activity() from public;

/**
 * One row per day and subject of [start_date, end_date] (inclusive, app time zone) with gated
 * replies: day, subject (null: the conversation had none), replies, rewritten, fallbacks,
 * unverified; ordered by day, then subject (none last). Null or reversed dates, or a window over 366 days,
 * raise 22023.
 * Called by: admins (authenticated + is_admin()); everyone else gets 42501.
 */
create or replace function public.get_gate_activity(start_date date, end_date date)
returns table (
  day date,
  subject text,
  replies bigint,
  rewritten bigint,
  fallbacks bigint,
  unverified bigint
)
language plpgsql
stable
security definer
set search_path = ''
set jit = off
as $$
#variable_conflict use_column
begin
  perform private.assert_admin();
  perform private.assert_date_range(start_date, end_date);
  if end_date - start_date > 365 then
    raise exception 'invalid argument: the window is % days; at most 366', end_date - start_date + 1
      using errcode = '22023';
  end if;

  return query
  select t.day, nullif(t.subject, ''), t.replies, t.rewritten, t.fallbacks, t.unverified
  from private.gate_daily_totals as t
  where t.day between start_date and end_date
  order by t.day, t.subject = '', t.subject;
end;
$$;

revoke all on function public.get_gate_activity(date, date) from public, anon, authenticated;
grant execute on function public.get_gate_activity(date, date) to authenticated;

-- ============================================================================
-- TRIGGERS
-- ============================================================================

create trigger messages_count_gate_activity
  after insert on public.messages
  for each row
  when (new.role = 'assistant' and new.metadata ? 'gate')
  execute function private.count_gate_activity();

-- The replies stored before this migration.
insert into private.gate_daily_totals (day, subject, replies, rewritten, fallbacks, unverified)
select
  (m.created_at at time zone private.app_timezone())::date,
  coalesce(c.subject, ''),
  pg_catalog.count(*),
  pg_catalog.count(*) filter (where m.metadata #> '{gate,rewritten}' = 'true'::jsonb),
  pg_catalog.count(*) filter (where m.metadata #> '{gate,fallback}' = 'true'::jsonb),
  pg_catalog.count(*) filter (
    where coalesce(m.metadata #> '{gate,unverified}', m.metadata #> '{gate,judge_error}') = 'true'::jsonb
  )
from public.messages as m
join public.conversations as c on c.id = m.conversation_id
where m.role = 'assistant'
  and m.metadata ? 'gate'
group by 1, 2;
