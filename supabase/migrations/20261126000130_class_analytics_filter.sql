-- The admin analytics by class (issue 22): get_engagement_stats, get_learning_patterns,
-- get_tutor_quality, get_gate_activity, get_reply_feedback and get_cohort_retention gain
-- class_filter uuid default null. Null is every conversation: the earlier bodies, unchanged (the
-- totals-based fast path; they move to private as *_all and the public function calls them). A
-- class computes from the raw rows of that class's conversations (every conversation ever started
-- in the class, whoever is a member now), which is small. Cohort retention by class: the cohort is
-- the users who signed up in the window and ever joined the class as a student; their activity is
-- their latest message anywhere, as without the filter.

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

alter function public.get_engagement_stats(date, date) set schema private;
alter function private.get_engagement_stats(date, date) rename to get_engagement_stats_all;
revoke all on function private.get_engagement_stats_all(date, date) from public, anon, authenticated;
alter function public.get_learning_patterns(date, date) set schema private;
alter function private.get_learning_patterns(date, date) rename to get_learning_patterns_all;
revoke all on function private.get_learning_patterns_all(date, date) from public, anon, authenticated;
alter function public.get_tutor_quality(date, date) set schema private;
alter function private.get_tutor_quality(date, date) rename to get_tutor_quality_all;
revoke all on function private.get_tutor_quality_all(date, date) from public, anon, authenticated;
alter function public.get_gate_activity(date, date) set schema private;
alter function private.get_gate_activity(date, date) rename to get_gate_activity_all;
revoke all on function private.get_gate_activity_all(date, date) from public, anon, authenticated;

drop function public.get_reply_feedback(date, date);
drop function public.get_cohort_retention(date, date);

/**
 * The derived per-conversation facts of private.conversation_facts, for class_filter's
 * conversations created in [window_start, window_end) only.
 * Called by: the analytics RPCs (as their owner). Not callable by API roles.
 */
create or replace function private.class_conversation_facts(
  window_start timestamptz,
  window_end timestamptz,
  class_filter uuid
)
returns table (
  conversation_id uuid,
  user_id uuid,
  title text,
  subject text,
  grade_level text,
  created_at timestamptz,
  message_count bigint,
  user_message_count bigint,
  assistant_message_count bigint,
  duration_seconds numeric,
  completed boolean,
  breakthrough boolean,
  scaffolding_depth bigint,
  response_time_sum numeric,
  response_time_count bigint
)
language sql
stable
set search_path = ''
-- JIT compilation costs more than it saves on these sub-second aggregates.
set jit = off
as $$
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
  where cv.class_id = class_filter
    and cv.created_at >= window_start
    and cv.created_at < window_end
$$;


revoke all on function private.class_conversation_facts(timestamptz, timestamptz, uuid) from public, anon, authenticated;

/**
 * Engagement of the window's conversations (docs/admin.md, get_engagement_stats); class_filter:
 * only that class's conversations (from their raw rows). One row. Null or reversed dates: 22023.
 * Called by: admins (authenticated + is_admin()); everyone else gets 42501.
 */
create or replace function public.get_engagement_stats(
  start_date date,
  end_date date,
  class_filter uuid default null
)
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
set jit = off
as $$
#variable_conflict use_column
begin
  perform private.assert_admin();
  perform private.assert_date_range(start_date, end_date);

  if class_filter is null then
    return query select * from private.get_engagement_stats_all(start_date, end_date);
    return;
  end if;

  return query
  select
    pg_catalog.count(*),
    coalesce(pg_catalog.sum(f.message_count), 0)::bigint,
    round(pg_catalog.sum(f.message_count)::numeric / nullif(pg_catalog.count(*), 0), 2),
    round(pg_catalog.avg(f.duration_seconds), 2),
    round(pg_catalog.sum(f.response_time_sum) / nullif(pg_catalog.sum(f.response_time_count), 0), 2),
    round(100.0 * pg_catalog.count(*) filter (where f.completed) / nullif(pg_catalog.count(*), 0), 2),
    round(100.0 * pg_catalog.count(*) filter (where f.breakthrough) / nullif(pg_catalog.count(*), 0), 2)
  from private.class_conversation_facts(
    private.day_start(start_date), private.day_start(end_date + 1), class_filter
  ) as f;
