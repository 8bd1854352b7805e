-- The users list without folding every user's name and e-mail on each search (issue 21, admin
-- figures in ≤ 50 ms): private.user_search keeps, per user, the folded "name e-mail" text the
-- search matches and the sign-up instant the list is ordered by, maintained by a trigger on
-- auth.users and backfilled here. get_users_list picks its page there (same matches, same order:
-- created_at desc with nulls first, then id) and reads auth.users for that page only; cohort
-- retention finds its cohort through the same table's sign-up instants (indexed).

-- ============================================================================
-- TABLE
-- ============================================================================

create table private.user_search (
  user_id uuid primary key references auth.users (id) on delete cascade,
  created_at timestamptz null,
  search_text text not null
);

comment on table private.user_search is 'Per user: private.fold_search_text(name || '' '' || email) and created_at, for get_users_list; maintained by a trigger on auth.users.';

-- ============================================================================
-- INDEXES
-- ============================================================================

-- The list order (newest first, then id).
create index user_search_created_at_user_id_idx on private.user_search (created_at desc, user_id);

-- ============================================================================
-- RLS
-- ============================================================================

alter table private.user_search enable row level security;
revoke all on table private.user_search from public;

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * Row trigger after insert or update of email, raw_user_meta_data or created_at on auth.users:
 * stores the user's folded search text and sign-up instant.
 * Called by: the trigger only.
 */
create or replace function private.users_sync_search()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.user_search as s (user_id, created_at, search_text)
  values (
    new.id,
    new.created_at,
    private.fold_search_text(
      coalesce(new.raw_user_meta_data ->> 'name', '') || ' ' || coalesce(new.email, '')
    )
  )
  on conflict (user_id) do update
  set created_at = excluded.created_at,
    search_text = excluded.search_text;
  return null;
end;
$$;

revoke all on function private.users_sync_search() from public;

/**
 * One page of the user management list (docs/admin.md): newest users first, then id; search_term
 * matches name or e-mail as a case- and accent-insensitive substring (null or blank = all).
 * page_num >= 1, page_size 1..100 (22023). is_admin is the authoritative flag.
 * Called by: admins (authenticated + is_admin()); everyone else gets 42501.
 */
create or replace function public.get_users_list(
  page_num integer default 1,
  page_size integer default 20,
  search_term text default null
)
returns table (
  id uuid,
  name text,
  email text,
  grade_level text,
  conversation_count bigint,
  message_count bigint,
  created_at timestamptz,
  last_sign_in_at timestamptz,
  is_admin boolean
)
language plpgsql
stable
security definer
set search_path = ''
-- JIT compilation costs more than it saves on these sub-second aggregates.
set jit = off
as $$
#variable_conflict use_column
declare
  needle text := nullif(btrim(coalesce(search_term, '')), '');
begin
  perform private.assert_admin();

  if page_num is null or page_num < 1 then
    raise exception 'invalid argument: page_num must be 1 or more, got %',
      coalesce(page_num::text, 'null')
      using errcode = '22023';
  end if;
  if page_size is null or page_size < 1 or page_size > 100 then
    raise exception 'invalid argument: page_size must be between 1 and 100, got %',
      coalesce(page_size::text, 'null')
      using errcode = '22023';
  end if;
  if needle is not null and char_length(needle) > 200 then
    raise exception 'invalid argument: search_term is longer than 200 characters'
      using errcode = '22023';
  end if;

  return query
  with
    -- The page is picked in private.user_search (folded text kept by a trigger, and an index in
    -- list order), then joined to auth.users for its 20 rows only.
    picked as (
      select s.user_id
      from private.user_search as s
      where needle is null
        or pg_catalog.strpos(s.search_text, private.fold_search_text(needle)) > 0
      order by s.created_at desc, s.user_id
      limit page_size
      offset (page_num - 1)::bigint * page_size
    ),
    page as (
      select u.id, u.email, u.raw_user_meta_data, u.raw_app_meta_data, u.created_at, u.last_sign_in_at
      from picked
      join auth.users as u on u.id = picked.user_id
    ),
    conv_counts as (
      select cv.user_id, pg_catalog.count(*) as n
      from public.conversations as cv
      where cv.user_id in (select page.id from page)
      group by cv.user_id
    ),
    msg_counts as (
      select cv.user_id, pg_catalog.sum(st.message_count)::bigint as n
      from private.conversation_stats as st
      join public.conversations as cv on cv.id = st.conversation_id
      where cv.user_id in (select page.id from page)
      group by cv.user_id
    )
  select
    page.id,
    page.raw_user_meta_data ->> 'name',
    page.email::text,
    page.raw_user_meta_data ->> 'grade_level',
    coalesce(cc.n, 0),
    coalesce(mc.n, 0),
    page.created_at,
    page.last_sign_in_at,
    coalesce(page.raw_app_meta_data -> 'is_admin' = 'true'::jsonb, false)
  from page
  left join conv_counts as cc on cc.user_id = page.id
  left join msg_counts as mc on mc.user_id = page.id
  order by page.created_at desc, page.id;
