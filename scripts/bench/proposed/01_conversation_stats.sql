-- PROPOSAL (not a migration; applied only by `npm run bench:db -- --with-proposals`):
-- keep the derived per-conversation facts of ANALYTICS.md in a table maintained on write, so the
-- analytics RPCs read ~1 row per conversation instead of ~10 messages per conversation.
--
-- Why (measured with npm run bench:db, 10k users / 100k conversations / 1M messages): a 30-day window
-- holds ~33k conversations and ~340k messages; private.conversation_facts() reads all of them and
-- sorts them for a window function on every call, 3-6 s; even a one-pass hash aggregate over them
-- takes > 1 s on this 2-core machine. get_engagement_stats, get_learning_patterns,
-- export_conversations_data and get_cohort_retention all pay it.
--
-- Exactness: a statement-level trigger recomputes the facts of the conversations a statement touched
-- (insert, update or delete of messages) from their messages, with the same definitions as
-- conversation_facts (scaffolding_depth included), so bulk inserts, out-of-order timestamps and
-- service-role edits stay exact. Cost per app insert: one aggregate over that conversation's
-- messages through messages_conversation_id_created_at_idx.

create table public.conversation_stats (
  conversation_id uuid primary key references public.conversations (id) on delete cascade,
  message_count integer not null,
  user_message_count integer not null,
  assistant_message_count integer not null,
  first_message_at timestamptz not null,
  last_message_at timestamptz not null,
  last_user_message_at timestamptz null,
  breakthrough boolean not null,
  scaffolding_depth integer not null,
  response_time_sum numeric null,
  response_time_count integer not null
);

comment on table public.conversation_stats is
  'Derived per-conversation facts (ANALYTICS.md), maintained by a trigger on messages; admin RPCs only.';

-- Only the security-definer admin RPCs read it; no API role may touch it.
alter table public.conversation_stats enable row level security;
revoke all on table public.conversation_stats from public, anon, authenticated;
grant all on table public.conversation_stats to service_role;

/**
 * Recomputes conversation_stats for the given conversations from their messages (exact, same
 * definitions as private.conversation_facts). Conversations that no longer exist are skipped;
 * conversations left without messages lose their row.
 */
create or replace function private.refresh_conversation_stats(conversation_ids uuid[])
returns void
language sql
security definer
set search_path = ''
as $$
  with
    ids as (
      select distinct x.id
      from pg_catalog.unnest(conversation_ids) as x(id)
      where exists (select 1 from public.conversations as c where c.id = x.id)
    ),
    msg as (
      select
        ms.conversation_id,
        ms.role,
        ms.created_at,
        coalesce(ms.metadata -> 'has_eureka' = 'true'::jsonb, false) as eureka,
        case
          when ms.role = 'assistant' and jsonb_typeof(ms.metadata -> 'response_time_ms') = 'number'
            then (ms.metadata ->> 'response_time_ms')::numeric
        end as response_time_ms
      from public.messages as ms
      where ms.conversation_id in (select ids.id from ids)
    ),
    first_eureka as (
      select msg.conversation_id, pg_catalog.min(msg.created_at) filter (where msg.eureka) as at
      from msg
      group by msg.conversation_id
    ),
    facts as (
      select
        m.conversation_id,
        pg_catalog.count(*)::integer as message_count,
        (pg_catalog.count(*) filter (where m.role = 'user'))::integer as user_message_count,
        (pg_catalog.count(*) filter (where m.role = 'assistant'))::integer as assistant_message_count,
        pg_catalog.min(m.created_at) as first_message_at,
        pg_catalog.max(m.created_at) as last_message_at,
        pg_catalog.max(m.created_at) filter (where m.role = 'user') as last_user_message_at,
        pg_catalog.bool_or(m.eureka) as breakthrough,
        (pg_catalog.count(*) filter (
          where m.role = 'assistant' and (fe.at is null or m.created_at < fe.at)
        ))::integer as scaffolding_depth,
        pg_catalog.sum(m.response_time_ms) as response_time_sum,
        pg_catalog.count(m.response_time_ms)::integer as response_time_count
      from msg as m
      join first_eureka as fe on fe.conversation_id = m.conversation_id
      group by m.conversation_id
    ),
    gone as (
      delete from public.conversation_stats as cs
      where cs.conversation_id in (select ids.id from ids)
        and not exists (select 1 from facts where facts.conversation_id = cs.conversation_id)
    )
  insert into public.conversation_stats as cs
  select * from facts
  on conflict (conversation_id) do update set
    message_count = excluded.message_count,
    user_message_count = excluded.user_message_count,
    assistant_message_count = excluded.assistant_message_count,
    first_message_at = excluded.first_message_at,
    last_message_at = excluded.last_message_at,
    last_user_message_at = excluded.last_user_message_at,
    breakthrough = excluded.breakthrough,
    scaffolding_depth = excluded.scaffolding_depth,
    response_time_sum = excluded.response_time_sum,
    response_time_count = excluded.response_time_count;
