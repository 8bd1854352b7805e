-- Academic analytics and export RPCs (docs/admin.md). A conversation belongs to
-- the window [start_date, end_date] when its created_at falls in those calendar days (both
-- inclusive, app time zone). Rates are 0..100 with 2 decimals; averages 2 decimals; null over an
-- empty set.

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * The derived per-conversation facts (docs/admin.md) for the conversations created in
 * [window_start, window_end), read from private.conversation_stats: message counts,
 * duration_seconds (null with < 2 messages), completed (>= 4 messages), breakthrough (a message with
 * metadata.has_eureka = true), scaffolding_depth (assistant messages before the first breakthrough
 * message, all of them without one), and the sum and count of the assistant messages'
 * metadata.response_time_ms. Conversations without messages get zeros.
 * Called by: the analytics RPCs (as their owner). Not callable by API roles.
 */
create or replace function private.conversation_facts(window_start timestamptz, window_end timestamptz)
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
  where cv.created_at >= window_start
    and cv.created_at < window_end
$$;

revoke all on function private.conversation_facts(timestamptz, timestamptz) from public;

/**
 * Engagement of the conversations in the window (docs/admin.md, get_engagement_stats). One row.
 * Null or reversed dates raise 22023.
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
    pg_catalog.count(*),
    coalesce(pg_catalog.sum(f.message_count), 0)::bigint,
    round(pg_catalog.sum(f.message_count)::numeric / nullif(pg_catalog.count(*), 0), 2),
    round(pg_catalog.avg(f.duration_seconds), 2),
    round(pg_catalog.sum(f.response_time_sum) / nullif(pg_catalog.sum(f.response_time_count), 0), 2),
    round(100.0 * pg_catalog.count(*) filter (where f.completed) / nullif(pg_catalog.count(*), 0), 2),
    round(100.0 * pg_catalog.count(*) filter (where f.breakthrough) / nullif(pg_catalog.count(*), 0), 2)
  from private.conversation_facts(
    private.day_start(start_date),
    private.day_start(end_date + 1)
  ) as f;
end;
$$;

revoke all on function public.get_engagement_stats(date, date) from public, anon, authenticated;
grant execute on function public.get_engagement_stats(date, date) to authenticated;

/**
 * Learning patterns per (subject, grade_level) of the window's conversations (docs/admin.md); null
 * subject shows as 'General' and null grade_level as 'No especificado'. Most conversations first.
 * Null or reversed dates raise 22023.
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
    from private.conversation_facts(
      private.day_start(start_date),
      private.day_start(end_date + 1)
    ) as f
    group by 1, 2
  ) as g
  order by g.total_conversations desc, g.subject, g.grade_level;
end;
$$;

revoke all on function public.get_learning_patterns(date, date) from public, anon, authenticated;
grant execute on function public.get_learning_patterns(date, date) to authenticated;

/**
 * Rolling retention of the users who signed up in [cohort_start_date, cohort_end_date], grouped by
 * the Monday of their sign-up week (docs/admin.md). day_N_retention = % of the cohort's users whose
 * created_at + N days has passed and who sent a `user` message at or after created_at + N days;
 * null when no user of the cohort has reached N days yet. Null or reversed dates raise 22023.
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
begin
  perform private.assert_admin();
  perform private.assert_date_range(cohort_start_date, cohort_end_date);

  return query
  with
    cohort as (
      select
        u.id,
        u.created_at,
        pg_catalog.date_trunc('week', u.created_at at time zone public.app_timezone())::date as week
      from auth.users as u
      where u.created_at >= private.day_start(cohort_start_date)
        and u.created_at < private.day_start(cohort_end_date + 1)
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
    )
  select
    a.week,
    pg_catalog.count(*),
    round(100.0
      * pg_catalog.count(*) filter (where a.created_at + interval '1 day' <= pg_catalog.now()
        and a.last_user_message_at >= a.created_at + interval '1 day')
      / nullif(pg_catalog.count(*) filter (where a.created_at + interval '1 day' <= pg_catalog.now()), 0), 2),
    round(100.0
      * pg_catalog.count(*) filter (where a.created_at + interval '3 days' <= pg_catalog.now()
        and a.last_user_message_at >= a.created_at + interval '3 days')
      / nullif(pg_catalog.count(*) filter (where a.created_at + interval '3 days' <= pg_catalog.now()), 0), 2),
    round(100.0
      * pg_catalog.count(*) filter (where a.created_at + interval '7 days' <= pg_catalog.now()
        and a.last_user_message_at >= a.created_at + interval '7 days')
      / nullif(pg_catalog.count(*) filter (where a.created_at + interval '7 days' <= pg_catalog.now()), 0), 2),
    round(100.0
      * pg_catalog.count(*) filter (where a.created_at + interval '14 days' <= pg_catalog.now()
        and a.last_user_message_at >= a.created_at + interval '14 days')
      / nullif(pg_catalog.count(*) filter (where a.created_at + interval '14 days' <= pg_catalog.now()), 0), 2),
    round(100.0
      * pg_catalog.count(*) filter (where a.created_at + interval '30 days' <= pg_catalog.now()
        and a.last_user_message_at >= a.created_at + interval '30 days')
      / nullif(pg_catalog.count(*) filter (where a.created_at + interval '30 days' <= pg_catalog.now()), 0), 2)
  from activity as a
  group by a.week
  order by a.week;
end;
$$;

revoke all on function public.get_cohort_retention(date, date) from public, anon, authenticated;
grant execute on function public.get_cohort_retention(date, date) to authenticated;

/**
 * The window's conversations for research export (docs/admin.md), newest first, at most export_limit
 * (1..10000, else 22023). user_id is pseudonymous: the hex SHA-256 of a fixed salt and the user id,
 * stable across exports and never the e-mail or name. messages is an array of
 * {role, content, created_at, has_eureka, response_time_ms} in conversation order (response_time_ms
 * only for assistant messages).
 * Null or reversed dates raise 22023.
 * Called by: admins (authenticated + is_admin()); everyone else gets 42501.
 */
