-- The tutor writes in the language the student chose in their profile (user_metadata.language,
-- written by the profile screen). The tutor function reads it here, with the service role, for the
-- caller's own user id: never from the request. The raw stored value is returned; the function
-- reads anything but 'es', 'en', 'fr' or 'pt' (or null: no user, no preference) as Spanish.
create or replace function public.tutor_student_language(p_user_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select u.raw_user_meta_data ->> 'language'
  from auth.users as u
  where u.id = p_user_id
$$;

revoke all on function public.tutor_student_language(uuid) from public, anon, authenticated;
grant execute on function public.tutor_student_language(uuid) to service_role;
