-- Totals the admin figures read instead of scanning every message (issue 21, ≤ 50 ms at 1M
-- messages). Kept exact by triggers, backfilled here from the existing rows:
--   * private.conversation_day_totals: per calendar day (app time zone) of a conversation's
--     created_at, subject and grade_level: how many conversations, and the sums of their
--     conversation_stats facts (engagement, learning patterns, dashboard);
--   * private.message_day_totals: per calendar day of a message's created_at and its conversation's
--     subject and grade_level: messages by role and the answer-gate flags of assistant replies
--     (dashboard usage, messages today, tutor quality);
--   * private.user_activity: per user, the latest `user` message over their conversations (cohort
--     retention).
-- Days are keyed by `(created_at at time zone private.app_timezone())::date`, so a migration that
-- changes app_timezone() must call private.rebuild_admin_totals().

-- ============================================================================
-- TABLE
-- ============================================================================

-- The key of the day totals, and the facts of a message they count.
create type private.totals_key as (day date, subject text, grade_level text);
create type private.message_fact as (
  conversation_id uuid,
  role text,
  gate jsonb,
  created_at timestamptz
);

create table private.conversation_day_totals (
  day date not null,
  subject text null,
  grade_level text null,
  conversations bigint not null default 0,
  messages bigint not null default 0,
  completed bigint not null default 0,
  breakthroughs bigint not null default 0,
  scaffolding_depth_sum bigint not null default 0,
  duration_count bigint not null default 0,
  duration_sum numeric not null default 0,
  response_time_sum numeric not null default 0,
  response_time_count bigint not null default 0,

  -- No non-negative checks: PostgreSQL checks them on the row an upsert proposes, before it
  -- finds the conflict, and a subtraction proposes negative deltas (each one mirrors an earlier
  -- addition; the analytics tests compare the totals with a recomputation after every kind of change).
  constraint conversation_day_totals_key_is_unique unique nulls not distinct (day, subject, grade_level)
);

comment on table private.conversation_day_totals is 'Conversations and their conversation_stats facts summed per day (app time zone), subject and grade level; maintained by triggers.';

create table private.message_day_totals (
  day date not null,
  subject text null,
  grade_level text null,
  messages bigint not null default 0,
  user_messages bigint not null default 0,
  assistant_messages bigint not null default 0,
  gate_checked bigint not null default 0,
  gate_rewritten bigint not null default 0,
  gate_judge_errors bigint not null default 0,

  constraint message_day_totals_key_is_unique unique nulls not distinct (day, subject, grade_level)
);

comment on table private.message_day_totals is 'Messages per day (app time zone), subject and grade level of their conversation, by role and answer-gate flag; maintained by triggers.';

create table private.user_activity (
  user_id uuid primary key,
  last_user_message_at timestamptz not null
);

comment on table private.user_activity is 'Per user with at least one user message: the latest one over their conversations (cohort retention); maintained by triggers.';

-- ============================================================================
-- INDEXES
-- ============================================================================

-- The unique keys above start with day: every window read is a range scan on them.
-- Active users over the last 7 × 24 h (get_admin_stats).
create index user_activity_last_user_message_at_idx on private.user_activity (last_user_message_at);

-- ============================================================================
-- RLS
-- ============================================================================

alter table private.conversation_day_totals enable row level security;
alter table private.message_day_totals enable row level security;
alter table private.user_activity enable row level security;
revoke all on table private.conversation_day_totals from public;
revoke all on table private.message_day_totals from public;
revoke all on table private.user_activity from public;

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * The calendar day (app time zone) of an instant: the key of the day totals.
 * Deliberately without `set search_path` so it inlines (it runs once per row); its body names only
 * schema-qualified objects.
 * Called by: the totals triggers and the admin RPCs (as their owner). Not callable by API roles.
 */
create or replace function private.local_day(instant timestamptz)
returns date
language sql
immutable
parallel safe
as $$
  select (instant at time zone private.app_timezone())::date
$$;

revoke all on function private.local_day(timestamptz) from public;

