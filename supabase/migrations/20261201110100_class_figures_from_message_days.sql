-- The teacher's class figures add up private.class_message_days (20261201110000_class_message_days.sql:
-- one row per class conversation and day) instead of probing each of the class's conversations for
-- its messages: on a class of 40 with 50,000 messages, get_class_students and export_class_weekly
-- read about 4,800 small rows in place of 4,750 conversations' index probes (students) or the
-- 50,000 message rows (export). Whether a challenge counts for the class is planned into their
-- query instead of a function call per challenge, and the export names its students from the 40
-- members rather than hashing every account. Same columns, same figures, same order
-- (supabase/tests/classes/ pins them). The "Resumen" follows in the next migration.

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * Whether a challenge of (class, student, instant) counts for the class: its student is a current
 * student of the class and it was started inside one of their membership periods (or before the
 * first recorded one). One row, true or false. A set-returning SQL function without SET clauses,
 * so the planner inlines it into the caller's query (a subquery per challenge, not a function call:
 * bench:inlining); it names every object with its schema. private.class_challenge_counts states
 * the rule through it. Called by: the class's figures (as their owner). Not callable by API roles.
 */
create function private.class_challenge_counted(
  p_class_id uuid,
  p_user_id uuid,
  p_created_at timestamptz
)
returns setof boolean
language sql
stable
as $$
  select exists (
      select 1
      from public.class_members as m
      where m.class_id operator(pg_catalog.=) p_class_id
        and m.user_id operator(pg_catalog.=) p_user_id
        and m.role operator(pg_catalog.=) 'student' and m.left_at is null
    )
    and coalesce(
      (
        select pr.ended_at is null or p_created_at operator(pg_catalog.<) pr.ended_at
        from public.class_member_periods as pr
        where pr.class_id operator(pg_catalog.=) p_class_id
          and pr.user_id operator(pg_catalog.=) p_user_id
          and pr.started_at operator(pg_catalog.<=) p_created_at
        order by pr.started_at desc
        limit 1
      ),
      true
    )
$$;

revoke all on function private.class_challenge_counted(uuid, uuid, timestamptz) from public, anon, authenticated;

create or replace function private.class_challenge_counts(
  p_class_id uuid,
  p_user_id uuid,
  p_created_at timestamptz
)
returns boolean
language sql
stable
set search_path = ''
as $$
  select c.counted
  from private.class_challenge_counted(p_class_id, p_user_id, p_created_at) as c(counted)
$$;

-- The students of the class with their figures (the "Estudiantes" tab): conversations counted
-- from conversations_class_id_user_id_idx, the message figures from the days' rows.
create or replace function public.get_class_students(class_id uuid)
returns table (
  user_id uuid,
  display_name text,
  joined_at timestamptz,
  conversation_count bigint,
  message_count bigint,
  last_activity timestamptz,
  eureka_count bigint,
  challenges_finished bigint,
  challenges_solved bigint,
  deep_hints bigint,
  max_hint_level integer
)
language plpgsql
stable
security definer
set search_path = ''
set jit = off
as $$
#variable_conflict use_column
begin
  perform private.assert_teaches_class(class_id);
  return query
  with students as (
    select m.user_id, m.joined_at
    from public.class_members as m
    where m.class_id = get_class_students.class_id and m.role = 'student' and m.left_at is null
  ),
  conversation_counts as (
    select cv.user_id, pg_catalog.count(*) as conversations
    from public.conversations as cv
    where cv.class_id = get_class_students.class_id
      and cv.user_id in (select s.user_id from students as s)
    group by cv.user_id
  ),
  figures as (
    select d.user_id,
      sum(d.messages) as messages,
      max(d.last_message_at) as last_at,
      sum(d.eureka_messages) as eurekas,
      sum(d.deep_hints) as deep_hints,
      max(d.top_hint) as top_hint
    from private.class_message_days as d
    where d.class_id = get_class_students.class_id
      and d.user_id in (select s.user_id from students as s)
    group by d.user_id
  ),
  challenge_figures as (
    select c.user_id,
      pg_catalog.count(*) as finished,
      pg_catalog.count(*) filter (where c.correct) as solved
    from public.challenges as c
    cross join lateral private.class_challenge_counted(c.class_id, c.user_id, c.created_at)
      as k(counted)
    where c.class_id = get_class_students.class_id
      and c.finished_at is not null
      and c.user_id in (select s.user_id from students as s)
      and k.counted
    group by c.user_id
  )
  select s.user_id,
    coalesce(nullif(btrim(u.raw_user_meta_data ->> 'name'), ''), 'Estudiante'),
    s.joined_at,
    coalesce(cc.conversations, 0)::bigint,
    coalesce(f.messages, 0)::bigint,
    f.last_at,
    coalesce(f.eurekas, 0)::bigint,
    coalesce(ch.finished, 0)::bigint,
    coalesce(ch.solved, 0)::bigint,
    coalesce(f.deep_hints, 0)::bigint,
    f.top_hint
  from students as s
  join auth.users as u on u.id = s.user_id
  left join conversation_counts as cc on cc.user_id = s.user_id
  left join figures as f on f.user_id = s.user_id
  left join challenge_figures as ch on ch.user_id = s.user_id
  order by f.last_at desc nulls last, 2, s.user_id;
