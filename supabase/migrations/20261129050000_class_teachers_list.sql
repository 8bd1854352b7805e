-- The class's teachers as people, not only addresses: the settings tab lists them, lets the class's
-- creator (and admins) take a co-teacher out, and lets a teacher leave a class that keeps another
-- teacher. remove_class_teacher needs the teacher's id and get_class_settings gives only e-mails, so
-- this adds the list the screen needs; the rules stay in remove_class_teacher and leave_class.

/**
 * The current teachers of class_id: id, e-mail, display name, whether they created the class and
 * whether they are the caller; the creator first, then by joining date. may_remove says whether the
 * caller may take that teacher out (remove_class_teacher: the creator, while a teacher of it, or an
 * admin; never the creator themself).
 * Called by: the class's teachers and admins; everyone else gets 42501.
 */
create or replace function public.get_class_teachers(class_id uuid)
returns table (
  user_id uuid,
  email text,
  name text,
  is_creator boolean,
  is_me boolean,
  may_remove boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_me uuid := (select auth.uid());
  v_creator uuid;
  v_may_remove boolean;
begin
  perform private.assert_teaches_class(class_id);
  select c.created_by into v_creator from public.classes as c where c.id = get_class_teachers.class_id;
  v_may_remove := public.is_admin() or v_creator is not distinct from v_me;
  return query
  select m.user_id, u.email::text,
    coalesce(nullif(pg_catalog.btrim(u.raw_user_meta_data ->> 'name'), ''), u.email::text),
    m.user_id is not distinct from v_creator,
    m.user_id = v_me,
    v_may_remove and m.user_id is distinct from v_creator
  from public.class_members as m
  join auth.users as u on u.id = m.user_id
  where m.class_id = get_class_teachers.class_id and m.role = 'teacher' and m.left_at is null
  order by (m.user_id is not distinct from v_creator) desc, m.joined_at, m.user_id;
end;
$$;

revoke all on function public.get_class_teachers(uuid) from public, anon, authenticated;
grant execute on function public.get_class_teachers(uuid) to authenticated;
