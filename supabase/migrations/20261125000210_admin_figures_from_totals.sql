-- The admin figures read the totals of 20261125000200_admin_totals.sql instead of scanning
-- conversations and messages (issue 21): same signatures, same grants, the same figures
-- (docs/admin.md; supabase/tests/analytics/totals-equivalence.test.ts compares them with the
-- previous bodies). A window [start_date, end_date] is the totals rows whose day lies in it: the
-- day key is the calendar day in the app time zone, the same instants as
-- [day_start(start_date), day_start(end_date + 1)).

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * Headline figures of the admin dashboard (docs/admin.md, get_admin_stats). One row.
 * Users from auth.users; conversations and messages from the day totals; active users from
 * user_activity (a user is active when their latest user message is within 7 × 24 h).
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
  today date := private.today();
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
        coalesce(pg_catalog.sum(t.conversations), 0)::bigint as total,
        coalesce(pg_catalog.sum(t.conversations) filter (where t.day >= today), 0)::bigint as today,
        coalesce(pg_catalog.sum(t.messages), 0) as messages
      from private.conversation_day_totals as t
    ),
    m as (
      select coalesce(pg_catalog.sum(t.messages), 0)::bigint as today
      from private.message_day_totals as t
      where t.day >= today
    ),
    a as (
      select pg_catalog.count(*) as active
      from private.user_activity as ua
      where ua.last_user_message_at >= pg_catalog.now() - interval '7 days'
    )
  select
    u.total,
    u.today,
    c.total,
    c.today,
    c.messages::bigint,
    m.today,
    a.active,
    round(c.messages::numeric / nullif(c.total, 0), 2)
  from u, c, m, a;
end;
$$;

/**
 * Dashboard extras (docs/admin.md): usage per day for the last days_back days (today included,
 * zero-filled), the top 10 subjects and the conversations per grade level over the same days
 * (conversations from the first day on, later days included).
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
  result jsonb;
begin
  perform private.assert_admin();

  if days_back is null or days_back < 1 or days_back > 366 then
    raise exception 'invalid argument: days_back must be between 1 and 366, got %',
      coalesce(days_back::text, 'null')
      using errcode = '22023';
  end if;

  first_day := private.today() - (days_back - 1);

  with
    days as (
      select d::date as day
      from pg_catalog.generate_series(first_day, private.today(), interval '1 day') as d
    ),
    conv as (
      select t.day, t.subject, t.grade_level, t.conversations
      from private.conversation_day_totals as t
      where t.day >= first_day
        and t.conversations > 0
    ),
    conv_per_day as (
      select conv.day, pg_catalog.sum(conv.conversations)::bigint as n from conv group by conv.day
    ),
    msg_per_day as (
      select t.day, pg_catalog.sum(t.messages)::bigint as n
      from private.message_day_totals as t
      where t.day >= first_day
      group by t.day
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
        select conv.subject, pg_catalog.sum(conv.conversations)::bigint as n
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
        select conv.grade_level, pg_catalog.sum(conv.conversations)::bigint as n
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

/**
 * Engagement of the conversations in the window (docs/admin.md, get_engagement_stats), summed from
 * conversation_day_totals. One row. Null or reversed dates raise 22023.
 * Called by: admins (authenticated + is_admin()); everyone else gets 42501.
 */
