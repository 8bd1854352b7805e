-- The reference figures over a date range (shared.sql says what the reference is): cohort
-- retention, engagement, learning patterns and tutor quality.

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
