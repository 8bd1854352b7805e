-- "Aciertos sin ayuda" (issue 23, docs/admin.md defines it): the share of finished challenges the
-- student solved alone (a right answer within two tries; no hints while a challenge is open), per
-- week, subject, level and class, with the eureka-to-challenge conversion (of the challenges
-- started from the tutor's offer after a eureka, the share solved). Aggregated in SQL for the admin
-- analytics and the class view (class_filter), and one row per challenge for the research export
-- (pseudonymous student ids, as the conversation export).

-- ============================================================================
-- INDEXES
-- ============================================================================

-- The figures read finished challenges of a date window (challenges_created_at_idx) or of one
-- class (challenges_class_id_idx); both indexes come with the table.

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * Refuses anyone who may not read the challenge figures: admins may read every class; with
 * class_filter, the class's teachers may read that class (teaches_class). 42501 otherwise.
 * Called by: get_challenge_stats, export_challenges (as their owner).
 */
create or replace function private.assert_challenge_reader(class_filter uuid)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if class_filter is null then
    perform private.assert_admin();
  elsif not public.teaches_class(class_filter) then
    raise exception 'Solo los profesores de la clase y los administradores pueden ver estas cifras.'
      using errcode = '42501';
  end if;
end;
$$;

revoke all on function private.assert_challenge_reader(uuid) from public, anon, authenticated;

/**
 * "Aciertos sin ayuda" per week (Monday, app time zone), subject ('General' when null), level
 * ('Sin nivel' when null) and class (null: no class) of the finished challenges created in
 * [start_date, end_date]: students, challenges, solved, solved on the first try, given up,
 * solved_rate = 100 * solved / challenges; eureka_challenges (started from the offer after a
 * eureka), eureka_solved and eureka_conversion = 100 * eureka_solved / eureka_challenges (null when
 * none). class_filter: only that class's challenges. Bad dates 22023.
 * Called by: admins; with class_filter, also the class's teachers. Everyone else gets 42501.
 */
create or replace function public.get_challenge_stats(
  start_date date,
  end_date date,
  class_filter uuid default null
)
returns table (
  week date,
  subject text,
  grade_level text,
  class_id uuid,
  students bigint,
  challenges bigint,
  solved bigint,
  solved_first_try bigint,
  gave_up bigint,
  solved_rate numeric,
  eureka_challenges bigint,
  eureka_solved bigint,
  eureka_conversion numeric
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform private.assert_challenge_reader(class_filter);
  perform private.assert_date_range(start_date, end_date);

  return query
  select
    g.week, g.subject, g.grade_level, g.class_id, g.students, g.challenges, g.solved,
    g.solved_first_try, g.gave_up,
    round(100.0 * g.solved / g.challenges, 2),
    g.eureka_challenges, g.eureka_solved,
    case when g.eureka_challenges > 0 then round(100.0 * g.eureka_solved / g.eureka_challenges, 2) end
  from (
    select
      pg_catalog.date_trunc('week', c.created_at at time zone private.app_timezone())::date as week,
      coalesce(c.subject, 'General') as subject,
      coalesce(c.grade_level, 'Sin nivel') as grade_level,
      c.class_id,
      pg_catalog.count(distinct c.user_id) as students,
      pg_catalog.count(*) as challenges,
      pg_catalog.count(*) filter (where c.correct) as solved,
      pg_catalog.count(*) filter (where c.correct and c.tries = 1) as solved_first_try,
      pg_catalog.count(*) filter (where c.gave_up) as gave_up,
      pg_catalog.count(*) filter (where c.source = 'eureka') as eureka_challenges,
      pg_catalog.count(*) filter (where c.source = 'eureka' and c.correct) as eureka_solved
    from public.challenges as c
    where c.finished_at is not null
      and c.created_at >= private.day_start(start_date)
      and c.created_at < private.day_start(end_date + 1)
      and (class_filter is null or c.class_id = class_filter)
    group by 1, 2, 3, 4
  ) as g
  order by g.week, g.subject, g.grade_level, g.class_id nulls first;
end;
$$;

revoke all on function public.get_challenge_stats(date, date, uuid) from public, anon, authenticated;
grant execute on function public.get_challenge_stats(date, date, uuid) to authenticated;

/**
 * One row per finished challenge created in [start_date, end_date] for the research export: the
 * student as private.pseudonym (the conversation export's scheme), the conversation, class,
 * subject, level, source, tries, correct, gave_up, the check's last reason, created/finished times
 * and the seconds between them. Never the statement's key or the student's answers' text.
 * class_filter: only that class. Bad dates 22023.
 * Called by: admins; with class_filter, also the class's teachers. Everyone else gets 42501.
 */
create or replace function public.export_challenges(
  start_date date,
  end_date date,
  class_filter uuid default null
)
returns table (
  challenge_id uuid,
  student text,
  conversation_id uuid,
  class_id uuid,
  subject text,
  grade_level text,
  source text,
  tries smallint,
  correct boolean,
  gave_up boolean,
  last_reason text,
  created_at timestamptz,
  finished_at timestamptz,
  seconds integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform private.assert_challenge_reader(class_filter);
  perform private.assert_date_range(start_date, end_date);

  return query
  select
    c.id, private.pseudonym(c.user_id), c.conversation_id, c.class_id, c.subject, c.grade_level,
    c.source, c.tries, c.correct, c.gave_up, c.last_reason, c.created_at, c.finished_at,
    ceil(extract(epoch from c.finished_at - c.created_at))::integer
  from public.challenges as c
  where c.finished_at is not null
    and c.created_at >= private.day_start(start_date)
    and c.created_at < private.day_start(end_date + 1)
    and (class_filter is null or c.class_id = class_filter)
  order by c.created_at, c.id;
end;
$$;

revoke all on function public.export_challenges(date, date, uuid) from public, anon, authenticated;
grant execute on function public.export_challenges(date, date, uuid) to authenticated;