create or replace function public.get_engagement_stats(start_date date, end_date date)
returns table (
  total_conversations bigint,
  total_messages bigint,
  avg_messages_per_conversation numeric,
  avg_session_duration_seconds numeric,
  avg_response_time_ms numeric,
  completion_rate numeric,
  breakthrough_rate numeric
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
  perform private.assert_date_range(start_date, end_date);

  return query
  select
    coalesce(pg_catalog.sum(t.conversations), 0)::bigint,
    coalesce(pg_catalog.sum(t.messages), 0)::bigint,
    round(pg_catalog.sum(t.messages)::numeric / nullif(pg_catalog.sum(t.conversations), 0), 2),
    round(pg_catalog.sum(t.duration_sum) / nullif(pg_catalog.sum(t.duration_count), 0), 2),
    round(pg_catalog.sum(t.response_time_sum) / nullif(pg_catalog.sum(t.response_time_count), 0), 2),
    round(100.0 * pg_catalog.sum(t.completed) / nullif(pg_catalog.sum(t.conversations), 0), 2),
    round(100.0 * pg_catalog.sum(t.breakthroughs) / nullif(pg_catalog.sum(t.conversations), 0), 2)
  from private.conversation_day_totals as t
  where t.day between start_date and end_date;
end;
$$;

/**
 * Learning patterns per (subject, grade_level) of the window's conversations (docs/admin.md),
 * summed from conversation_day_totals; null subject shows as 'General' and null grade_level as
 * 'No especificado'. Most conversations first. Null or reversed dates raise 22023.
 * Called by: admins (authenticated + is_admin()); everyone else gets 42501.
 */
create or replace function public.get_learning_patterns(start_date date, end_date date)
returns table (
  subject text,
  grade_level text,
  total_conversations bigint,
  avg_scaffolding_depth numeric,
  avg_session_duration numeric,
  completion_rate numeric,
  breakthrough_rate numeric
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
  perform private.assert_date_range(start_date, end_date);

  return query
  select
    g.subject,
    g.grade_level,
    g.total_conversations::bigint,
    round(g.scaffolding_depth_sum / g.total_conversations, 2),
    round(g.duration_sum / nullif(g.duration_count, 0), 2),
    round(100.0 * g.completed / g.total_conversations, 2),
    round(100.0 * g.breakthroughs / g.total_conversations, 2)
  from (
    select
      coalesce(t.subject, 'General') as subject,
      coalesce(t.grade_level, 'No especificado') as grade_level,
      pg_catalog.sum(t.conversations) as total_conversations,
      pg_catalog.sum(t.scaffolding_depth_sum) as scaffolding_depth_sum,
      pg_catalog.sum(t.duration_sum) as duration_sum,
      pg_catalog.sum(t.duration_count) as duration_count,
      pg_catalog.sum(t.completed) as completed,
      pg_catalog.sum(t.breakthroughs) as breakthroughs
    from private.conversation_day_totals as t
    where t.day between start_date and end_date
    group by 1, 2
  ) as g
  where g.total_conversations > 0
  order by g.total_conversations desc, g.subject, g.grade_level;
end;
$$;

/**
 * Rolling retention of the users who signed up in [cohort_start_date, cohort_end_date], grouped by
 * the Monday of their sign-up week (docs/admin.md). day_N_retention = % of the cohort's users whose
 * created_at + N days has passed and who sent a `user` message at or after created_at + N days
 * (user_activity holds each user's latest one); null when no user of the cohort has reached N days
 * yet. The range's bounds and now() are computed once. Null or reversed dates raise 22023.
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
      from auth.users as u
      left join private.user_activity as ua on ua.user_id = u.id
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

/**
 * One row, summed from message_day_totals: replies_total (assistant messages in the window),
 * replies_checked (gate.checked = true), replies_rewritten (gate.rewritten = true), judge_errors
 * (gate.judge_error = true), replies_unchecked (replies without gate.checked = true) and
 * safety_alerts (alerts in the window). Null or reversed dates raise 22023.
 * Called by: admins (authenticated + is_admin()); everyone else gets 42501.
 */
create or replace function public.get_tutor_quality(start_date date, end_date date)
returns table (
  replies_total bigint,
  replies_checked bigint,
  replies_rewritten bigint,
  judge_errors bigint,
  replies_unchecked bigint,
  safety_alerts bigint
)
language plpgsql
stable
security definer
set search_path = ''
set jit = off
as $$
#variable_conflict use_column
begin
  perform private.assert_admin();
  perform private.assert_date_range(start_date, end_date);

  return query
  select
    r.total,
    r.checked,
    r.rewritten,
    r.judge_errors,
    r.total - r.checked,
    (
      select pg_catalog.count(*)
      from public.safety_alerts as sa
      where sa.created_at >= private.day_start(start_date)
        and sa.created_at < private.day_start(end_date + 1)
    )
  from (
    select
      coalesce(pg_catalog.sum(t.assistant_messages), 0)::bigint as total,
      coalesce(pg_catalog.sum(t.gate_checked), 0)::bigint as checked,
      coalesce(pg_catalog.sum(t.gate_rewritten), 0)::bigint as rewritten,
      coalesce(pg_catalog.sum(t.gate_judge_errors), 0)::bigint as judge_errors
    from private.message_day_totals as t
    where t.day between start_date and end_date
  ) as r;
end;
$$;
