-- Retention that deletes. Three periods, deployment settings like the time zone (one setting per
-- side: the functions below here, RETENTION in supabase/functions/_shared/retention/periods.ts; a
-- test keeps the two equal; the privacy page and the admin view read the TypeScript side):
-- - a conversation (its messages, metrics, feedback and images) goes 365 days after its last
--   message (its creation when it has none);
-- - an account goes with everything it owns 2 years after its last activity: the latest of its
--   creation, its last sign-in and its last message (a student who keeps a session open and keeps
--   writing is active). Administrators are never deleted by retention: an admin runs the
--   deployment, and the panel must never lose its last one; remove the admin role first;
-- - a resolved safety alert whose conversation is gone is kept 1 year after it was resolved
--   (private.safety_alert_retention, already the alerts' rule: safeguarding duty).
--
-- private.run_retention(p_now) deletes what is due at p_now, in this order: conversations, then
-- accounts (their conversations go by cascade; each conversation's trigger first copies the
-- context of its alerts, which outlive it), then the alerts past their period. Storage objects are
-- never deleted in SQL (on Supabase their bytes live in the Storage service, which refuses SQL
-- deletes of its rows): a conversation or an account that still holds objects waits, counted as
-- waiting; the runner removes its objects first through the Storage API
-- (public.retention_due_objects) and the next run deletes the rows. The local stack's timer does
-- both every day; on a hosted project pg_cron runs the SQL run every day (scheduled below when
-- the extension exists) and the operator schedules the runner for the images (docs/privacy).

-- ============================================================================
-- TABLES
-- ============================================================================

create table private.retention_runs (
  id bigint generated always as identity primary key,
  ran_at timestamptz not null default pg_catalog.now(),
  -- The instant the run treated as now (the clock a test moves).
  run_for timestamptz not null,
  counts jsonb not null
);

comment on table private.retention_runs is 'One row per retention run: when, for which instant, and how many rows of each kind it deleted.';

revoke all on table private.retention_runs from public, anon, authenticated, service_role;

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * How long a conversation stays after its last message. Equal to RETENTION.conversations of the
 * TypeScript side. Called by: the retention functions (as their owner). Not callable by API roles.
 */
create or replace function private.conversation_retention()
returns interval
language sql
immutable
set search_path = ''
as $$
  select interval '365 days'
$$;

revoke all on function private.conversation_retention() from public, anon, authenticated;

/**
 * How long an account stays after its last activity (creation, sign-in or message). Equal to
 * RETENTION.accounts of the TypeScript side. Called by: the retention functions (as their owner).
 * Not callable by API roles.
 */
create or replace function private.account_retention()
returns interval
language sql
immutable
set search_path = ''
as $$
  select interval '2 years'
$$;

revoke all on function private.account_retention() from public, anon, authenticated;

/**
 * True when a storage object of one of p_buckets lies under folder p_folder ('a/b/', ending in a
 * slash): a range on the index (bucket_id, name collate "C"), whatever the number of objects ('0'
 * is the character after '/', so the range holds exactly the names that start with the folder).
 * Called by: the retention functions (as their owner). Not callable by API roles.
 */
create or replace function private.holds_objects(p_buckets text[], p_folder text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (
    select 1
    from storage.objects as o
    where o.bucket_id = any (p_buckets)
      and o.name collate "C" >= p_folder
      and o.name collate "C" < pg_catalog.left(p_folder, -1) || '0'
  )
$$;

revoke all on function private.holds_objects(text[], text) from public, anon, authenticated;

/**
 * Every conversation with the instant it is due for deletion (its last message, else its
 * creation, plus private.conversation_retention()) and whether it still holds chat images.
 * Called by: the retention functions (as their owner). Not callable by API roles.
 */
create or replace function private.retention_conversations()
returns table (id uuid, user_id uuid, due_at timestamptz, has_objects boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select
    cv.id,
    cv.user_id,
    coalesce(
      (select max(m.created_at) from public.messages as m where m.conversation_id = cv.id),
      cv.created_at
    ) + private.conversation_retention(),
    private.holds_objects(array['chat-images'], cv.user_id::text || '/' || cv.id::text || '/')
  from public.conversations as cv
$$;

revoke all on function private.retention_conversations() from public, anon, authenticated;

/**
 * Every account retention may delete (administrators never) with the instant it is due (its
 * latest creation, sign-in or message, plus private.account_retention()) and whether it still
 * holds storage objects (avatars, chat images).
 * Called by: the retention functions (as their owner). Not callable by API roles.
 */
create or replace function private.retention_accounts()
returns table (id uuid, due_at timestamptz, has_objects boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select
    u.id,
    greatest(u.created_at, u.last_sign_in_at, ua.last_user_message_at)
      + private.account_retention(),
    private.holds_objects(array['avatars', 'chat-images'], u.id::text || '/')
  from auth.users as u
  left join private.user_activity as ua on ua.user_id = u.id
  where coalesce(u.raw_app_meta_data -> 'is_admin' = 'true'::jsonb, false) = false
$$;

revoke all on function private.retention_accounts() from public, anon, authenticated;

/**
 * Every resolved alert whose conversation is gone, with the instant it is due for deletion
 * (resolved + private.safety_alert_retention()). Alerts not resolved, or whose conversation
 * exists, are kept.
 * Called by: the retention functions (as their owner). Not callable by API roles.
 */
create or replace function private.retention_alerts()
returns table (id uuid, due_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select sa.id, sa.status_changed_at + private.safety_alert_retention()
  from public.safety_alerts as sa
  where sa.conversation_id is null
    and sa.status = 'resolved'
    and sa.status_changed_at is not null
$$;

revoke all on function private.retention_alerts() from public, anon, authenticated;

/**
 * The storage objects to remove (through the Storage API) before the run can delete what is due
 * at p_now: the chat images of due conversations, the avatars and chat images of due accounts.
 * Called by: public.retention_due_objects and the tests. Not callable by API roles.
 */
create or replace function private.retention_due_objects(p_now timestamptz)
returns table (bucket_id text, name text)
language sql
stable
security definer
set search_path = ''
as $$
  select o.bucket_id, o.name
  from storage.objects as o
  where (
      o.bucket_id = 'chat-images'
      and exists (
        select 1
        from private.retention_conversations() as c
        where c.due_at <= p_now
          and o.name like c.user_id::text || '/' || c.id::text || '/%'
      )
    )
    or (
      o.bucket_id in ('avatars', 'chat-images')
      and exists (
        select 1
        from private.retention_accounts() as a
        where a.due_at <= p_now
          and o.name like a.id::text || '/%'
      )
    )
  order by 1, 2
$$;

revoke all on function private.retention_due_objects(timestamptz) from public, anon, authenticated;

/**
 * The retention run: deletes what is due at p_now (default now) and returns how many rows of each
 * kind it deleted and how many wait for their storage objects:
 * {conversations, accounts, alerts, waiting_conversations, waiting_accounts}. Records the run in
 * private.retention_runs. Order: conversations, accounts, alerts, then the further purges.
 * Called by: pg_cron (hosted), public.run_retention (the runner, service role) and the tests.
 * Not callable by API roles.
 */
create or replace function private.run_retention(p_now timestamptz default pg_catalog.now())
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_conversations integer;
  v_accounts integer;
  v_alerts integer;
  v_waiting_conversations integer;
  v_waiting_accounts integer;
  v_counts jsonb;
begin
  if p_now is null then
    raise exception 'invalid argument: p_now is required' using errcode = '22023';
  end if;

  -- 1. Conversations past their period whose images are gone (the images-first trigger would
  --    refuse the others). Each deletion copies its alerts' context first (their trigger).
  delete from public.conversations as cv
  using private.retention_conversations() as c
  where c.id = cv.id and c.due_at <= p_now and not c.has_objects;
  get diagnostics v_conversations = row_count;

  -- 2. Accounts past their period without storage objects, with everything they own (cascade).
  delete from auth.users as u
  using private.retention_accounts() as a
  where a.id = u.id and a.due_at <= p_now and not a.has_objects;
  get diagnostics v_accounts = row_count;

  -- 3. Resolved alerts past their period (including those whose conversation went in 1 or 2).
  delete from public.safety_alerts as sa
  using private.retention_alerts() as a
  where a.id = sa.id and a.due_at <= p_now;
  get diagnostics v_alerts = row_count;

  -- 4. Further purges of the deployment run here, each with p_now.

  select count(*) into v_waiting_conversations
  from private.retention_conversations() as c
  where c.due_at <= p_now and c.has_objects;
  select count(*) into v_waiting_accounts
  from private.retention_accounts() as a
  where a.due_at <= p_now and a.has_objects;

  v_counts := pg_catalog.jsonb_build_object(
    'conversations', v_conversations,
    'accounts', v_accounts,
    'alerts', v_alerts,
    'waiting_conversations', v_waiting_conversations,
    'waiting_accounts', v_waiting_accounts
  );
  insert into private.retention_runs (run_for, counts) values (p_now, v_counts);
  return v_counts;
end;
$$;

revoke all on function private.run_retention(timestamptz) from public, anon, authenticated;

/**
 * The runner's first step: the storage objects it removes through the Storage API before it calls
 * run_retention (private.retention_due_objects at now).
 * Called by: service_role only (the local stack's timer, the hosted runner).
 */
create or replace function public.retention_due_objects()
returns table (bucket_id text, name text)
language sql
stable
security definer
set search_path = ''
as $$
  select * from private.retention_due_objects(pg_catalog.now())
$$;

revoke all on function public.retention_due_objects() from public, anon, authenticated;
grant execute on function public.retention_due_objects() to service_role;

/**
 * The runner's second step: the retention run at now (private.run_retention).
 * Called by: service_role only (the local stack's timer, the hosted runner).
 */
create or replace function public.run_retention()
returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$
  select private.run_retention(pg_catalog.now())
$$;

revoke all on function public.run_retention() from public, anon, authenticated;
grant execute on function public.run_retention() to service_role;

/**
 * What retention deletes next, for the admin view: per kind (conversations, accounts, alerts) how
 * many are due now (the next run deletes them), how many fall due within the next 30 days, and the
 * nearest date one falls due after now; how many due ones wait for their storage objects; and the
 * last run (when, and its counts), null before the first.
 * Called by: admins (authenticated + is_admin()); everyone else gets 42501.
 */
create or replace function public.get_retention_overview()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
set jit = off
as $$
declare
  v_now timestamptz := pg_catalog.now();
begin
  perform private.assert_admin();
  return (
    with due as (
      select 'conversations' as kind, c.due_at, c.has_objects
      from private.retention_conversations() as c
      union all
      select 'accounts', a.due_at, a.has_objects from private.retention_accounts() as a
      union all
      select 'alerts', a.due_at, false from private.retention_alerts() as a
    )
    select pg_catalog.jsonb_object_agg(s.kind, s.summary) || pg_catalog.jsonb_build_object(
      'last_run', (
        select pg_catalog.jsonb_build_object('ran_at', r.ran_at, 'counts', r.counts)
        from private.retention_runs as r
        order by r.ran_at desc, r.id desc
        limit 1
      )
    )
    from (
      select
        k.kind,
        pg_catalog.jsonb_build_object(
          'due_now', count(d.due_at) filter (where d.due_at <= v_now),
          'due_soon', count(d.due_at)
            filter (where d.due_at > v_now and d.due_at <= v_now + interval '30 days'),
          'next_at', min(d.due_at) filter (where d.due_at > v_now),
          'waiting', count(d.due_at) filter (where d.due_at <= v_now and d.has_objects)
        ) as summary
      from (values ('conversations'), ('accounts'), ('alerts')) as k (kind)
      left join due as d on d.kind = k.kind
      group by k.kind
    ) as s
  );
end;
$$;

revoke all on function public.get_retention_overview() from public, anon, authenticated;
grant execute on function public.get_retention_overview() to authenticated;

-- ============================================================================
-- SCHEDULE
-- ============================================================================

-- On a hosted project: pg_cron runs the SQL run every day at 02:30 UTC (03:30 or 04:30 in Madrid,
-- away from school hours). Where pg_cron is not available (PGlite, the local stack, a plain
-- PostgreSQL) nothing is scheduled here: the local stack runs its own timer.
do $$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    begin
      create extension if not exists pg_cron;
      perform cron.schedule('tutor-retention', '30 2 * * *', 'select private.run_retention()');
    exception when others then
      -- Installed but not loaded (shared_preload_libraries): nothing scheduled, as without it.
      raise notice 'pg_cron is not usable here (%); retention is not scheduled', sqlerrm;
    end;
  end if;
end;
$$;
