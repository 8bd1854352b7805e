-- A teacher tries the class's tutor as a student would. A teacher of a class may already start a
-- conversation in it (public.start_conversation: any current member of an active class); the
-- tutor then follows the class's instructions, avoid list, hours and limits as for a student. What
-- this adds: the chat tells the teacher that the conversation is a trial (get_class_tutor_status
-- says whether the caller teaches the class), and the class's engagement and learning figures count
-- only its students' conversations, so a trial never moves them. The class's other figures
-- already read students only (the students list, the class export, challenges, retention); the
-- tutor's quality figures (replies, the gate) count every reply the tutor gave, a trial's too.

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

drop function public.get_class_tutor_status(uuid);

/**
 * The public part of a class's tutor schedule: open now, paused, when it opens next, and whether
 * the caller teaches the class (the chat then shows its conversation as the teacher's trial).
 * Who may call this: the class's members (students and teachers) and admins; anyone else 42501.
 */
create function public.get_class_tutor_status(class_id uuid)
returns table (is_open boolean, paused boolean, next_open_at timestamptz, viewer_teaches boolean)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (public.in_class(get_class_tutor_status.class_id)
    or public.teaches_class(get_class_tutor_status.class_id)) then
    raise exception 'forbidden: only the class''s members may read its tutor''s hours'
      using errcode = '42501';
  end if;
  return query
  select s.is_open, s.paused, s.next_open_at,
    exists (
      select 1
      from public.class_members as m
      where m.class_id = get_class_tutor_status.class_id
        and m.user_id = (select auth.uid())
        and m.role = 'teacher'
        and m.left_at is null
    )
  from private.class_tutor_state(get_class_tutor_status.class_id, pg_catalog.now()) as s;
end;
$$;

revoke all on function public.get_class_tutor_status(uuid) from public, anon, authenticated;
grant execute on function public.get_class_tutor_status(uuid) to authenticated;

/**
 * The derived per-conversation facts of private.conversation_facts, for the conversations of
 * class_filter's students (members as students, now or before) created in [window_start,
 * window_end) only: a teacher's trial conversation in the class is not the class's activity.
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
    and exists (
      select 1
      from public.class_members as m
      where m.class_id = cv.class_id and m.user_id = cv.user_id and m.role = 'student'
    )
$$;

revoke all on function private.class_conversation_facts(timestamptz, timestamptz, uuid) from public, anon, authenticated;