end;
$$;

revoke all on function public.get_engagement_stats(date, date, uuid) from public, anon, authenticated;
grant execute on function public.get_engagement_stats(date, date, uuid) to authenticated;

/**
 * Learning patterns per (subject, grade_level) of the window's conversations (docs/admin.md);
 * class_filter: only that class's conversations (from their raw rows). Null subject shows as
 * 'General', null grade_level as 'No especificado'. Most conversations first. Bad dates: 22023.
 * Called by: admins (authenticated + is_admin()); everyone else gets 42501.
 */
create or replace function public.get_learning_patterns(
  start_date date,
  end_date date,
  class_filter uuid default null
)
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
set jit = off
as $$
#variable_conflict use_column
begin
  perform private.assert_admin();
  perform private.assert_date_range(start_date, end_date);

  if class_filter is null then
    return query select * from private.get_learning_patterns_all(start_date, end_date);
    return;
  end if;

  return query
  select
    coalesce(f.subject, 'General'),
    coalesce(f.grade_level, 'No especificado'),
    pg_catalog.count(*),
    round(pg_catalog.avg(f.scaffolding_depth), 2),
    round(pg_catalog.avg(f.duration_seconds), 2),
    round(100.0 * pg_catalog.count(*) filter (where f.completed) / pg_catalog.count(*), 2),
    round(100.0 * pg_catalog.count(*) filter (where f.breakthrough) / pg_catalog.count(*), 2)
  from private.class_conversation_facts(
    private.day_start(start_date), private.day_start(end_date + 1), class_filter
  ) as f
  group by 1, 2
  order by 3 desc, 1, 2;
end;
$$;

revoke all on function public.get_learning_patterns(date, date, uuid) from public, anon, authenticated;
grant execute on function public.get_learning_patterns(date, date, uuid) to authenticated;

/**
 * The answer-leak gate's figures and the safety alerts of the window (docs/admin.md,
 * get_tutor_quality); class_filter: only the replies and alerts of that class's conversations
 * (from their raw rows). One row. Bad dates: 22023.
 * Called by: admins (authenticated + is_admin()); everyone else gets 42501.
 */
create or replace function public.get_tutor_quality(
  start_date date,
  end_date date,
  class_filter uuid default null
)
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
declare
  v_start timestamptz := private.day_start(start_date);
  v_end timestamptz := private.day_start(end_date + 1);
