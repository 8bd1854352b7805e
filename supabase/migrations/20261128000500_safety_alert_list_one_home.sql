-- One home for the safety-alert list. The admins' list (get_safety_alerts) and a class's list
-- (get_class_safety_alerts) checked the same arguments and built the same rows with two copies of
-- the same code; the badge's count for a teacher repeated the class's rule for "an alert of this
-- class" a third time. They now share:
--   private.assert_alert_list_args   the limit (1..500) and the state filter, 22023 otherwise;
--   private.class_alert_ids          which alerts belong to a class: an alert in one of the class's
--                                    conversations whose student is a current member;
--   private.safety_alert_list        the rows, newest first, for every alert or for one class.
-- Behaviour, rows, errors and grants are unchanged (supabase/tests/server-trust/safety-follow-up.test.ts
-- and supabase/tests/classes/alerts.test.ts, on PGlite and PostgreSQL 15).

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * Refuses a list's limit outside 1..500 or a state filter other than new / in_review / resolved
 * (null = every state), with 22023 and the value received.
 * Called by: the alert list RPCs (as their owner). Not callable by API roles.
 */
create or replace function private.assert_alert_list_args(p_limit integer, p_status_filter text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_limit is null or p_limit < 1 or p_limit > 500 then
    raise exception 'invalid argument: limit_num must be between 1 and 500, got %',
      coalesce(p_limit::text, 'null')
      using errcode = '22023';
  end if;
  if p_status_filter is not null and p_status_filter not in ('new', 'in_review', 'resolved') then
    raise exception 'invalid argument: status_filter must be new, in_review or resolved, got %',
      p_status_filter
      using errcode = '22023';
  end if;
end;
$$;

revoke all on function private.assert_alert_list_args(integer, text) from public;

/**
 * The alerts of class p_class_id: those in the class's conversations whose student is a current
 * student member of the class (a student who left takes their alerts out of the teacher's view).
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
  from public.class_members as m
  join public.conversations as cv on cv.class_id = m.class_id and cv.user_id = m.user_id
  join public.safety_alerts as sa on sa.conversation_id = cv.id
  where m.class_id = p_class_id
    and m.role = 'student'
    and m.left_at is null
$$;

revoke all on function private.class_alert_ids(uuid) from public;

/**
 * The newest p_limit safety alerts, all of them (p_class_id null) or class p_class_id's, optionally
 * only those in p_status_filter, in the row shape of get_safety_alerts: the student's name, the
 * e-mail only when p_with_email, the conversation's title (null once deleted), the follow-up state,
 * who changed it last (name, else e-mail) and the last note. Arguments are checked by the caller.
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
    u.raw_user_meta_data ->> 'name',
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
    and (p_class_id is null or sa.id in (select private.class_alert_ids(p_class_id)))
  order by sa.created_at desc, sa.id
  limit p_limit
$$;

revoke all on function private.safety_alert_list(uuid, text, integer, boolean) from public;

/**
 * The newest safety alerts (limit_num 1..500, 22023), optionally only those in status_filter
 * ('new' | 'in_review' | 'resolved'; anything else 22023), with the student's name and e-mail
 * (null once the account was deleted), the conversation's title (null once deleted), the follow-up
 * state, who changed it last and when, and the last note.
 * Called by: admins (authenticated + is_admin()); everyone else gets 42501.
 */
create or replace function public.get_safety_alerts(
  limit_num integer default 50,
  status_filter text default null
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
begin
  perform private.assert_admin();
  perform private.assert_alert_list_args(limit_num, status_filter);
  return query select * from private.safety_alert_list(null, status_filter, limit_num, true);
end;
$$;

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
begin
  perform private.assert_teaches_class(class_id);
  perform private.assert_alert_list_args(limit_num, status_filter);
  return query
  select * from private.safety_alert_list(class_id, status_filter, limit_num, public.is_admin());
end;
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
      and sa.id in (
        select private.class_alert_ids(t.class_id)
        from public.class_members as t
        where t.user_id = v_user and t.role = 'teacher' and t.left_at is null
      )
  );
end;
$$;
