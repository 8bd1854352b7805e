-- Co-teachers by consent. A class's teacher could add any Profesor to the class by e-mail, without
-- asking, and nobody could take a teacher out again (nor could a teacher leave). Now:
-- - add_class_teacher invites: it records a pending invitation (public.class_teacher_invitations);
--   the invited teacher reads it (get_my_class_invitations) and accepts (accept_class_invitation:
--   only then a teacher of the class) or declines (decline_class_invitation);
-- - the class's creator and admins remove a co-teacher (remove_class_teacher); the creator is not a
--   co-teacher and stays;
-- - a teacher may leave a class that keeps another current teacher (leave_class); the last one may
--   not.

-- ============================================================================
-- TABLE
-- ============================================================================

create table public.class_teacher_invitations (
  id uuid primary key default gen_random_uuid(),
  class_id uuid not null references public.classes (id) on delete cascade,
  invitee_id uuid not null references auth.users (id) on delete cascade,
  invited_by uuid null references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),

  constraint class_teacher_invitations_one_per_class_and_teacher unique (class_id, invitee_id)
);

comment on table public.class_teacher_invitations is 'Pending co-teacher invitations; written by add_class_teacher, accepted or declined by the invitee only.';

-- The invitee's pending list; the foreign keys.
create index class_teacher_invitations_invitee_id_idx on public.class_teacher_invitations (invitee_id);
create index class_teacher_invitations_invited_by_idx on public.class_teacher_invitations (invited_by);

alter table public.class_teacher_invitations enable row level security;
revoke all on table public.class_teacher_invitations from public, anon, authenticated;
grant select on table public.class_teacher_invitations to authenticated;
grant all on table public.class_teacher_invitations to service_role;

create policy "The invitee and the class's teachers read an invitation"
  on public.class_teacher_invitations for select
  to authenticated
  using (invitee_id = (select auth.uid()) or public.teaches_class(class_id));

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * Invites the Profesor with teacher_email (case-insensitive) to teach class_id: a pending
 * invitation, nothing more, until they accept. Already a current teacher of the class, or already
 * invited: nothing changes. No such user, or not a Profesor: 22023 "Este correo no pertenece a un
 * profesor.".
 * Called by: the class's teachers and admins; everyone else gets 42501.
 */
