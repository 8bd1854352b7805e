-- Progress per student for the class's teachers (docs/classes.md, "Progress per student"): instead of
-- raw message counts, what says whether a student learns. Per student of the class: challenges
-- solved alone of those finished, the deepest hint of the ladder the tutor had to give and how often
-- it reached 3–4, and the moments of understanding; per week and subject in the student's detail.
-- The same figures in the weekly export, and the file for Moodle's gradebook import:
-- 20261129110100_class_progress_exports.sql.
--
-- Counted as the class's other figures: current students only, their class conversations (never a
-- teacher's trial or a private conversation); challenges only when started inside one of the
-- student's membership periods (as get_challenge_stats with the class).

-- ============================================================================
-- INDEXES
-- ============================================================================

-- The tutor replies that carry a hint level, by conversation with the level: the students list reads
-- the deepest level and the count of levels 3–4 per conversation from the index alone.
create index messages_hint_level_conversation_id_idx
  on public.messages (conversation_id, ((metadata ->> 'hint_level')::numeric))
  where role = 'assistant' and metadata ? 'hint_level';

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * Whether challenge (class_id, user_id, created_at) counts for the class: its student is a current
 * student of the class and it was started inside one of their membership periods (or before the
 * first recorded one). get_challenge_stats's rule; a SQL function so the planner inlines it.
 * Called by: the class's progress functions below (as their owner). Not callable by API roles.
 */
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
  select exists (
      select 1
      from public.class_members as m
      where m.class_id = p_class_id and m.user_id = p_user_id
        and m.role = 'student' and m.left_at is null
    )
    and coalesce(
      (
        select pr.ended_at is null or p_created_at < pr.ended_at
        from public.class_member_periods as pr
        where pr.class_id = p_class_id and pr.user_id = p_user_id and pr.started_at <= p_created_at
        order by pr.started_at desc
        limit 1
      ),
      true
    )
$$;

revoke all on function private.class_challenge_counts(uuid, uuid, timestamptz) from public, anon, authenticated;

-- The list gains columns: a function's result type changes only by dropping it.
drop function public.get_class_students(uuid);

/**
 * The current students of class_id, most recently active first, with their figures over their
 * class conversations: conversations, messages, last activity, moments of understanding
 * (eureka_count), challenges finished and solved alone (challenges_finished, challenges_solved),
 * tutor replies at hint level 3 or 4 (deep_hints) and the highest hint level reached (null: no
 * reply with a level).
 * Who may call this: the class's teachers and admins; anyone else 42501.
 */
create function public.get_class_students(class_id uuid)
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
  figures as (
    select cv.user_id,
      pg_catalog.count(*) as conversations,
      coalesce(sum(st.message_count), 0)::bigint as messages,
      max(st.last_message_at) as last_at,
      coalesce(sum((
        select pg_catalog.count(*)
        from public.messages as ms
        where ms.conversation_id = cv.id and (ms.metadata -> 'has_eureka') = 'true'::jsonb
      )), 0)::bigint as eurekas,
      coalesce(sum(h.deep), 0)::bigint as deep_hints,
      max(h.top)::integer as top_hint
    from public.conversations as cv
    left join private.conversation_stats as st on st.conversation_id = cv.id
    -- Per conversation, from messages_hint_level_conversation_id_idx alone.
    left join lateral (
      select pg_catalog.count(*) filter (where (ms.metadata ->> 'hint_level')::numeric >= 3) as deep,
        max((ms.metadata ->> 'hint_level')::numeric) as top
      from public.messages as ms
      where ms.conversation_id = cv.id and ms.role = 'assistant' and ms.metadata ? 'hint_level'
    ) as h on true
    where cv.class_id = get_class_students.class_id
      and cv.user_id in (select s.user_id from students as s)
    group by cv.user_id
  ),
  challenge_figures as (
    select c.user_id,
      pg_catalog.count(*) as finished,
      pg_catalog.count(*) filter (where c.correct) as solved
    from public.challenges as c
    where c.class_id = get_class_students.class_id
      and c.finished_at is not null
      and c.user_id in (select s.user_id from students as s)
      and private.class_challenge_counts(c.class_id, c.user_id, c.created_at)
    group by c.user_id
  )
  select s.user_id,
    coalesce(nullif(btrim(u.raw_user_meta_data ->> 'name'), ''), 'Estudiante'),
    s.joined_at,
    coalesce(f.conversations, 0)::bigint,
    coalesce(f.messages, 0)::bigint,
    f.last_at,
    coalesce(f.eurekas, 0)::bigint,
    coalesce(ch.finished, 0)::bigint,
    coalesce(ch.solved, 0)::bigint,
    coalesce(f.deep_hints, 0)::bigint,
    f.top_hint
  from students as s
  join auth.users as u on u.id = s.user_id
  left join figures as f on f.user_id = s.user_id
  left join challenge_figures as ch on ch.user_id = s.user_id
  order by f.last_at desc nulls last, 2, s.user_id;
