-- Admin dashboard, user management and recent activity RPCs (docs/admin.md).
-- Every function here is security definer, checks private.assert_admin() first (SQLSTATE 42501),
-- validates its arguments (SQLSTATE 22023) and aggregates in SQL.

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * Lower-cases and strips Spanish/Portuguese/French accents, for accent-insensitive search without the
 * unaccent extension.
 * Deliberately without `set search_path`: any SET clause stops Postgres from inlining a SQL function,
 * and this one runs once per user row; its body names only pg_catalog functions, so the caller's
 * search_path cannot change what it does.
 * Called by: get_users_list (as its owner). Not callable by API roles.
 */
create or replace function private.fold_search_text(value text)
returns text
language sql
immutable
parallel safe
as $$
  select pg_catalog.translate(
    pg_catalog.lower(value),
    'áàâäãåéèêëíìîïóòôöõúùûüñçý',
    'aaaaaaeeeeiiiiooooouuuuncy'
  )
$$;

revoke all on function private.fold_search_text(text) from public;

/**
 * Headline figures of the admin dashboard (docs/admin.md, get_admin_stats). One row.
 * Called by: admins (authenticated + is_admin()); everyone else gets 42501.
 */
create or replace function public.get_admin_stats()
returns table (
  total_users bigint,
  users_today bigint,
  total_conversations bigint,
  conversations_today bigint,
  total_messages bigint,
  messages_today bigint,
  active_users_7days bigint,
  avg_messages_per_conversation numeric
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
  today_start timestamptz := private.day_start(private.today());
begin
  perform private.assert_admin();

  return query
  with
    u as (
      select
        pg_catalog.count(*) as total,
        pg_catalog.count(*) filter (where au.created_at >= today_start) as today
      from auth.users as au
    ),
    c as (
      select
        pg_catalog.count(*) as total,
        pg_catalog.count(*) filter (where cv.created_at >= today_start) as today
      from public.conversations as cv
    ),
    m as (
      select
        (select coalesce(pg_catalog.sum(st.message_count), 0) from private.conversation_stats as st)
          as total,
        (select pg_catalog.count(*) from public.messages as mt where mt.created_at >= today_start)
          as today
    ),
    a as (
      select pg_catalog.count(distinct cv.user_id) as active
      from private.conversation_stats as st
      join public.conversations as cv on cv.id = st.conversation_id
      where st.last_user_message_at >= pg_catalog.now() - interval '7 days'
    )
  select
    u.total,
    u.today,
    c.total,
    c.today,
    m.total::bigint,
    m.today,
    a.active,
    round(m.total::numeric / nullif(c.total, 0), 2)
  from u, c, m, a;
end;
$$;

revoke all on function public.get_admin_stats() from public, anon, authenticated;
grant execute on function public.get_admin_stats() to authenticated;

/**
 * Dashboard extras (docs/admin.md): usage per day for the last days_back days (today included,
 * zero-filled), the top 10 subjects and the conversations per grade level over the same days.
 * Returns {usage:[{day,conversations,messages}], subjects:[{subject,count}], levels:[{grade_level,count}]}.
 * days_back must be 1..366 (22023).
 * Called by: admins (authenticated + is_admin()); everyone else gets 42501.
 */
create or replace function public.get_usage_overview(days_back integer default 7)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
-- JIT compilation costs more than it saves on these sub-second aggregates.
set jit = off
as $$
declare
  first_day date;
  window_start timestamptz;
  result jsonb;
begin
  perform private.assert_admin();

  if days_back is null or days_back < 1 or days_back > 366 then
    raise exception 'invalid argument: days_back must be between 1 and 366, got %',
      coalesce(days_back::text, 'null')
      using errcode = '22023';
  end if;

  first_day := private.today() - (days_back - 1);
  window_start := private.day_start(first_day);

  with
    days as (
      select d::date as day
      from pg_catalog.generate_series(first_day, private.today(), interval '1 day') as d
    ),
    conv as (
      select
        (cv.created_at at time zone public.app_timezone())::date as day,
        cv.subject,
        cv.grade_level
      from public.conversations as cv
      where cv.created_at >= window_start
    ),
    conv_per_day as (
      select conv.day, pg_catalog.count(*) as n from conv group by conv.day
    ),
    msg_per_day as (
      select (ms.created_at at time zone public.app_timezone())::date as day, pg_catalog.count(*) as n
      from public.messages as ms
      where ms.created_at >= window_start
      group by 1
    ),
    usage as (
      select pg_catalog.jsonb_agg(
        pg_catalog.jsonb_build_object(
          'day', pg_catalog.to_char(days.day, 'YYYY-MM-DD'),
          'conversations', coalesce(cpd.n, 0),
          'messages', coalesce(mpd.n, 0)
        )
        order by days.day
      ) as value
      from days
      left join conv_per_day as cpd on cpd.day = days.day
      left join msg_per_day as mpd on mpd.day = days.day
    ),
    subjects as (
      select coalesce(
        pg_catalog.jsonb_agg(
          pg_catalog.jsonb_build_object('subject', s.subject, 'count', s.n)
          order by s.n desc, s.subject
        ),
        '[]'::jsonb
      ) as value
      from (
        select conv.subject, pg_catalog.count(*) as n
        from conv
        where conv.subject is not null
        group by conv.subject
        order by n desc, conv.subject
        limit 10
      ) as s
    ),
    levels as (
      select coalesce(
        pg_catalog.jsonb_agg(
          pg_catalog.jsonb_build_object('grade_level', l.grade_level, 'count', l.n)
          order by l.n desc, l.grade_level
        ),
        '[]'::jsonb
      ) as value
      from (
        select conv.grade_level, pg_catalog.count(*) as n
        from conv
        where conv.grade_level is not null
        group by conv.grade_level
      ) as l
    )
  select pg_catalog.jsonb_build_object(
    'usage', usage.value,
    'subjects', subjects.value,
    'levels', levels.value
  )
  into result
  from usage, subjects, levels;

  return result;
end;
$$;

revoke all on function public.get_usage_overview(integer) from public, anon, authenticated;
grant execute on function public.get_usage_overview(integer) to authenticated;

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
    page as (
      select u.id, u.email, u.raw_user_meta_data, u.raw_app_meta_data, u.created_at, u.last_sign_in_at
      from auth.users as u
      where needle is null
        or pg_catalog.strpos(
          private.fold_search_text(
            coalesce(u.raw_user_meta_data ->> 'name', '') || ' ' || coalesce(u.email, '')
          ),
          private.fold_search_text(needle)
        ) > 0
      order by u.created_at desc, u.id
      limit page_size
      offset (page_num - 1)::bigint * page_size
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

revoke all on function public.get_users_list(integer, integer, text) from public, anon, authenticated;
grant execute on function public.get_users_list(integer, integer, text) to authenticated;

/**
 * Recent activity (docs/admin.md): one row per `user` message, newest first; limit_num 1..500 (22023).
 * Called by: admins (authenticated + is_admin()); everyone else gets 42501.
 */
create or replace function public.get_recent_activity(limit_num integer default 50)
returns table (
  id uuid,
  user_name text,
  user_email text,
  conversation_title text,
  created_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
-- JIT compilation costs more than it saves on these sub-second aggregates.
set jit = off
as $$
#variable_conflict use_column
begin
  perform private.assert_admin();

  if limit_num is null or limit_num < 1 or limit_num > 500 then
    raise exception 'invalid argument: limit_num must be between 1 and 500, got %',
      coalesce(limit_num::text, 'null')
      using errcode = '22023';
  end if;

  return query
  select
    ms.id,
    u.raw_user_meta_data ->> 'name',
    u.email::text,
    cv.title,
    ms.created_at
  from public.messages as ms
  join public.conversations as cv on cv.id = ms.conversation_id
  join auth.users as u on u.id = cv.user_id
  where ms.role = 'user'
  order by ms.created_at desc, ms.id
  limit limit_num;
end;
$$;

revoke all on function public.get_recent_activity(integer) from public, anon, authenticated;
grant execute on function public.get_recent_activity(integer) to authenticated;