begin
  perform private.assert_admin();
  perform private.assert_date_range(start_date, end_date);

  if class_filter is null then
    return query select * from private.get_tutor_quality_all(start_date, end_date);
    return;
  end if;

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
      join public.conversations as cv on cv.id = sa.conversation_id
      where cv.class_id = class_filter
        and sa.created_at >= v_start
        and sa.created_at < v_end
    )
  from (
    select
      pg_catalog.count(*) as total,
      pg_catalog.count(*) filter (where ms.metadata #> '{gate,checked}' = 'true'::jsonb) as checked,
      pg_catalog.count(*) filter (where ms.metadata #> '{gate,rewritten}' = 'true'::jsonb) as rewritten,
      pg_catalog.count(*) filter (where ms.metadata #> '{gate,judge_error}' = 'true'::jsonb) as judge_errors
    from public.conversations as cv
    join public.messages as ms on ms.conversation_id = cv.id
    where cv.class_id = class_filter
      and ms.role = 'assistant'
      and ms.created_at >= v_start
      and ms.created_at < v_end
  ) as r;
end;
$$;

revoke all on function public.get_tutor_quality(date, date, uuid) from public, anon, authenticated;
grant execute on function public.get_tutor_quality(date, date, uuid) to authenticated;

/**
 * One row per day and subject of [start_date, end_date] with gated replies (get_gate_activity);
 * class_filter: only the replies of that class's conversations (from their raw rows). Bad dates or
 * a window over 366 days: 22023.
 * Called by: admins (authenticated + is_admin()); everyone else gets 42501.
 */
create or replace function public.get_gate_activity(
  start_date date,
  end_date date,
  class_filter uuid default null
)
returns table (
  day date,
  subject text,
  replies bigint,
  rewritten bigint,
  fallbacks bigint,
  unverified bigint
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
  if end_date - start_date > 365 then
    raise exception 'invalid argument: the window is % days; at most 366', end_date - start_date + 1
      using errcode = '22023';
  end if;

  if class_filter is null then
    return query select * from private.get_gate_activity_all(start_date, end_date);
    return;
  end if;

  return query
  select
    (ms.created_at at time zone private.app_timezone())::date,
    cv.subject,
    pg_catalog.count(*),
    pg_catalog.count(*) filter (where ms.metadata #> '{gate,rewritten}' = 'true'::jsonb),
    pg_catalog.count(*) filter (where ms.metadata #> '{gate,fallback}' = 'true'::jsonb),
    pg_catalog.count(*) filter (
      where coalesce(ms.metadata #> '{gate,unverified}', ms.metadata #> '{gate,judge_error}') = 'true'::jsonb
    )
  from public.conversations as cv
  join public.messages as ms on ms.conversation_id = cv.id
  where cv.class_id = class_filter
    and ms.role = 'assistant'
    and ms.metadata ? 'gate'
    and ms.created_at >= private.day_start(start_date)
    and ms.created_at < private.day_start(end_date + 1)
  group by 1, 2
  order by 1, cv.subject is null, cv.subject;
end;
$$;

revoke all on function public.get_gate_activity(date, date, uuid) from public, anon, authenticated;
grant execute on function public.get_gate_activity(date, date, uuid) to authenticated;

/**
 * Reply ratings per day and subject (get_reply_feedback, as before); class_filter: only the
 * replies of that class's conversations.
 * Called by: admins (authenticated + is_admin()); everyone else gets 42501.
 */
create or replace function public.get_reply_feedback(
  start_date date,
  end_date date,
  class_filter uuid default null
)
returns table (
  day date,
  subject text,
  replies bigint,
  rated bigint,
  helped bigint,
  gave_answer bigint,
  not_understood bigint,
  rated_rate numeric,
  helped_rate numeric,
  gave_answer_rate numeric,
  not_understood_rate numeric
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
    g.day,
    g.subject,
    g.replies,
    g.rated,
    g.helped,
    g.gave_answer,
    g.not_understood,
    round(100.0 * g.rated / g.replies, 2),
    case when g.rated > 0 then round(100.0 * g.helped / g.rated, 2) end,
    case when g.rated > 0 then round(100.0 * g.gave_answer / g.rated, 2) end,
    case when g.rated > 0 then round(100.0 * g.not_understood / g.rated, 2) end
  from (
    select
      (ms.created_at at time zone private.app_timezone())::date as day,
      coalesce(cv.subject, 'General') as subject,
      pg_catalog.count(*) as replies,
      pg_catalog.count(mf.message_id) as rated,
      pg_catalog.count(*) filter (where mf.rating = 'helped') as helped,
      pg_catalog.count(*) filter (where mf.rating = 'gave_answer') as gave_answer,
      pg_catalog.count(*) filter (where mf.rating = 'not_understood') as not_understood
    from public.messages as ms
    join public.conversations as cv on cv.id = ms.conversation_id
    left join public.message_feedback as mf on mf.message_id = ms.id
    where ms.role = 'assistant'
      and ms.created_at >= private.day_start(start_date)
      and ms.created_at < private.day_start(end_date + 1)
      and (class_filter is null or cv.class_id = class_filter)
    group by 1, 2
  ) as g
  order by g.day, g.subject;
end;
$$;

revoke all on function public.get_reply_feedback(date, date, uuid) from public, anon, authenticated;
grant execute on function public.get_reply_feedback(date, date, uuid) to authenticated;

/**
 * Rolling retention by sign-up week (get_cohort_retention, as before); class_filter: the cohort is
 * the users of the window who ever joined that class as a student.
 * Called by: admins (authenticated + is_admin()); everyone else gets 42501.
 */
create or replace function public.get_cohort_retention(
  cohort_start_date date,
  cohort_end_date date,
  class_filter uuid default null
)
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
        and (
          class_filter is null
          or exists (
            select 1
            from public.class_members as m
            where m.class_id = class_filter and m.user_id = u.user_id and m.role = 'student'
          )
        )
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


revoke all on function public.get_cohort_retention(date, date, uuid) from public, anon, authenticated;
grant execute on function public.get_cohort_retention(date, date, uuid) to authenticated;
