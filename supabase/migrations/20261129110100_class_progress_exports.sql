-- The class's exports carry the progress figures (20261129110000_class_student_progress.sql;
-- docs/classes.md, "Export"): the weekly export's new columns, and the rows of the file for Moodle's
-- gradebook import. Counted as there.

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

-- The export gains columns: as above, only by dropping it.
drop function public.export_class_weekly(uuid, date, date);

/**
 * One row per current student of class_id and week (weeks start on Monday, deployment's clock) in
 * which the student wrote in the class's conversations or finished a challenge of the class, from
 * start_date to end_date inclusive (null: no bound): the student's name, the week, conversations
 * written in, the student's messages, the tutor's replies, the replies marked as a moment of
 * understanding, challenges finished and solved alone, the replies at hint level 3–4 and the highest
 * hint level (null: none). Oldest week first, then name.
 * Who may call this: the class's teachers and admins (authenticated); anyone else 42501.
 */
create function public.export_class_weekly(
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
  with students as (
    select m.user_id
    from public.class_members as m
    where m.class_id = export_class_weekly.class_id
      and m.role = 'student'
      and m.left_at is null
  ),
  class_messages as (
    select
      cv.user_id,
      cv.id as conversation_id,
      ms.role,
      ms.metadata,
      (ms.created_at at time zone v_zone)::date as day
    from students as s
    join public.conversations as cv
      on cv.class_id = export_class_weekly.class_id and cv.user_id = s.user_id
    join public.messages as ms on ms.conversation_id = cv.id
  ),
  message_weeks as (
    select cm.user_id,
      pg_catalog.date_trunc('week', cm.day)::date as week,
      pg_catalog.count(distinct cm.conversation_id) filter (where cm.role = 'user') as conversations,
      pg_catalog.count(*) filter (where cm.role = 'user') as asked,
      pg_catalog.count(*) filter (where cm.role = 'assistant') as replies,
      pg_catalog.count(*) filter (
        where cm.role = 'assistant' and (cm.metadata ->> 'has_eureka')::boolean is true
      ) as eurekas,
      pg_catalog.count(*) filter (
        where cm.role = 'assistant' and (cm.metadata ->> 'hint_level')::numeric >= 3
      ) as deep,
      max((cm.metadata ->> 'hint_level')::numeric) filter (where cm.role = 'assistant') as top
    from class_messages as cm
    where (export_class_weekly.start_date is null or cm.day >= export_class_weekly.start_date)
      and (export_class_weekly.end_date is null or cm.day <= export_class_weekly.end_date)
    group by cm.user_id, 2
    having pg_catalog.count(*) filter (where cm.role = 'user') > 0
  ),
  challenge_weeks as (
    select c.user_id,
      pg_catalog.date_trunc('week', c.day)::date as week,
      pg_catalog.count(*) as finished,
      pg_catalog.count(*) filter (where c.correct) as solved
    from (
      select ch.user_id, ch.correct, (ch.created_at at time zone v_zone)::date as day
      from public.challenges as ch
      where ch.class_id = export_class_weekly.class_id
        and ch.finished_at is not null
        and ch.user_id in (select s.user_id from students as s)
        and private.class_challenge_counts(ch.class_id, ch.user_id, ch.created_at)
    ) as c
    where (export_class_weekly.start_date is null or c.day >= export_class_weekly.start_date)
      and (export_class_weekly.end_date is null or c.day <= export_class_weekly.end_date)
    group by c.user_id, 2
  )
  select
    coalesce(nullif(btrim(u.raw_user_meta_data ->> 'name'), ''), 'Estudiante'),
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
  join auth.users as u on u.id = coalesce(mw.user_id, cw.user_id)
  order by 2, 1;
end;
$$;

revoke all on function public.export_class_weekly(uuid, date, date) from public, anon, authenticated;
grant execute on function public.export_class_weekly(uuid, date, date) to authenticated;

/**
 * The rows of the Moodle gradebook file: one per current student of class_id, by name: the
 * student's name, their e-mail (null for a class account, whose address is synthetic and never
 * shown), and their challenges finished and solved alone in the class (as get_class_students).
 * Who may call this: the class's teachers and admins; anyone else 42501.
 */
create or replace function public.export_class_gradebook(class_id uuid)
returns table (
  student_name text,
  email text,
  challenges_finished integer,
  challenges_solved integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform private.assert_teaches_class(export_class_gradebook.class_id);
  return query
  select
    coalesce(nullif(btrim(u.raw_user_meta_data ->> 'name'), ''), 'Estudiante'),
    case
      when coalesce((u.raw_app_meta_data ->> 'class_account')::boolean, false)
        or exists (select 1 from private.class_accounts as ca where ca.user_id = u.id)
        then null
      else u.email::text
    end,
    coalesce(c.finished, 0)::integer,
    coalesce(c.solved, 0)::integer
  from public.class_members as m
  join auth.users as u on u.id = m.user_id
  left join lateral (
    select pg_catalog.count(*) as finished, pg_catalog.count(*) filter (where ch.correct) as solved
    from public.challenges as ch
    where ch.class_id = m.class_id and ch.user_id = m.user_id and ch.finished_at is not null
      and private.class_challenge_counts(ch.class_id, ch.user_id, ch.created_at)
  ) as c on true
  where m.class_id = export_class_gradebook.class_id and m.role = 'student' and m.left_at is null
  order by 1, m.user_id;
end;
$$;

revoke all on function public.export_class_gradebook(uuid) from public, anon, authenticated;
grant execute on function public.export_class_gradebook(uuid) to authenticated;