end;
$$;


/**
 * Rolling retention of the users who signed up in [cohort_start_date, cohort_end_date], grouped by
 * the Monday of their sign-up week (docs/admin.md). day_N_retention = % of the cohort's users whose
 * created_at + N days has passed and who sent a `user` message at or after created_at + N days
 * (user_activity holds each user's latest one; user_search the sign-up instants, indexed); null
 * when no user of the cohort has reached N days yet. The range's bounds and now() are computed once. Null or reversed dates raise 22023.
 * Called by: admins (authenticated + is_admin()); everyone else gets 42501.
 */
create or replace function public.get_cohort_retention(cohort_start_date date, cohort_end_date date)
returns table (
  cohort_week date,
  total_users bigint,
  day_1_retention numeric,
  day_3_retention numeric,
  day_7_retention numeric,
  day_14_retention numeric,
  day_30_retention numeric
)
language plpgsql
stable
security definer
set search_path = ''
-- JIT compilation costs more than it saves on these sub-second aggregates.
set jit = off
as $$
#variable_conflict use_column
declare
  range_start timestamptz;
  range_end timestamptz;
  at_now timestamptz := pg_catalog.now();
begin
  perform private.assert_admin();
  perform private.assert_date_range(cohort_start_date, cohort_end_date);

  range_start := private.day_start(cohort_start_date);
  range_end := private.day_start(cohort_end_date + 1);

  return query
  with
    a as (
      select
        pg_catalog.date_trunc('week', u.created_at at time zone private.app_timezone())::date as week,
        u.created_at,
        ua.last_user_message_at
      from private.user_search as u
      left join private.user_activity as ua on ua.user_id = u.user_id
      where u.created_at >= range_start
        and u.created_at < range_end
    )
  select
    a.week,
    pg_catalog.count(*),
    round(100.0
      * pg_catalog.count(*) filter (where a.created_at + interval '1 day' <= at_now
        and a.last_user_message_at >= a.created_at + interval '1 day')
      / nullif(pg_catalog.count(*) filter (where a.created_at + interval '1 day' <= at_now), 0), 2),
    round(100.0
      * pg_catalog.count(*) filter (where a.created_at + interval '3 days' <= at_now
        and a.last_user_message_at >= a.created_at + interval '3 days')
      / nullif(pg_catalog.count(*) filter (where a.created_at + interval '3 days' <= at_now), 0), 2),
    round(100.0
      * pg_catalog.count(*) filter (where a.created_at + interval '7 days' <= at_now
        and a.last_user_message_at >= a.created_at + interval '7 days')
      / nullif(pg_catalog.count(*) filter (where a.created_at + interval '7 days' <= at_now), 0), 2),
    round(100.0
      * pg_catalog.count(*) filter (where a.created_at + interval '14 days' <= at_now
        and a.last_user_message_at >= a.created_at + interval '14 days')
      / nullif(pg_catalog.count(*) filter (where a.created_at + interval '14 days' <= at_now), 0), 2),
    round(100.0
      * pg_catalog.count(*) filter (where a.created_at + interval '30 days' <= at_now
        and a.last_user_message_at >= a.created_at + interval '30 days')
      / nullif(pg_catalog.count(*) filter (where a.created_at + interval '30 days' <= at_now), 0), 2)
  from a
  group by a.week
  order by a.week;
end;
$$;

-- ============================================================================
-- TRIGGERS
-- ============================================================================

create trigger users_sync_search
  after insert or update of email, raw_user_meta_data, created_at on auth.users
  for each row execute function private.users_sync_search();

-- Backfill from the users that exist now.
insert into private.user_search (user_id, created_at, search_text)
select
  u.id,
  u.created_at,
  private.fold_search_text(
    coalesce(u.raw_user_meta_data ->> 'name', '') || ' ' || coalesce(u.email, '')
  )
from auth.users as u;