/**
 * Adds the facts of the `added` conversation_stats rows to conversation_day_totals and subtracts
 * those of the `removed` ones, under `fixed_key` when given, else under their conversation's
 * current key (rows whose conversation no longer exists are skipped: deleting a conversation
 * subtracts its contribution beforehand, in conversations_before_delete_totals).
 * Called by: the totals triggers and rebuild_admin_totals (as their owner). Not callable by API roles.
 */
create or replace function private.add_stats_totals(
  added private.conversation_stats[],
  removed private.conversation_stats[],
  fixed_key private.totals_key default null
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
-- One generic plan, kept for the session: re-planning per call cost more than the upsert itself.
set plan_cache_mode = force_generic_plan
as $$
begin
  if coalesce(pg_catalog.cardinality(added), 0) + coalesce(pg_catalog.cardinality(removed), 0) = 0 then
    return;
  end if;

  insert into private.conversation_day_totals as t (
    day, subject, grade_level, messages, completed, breakthroughs, scaffolding_depth_sum,
    duration_count, duration_sum, response_time_sum, response_time_count
  )
  select
    k.day,
    k.subject,
    k.grade_level,
    pg_catalog.sum(d.sign * d.message_count),
    coalesce(pg_catalog.sum(d.sign) filter (where d.message_count >= 4), 0),
    coalesce(pg_catalog.sum(d.sign) filter (where d.breakthrough), 0),
    pg_catalog.sum(d.sign * d.scaffolding_depth),
    coalesce(pg_catalog.sum(d.sign) filter (where d.message_count >= 2), 0),
    coalesce(
      pg_catalog.sum(d.sign * extract(epoch from d.last_message_at - d.first_message_at))
        filter (where d.message_count >= 2),
      0
    ),
    pg_catalog.sum(d.sign * d.response_time_sum),
    pg_catalog.sum(d.sign * d.response_time_count)
  from (
    select 1 as sign, a.* from pg_catalog.unnest(added) as a
    union all
    select -1, r.* from pg_catalog.unnest(removed) as r
  ) as d
  cross join lateral (
    select (fixed_key).day, (fixed_key).subject, (fixed_key).grade_level
    where (fixed_key).day is not null
    union all
    select private.local_day(cv.created_at), cv.subject, cv.grade_level
    from public.conversations as cv
    where (fixed_key).day is null and cv.id = d.conversation_id
  ) as k
  group by 1, 2, 3
  on conflict (day, subject, grade_level) do update
  set messages = t.messages + excluded.messages,
    completed = t.completed + excluded.completed,
    breakthroughs = t.breakthroughs + excluded.breakthroughs,
    scaffolding_depth_sum = t.scaffolding_depth_sum + excluded.scaffolding_depth_sum,
    duration_count = t.duration_count + excluded.duration_count,
    duration_sum = t.duration_sum + excluded.duration_sum,
    response_time_sum = t.response_time_sum + excluded.response_time_sum,
    response_time_count = t.response_time_count + excluded.response_time_count;
end;
$$;

revoke all on function private.add_stats_totals(private.conversation_stats[], private.conversation_stats[], private.totals_key) from public;

/**
 * Adds `sign` (+1 or -1) times the given messages to message_day_totals: per calendar day of the
 * message, by role, and the answer-gate flags of assistant replies; under `fixed_key`'s subject and
 * grade level when given, else their conversation's (rows of a deleted conversation are skipped, as
 * in add_stats_totals).
 * Called by: the totals triggers and rebuild_admin_totals (as their owner). Not callable by API roles.
 */
create or replace function private.add_message_totals(
  facts private.message_fact[],
  sign integer,
  fixed_key private.totals_key default null
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
-- One generic plan, kept for the session: re-planning per call cost more than the upsert itself.
set plan_cache_mode = force_generic_plan
as $$
begin
  if coalesce(pg_catalog.cardinality(facts), 0) = 0 then
    return;
  end if;

  insert into private.message_day_totals as t (
    day, subject, grade_level, messages, user_messages, assistant_messages, gate_checked,
    gate_rewritten, gate_judge_errors
  )
  select
    private.local_day(f.created_at),
    k.subject,
    k.grade_level,
    sign * pg_catalog.count(*),
    sign * pg_catalog.count(*) filter (where f.role = 'user'),
    sign * pg_catalog.count(*) filter (where f.role = 'assistant'),
    sign * pg_catalog.count(*) filter (
      where f.role = 'assistant' and f.gate -> 'checked' = 'true'::jsonb
    ),
    sign * pg_catalog.count(*) filter (
      where f.role = 'assistant' and f.gate -> 'rewritten' = 'true'::jsonb
    ),
    sign * pg_catalog.count(*) filter (
      where f.role = 'assistant' and f.gate -> 'judge_error' = 'true'::jsonb
    )
  from pg_catalog.unnest(facts) as f
  cross join lateral (
    select fixed_key.subject, fixed_key.grade_level
    where (fixed_key).day is not null
    union all
    select cv.subject, cv.grade_level
    from public.conversations as cv
    where (fixed_key).day is null and cv.id = f.conversation_id
  ) as k
  group by 1, 2, 3
  on conflict (day, subject, grade_level) do update
  set messages = t.messages + excluded.messages,
    user_messages = t.user_messages + excluded.user_messages,
    assistant_messages = t.assistant_messages + excluded.assistant_messages,
    gate_checked = t.gate_checked + excluded.gate_checked,
    gate_rewritten = t.gate_rewritten + excluded.gate_rewritten,
    gate_judge_errors = t.gate_judge_errors + excluded.gate_judge_errors;
end;
$$;

revoke all on function private.add_message_totals(private.message_fact[], integer, private.totals_key) from public;

/**
 * Recomputes user_activity for the given users from their conversations' stats, leaving out the
 * conversation `excluded_conversation` (one being deleted); users left without a user message lose
 * their row.
 * Called by: the totals triggers (as their owner). Not callable by API roles.
 */
create or replace function private.refresh_user_activity(user_ids uuid[], excluded_conversation uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
-- One generic plan, kept for the session: re-planning per call cost more than the upsert itself.
set plan_cache_mode = force_generic_plan
as $$
begin
  if coalesce(pg_catalog.cardinality(user_ids), 0) = 0 then
    return;
  end if;
  delete from private.user_activity as ua where ua.user_id = any (user_ids);

  insert into private.user_activity (user_id, last_user_message_at)
  select cv.user_id, pg_catalog.max(st.last_user_message_at)
  from public.conversations as cv
  join private.conversation_stats as st on st.conversation_id = cv.id
  where cv.user_id = any (user_ids)
    and cv.id is distinct from excluded_conversation
  group by cv.user_id
  having pg_catalog.max(st.last_user_message_at) is not null;
end;
$$;

revoke all on function private.refresh_user_activity(uuid[], uuid) from public;

/**
 * Adds (sign +1) or removes (sign -1) everything one conversation contributes to the totals under
 * the given key: the conversation itself, its stats row and its messages.
 * Called by: the conversations triggers (as their owner). Not callable by API roles.
 */
create or replace function private.add_conversation_totals(
  conversation uuid,
  key private.totals_key,
  sign integer
)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into private.conversation_day_totals as t (day, subject, grade_level, conversations)
  values (key.day, key.subject, key.grade_level, sign)
  on conflict (day, subject, grade_level) do update
  set conversations = t.conversations + excluded.conversations;

  select private.add_stats_totals(
    case when sign > 0 then stats end,
    case when sign < 0 then stats end,
    key
  )
  from (
    select array(
      select st from private.conversation_stats as st where st.conversation_id = conversation
    ) as stats
  ) as s;

  select private.add_message_totals(
    array(
      select row(ms.conversation_id, ms.role, ms.metadata -> 'gate', ms.created_at)::private.message_fact
      from public.messages as ms
      where ms.conversation_id = conversation
    ),
    sign,
    key
  );
$$;

revoke all on function private.add_conversation_totals(uuid, private.totals_key, integer) from public;

/**
 * Rebuilds every totals table from public.conversations, public.messages and
 * private.conversation_stats (the migration's backfill; run it again after changing app_timezone()).
 * Called by: migrations (superuser). Not callable by API roles.
 */
create or replace function private.rebuild_admin_totals()
returns void
language sql
volatile
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
$$;

revoke all on function private.rebuild_admin_totals() from public;

/**
 * Statement triggers after insert / update / delete on private.conversation_stats: move the facts
 * in the totals, and recompute the owners' activity when a last user message changed.
 * Called by: the triggers only.
 */
create or replace function private.conversation_stats_after_insert_totals()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.add_stats_totals(
    array(select row(n.*)::private.conversation_stats from new_rows as n), null
  );
  -- A first user message: the owner's latest one can only move forward.
  insert into private.user_activity as ua (user_id, last_user_message_at)
  select cv.user_id, pg_catalog.max(n.last_user_message_at)
  from new_rows as n
  join public.conversations as cv on cv.id = n.conversation_id
  where n.last_user_message_at is not null
  group by cv.user_id
  on conflict (user_id) do update
  set last_user_message_at = greatest(ua.last_user_message_at, excluded.last_user_message_at);
  return null;
end;
$$;

create or replace function private.conversation_stats_after_update_totals()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.add_stats_totals(
    array(select row(n.*)::private.conversation_stats from new_rows as n),
    array(select row(o.*)::private.conversation_stats from old_rows as o)
  );
  -- A later user message moves the owner's latest one forward (the tutor turn's common case).
  insert into private.user_activity as ua (user_id, last_user_message_at)
  select cv.user_id, pg_catalog.max(n.last_user_message_at)
  from new_rows as n
  join old_rows as o on o.conversation_id = n.conversation_id
  join public.conversations as cv on cv.id = n.conversation_id
  where n.last_user_message_at > o.last_user_message_at
    or (n.last_user_message_at is not null and o.last_user_message_at is null)
  group by cv.user_id
  on conflict (user_id) do update
  set last_user_message_at = greatest(ua.last_user_message_at, excluded.last_user_message_at);
  -- An earlier one (a user message deleted): recompute those owners.
  perform private.refresh_user_activity(
    array(
      select distinct cv.user_id
      from new_rows as n
      join old_rows as o on o.conversation_id = n.conversation_id
      join public.conversations as cv on cv.id = n.conversation_id
      where n.last_user_message_at < o.last_user_message_at
        or (n.last_user_message_at is null and o.last_user_message_at is not null)
    ),
    null
  )
  where exists (
    select 1
    from new_rows as n
    join old_rows as o on o.conversation_id = n.conversation_id
    where n.last_user_message_at < o.last_user_message_at
      or (n.last_user_message_at is null and o.last_user_message_at is not null)
  );
  return null;
end;
$$;

create or replace function private.conversation_stats_after_delete_totals()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.add_stats_totals(
    null, array(select row(o.*)::private.conversation_stats from old_rows as o)
  );
  perform private.refresh_user_activity(
    array(
      select distinct cv.user_id
      from old_rows as o
      join public.conversations as cv on cv.id = o.conversation_id
      where o.last_user_message_at is not null
    ),
    null
  );
  return null;
end;
$$;

/**
 * Statement triggers after insert / update / delete on public.messages (clients only insert;
 * the service role may update or delete): move the messages in message_day_totals.
 * Called by: the triggers only.
 */
create or replace function private.messages_after_insert_totals()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.add_message_totals(
    array(
      select row(n.conversation_id, n.role, n.metadata -> 'gate', n.created_at)::private.message_fact
      from new_rows as n
    ),
    1
  );
  return null;
end;
$$;

create or replace function private.messages_after_update_totals()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.add_message_totals(
    array(
      select row(o.conversation_id, o.role, o.metadata -> 'gate', o.created_at)::private.message_fact
      from old_rows as o
    ),
    -1
  );
  perform private.add_message_totals(
    array(
      select row(n.conversation_id, n.role, n.metadata -> 'gate', n.created_at)::private.message_fact
      from new_rows as n
    ),
    1
  );
  return null;
end;
$$;

create or replace function private.messages_after_delete_totals()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.add_message_totals(
    array(
      select row(o.conversation_id, o.role, o.metadata -> 'gate', o.created_at)::private.message_fact
      from old_rows as o
    ),
    -1
  );
  return null;
end;
$$;

/**
 * Statement trigger after insert on public.conversations: counts the new conversations (they have
 * no messages yet; their stats arrive through the messages).
 * Called by: the trigger only.
 */
create or replace function private.conversations_after_insert_totals()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.conversation_day_totals as t (day, subject, grade_level, conversations)
  select private.local_day(n.created_at), n.subject, n.grade_level, pg_catalog.count(*)
  from new_rows as n
  group by 1, 2, 3
  on conflict (day, subject, grade_level) do update
  set conversations = t.conversations + excluded.conversations;
  return null;
end;
$$;

/**
 * Row trigger before delete on public.conversations: removes the conversation's whole contribution
 * while its messages and stats still exist (the cascade that follows finds no conversation and
 * skips them), and recomputes its owner's activity without it.
 * Called by: the trigger only.
 */
create or replace function private.conversations_before_delete_totals()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.add_conversation_totals(
    old.id,
    row(private.local_day(old.created_at), old.subject, old.grade_level)::private.totals_key,
    -1
  );
  perform private.refresh_user_activity(array[old.user_id], old.id);
  return old;
end;
$$;

/**
 * Row trigger after an update that changed a conversation's created_at, subject, grade_level or
 * owner: its contribution leaves the old key and joins the new one; both owners' activity is
 * recomputed.
 * Called by: the trigger only.
 */
create or replace function private.conversations_after_update_totals()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.add_conversation_totals(
    old.id,
    row(private.local_day(old.created_at), old.subject, old.grade_level)::private.totals_key,
    -1
  );
  perform private.add_conversation_totals(
    new.id,
    row(private.local_day(new.created_at), new.subject, new.grade_level)::private.totals_key,
    1
  );
  perform private.refresh_user_activity(array[old.user_id, new.user_id], null);
  return null;
end;
$$;

revoke all on function private.conversation_stats_after_insert_totals() from public;
revoke all on function private.conversation_stats_after_update_totals() from public;
revoke all on function private.conversation_stats_after_delete_totals() from public;
revoke all on function private.messages_after_insert_totals() from public;
revoke all on function private.messages_after_update_totals() from public;
revoke all on function private.messages_after_delete_totals() from public;
revoke all on function private.conversations_after_insert_totals() from public;
revoke all on function private.conversations_before_delete_totals() from public;
revoke all on function private.conversations_after_update_totals() from public;

-- ============================================================================
-- TRIGGERS
-- ============================================================================

create trigger conversation_stats_after_insert_totals
  after insert on private.conversation_stats
  referencing new table as new_rows
  for each statement execute function private.conversation_stats_after_insert_totals();

create trigger conversation_stats_after_update_totals
  after update on private.conversation_stats
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.conversation_stats_after_update_totals();

create trigger conversation_stats_after_delete_totals
  after delete on private.conversation_stats
  referencing old table as old_rows
  for each statement execute function private.conversation_stats_after_delete_totals();

create trigger messages_after_insert_totals
  after insert on public.messages
  referencing new table as new_rows
  for each statement execute function private.messages_after_insert_totals();

create trigger messages_after_update_totals
  after update on public.messages
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.messages_after_update_totals();

create trigger messages_after_delete_totals
  after delete on public.messages
  referencing old table as old_rows
  for each statement execute function private.messages_after_delete_totals();

create trigger conversations_after_insert_totals
  after insert on public.conversations
  referencing new table as new_rows
  for each statement execute function private.conversations_after_insert_totals();

create trigger conversations_before_delete_totals
  before delete on public.conversations
  for each row execute function private.conversations_before_delete_totals();

create trigger conversations_after_update_totals
  after update of created_at, subject, grade_level, user_id on public.conversations
  for each row
  when (
    old.created_at is distinct from new.created_at or old.subject is distinct from new.subject
    or old.grade_level is distinct from new.grade_level or old.user_id is distinct from new.user_id
  )
  execute function private.conversations_after_update_totals();

-- Backfill from the rows that exist now.
select private.rebuild_admin_totals();