$$;

revoke all on function private.refresh_conversation_stats(uuid[]) from public;

create or replace function private.messages_refresh_stats_ins()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.refresh_conversation_stats(
    (select pg_catalog.array_agg(distinct n.conversation_id) from new_rows as n)
  );
  return null;
end;
$$;

create or replace function private.messages_refresh_stats_del()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.refresh_conversation_stats(
    (select pg_catalog.array_agg(distinct o.conversation_id) from old_rows as o)
  );
  return null;
end;
$$;

create or replace function private.messages_refresh_stats_upd()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.refresh_conversation_stats(
    (select pg_catalog.array_agg(distinct x.conversation_id)
     from (select n.conversation_id from new_rows as n
           union all select o.conversation_id from old_rows as o) as x)
  );
  return null;
end;
$$;

revoke all on function private.messages_refresh_stats_ins() from public;
revoke all on function private.messages_refresh_stats_del() from public;
revoke all on function private.messages_refresh_stats_upd() from public;

create trigger messages_refresh_stats_after_insert
  after insert on public.messages
  referencing new table as new_rows
  for each statement execute function private.messages_refresh_stats_ins();

create trigger messages_refresh_stats_after_delete
  after delete on public.messages
  referencing old table as old_rows
  for each statement execute function private.messages_refresh_stats_del();

create trigger messages_refresh_stats_after_update
  after update on public.messages
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.messages_refresh_stats_upd();

-- Backfill (messages that existed before this migration).
select private.refresh_conversation_stats(
  (select pg_catalog.array_agg(c.id) from public.conversations as c)
);

/**
 * Same signature and results as before, now from conversation_stats: one row per conversation of
 * the window (conversations without messages included, with zero counts).
 */
create or replace function private.conversation_facts(window_start timestamptz, window_end timestamptz)
returns table (
  conversation_id uuid,
  user_id uuid,
  title text,
  subject text,
  grade_level text,
  created_at timestamptz,
  message_count bigint,
  user_message_count bigint,
  assistant_message_count bigint,
  duration_seconds numeric,
  completed boolean,
  breakthrough boolean,
  scaffolding_depth bigint,
  response_time_sum numeric,
  response_time_count bigint
)
language sql
stable
set search_path = ''
as $$
  select
    cv.id,
    cv.user_id,
    cv.title,
    cv.subject,
    cv.grade_level,
    cv.created_at,
    coalesce(s.message_count, 0)::bigint,
    coalesce(s.user_message_count, 0)::bigint,
    coalesce(s.assistant_message_count, 0)::bigint,
    case
      when s.message_count >= 2
        then extract(epoch from s.last_message_at - s.first_message_at)
    end,
    coalesce(s.message_count, 0) >= 4,
    coalesce(s.breakthrough, false),
    coalesce(s.scaffolding_depth, 0)::bigint,
    s.response_time_sum,
    coalesce(s.response_time_count, 0)::bigint
  from public.conversations as cv
  left join public.conversation_stats as s on s.conversation_id = cv.id
  where cv.created_at >= window_start
    and cv.created_at < window_end
$$;