create or replace function public.add_class_teacher(class_id uuid, teacher_email text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_teacher uuid;
begin
  perform private.assert_teaches_class(class_id);

  select u.id into v_teacher
  from auth.users as u
  where pg_catalog.lower(u.email) = pg_catalog.lower(btrim(coalesce(teacher_email, '')))
    and u.raw_app_meta_data -> 'is_teacher' = 'true'::jsonb;
  if v_teacher is null then
    raise exception 'Este correo no pertenece a un profesor.' using errcode = '22023';
  end if;

  if exists (
    select 1
    from public.class_members as m
    where m.class_id = add_class_teacher.class_id and m.user_id = v_teacher
      and m.role = 'teacher' and m.left_at is null
  ) then
    return;
  end if;

  insert into public.class_teacher_invitations (class_id, invitee_id, invited_by)
  values (add_class_teacher.class_id, v_teacher, (select auth.uid()))
  on conflict on constraint class_teacher_invitations_one_per_class_and_teacher do nothing;
end;
$$;

/**
 * The caller's pending co-teacher invitations: the class (id, name, subject, level), who invited
 * (name, else e-mail) and when; newest first.
 * Called by: authenticated (only ever the caller's own).
 */
create or replace function public.get_my_class_invitations()
returns table (
  id uuid,
  class_id uuid,
  class_name text,
  subject text,
  grade_level text,
  invited_by_name text,
  created_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select i.id, c.id, c.name, c.subject, c.grade_level,
    coalesce(nullif(btrim(u.raw_user_meta_data ->> 'name'), ''), u.email::text),
    i.created_at
  from public.class_teacher_invitations as i
  join public.classes as c on c.id = i.class_id
  left join auth.users as u on u.id = i.invited_by
  where i.invitee_id = (select auth.uid())
  order by i.created_at desc, i.id
$$;

revoke all on function public.get_my_class_invitations() from public, anon, authenticated;
grant execute on function public.get_my_class_invitations() to authenticated;

/**
 * The caller accepts their invitation invitation_id and becomes a teacher of its class (a student
 * member becomes a teacher; a teacher who had left is one again from now on); returns the class id.
 * Not the caller's, or unknown: 22023 "Esta invitación ya no existe."; the caller is no longer a
 * Profesor: 42501.
 * Called by: authenticated (the invitee).
 */
create or replace function public.accept_class_invitation(invitation_id uuid)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_class uuid;
begin
  delete from public.class_teacher_invitations as i
  where i.id = accept_class_invitation.invitation_id and i.invitee_id = (select auth.uid())
  returning i.class_id into v_class;
  if v_class is null then
    raise exception 'Esta invitación ya no existe.' using errcode = '22023';
  end if;
  if not public.is_teacher() then
    raise exception 'forbidden: only teachers may accept a class invitation' using errcode = '42501';
  end if;

  insert into public.class_members as m (class_id, user_id, role)
  values (v_class, (select auth.uid()), 'teacher')
  on conflict on constraint class_members_pkey do update
    set role = 'teacher', left_at = null,
      joined_at = case when m.left_at is null then m.joined_at else pg_catalog.now() end
    where m.role <> 'teacher' or m.left_at is not null;
  return v_class;
end;
$$;

revoke all on function public.accept_class_invitation(uuid) from public, anon, authenticated;
grant execute on function public.accept_class_invitation(uuid) to authenticated;

/**
 * The caller declines (deletes) their invitation invitation_id. Not the caller's, or unknown: 22023
 * "Esta invitación ya no existe.".
 * Called by: authenticated (the invitee).
 */
create or replace function public.decline_class_invitation(invitation_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  delete from public.class_teacher_invitations as i
  where i.id = decline_class_invitation.invitation_id and i.invitee_id = (select auth.uid());
  if not found then
    raise exception 'Esta invitación ya no existe.' using errcode = '22023';
  end if;
end;
$$;

revoke all on function public.decline_class_invitation(uuid) from public, anon, authenticated;
grant execute on function public.decline_class_invitation(uuid) to authenticated;

/**
 * Takes co-teacher teacher_id out of class_id (left_at now; their access ends at once). Only the
 * class's creator (while a teacher of it) and admins; others 42501. The creator cannot be removed,
 * nor someone who is not a current teacher of the class: 22023.
 * Called by: the class's creator and admins.
 */
create or replace function public.remove_class_teacher(class_id uuid, teacher_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_creator uuid;
begin
  perform private.assert_teaches_class(class_id);
  select c.created_by into v_creator from public.classes as c where c.id = remove_class_teacher.class_id;
  if not public.is_admin() and v_creator is distinct from (select auth.uid()) then
    raise exception 'forbidden: only the class''s creator and administrators may remove a teacher'
      using errcode = '42501';
  end if;
  if teacher_id is not distinct from v_creator then
    raise exception 'No se puede quitar a quien creó la clase.' using errcode = '22023';
  end if;

  update public.class_members as m
  set left_at = pg_catalog.now()
  where m.class_id = remove_class_teacher.class_id and m.user_id = remove_class_teacher.teacher_id
    and m.role = 'teacher' and m.left_at is null;
  if not found then
    raise exception 'Esa persona no es profesora de esta clase.' using errcode = '22023';
  end if;
end;
$$;

revoke all on function public.remove_class_teacher(uuid, uuid) from public, anon, authenticated;
grant execute on function public.remove_class_teacher(uuid, uuid) to authenticated;

/**
 * The caller, a current member of class_id, leaves it (left_at now). A student: from then on the
 * class's teachers no longer read their conversations. A teacher: only while the class keeps
 * another current teacher (22023 "Eres el único profesor de esta clase: no puedes salir.").
 * Not a member: 22023 "No perteneces a esta clase.".
 * Called by: authenticated; anon gets 42501.
 */
create or replace function public.leave_class(class_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
  v_role text;
begin
  if v_user is null then
    raise exception 'Inicia sesión para salir de una clase.' using errcode = '42501';
  end if;

  -- Every current teacher row of the class is locked, so two teachers leaving at once cannot both
  -- see the other as the one who stays.
  perform 1
  from public.class_members as t
  where t.class_id = leave_class.class_id and t.role = 'teacher' and t.left_at is null
  for update;

  select m.role into v_role
  from public.class_members as m
  where m.class_id = leave_class.class_id and m.user_id = v_user and m.left_at is null
  for update;
  if v_role is null then
    raise exception 'No perteneces a esta clase.' using errcode = '22023';
  end if;
  if v_role = 'teacher' and not exists (
    select 1
    from public.class_members as t
    where t.class_id = leave_class.class_id and t.role = 'teacher' and t.left_at is null
      and t.user_id <> v_user
  ) then
    raise exception 'Eres el único profesor de esta clase: no puedes salir.' using errcode = '22023';
  end if;

  update public.class_members as m
  set left_at = pg_catalog.now()
  where m.class_id = leave_class.class_id and m.user_id = v_user;
end;
$$;

/**
 * The caller joins the class of `code` (upper-cased, spaces and hyphens dropped) as a student and
 * gets the class id. Unknown, expired or archived code: 22023 "Este código no es válido o ha
 * caducado". Joining again is harmless: a current member stays as is (a teacher stays a teacher);
 * anyone who had left (a removed teacher too) is a student again from now on, so the code never
 * gives back a teacher's access.
 * Called by: authenticated; anon gets 42501.
 */
create or replace function public.join_class(code text)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
  v_code text := pg_catalog.upper(pg_catalog.regexp_replace(coalesce(code, ''), '[\s-]+', '', 'g'));
  v_class uuid;
begin
  if v_user is null then
    raise exception 'Inicia sesión para unirte a una clase.' using errcode = '42501';
  end if;

  select c.id into v_class
  from public.classes as c
  where c.join_code = v_code
    and c.archived_at is null
    and (c.join_code_expires_at is null or c.join_code_expires_at > pg_catalog.now());
  if v_class is null then
    raise exception 'Este código no es válido o ha caducado' using errcode = '22023';
  end if;

  insert into public.class_members as m (class_id, user_id, role)
  values (v_class, v_user, 'student')
  on conflict (class_id, user_id) do update
    set joined_at = pg_catalog.now(), left_at = null, role = 'student'
    where m.left_at is not null;
  return v_class;
end;
$$;
