-- The admin figures as they were computed pre-totals, from the raw rows: the function bodies of
-- get_admin_stats, get_usage_overview, get_engagement_stats, get_learning_patterns,
-- get_cohort_retention, get_tutor_quality and export_conversations_data as PostgreSQL printed them
-- (pg_get_functiondef) before 20261125000200_admin_totals.sql, and get_users_list as written in
-- 20261121000600_admin_dashboard.sql (before 20261125000230_users_list_search.sql), in a
-- `reference` schema and without the admin check. The same queries, with the pieces they repeated
-- written once: the checked date window (reference.date_window), the per-conversation facts
-- (reference.conversation_facts, the export's too), the five retention spans (one row each), the
-- usage overview's two tallies (reference.tally) and the functions' attributes (set by the loop at
-- the end).
-- Used by supabase/tests/analytics/totals-equivalence.test.ts (seed, PGlite and PostgreSQL 15) and by
-- `npm run bench:db` (scripts/bench/check-figures.ts, the 1M-message data) to prove that the RPCs,
-- now reading totals, return exactly the same figures. Not a migration: never applied to a deployment.
create schema if not exists reference;

-- A figure's window: [start_date, end_date] as instants of the app time zone, the range checked
-- first (an invalid range raises before anything is read).
create or replace function reference.date_window(start_date date, end_date date)
returns table (window_start timestamptz, window_end timestamptz)
language plpgsql
as $function$
begin
  perform private.assert_date_range(start_date, end_date);
  return query select private.day_start(start_date), private.day_start(end_date + 1);
end;
$function$;

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

CREATE OR REPLACE FUNCTION reference.conversation_facts(window_start timestamp with time zone, window_end timestamp with time zone)
 RETURNS TABLE(conversation_id uuid, user_id uuid, title text, subject text, grade_level text, created_at timestamp with time zone, message_count bigint, user_message_count bigint, assistant_message_count bigint, duration_seconds numeric, completed boolean, breakthrough boolean, scaffolding_depth bigint, response_time_sum numeric, response_time_count bigint)
 LANGUAGE sql
AS $function$
  select
    cv.id,
    cv.user_id,
    cv.title,
    cv.subject,
    cv.grade_level,
    cv.created_at,
    coalesce(st.message_count, 0)::bigint,
    coalesce(st.user_message_count, 0)::bigint,
    coalesce(st.assistant_message_count, 0)::bigint,
    case
      when st.message_count >= 2 then extract(epoch from st.last_message_at - st.first_message_at)
    end,
    coalesce(st.message_count, 0) >= 4,
    coalesce(st.breakthrough, false),
    coalesce(st.scaffolding_depth, 0)::bigint,
    st.response_time_sum,
    coalesce(st.response_time_count, 0)::bigint
  from public.conversations as cv
  left join private.conversation_stats as st on st.conversation_id = cv.id
  where cv.created_at >= window_start
    and cv.created_at < window_end
$function$
;

CREATE OR REPLACE FUNCTION reference.export_conversations_data(start_date date, end_date date, export_limit integer DEFAULT 1000)
 RETURNS TABLE(conversation_id uuid, user_id text, user_grade_level text, subject text, grade_level text, title text, created_at timestamp with time zone, message_count bigint, user_message_count bigint, assistant_message_count bigint, duration_seconds numeric, completed boolean, breakthrough boolean, avg_response_time_ms numeric, messages jsonb)
 LANGUAGE plpgsql
AS $function$
#variable_conflict use_column
begin
  if export_limit is null or export_limit < 1 or export_limit > 10000 then
    raise exception 'invalid argument: export_limit must be between 1 and 10000, got %',
      coalesce(export_limit::text, 'null')
      using errcode = '22023';
  end if;

  return query
  with
    -- Pick the newest conversations first (their facts as the engagement figures read them).
    picked as (
      select f.*
      from reference.date_window(start_date, end_date) as w
      cross join lateral reference.conversation_facts(w.window_start, w.window_end) as f
      order by f.created_at desc, f.conversation_id
      limit export_limit
    )
  select
    p.conversation_id,
    private.pseudonym(p.user_id),
    u.raw_user_meta_data ->> 'grade_level',
    p.subject,
    p.grade_level,
    private.scrub_identifiers(p.title, np.parts),
    p.created_at,
    p.message_count,
    p.user_message_count,
    p.assistant_message_count,
    round(p.duration_seconds, 2),
    p.completed,
    p.breakthrough,
    round(p.response_time_sum / nullif(p.response_time_count, 0), 2),
    coalesce(
      (
        select pg_catalog.jsonb_agg(
          pg_catalog.jsonb_build_object(
            'role', ms.role,
            'content', private.scrub_identifiers(ms.content, np.parts),
            'created_at', ms.created_at,
            'has_eureka', coalesce(ms.metadata -> 'has_eureka' = 'true'::jsonb, false),
            'response_time_ms',
            case
              when ms.role = 'assistant' and jsonb_typeof(ms.metadata -> 'response_time_ms') = 'number'
                then ms.metadata -> 'response_time_ms'
            end
          )
          order by ms.created_at, ms.id
        )
        from public.messages as ms
        where ms.conversation_id = p.conversation_id
      ),
      '[]'::jsonb
    )
  from picked as p
  left join auth.users as u on u.id = p.user_id
  -- The owner's name forms, once per conversation rather than once per message.
  cross join lateral (
    select private.name_parts(u.raw_user_meta_data ->> 'name') as parts
  ) as np
  order by p.created_at desc, p.conversation_id;
end;
$function$
;

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

CREATE OR REPLACE FUNCTION reference.get_cohort_retention(cohort_start_date date, cohort_end_date date)
 RETURNS TABLE(cohort_week date, total_users bigint, day_1_retention numeric, day_3_retention numeric, day_7_retention numeric, day_14_retention numeric, day_30_retention numeric)
 LANGUAGE sql
AS $function$
  with
    cohort as (
      select
        u.id,
        u.created_at,
        pg_catalog.date_trunc('week', u.created_at at time zone private.app_timezone())::date as week
      from reference.date_window(cohort_start_date, cohort_end_date) as w
      join auth.users as u on u.created_at >= w.window_start and u.created_at < w.window_end
    ),
    -- One set-based pass (hash joins) rather than a lookup per cohort user.
    activity as (
      select
        cohort.week,
        cohort.created_at,
        pg_catalog.max(st.last_user_message_at) as last_user_message_at
      from cohort
      left join public.conversations as cv on cv.user_id = cohort.id
      left join private.conversation_stats as st on st.conversation_id = cv.id
      group by cohort.id, cohort.week, cohort.created_at
    ),
    -- Each span's retention, one row per week and span: the users the span has passed for, and of
    -- those, the ones who wrote at or after it.
    spans as (
      select
        a.week,
        s.days,
        pg_catalog.count(*) as users,
        round(100.0
          * pg_catalog.count(*) filter (where a.created_at + s.span <= pg_catalog.now()
            and a.last_user_message_at >= a.created_at + s.span)
          / nullif(pg_catalog.count(*) filter (where a.created_at + s.span <= pg_catalog.now()), 0), 2)
          as rate
      from activity as a
      cross join (
        values (1, interval '1 day'), (3, interval '3 days'), (7, interval '7 days'),
          (14, interval '14 days'), (30, interval '30 days')
      ) as s (days, span)
      group by a.week, s.days
    ),
    weeks as (
      select
        spans.week,
        pg_catalog.max(spans.users) as users,
        pg_catalog.array_agg(spans.rate order by spans.days) as rates
      from spans
      group by spans.week
    )
  select weeks.week, weeks.users, weeks.rates[1], weeks.rates[2], weeks.rates[3], weeks.rates[4],
    weeks.rates[5]
  from weeks
  order by weeks.week;
$function$
;

CREATE OR REPLACE FUNCTION reference.get_engagement_stats(start_date date, end_date date)
 RETURNS TABLE(total_conversations bigint, total_messages bigint, avg_messages_per_conversation numeric, avg_session_duration_seconds numeric, avg_response_time_ms numeric, completion_rate numeric, breakthrough_rate numeric)
 LANGUAGE sql
AS $function$
  select
    pg_catalog.count(*),
    coalesce(pg_catalog.sum(f.message_count), 0)::bigint,
    round(pg_catalog.sum(f.message_count)::numeric / nullif(pg_catalog.count(*), 0), 2),
    round(pg_catalog.avg(f.duration_seconds), 2),
    round(pg_catalog.sum(f.response_time_sum) / nullif(pg_catalog.sum(f.response_time_count), 0), 2),
    round(100.0 * pg_catalog.count(*) filter (where f.completed) / nullif(pg_catalog.count(*), 0), 2),
    round(100.0 * pg_catalog.count(*) filter (where f.breakthrough) / nullif(pg_catalog.count(*), 0), 2)
  from reference.date_window(start_date, end_date) as w
  cross join lateral reference.conversation_facts(w.window_start, w.window_end) as f;
$function$
;

CREATE OR REPLACE FUNCTION reference.get_learning_patterns(start_date date, end_date date)
 RETURNS TABLE(subject text, grade_level text, total_conversations bigint, avg_scaffolding_depth numeric, avg_session_duration numeric, completion_rate numeric, breakthrough_rate numeric)
 LANGUAGE sql
AS $function$
  select
    g.subject,
    g.grade_level,
    g.total_conversations,
    g.avg_scaffolding_depth,
    g.avg_session_duration,
    g.completion_rate,
    g.breakthrough_rate
  from (
    select
      coalesce(f.subject, 'General') as subject,
      coalesce(f.grade_level, 'No especificado') as grade_level,
      pg_catalog.count(*) as total_conversations,
      round(pg_catalog.avg(f.scaffolding_depth), 2) as avg_scaffolding_depth,
      round(pg_catalog.avg(f.duration_seconds), 2) as avg_session_duration,
      round(100.0 * pg_catalog.count(*) filter (where f.completed) / pg_catalog.count(*), 2)
        as completion_rate,
      round(100.0 * pg_catalog.count(*) filter (where f.breakthrough) / pg_catalog.count(*), 2)
        as breakthrough_rate
    from reference.date_window(start_date, end_date) as w
    cross join lateral reference.conversation_facts(w.window_start, w.window_end) as f
    group by 1, 2
  ) as g
  order by g.total_conversations desc, g.subject, g.grade_level;
$function$
;

CREATE OR REPLACE FUNCTION reference.get_tutor_quality(start_date date, end_date date)
 RETURNS TABLE(replies_total bigint, replies_checked bigint, replies_rewritten bigint, judge_errors bigint, replies_unchecked bigint, safety_alerts bigint)
 LANGUAGE sql
AS $function$
  select
    r.total,
    r.checked,
    r.rewritten,
    r.judge_errors,
    r.total - r.checked,
    (
      select pg_catalog.count(*)
      from public.safety_alerts as sa
      where sa.created_at >= w.window_start
        and sa.created_at < w.window_end
    )
  from reference.date_window(start_date, end_date) as w
  cross join lateral (
    select
      pg_catalog.count(*) as total,
      pg_catalog.count(*) filter (where ms.metadata #> '{gate,checked}' = 'true'::jsonb) as checked,
      pg_catalog.count(*) filter (where ms.metadata #> '{gate,rewritten}' = 'true'::jsonb)
        as rewritten,
      pg_catalog.count(*) filter (where ms.metadata #> '{gate,judge_error}' = 'true'::jsonb)
        as judge_errors
    from public.messages as ms
    where ms.role = 'assistant'
      and ms.created_at >= w.window_start
      and ms.created_at < w.window_end
  ) as r;
$function$
;

CREATE OR REPLACE FUNCTION reference.get_usage_overview(days_back integer DEFAULT 7)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $function$
declare
  first_day date;
  window_start timestamptz;
  result jsonb;
begin

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

-- What every function above shares, set once: stable, no search path (every name is qualified) and
-- no JIT compilation (it costs more than it saves on these sub-second aggregates).
do $$
declare
  fn regprocedure;
begin
  for fn in
    select p.oid::regprocedure from pg_catalog.pg_proc as p
    where p.pronamespace = 'reference'::regnamespace
  loop
    execute pg_catalog.format('alter function %s stable set search_path = %L set jit = off', fn, '');
  end loop;
end;
$$;