create or replace function public.export_conversations_data(
  start_date date,
  end_date date,
  export_limit integer default 1000
)
returns table (
  conversation_id uuid,
  user_id text,
  user_grade_level text,
  subject text,
  grade_level text,
  title text,
  created_at timestamptz,
  message_count bigint,
  user_message_count bigint,
  assistant_message_count bigint,
  duration_seconds numeric,
  completed boolean,
  breakthrough boolean,
  avg_response_time_ms numeric,
  messages jsonb
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

  if export_limit is null or export_limit < 1 or export_limit > 10000 then
    raise exception 'invalid argument: export_limit must be between 1 and 10000, got %',
      coalesce(export_limit::text, 'null')
      using errcode = '22023';
  end if;

  return query
  with
    -- Pick the newest conversations first, then read the facts of those only.
    picked as (
      select cv.id, cv.user_id, cv.title, cv.subject, cv.grade_level, cv.created_at
      from public.conversations as cv
      where cv.created_at >= private.day_start(start_date)
        and cv.created_at < private.day_start(end_date + 1)
      order by cv.created_at desc, cv.id
      limit export_limit
    )
  select
    p.id,
    pg_catalog.encode(
      pg_catalog.sha256(pg_catalog.convert_to('tutor-export-v1:' || p.user_id::text, 'UTF8')),
      'hex'
    ),
    u.raw_user_meta_data ->> 'grade_level',
    p.subject,
    p.grade_level,
    p.title,
    p.created_at,
    coalesce(st.message_count, 0)::bigint,
    coalesce(st.user_message_count, 0)::bigint,
    coalesce(st.assistant_message_count, 0)::bigint,
    case
      when st.message_count >= 2
        then round(extract(epoch from st.last_message_at - st.first_message_at), 2)
    end,
    coalesce(st.message_count, 0) >= 4,
    coalesce(st.breakthrough, false),
    round(st.response_time_sum / nullif(st.response_time_count, 0), 2),
    coalesce(
      (
        select pg_catalog.jsonb_agg(
          pg_catalog.jsonb_build_object(
            'role', ms.role,
            'content', ms.content,
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
        where ms.conversation_id = p.id
      ),
      '[]'::jsonb
    )
  from picked as p
  left join private.conversation_stats as st on st.conversation_id = p.id
  left join auth.users as u on u.id = p.user_id
  order by p.created_at desc, p.id;
end;
$$;

revoke all on function public.export_conversations_data(date, date, integer) from public, anon, authenticated;
grant execute on function public.export_conversations_data(date, date, integer) to authenticated;
