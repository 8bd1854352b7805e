-- The two safety alert lists (the admin's and a class's) return each alert's level
-- (20261129120000_safety_alert_levels.sql) and filter by it: level_filter 'alta' | 'revisar', null
-- for both, 22023 for anything else. Their result type changes, so they are dropped and created.

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * Refuses a level filter other than alta / revisar (null = both), with 22023 and the value received.
 * Called by: the alert list RPCs (as their owner). Not callable by API roles.
 */
create or replace function private.assert_alert_level_filter(p_level_filter text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_level_filter is not null and p_level_filter not in ('alta', 'revisar') then
    raise exception 'invalid argument: level_filter must be alta or revisar, got %', p_level_filter
      using errcode = '22023';
  end if;
end;
$$;

revoke all on function private.assert_alert_level_filter(text) from public;

-- The lists gain a column (level) and a filter: a function's row shape cannot be replaced in place.
drop function public.get_safety_alerts(integer, text);
drop function public.get_class_safety_alerts(uuid, text, integer);
drop function private.safety_alert_list(uuid, text, integer, boolean);

/**
 * The newest p_limit safety alerts still kept, all of them (p_class_id null) or class p_class_id's,
 * optionally only those in p_status_filter and of p_level_filter, in the row shape of
 * get_safety_alerts. Arguments are checked by the caller.
 * Called by: get_safety_alerts and get_class_safety_alerts. Not callable by API roles.
 */
create function private.safety_alert_list(
  p_class_id uuid,
  p_status_filter text,
  p_limit integer,
  p_with_email boolean,
  p_level_filter text
)
returns table (
  id uuid,
  user_name text,
  user_email text,
  conversation_id uuid,
  conversation_title text,
  category text,
  level text,
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
    sa.level,
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
    and (p_level_filter is null or sa.level = p_level_filter)
    and (p_class_id is null or sa.class_id = p_class_id)
    and private.safety_alert_kept(sa.conversation_id, sa.status, sa.status_changed_at)
  order by sa.created_at desc, sa.id
  limit p_limit
$$;

revoke all on function private.safety_alert_list(uuid, text, integer, boolean, text) from public;

/**
 * The newest safety alerts (limit_num 1..500, 22023), optionally only those in status_filter
 * ('new' | 'in_review' | 'resolved') and of level_filter ('alta' | 'revisar'; anything else 22023),
 * with the student's name and e-mail, the conversation's title, the category, the level, the
 * source, the follow-up state, who changed it last and when, and the last note.
 * Called by: admins (authenticated + is_admin()); everyone else gets 42501.
 */
create function public.get_safety_alerts(
  limit_num integer default 50,
  status_filter text default null,
  level_filter text default null
)
returns table (
  id uuid,
  user_name text,
  user_email text,
  conversation_id uuid,
  conversation_title text,
  category text,
  level text,
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
  perform private.assert_alert_level_filter(level_filter);
  return query
  select * from private.safety_alert_list(null, status_filter, limit_num, true, level_filter);
end;
$$;

revoke all on function public.get_safety_alerts(integer, text, text) from public, anon, authenticated;
grant execute on function public.get_safety_alerts(integer, text, text) to authenticated, service_role;

/**
 * The class's safety alerts in the row shape of get_safety_alerts (limit_num, status_filter and
 * level_filter as there, 22023 otherwise); user_email is given to admins only.
 * Called by: the class's teachers and admins; everyone else gets 42501.
 */
create function public.get_class_safety_alerts(
  class_id uuid,
  status_filter text default null,
  limit_num integer default 100,
  level_filter text default null
)
returns table (
  id uuid,
  user_name text,
  user_email text,
  conversation_id uuid,
  conversation_title text,
  category text,
  level text,
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
  perform private.assert_alert_level_filter(level_filter);
  return query
  select * from private.safety_alert_list(
    class_id, status_filter, limit_num, public.is_admin(), level_filter
  );
end;
$$;

revoke all on function public.get_class_safety_alerts(uuid, text, integer, text)
  from public, anon, authenticated;
grant execute on function public.get_class_safety_alerts(uuid, text, integer, text)
  to authenticated, service_role;
