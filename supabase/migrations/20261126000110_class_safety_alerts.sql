-- Safety alerts reach the class's teachers (issue 22): an alert in a class conversation of a
-- current student member is listed, counted (the badge), followed up and read in context by the
-- class's teachers as by the admins, and its e-mail goes to them too (the tutor function asks
-- tutor_safety_alert_teachers for their addresses). Everything else about alerts stays admin-only.
-- Also the tutor's server-side view of a class (tutor_class_context): instructions, avoid list,
-- subject, level and the daily limit with the student's messages of today.

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * True when the caller may follow up alert_id: an admin, or a teacher of the class of the alert's
 * conversation while the alert's student is a current member of it.
 * Called by: the alert RPCs (as their owner). Not callable by API roles.
 */
create or replace function private.may_follow_alert(p_alert_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.is_admin()
    or exists (
      select 1
      from public.safety_alerts as sa
      join public.conversations as cv on cv.id = sa.conversation_id
      where sa.id = p_alert_id
        and cv.class_id is not null
        and public.sees_class_student(cv.class_id, sa.user_id)
    )
$$;

revoke all on function private.may_follow_alert(uuid) from public;

/**
 * The newest safety alerts of class_id's current students in the class's conversations, in the row
 * shape of get_safety_alerts (limit_num 1..500 and status_filter as there, 22023 otherwise).
 * user_email is given to admins only (teachers see the student's name).
 * Called by: the class's teachers and admins; everyone else gets 42501.
 */
create or replace function public.get_class_safety_alerts(
  class_id uuid,
  status_filter text default null,
  limit_num integer default 100
)
returns table (
  id uuid,
  user_name text,
  user_email text,
  conversation_id uuid,
  conversation_title text,
  category text,
  source text,
  excerpt text,
  created_at timestamptz,
  status text,
  status_changed_at timestamptz,
  status_changed_by_name text,
  note text
)
language plpgsql
stable
security definer
set search_path = ''
set jit = off
as $$
#variable_conflict use_column
declare
  v_admin boolean := public.is_admin();
begin
  perform private.assert_teaches_class(class_id);

  if limit_num is null or limit_num < 1 or limit_num > 500 then
    raise exception 'invalid argument: limit_num must be between 1 and 500, got %',
      coalesce(limit_num::text, 'null')
      using errcode = '22023';
  end if;
  if status_filter is not null and status_filter not in ('new', 'in_review', 'resolved') then
    raise exception 'invalid argument: status_filter must be new, in_review or resolved, got %',
      status_filter
      using errcode = '22023';
  end if;

  return query
  select
    sa.id,
    u.raw_user_meta_data ->> 'name',
    case when v_admin then u.email::text end,
    sa.conversation_id,
    cv.title,
    sa.category,
    sa.source,
    sa.excerpt,
    sa.created_at,
    sa.status,
    sa.status_changed_at,
    coalesce(changer.raw_user_meta_data ->> 'name', changer.email::text),
    sa.note
  from public.class_members as m
  join public.conversations as cv
    on cv.class_id = m.class_id and cv.user_id = m.user_id
  join public.safety_alerts as sa on sa.conversation_id = cv.id
  left join auth.users as u on u.id = sa.user_id
  left join auth.users as changer on changer.id = sa.status_changed_by
  where m.class_id = get_class_safety_alerts.class_id
    and m.role = 'student'
    and m.left_at is null
    and (status_filter is null or sa.status = status_filter)
  order by sa.created_at desc, sa.id
  limit limit_num;
end;
$$;

revoke all on function public.get_class_safety_alerts(uuid, text, integer) from public, anon, authenticated;
grant execute on function public.get_class_safety_alerts(uuid, text, integer) to authenticated;

/**
 * How many alerts are still new (the badge): for an admin every alert; for a teacher the alerts of
 * their classes' current students in those classes' conversations. Everyone else: 42501.
 * Called by: admins and teachers.
 */
create or replace function public.count_new_safety_alerts()
returns integer
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
begin
  if public.is_admin() then
    return (select count(*)::integer from public.safety_alerts as sa where sa.status = 'new');
  end if;
  if not public.is_teacher() then
    raise exception 'forbidden: only administrators and teachers may call this function'
      using errcode = '42501';
  end if;
  return (
    select count(distinct sa.id)::integer
    from public.class_members as t
    join public.class_members as m
      on m.class_id = t.class_id and m.role = 'student' and m.left_at is null
    join public.conversations as cv on cv.class_id = m.class_id and cv.user_id = m.user_id
    join public.safety_alerts as sa on sa.conversation_id = cv.id
    where t.user_id = v_user and t.role = 'teacher' and t.left_at is null
      and sa.status = 'new'
  );
end;
$$;

/**
 * Moves alert_id to new_status ('in_review' or 'resolved'; back to 'new' is refused: someone has
 * looked at it) with an optional private note (trimmed, empty = none, at most 500 characters),
 * records who and when on the alert and a row in safety_alert_events. The same state again is
 * refused (22023), so two people acting at once never record a change that did not happen.
 * Unknown alert: P0002 for admins, 42501 for others.
 * Called by: admins, and the teachers of the alert's class (current student); others get 42501.
 */
create or replace function public.set_safety_alert_status(
  alert_id uuid,
  new_status text,
  note text default null
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_actor uuid := (select auth.uid());
  v_note text := nullif(btrim(coalesce(set_safety_alert_status.note, '')), '');
  v_current text;
begin
  if not private.may_follow_alert(alert_id) then
    raise exception 'forbidden: only administrators and the class''s teachers may do this'
      using errcode = '42501';
  end if;

  if alert_id is null then
    raise exception 'invalid argument: alert_id is required' using errcode = '22023';
  end if;
  if new_status is null or new_status not in ('in_review', 'resolved') then
    raise exception 'invalid argument: new_status must be in_review or resolved, got %',
      coalesce(new_status, 'null')
      using errcode = '22023';
  end if;
  if v_note is not null and char_length(v_note) > 500 then
    raise exception 'invalid argument: note must be at most 500 characters, got %',
      char_length(v_note)
      using errcode = '22023';
  end if;

  select sa.status into v_current
  from public.safety_alerts as sa
  where sa.id = set_safety_alert_status.alert_id
  for update;
  if not found then
    raise exception 'safety alert % not found', alert_id using errcode = 'P0002';
  end if;
  if v_current = new_status then
    raise exception 'invalid argument: the alert is already %', new_status using errcode = '22023';
  end if;

  update public.safety_alerts as sa
  set status = new_status,
      status_changed_at = now(),
      status_changed_by = v_actor,
      note = v_note
  where sa.id = set_safety_alert_status.alert_id;

  insert into public.safety_alert_events (alert_id, from_status, to_status, note, actor_id)
  values (set_safety_alert_status.alert_id, v_current, new_status, v_note, v_actor);
end;
$$;

/**
 * The conversation around an alert's flagged message: up to before_num (0..20) messages before it,
 * the message itself (is_flagged), and up to after_num (0..20) after it, oldest first. Empty once
 * the conversation or the message was deleted. Bad counts: 22023; unknown alert: P0002 (admins).
 * Called by: admins, and the teachers of the alert's class (current student); others get 42501.
 */
create or replace function public.get_safety_alert_context(
  alert_id uuid,
  before_num integer default 6,
  after_num integer default 4
)
returns table (
  id uuid,
  role text,
  content text,
  created_at timestamptz,
  is_flagged boolean
)
language plpgsql
stable
security definer
set search_path = ''
set jit = off
as $$
#variable_conflict use_column
declare
  v_alert public.safety_alerts;
  v_flagged public.messages;
begin
  if not private.may_follow_alert(alert_id) then
    raise exception 'forbidden: only administrators and the class''s teachers may do this'
      using errcode = '42501';
  end if;

  if before_num is null or before_num < 0 or before_num > 20
     or after_num is null or after_num < 0 or after_num > 20 then
    raise exception 'invalid argument: before_num and after_num must be between 0 and 20'
      using errcode = '22023';
  end if;

  select * into v_alert from public.safety_alerts as sa where sa.id = alert_id;
  if not found then
    raise exception 'safety alert % not found', alert_id using errcode = 'P0002';
  end if;

  select * into v_flagged
  from public.messages as m
  where m.id = v_alert.message_id and m.conversation_id = v_alert.conversation_id;
  if not found then
    return;
  end if;

  return query
  select * from (
    select m.id, m.role, m.content, m.created_at, false
    from public.messages as m
    where m.conversation_id = v_flagged.conversation_id
      and (m.created_at, m.id) < (v_flagged.created_at, v_flagged.id)
    order by m.created_at desc, m.id desc
    limit before_num
  ) as earlier
  union all
  select v_flagged.id, v_flagged.role, v_flagged.content, v_flagged.created_at, true
  union all
  select * from (
    select m.id, m.role, m.content, m.created_at, false
    from public.messages as m
    where m.conversation_id = v_flagged.conversation_id
      and (m.created_at, m.id) > (v_flagged.created_at, v_flagged.id)
    order by m.created_at, m.id
    limit after_num
  ) as later
  order by 4, 1;
end;
$$;

/**
 * The e-mail addresses of the current teachers (who still hold the teacher flag) of the class of
 * p_alert_id's conversation, when the alert's student is a current student member; none otherwise.
 * Called by: service_role only (the tutor function's safeguarding e-mail).
 */
create or replace function public.tutor_safety_alert_teachers(p_alert_id uuid)
returns table (email text)
language sql
stable
security definer
set search_path = ''
as $$
  select u.email::text
  from public.safety_alerts as sa
  join public.conversations as cv on cv.id = sa.conversation_id
  join public.class_members as s
    on s.class_id = cv.class_id and s.user_id = sa.user_id
   and s.role = 'student' and s.left_at is null
  join public.class_members as t
    on t.class_id = cv.class_id and t.role = 'teacher' and t.left_at is null
  join auth.users as u on u.id = t.user_id
  where sa.id = p_alert_id
    and u.email is not null
    and u.raw_app_meta_data -> 'is_teacher' = 'true'::jsonb
  order by t.joined_at, u.email
$$;

revoke all on function public.tutor_safety_alert_teachers(uuid) from public, anon, authenticated;
grant execute on function public.tutor_safety_alert_teachers(uuid) to service_role;

/**
 * The class of p_user_id's conversation p_conversation_id as the tutor uses it, or null when the
 * conversation has no class (or is not the user's): {class_id, subject, grade_level, instructions,
 * avoid_concepts, daily_message_limit, messages_today}. messages_today: the student's messages of
 * today (app time zone) in this class's conversations, the one being answered included.
 * Called by: service_role only (the tutor function, before tutor_begin_turn).
 */
create or replace function public.tutor_class_context(p_user_id uuid, p_conversation_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
set jit = off
as $$
  select pg_catalog.jsonb_build_object(
    'class_id', c.id,
    'subject', c.subject,
    'grade_level', c.grade_level,
    'instructions', c.instructions,
    'avoid_concepts', pg_catalog.to_jsonb(c.avoid_concepts),
    'daily_message_limit', c.daily_message_limit,
    'messages_today', case when c.daily_message_limit is null then 0 else (
      select pg_catalog.count(*)
      from public.conversations as other
      join public.messages as ms on ms.conversation_id = other.id
      where other.class_id = c.id
        and other.user_id = p_user_id
        and ms.role = 'user'
        and ms.created_at >= private.day_start(private.today())
    ) end
  )
  from public.conversations as cv
  join public.classes as c on c.id = cv.class_id
  where cv.id = p_conversation_id and cv.user_id = p_user_id
$$;

revoke all on function public.tutor_class_context(uuid, uuid) from public, anon, authenticated;
grant execute on function public.tutor_class_context(uuid, uuid) to service_role;
