-- The class export a teacher can use. The first class export (export_class_activity) gave the
-- admin export's research rows: one row per conversation, hashed student ids, English column names.
-- A teacher opens the file in a spreadsheet to see who worked how much each week, so this one gives
-- one row per current student per week (Monday, on the deployment's clock) with the student's name
-- (the class's teachers see it on the "Estudiantes" tab already) and the week's figures. The CSV's
-- Spanish headers, separator and BOM are the browser's (docs/classes.md, "Export").

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * One row per current student of class_id and week (weeks start on Monday, deployment's clock) in
 * which the student wrote in the class's conversations, from start_date to end_date inclusive (null:
 * no bound): the student's name, the week, conversations written in, the student's messages, the
 * tutor's replies, and the replies marked as a moment of understanding. Oldest week first, then name.
 * Who may call this: the class's teachers and admins (authenticated); anyone else 42501.
 */
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
  understanding_moments integer
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
  with class_messages as (
    select
      m.user_id,
      cv.id as conversation_id,
      ms.role,
      ms.metadata,
      (ms.created_at at time zone v_zone)::date as day
    from public.class_members as m
    join public.conversations as cv
      on cv.class_id = m.class_id and cv.user_id = m.user_id
    join public.messages as ms on ms.conversation_id = cv.id
    where m.class_id = export_class_weekly.class_id
      and m.role = 'student'
      and m.left_at is null
  )
  select
    coalesce(nullif(btrim(u.raw_user_meta_data ->> 'name'), ''), 'Estudiante'),
    pg_catalog.date_trunc('week', cm.day)::date,
    (pg_catalog.count(distinct cm.conversation_id) filter (where cm.role = 'user'))::integer,
    (pg_catalog.count(*) filter (where cm.role = 'user'))::integer,
    (pg_catalog.count(*) filter (where cm.role = 'assistant'))::integer,
    (pg_catalog.count(*) filter (
      where cm.role = 'assistant' and (cm.metadata ->> 'has_eureka')::boolean is true
    ))::integer
  from class_messages as cm
  join auth.users as u on u.id = cm.user_id
  where (export_class_weekly.start_date is null or cm.day >= export_class_weekly.start_date)
    and (export_class_weekly.end_date is null or cm.day <= export_class_weekly.end_date)
  group by cm.user_id, u.raw_user_meta_data, pg_catalog.date_trunc('week', cm.day)
  having pg_catalog.count(*) filter (where cm.role = 'user') > 0
  order by 2, 1;
end;
$$;

revoke all on function public.export_class_weekly(uuid, date, date) from public, anon, authenticated;
grant execute on function public.export_class_weekly(uuid, date, date) to authenticated;
