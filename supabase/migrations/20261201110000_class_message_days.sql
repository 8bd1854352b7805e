-- One row per class conversation and day (app time zone) with a message: the day's counts that the
-- teacher's figures add up (get_class_students, export_class_weekly, get_class_digest), so they read
-- about 6,000 small rows for a class of 40 with 50,000 messages instead of probing every
-- conversation's messages one by one.
--
-- Exact, never estimated: a row is recomputed from public.messages whenever a message of its
-- conversation and day is inserted, updated or deleted (statement triggers with transition tables),
-- and every row of a conversation when its class or its student changes. A conversation outside a
-- class has no rows. The day is private.local_day (the app time zone):
-- private.rebuild_admin_totals() rebuilds these rows too, and a migration that changes
-- app_timezone() calls it (as for the admin totals).

-- ============================================================================
-- TABLE
-- ============================================================================

create type private.conversation_day as (
  conversation_id uuid,
  day date
);

create table private.class_message_days (
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  day date not null,
  -- The conversation's class and student, kept equal to the conversation's.
  class_id uuid not null,
  user_id uuid not null,
  messages integer not null,
  user_messages integer not null,
  assistant_messages integer not null,
  -- Messages of any role with has_eureka, and tutor replies with it.
  eureka_messages integer not null,
  eureka_replies integer not null,
  -- Tutor replies at hint level 3 or 4, and the highest hint level of a reply (null: none).
  deep_hints integer not null,
  top_hint integer,
  last_message_at timestamptz not null,
  constraint class_message_days_pkey primary key (conversation_id, day)
);

comment on table private.class_message_days is 'Per class conversation and day (app time zone) with a message: counts by role, understanding moments, replies at hint level 3-4, highest hint level, last message; recomputed from messages by triggers.';

-- One class's rows, of a period or all of them.
create index class_message_days_class_id_day_idx on private.class_message_days (class_id, day);

alter table private.class_message_days enable row level security;

-- ============================================================================
-- UPKEEP
-- ============================================================================

-- The rows of these (conversation, day) pairs, recomputed from the messages: a pair without
-- messages, or of a conversation outside a class, ends without a row.
create function private.refresh_class_message_days(keys private.conversation_day[])
returns void
language sql
security definer
set search_path = ''
as $$
  delete from private.class_message_days as d
  using (select distinct k.conversation_id, k.day from pg_catalog.unnest(keys) as k) as k
  where d.conversation_id = k.conversation_id and d.day = k.day;

  insert into private.class_message_days (
    conversation_id, day, class_id, user_id, messages, user_messages, assistant_messages,
    eureka_messages, eureka_replies, deep_hints, top_hint, last_message_at
  )
  select cv.id, k.day, cv.class_id, cv.user_id,
    pg_catalog.count(*),
    pg_catalog.count(*) filter (where ms.role = 'user'),
    pg_catalog.count(*) filter (where ms.role = 'assistant'),
    pg_catalog.count(*) filter (where (ms.metadata -> 'has_eureka') = 'true'::jsonb),
    pg_catalog.count(*) filter (
      where ms.role = 'assistant' and (ms.metadata ->> 'has_eureka')::boolean is true
    ),
    pg_catalog.count(*) filter (
      where ms.role = 'assistant' and (ms.metadata ->> 'hint_level')::numeric >= 3
    ),
    -- A hint level is 1, 2, 3 or 4 (messages_metadata_hint_level_must_be_1_to_4).
    pg_catalog.max((ms.metadata ->> 'hint_level')::numeric) filter (where ms.role = 'assistant'),
    pg_catalog.max(ms.created_at)
  from (select distinct k.conversation_id, k.day from pg_catalog.unnest(keys) as k) as k
  join public.conversations as cv on cv.id = k.conversation_id and cv.class_id is not null
  join public.messages as ms
    on ms.conversation_id = k.conversation_id
    and ms.created_at >= private.day_start(k.day)
    and ms.created_at < private.day_start(k.day + 1)
    and private.local_day(ms.created_at) = k.day
  group by cv.id, k.day, cv.class_id, cv.user_id;
$$;

create function private.messages_after_insert_class_days()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.refresh_class_message_days(array(
    select row(n.conversation_id, private.local_day(n.created_at))::private.conversation_day
    from new_rows as n
  ));
  return null;
end;
$$;

create function private.messages_after_delete_class_days()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.refresh_class_message_days(array(
    select row(o.conversation_id, private.local_day(o.created_at))::private.conversation_day
    from old_rows as o
  ));
  return null;
end;
$$;

-- An update can move a message to another day or conversation: both pairs are recomputed.
create function private.messages_after_update_class_days()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.refresh_class_message_days(array(
    select row(o.conversation_id, private.local_day(o.created_at))::private.conversation_day
    from old_rows as o
    union
    select row(n.conversation_id, private.local_day(n.created_at))::private.conversation_day
    from new_rows as n
  ));
  return null;
end;
$$;

create trigger messages_after_insert_class_days
  after insert on public.messages
  referencing new table as new_rows
  for each statement execute function private.messages_after_insert_class_days();

create trigger messages_after_delete_class_days
  after delete on public.messages
  referencing old table as old_rows
  for each statement execute function private.messages_after_delete_class_days();

create trigger messages_after_update_class_days
  after update on public.messages
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.messages_after_update_class_days();

-- A conversation that enters or leaves a class (or changes student): all its days again.
create function private.conversations_after_update_class_days()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.refresh_class_message_days(array(
    select row(new.id, private.local_day(ms.created_at))::private.conversation_day
    from public.messages as ms
    where ms.conversation_id = new.id
  ));
  return null;
end;
$$;

create trigger conversations_after_update_class_days
  after update of class_id, user_id on public.conversations
  for each row
  when (old.class_id is distinct from new.class_id or old.user_id is distinct from new.user_id)
  execute function private.conversations_after_update_class_days();

-- ============================================================================
-- BACKFILL, and the rebuild after a change of app_timezone()
-- ============================================================================

create function private.rebuild_class_message_days()
returns void
language sql
security definer
set search_path = ''
as $$
  delete from private.class_message_days;

  select private.refresh_class_message_days(array(
    select distinct row(ms.conversation_id, private.local_day(ms.created_at))::private.conversation_day
    from public.conversations as cv
    join public.messages as ms on ms.conversation_id = cv.id
    where cv.class_id is not null
  ));
$$;

create or replace function private.rebuild_admin_totals()
returns void
language sql
security definer
set search_path = ''
as $$
  delete from private.conversation_day_totals;
  delete from private.message_day_totals;
  delete from private.user_activity;

  insert into private.conversation_day_totals (day, subject, grade_level, conversations)
  select private.local_day(cv.created_at), cv.subject, cv.grade_level, pg_catalog.count(*)
  from public.conversations as cv
  group by 1, 2, 3;

  select private.add_stats_totals(array(select st from private.conversation_stats as st), null);

  select private.add_message_totals(
    array(
      select row(ms.conversation_id, ms.role, ms.metadata -> 'gate', ms.created_at)::private.message_fact
      from public.messages as ms
    ),
    1
  );

  insert into private.user_activity (user_id, last_user_message_at)
  select cv.user_id, pg_catalog.max(st.last_user_message_at)
  from public.conversations as cv
  join private.conversation_stats as st on st.conversation_id = cv.id
  group by cv.user_id
  having pg_catalog.max(st.last_user_message_at) is not null;

  select private.rebuild_class_message_days();
$$;

select private.rebuild_class_message_days();
