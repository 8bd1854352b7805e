-- Per-conversation facts kept up to date by triggers, so the admin RPCs read one row per
-- conversation instead of re-aggregating every message (fast at 1M messages). Internal:
-- lives in the private schema, never exposed through the API, rebuilt from public.messages by
-- statement-level triggers (any insert order, bulk loads, updates and deletes stay exact).

-- ============================================================================
-- TABLE
-- ============================================================================

create table private.conversation_stats (
  conversation_id uuid primary key references public.conversations (id) on delete cascade,
  message_count integer not null,
  user_message_count integer not null,
  assistant_message_count integer not null,
  first_message_at timestamptz not null,
  last_message_at timestamptz not null,
  last_user_message_at timestamptz null,
  breakthrough boolean not null,
  scaffolding_depth integer not null,
  response_time_sum numeric not null,
  response_time_count integer not null,

  constraint conversation_stats_counts_must_be_non_negative check (
    message_count >= 0 and user_message_count >= 0 and assistant_message_count >= 0
    and scaffolding_depth >= 0 and response_time_count >= 0
  )
);

comment on table private.conversation_stats is 'Derived per-conversation facts of ANALYTICS.md, maintained by triggers on public.messages.';

-- ============================================================================
-- INDEXES
-- ============================================================================

-- Active users over the last 7 days.
create index conversation_stats_last_user_message_at_idx
  on private.conversation_stats (last_user_message_at);

-- ============================================================================
-- RLS
-- ============================================================================

alter table private.conversation_stats enable row level security;
revoke all on table private.conversation_stats from public;

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * Recomputes the stats rows of the given conversations from public.messages (and removes the rows
 * of conversations left without messages).
 * Called by: the statement triggers on public.messages (as their owner). Not callable by API roles.
 */
create or replace function private.refresh_conversation_stats(conversation_ids uuid[])
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  delete from private.conversation_stats as s
  where s.conversation_id = any (conversation_ids)
    and not exists (select 1 from public.messages as m where m.conversation_id = s.conversation_id);

  insert into private.conversation_stats as s (
    conversation_id, message_count, user_message_count, assistant_message_count,
    first_message_at, last_message_at, last_user_message_at, breakthrough, scaffolding_depth,
    response_time_sum, response_time_count
  )
  select
    m.conversation_id,
    pg_catalog.count(*),
    pg_catalog.count(*) filter (where m.role = 'user'),
    pg_catalog.count(*) filter (where m.role = 'assistant'),
    pg_catalog.min(m.created_at),
    pg_catalog.max(m.created_at),
    pg_catalog.max(m.created_at) filter (where m.role = 'user'),
    pg_catalog.bool_or(m.eureka),
    -- scaffolding_depth: assistant messages before the first breakthrough message (all without one).
    pg_catalog.count(*) filter (
      where m.role = 'assistant' and (m.first_eureka_at is null or m.created_at < m.first_eureka_at)
    ),
    coalesce(pg_catalog.sum(m.response_time_ms), 0),
    pg_catalog.count(m.response_time_ms)
  from (
    select
      ms.conversation_id,
      ms.role,
      ms.created_at,
      coalesce(ms.metadata -> 'has_eureka' = 'true'::jsonb, false) as eureka,
      case
        when ms.role = 'assistant' and jsonb_typeof(ms.metadata -> 'response_time_ms') = 'number'
          then (ms.metadata ->> 'response_time_ms')::numeric
      end as response_time_ms,
      pg_catalog.min(ms.created_at) filter (where ms.metadata -> 'has_eureka' = 'true'::jsonb)
        over (partition by ms.conversation_id) as first_eureka_at
    from public.messages as ms
    where ms.conversation_id = any (conversation_ids)
  ) as m
  group by m.conversation_id
  on conflict (conversation_id) do update
  set message_count = excluded.message_count,
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

/**
 * Statement trigger after insert on public.messages: refreshes the touched conversations.
 * Called by: the trigger only.
 */
create or replace function private.messages_after_insert_refresh_stats()
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

/**
 * Statement trigger after delete on public.messages: refreshes the touched conversations.
 * Called by: the trigger only.
 */
create or replace function private.messages_after_delete_refresh_stats()
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

/**
 * Statement trigger after update on public.messages (service role or superuser only; clients cannot
 * update messages): refreshes the conversations of the old and new rows.
 * Called by: the trigger only.
 */
create or replace function private.messages_after_update_refresh_stats()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.refresh_conversation_stats(
    (
      select pg_catalog.array_agg(distinct t.conversation_id)
      from (
        select n.conversation_id from new_rows as n
        union
        select o.conversation_id from old_rows as o
      ) as t
    )
  );
  return null;
end;
$$;

revoke all on function private.messages_after_insert_refresh_stats() from public;
revoke all on function private.messages_after_delete_refresh_stats() from public;
revoke all on function private.messages_after_update_refresh_stats() from public;

-- ============================================================================
-- TRIGGERS
-- ============================================================================

create trigger messages_after_insert_refresh_stats
  after insert on public.messages
  referencing new table as new_rows
  for each statement execute function private.messages_after_insert_refresh_stats();

create trigger messages_after_delete_refresh_stats
  after delete on public.messages
  referencing old table as old_rows
  for each statement execute function private.messages_after_delete_refresh_stats();

create trigger messages_after_update_refresh_stats
  after update on public.messages
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.messages_after_update_refresh_stats();
