-- The new-alert badges of the teacher's area. A teacher comes back to "Área de profesor", the
-- class's card and its "Alertas" tab and must see at a glance where something new waits, as the
-- admin's "Actividad" shows it. count_new_safety_alerts() gives one total (for an admin: every
-- alert, also outside classes); the badges need it per class. "An alert of this class" stays in
-- its one home, private.class_alert_ids.

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * The number of 'new' safety alerts of each class the caller teaches (an admin: of every class),
 * one row per class, zero included; archived classes too (their alerts still wait).
 * Who may call this: teachers and admins (authenticated); anyone else 42501.
 */
create or replace function public.count_new_class_safety_alerts()
returns table (class_id uuid, new_count integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
  v_admin boolean := public.is_admin();
begin
  if not v_admin and not public.is_teacher() then
    raise exception 'forbidden: only administrators and teachers may call this function'
      using errcode = '42501';
  end if;
  return query
  select
    c.id,
    (
      select count(*)::integer
      from public.safety_alerts as sa
      where sa.status = 'new'
        and sa.id in (select private.class_alert_ids(c.id))
    )
  from public.classes as c
  where v_admin
    or exists (
      select 1
      from public.class_members as t
      where t.class_id = c.id
        and t.user_id = v_user
        and t.role = 'teacher'
        and t.left_at is null
    )
  order by c.id;
end;
$$;

revoke all on function public.count_new_class_safety_alerts() from public, anon, authenticated;
grant execute on function public.count_new_class_safety_alerts() to authenticated;