end;
$$;

-- One row per current student and week (the class's weekly export): the message figures from the
-- days' rows of the period.
create or replace function public.export_class_weekly(
  class_id uuid,
  start_date date default null,
  end_date date default null
)
returns table (
  student_name text,
  week_start date,
  conversations integer,
  student_messages integer,
  tutor_replies integer,
  understanding_moments integer,
  challenges_finished integer,
  challenges_solved integer,
  deep_hints integer,
  max_hint_level integer
)
language plpgsql
stable
security definer
set search_path = ''
set jit = off
as $$
declare
  v_zone text := private.app_timezone();
begin
  perform private.assert_teaches_class(export_class_weekly.class_id);
  if start_date is not null and end_date is not null and start_date > end_date then
    raise exception 'invalid argument: start_date must not be after end_date'
      using errcode = '22023';
  end if;
  return query
  with students as materialized (
    select m.user_id,
      coalesce(nullif(btrim(u.raw_user_meta_data ->> 'name'), ''), 'Estudiante') as name
    from public.class_members as m
    join auth.users as u on u.id = m.user_id
    where m.class_id = export_class_weekly.class_id
      and m.role = 'student'
      and m.left_at is null
  ),
  message_weeks as (
    select d.user_id,
      pg_catalog.date_trunc('week', d.day)::date as week,
      pg_catalog.count(distinct d.conversation_id) filter (where d.user_messages > 0)
        as conversations,
      sum(d.user_messages) as asked,
      sum(d.assistant_messages) as replies,
      sum(d.eureka_replies) as eurekas,
      sum(d.deep_hints) as deep,
      max(d.top_hint) as top
    from private.class_message_days as d
    where d.class_id = export_class_weekly.class_id
      and d.user_id in (select s.user_id from students as s)
      and (export_class_weekly.start_date is null or d.day >= export_class_weekly.start_date)
      and (export_class_weekly.end_date is null or d.day <= export_class_weekly.end_date)
    group by d.user_id, 2
    having sum(d.user_messages) > 0
  ),
  challenge_weeks as (
    select c.user_id,
      pg_catalog.date_trunc('week', c.day)::date as week,
      pg_catalog.count(*) as finished,
      pg_catalog.count(*) filter (where c.correct) as solved
    from (
      select ch.user_id, ch.correct, (ch.created_at at time zone v_zone)::date as day
      from public.challenges as ch
      cross join lateral private.class_challenge_counted(ch.class_id, ch.user_id, ch.created_at)
        as k(counted)
      where ch.class_id = export_class_weekly.class_id
        and ch.finished_at is not null
        and ch.user_id in (select s.user_id from students as s)
        and k.counted
    ) as c
    where (export_class_weekly.start_date is null or c.day >= export_class_weekly.start_date)
      and (export_class_weekly.end_date is null or c.day <= export_class_weekly.end_date)
    group by c.user_id, 2
  )
  select
    s.name,
    coalesce(mw.week, cw.week),
    coalesce(mw.conversations, 0)::integer,
    coalesce(mw.asked, 0)::integer,
    coalesce(mw.replies, 0)::integer,
    coalesce(mw.eurekas, 0)::integer,
    coalesce(cw.finished, 0)::integer,
    coalesce(cw.solved, 0)::integer,
    coalesce(mw.deep, 0)::integer,
    mw.top::integer
  from message_weeks as mw
  full join challenge_weeks as cw on cw.user_id = mw.user_id and cw.week = mw.week
  join students as s on s.user_id = coalesce(mw.user_id, cw.user_id)
  order by 2, 1;
end;
$$;
