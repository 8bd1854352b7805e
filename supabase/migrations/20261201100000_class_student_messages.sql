-- The "Resumen"'s "Preguntas parecidas" groups the class's student messages of a period in the
-- browser (supabase/functions/_shared/classes/message-groups.ts); this function gives the class's
-- teachers those messages. The rows are the ones the teacher already reads in "Conversaciones"
-- (the messages policy: class conversations of current student members, written inside one of the
-- student's membership periods; never a private conversation, never a student who left), less the
-- teacher's own trial conversation, which is no student's, and less a disclosure (a message with
-- safety metadata or an alert), which belongs to "Alertas" and is never shown among questions.
-- Security definer because the student's name is in auth.users, which the teacher cannot read.

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * The latest p_limit (1 to 400) student messages of class_id from p_start to p_end inclusive (days
 * on the deployment's clock), newest first: the student, their name ('Estudiante' when none), the
 * conversation's subject (null when none), the text trimmed and cut at 500 characters, and when it
 * was written. Only current student members' class conversations, only messages written inside a
 * membership period, no disclosure.
 * Who may call this: the class's teachers and admins; anyone else 42501. A missing or reversed
 * range, one over 366 days, or a limit outside 1 to 400, 22023.
 */
create or replace function public.get_class_student_messages(
  p_class_id uuid,
  p_start date,
  p_end date,
  p_limit integer default 400
)
returns table (
  student_id uuid,
  student_name text,
  subject text,
  content text,
  created_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
set jit = off
as $$
declare
  v_zone text := private.app_timezone();
  v_from timestamptz;
  v_to timestamptz;
begin
  perform private.assert_teaches_class(p_class_id);
  if p_start is null or p_end is null or p_start > p_end or p_end - p_start > 366 then
    raise exception 'invalid argument: the period must be from p_start to p_end, at most 366 days'
      using errcode = '22023';
  end if;
  if p_limit is null or p_limit < 1 or p_limit > 400 then
    raise exception 'invalid argument: p_limit must be from 1 to 400' using errcode = '22023';
  end if;
  v_from := p_start::timestamp at time zone v_zone;
  v_to := (p_end + 1)::timestamp at time zone v_zone;

  return query
  with students as materialized (
    select m.user_id,
      coalesce(nullif(pg_catalog.btrim(u.raw_user_meta_data ->> 'name'), ''), 'Estudiante') as name
    from public.class_members as m
    join auth.users as u on u.id = m.user_id
    where m.class_id = p_class_id and m.role = 'student' and m.left_at is null
  ),
  convs as materialized (
    select cv.id, cv.user_id, cv.subject
    from public.conversations as cv
    where cv.class_id = p_class_id and cv.user_id in (select s.user_id from students as s)
  )
  select c.user_id, s.name, c.subject,
    pg_catalog.left(pg_catalog.btrim(ms.content), 500), ms.created_at
  from convs as c
  join students as s on s.user_id = c.user_id
  join public.messages as ms on ms.conversation_id = c.id
  where ms.role = 'user'
    and ms.created_at >= v_from and ms.created_at < v_to
    and not coalesce(ms.metadata ? 'safety', false)
    and not exists (select 1 from public.safety_alerts as sa where sa.message_id = ms.id)
    and private.in_member_period(p_class_id, c.user_id, ms.created_at)
  order by ms.created_at desc, ms.id desc
  limit p_limit;
end;
$$;

revoke all on function public.get_class_student_messages(uuid, date, date, integer)
  from public, anon, authenticated;
grant execute on function public.get_class_student_messages(uuid, date, date, integer)
  to authenticated;
