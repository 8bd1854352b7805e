-- The safety-alert readers follow the alert's own row (20261129010200_safety_alerts_outlive_deletion):
-- a class's alerts are those with its class_id, whatever became of the student, the conversation or
-- the account; the student's name falls back to the one kept on the alert; an alert past its
-- retention is hidden everywhere; the context comes from the copy once the conversation is gone,
-- and a teacher reads in it only what the student wrote inside their membership periods.

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * True when the caller may follow up alert_id: an admin, or a current teacher of the alert's class.
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
      where sa.id = p_alert_id
        and sa.class_id is not null
        and public.teaches_class(sa.class_id)
        and private.safety_alert_kept(sa.conversation_id, sa.status, sa.status_changed_at)
    )
$$;

/**
 * The alerts of class p_class_id still kept: those recorded in the class's conversations while
 * their student was a current member, whether the student, the conversation or the account is
 * still there or not.
 * Called by: the alert RPCs (as their owner). Not callable by API roles.
 */
create or replace function private.class_alert_ids(p_class_id uuid)
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select sa.id
  from public.safety_alerts as sa
  where sa.class_id = p_class_id
    and private.safety_alert_kept(sa.conversation_id, sa.status, sa.status_changed_at)
$$;

/**
 * The newest p_limit safety alerts still kept, all of them (p_class_id null) or class p_class_id's,
 * optionally only those in p_status_filter, in the row shape of get_safety_alerts: the student's
 * name (kept on the alert once the account is gone), the e-mail only when p_with_email, the
 * conversation's title (null once deleted), the follow-up state, who changed it last (name, else
 * e-mail) and the last note. Arguments are checked by the caller.
 * Called by: get_safety_alerts and get_class_safety_alerts. Not callable by API roles.
 */
create or replace function private.safety_alert_list(
  p_class_id uuid,
  p_status_filter text,
  p_limit integer,
  p_with_email boolean
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
language sql
stable
security definer
set search_path = ''
set jit = off
as $$
  select
    sa.id,
    coalesce(u.raw_user_meta_data ->> 'name', sa.student_name),
    case when p_with_email then u.email::text end,
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
  from public.safety_alerts as sa
  left join auth.users as u on u.id = sa.user_id
  left join auth.users as changer on changer.id = sa.status_changed_by
  left join public.conversations as cv on cv.id = sa.conversation_id
  where (p_status_filter is null or sa.status = p_status_filter)
    and (p_class_id is null or sa.class_id = p_class_id)
    and private.safety_alert_kept(sa.conversation_id, sa.status, sa.status_changed_at)
  order by sa.created_at desc, sa.id
  limit p_limit
$$;

/**
 * How many alerts are still new (the badge): for an admin every alert; for a teacher the alerts of
 * their classes (private.class_alert_ids), each counted once. Everyone else: 42501.
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
    select count(*)::integer
    from public.safety_alerts as sa
    where sa.status = 'new'
      and sa.class_id in (
        select t.class_id
        from public.class_members as t
        where t.user_id = v_user and t.role = 'teacher' and t.left_at is null
      )
  );
end;
$$;

/**
 * Moves alert_id to new_status ('in_review' or 'resolved'; back to 'new' is refused: someone has
 * looked at it) with an optional private note (trimmed, empty = none, at most 500 characters),
 * records who and when on the alert and a row in safety_alert_events, then purges the alerts past
 * their retention. The same state again is refused (22023). Unknown alert: P0002 for admins, 42501
 * for others.
 * Called by: admins, and the current teachers of the alert's class; others get 42501.
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

  perform private.purge_expired_safety_alerts();
end;
$$;

/**
 * The conversation around an alert's flagged message: up to before_num (0..20) messages before it,
 * the message itself (is_flagged), and up to after_num (0..20) after it (the tutor's caring reply
 * among them), oldest first. While the conversation exists it is read live; once it was deleted
 * (by the student or with the account), from the copy kept on the alert. A teacher (not an admin)
 * reads only the messages written inside the student's membership periods of the class. Bad counts:
 * 22023; unknown alert: P0002 (admins).
 * Called by: admins, and the current teachers of the alert's class; others get 42501.
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
  v_all boolean := public.is_admin();
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

  if exists (
    select 1 from public.messages as m
    where m.id = v_alert.message_id and m.conversation_id = v_alert.conversation_id
  ) then
    return query
    select c.id, c.role, c.content, c.created_at, c.is_flagged
    from private.safety_alert_live_context(
      v_alert.message_id, v_alert.conversation_id, before_num, after_num
    ) as c
    where v_all or c.is_flagged
      or private.in_member_period(v_alert.class_id, v_alert.user_id, c.created_at)
    order by c.created_at, c.id;
    return;
  end if;

  return query
  with kept as (
    select e.value as row, e.ordinality as n
    from pg_catalog.jsonb_array_elements(coalesce(v_alert.context, '[]'::jsonb))
      with ordinality as e
  ),
  flagged as (
    select k.n from kept as k where (k.row ->> 'is_flagged')::boolean
  )
  select (k.row ->> 'id')::uuid, k.row ->> 'role', k.row ->> 'content',
    (k.row ->> 'created_at')::timestamptz, (k.row ->> 'is_flagged')::boolean
  from kept as k
  cross join flagged as f
  where k.n between f.n - before_num and f.n + after_num
    and (v_all or (k.row ->> 'is_flagged')::boolean or (k.row ->> 'in_class')::boolean)
  order by k.n;
end;
$$;