end;
$$;

revoke all on function public.get_class_students(uuid) from public, anon, authenticated;
grant execute on function public.get_class_students(uuid) to authenticated;
grant execute on function public.get_class_students(uuid) to service_role;

/**
 * One current student's progress in class_id, per week (Monday, deployment's clock) and subject
 * (the conversation's or the challenge's; 'General' when none), newest week first: the student's
 * messages, the tutor's replies at hint level 3–4 (deep_hints), the highest hint level (null: none),
 * moments of understanding, challenges finished and solved alone. Only what the student wrote
 * inside one of their membership periods counts (the messages the teacher may read).
 * A student who is not a current student of the class: no rows.
 * Who may call this: the class's teachers and admins; anyone else 42501.
 */
create or replace function public.get_class_student_progress(p_class_id uuid, p_student_id uuid)
returns table (
  week_start date,
  subject text,
  student_messages integer,
  deep_hints integer,
  max_hint_level integer,
  understanding_moments integer,
  challenges_finished integer,
  challenges_solved integer
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
  perform private.assert_teaches_class(p_class_id);
  return query
  with member as (
    select m.user_id
    from public.class_members as m
    where m.class_id = p_class_id and m.user_id = p_student_id
      and m.role = 'student' and m.left_at is null
  ),
  periods as (
    select pg_catalog.range_agg(pg_catalog.tstzrange(pr.started_at, pr.ended_at)) as spans,
      pg_catalog.min(pr.started_at) as first_start
    from public.class_member_periods as pr
    where pr.class_id = p_class_id and pr.user_id = p_student_id
  ),
  msgs as (
    select pg_catalog.date_trunc('week', (ms.created_at at time zone v_zone)::date)::date as week,
      coalesce(cv.subject, 'General') as subject,
      ms.role,
      ms.metadata
    from member as mb
    join public.conversations as cv on cv.class_id = p_class_id and cv.user_id = mb.user_id
    join public.messages as ms on ms.conversation_id = cv.id
    cross join periods as p
    where p.first_start is null
      or ms.created_at < p.first_start
      or p.spans operator(pg_catalog.@>) ms.created_at
  ),
  msg_figures as (
    select m.week, m.subject,
      pg_catalog.count(*) filter (where m.role = 'user') as asked,
      pg_catalog.count(*) filter (
        where m.role = 'assistant' and (m.metadata ->> 'hint_level')::numeric >= 3
      ) as deep,
      max((m.metadata ->> 'hint_level')::numeric) filter (where m.role = 'assistant') as top,
      pg_catalog.count(*) filter (
        where m.role = 'assistant' and (m.metadata -> 'has_eureka') = 'true'::jsonb
      ) as eurekas
    from msgs as m
    group by m.week, m.subject
  ),
  challenge_figures as (
    select
      pg_catalog.date_trunc('week', (c.created_at at time zone v_zone)::date)::date as week,
      coalesce(c.subject, 'General') as subject,
      pg_catalog.count(*) as finished,
      pg_catalog.count(*) filter (where c.correct) as solved
    from member as mb
    join public.challenges as c on c.class_id = p_class_id and c.user_id = mb.user_id
    where c.finished_at is not null
      and private.class_challenge_counts(c.class_id, c.user_id, c.created_at)
    group by 1, 2
  )
  select coalesce(mf.week, cf.week),
    coalesce(mf.subject, cf.subject),
    coalesce(mf.asked, 0)::integer,
    coalesce(mf.deep, 0)::integer,
    mf.top::integer,
    coalesce(mf.eurekas, 0)::integer,
    coalesce(cf.finished, 0)::integer,
    coalesce(cf.solved, 0)::integer
  from msg_figures as mf
  full join challenge_figures as cf on cf.week = mf.week and cf.subject = mf.subject
  order by 1 desc, 2;
end;
$$;

revoke all on function public.get_class_student_progress(uuid, uuid) from public, anon, authenticated;
grant execute on function public.get_class_student_progress(uuid, uuid) to authenticated;
