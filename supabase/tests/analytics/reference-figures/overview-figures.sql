-- The reference figures without a date range (shared.sql says what the reference is): the admin
-- stats, the usage overview (with its tally) and the users list.

CREATE OR REPLACE FUNCTION reference.get_admin_stats()
 RETURNS TABLE(total_users bigint, users_today bigint, total_conversations bigint, conversations_today bigint, total_messages bigint, messages_today bigint, active_users_7days bigint, avg_messages_per_conversation numeric)
 LANGUAGE plpgsql
AS $function$
#variable_conflict use_column
declare
  today_start timestamptz := private.day_start(private.today());
begin

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
$function$
;

-- The usage overview's tally of a column's values (nulls left out), most common first and at most
-- `most` of them (null: all), as [{<label>: value, "count": n}], '[]' when there are none.
create or replace function reference.tally(label text, vals text[], most integer)
returns jsonb
language sql
as $function$
  select coalesce(
    pg_catalog.jsonb_agg(
      pg_catalog.jsonb_build_object(label, t.value, 'count', t.n)
      order by t.n desc, t.value
    ),
    '[]'::jsonb
  )
  from (
    select v.value, pg_catalog.count(*) as n
    from pg_catalog.unnest(vals) as v (value)
    where v.value is not null
    group by v.value
    order by n desc, v.value
    limit most
  ) as t
$function$;

CREATE OR REPLACE FUNCTION reference.get_usage_overview(days_back integer DEFAULT 7)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $function$
declare
  first_day date;
  window_start timestamptz;
  result jsonb;
begin

  perform reference.assert_between('days_back', days_back, 1, 366);

  first_day := private.today() - (days_back - 1);
  window_start := private.day_start(first_day);

  with
    days as (
      select d::date as day
      from pg_catalog.generate_series(first_day, private.today(), interval '1 day') as d
    ),
    conv as (
      select
        (cv.created_at at time zone private.app_timezone())::date as day,
        cv.subject,
        cv.grade_level
      from public.conversations as cv
      where cv.created_at >= window_start
    ),
    conv_per_day as (
      select conv.day, pg_catalog.count(*) as n from conv group by conv.day
    ),
    msg_per_day as (
      select (ms.created_at at time zone private.app_timezone())::date as day, pg_catalog.count(*) as n
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
      select reference.tally('subject', pg_catalog.array_agg(conv.subject), 10) as value from conv
    ),
    levels as (
      select reference.tally('grade_level', pg_catalog.array_agg(conv.grade_level), null) as value
      from conv
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
$function$
;

create or replace function reference.get_users_list(
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
as $$
#variable_conflict use_column
declare
  needle text := nullif(btrim(coalesce(search_term, '')), '');
begin

  if page_num is null or page_num < 1 then
    raise exception 'invalid argument: page_num must be 1 or more, got %',
      coalesce(page_num::text, 'null')
      using errcode = '22023';
  end if;
  perform reference.assert_between('page_size', page_size, 1, 100);
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
