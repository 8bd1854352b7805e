-- The admin's users list shows who is a teacher (issue 22): get_users_list gains is_teacher, the
-- state of the "Profesor" toggle on /admin/users (set_user_teacher_role). Same arguments, rows and
-- order as before.

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

drop function public.get_users_list(integer, integer, text);

/**
 * One page of the user management list (docs/admin.md): newest users first, then id; search_term
 * matches name or e-mail as a case- and accent-insensitive substring (null or blank = all).
 * page_num >= 1, page_size 1..100 (22023). is_admin is the authoritative flag.
 * Called by: admins (authenticated + is_admin()); everyone else gets 42501.
 * is_teacher: raw_app_meta_data.is_teacher, the Profesor toggle (docs/classes.md).
 */
create or replace function public.get_users_list(
  page_num integer default 1,
  page_size integer default 20,
  search_term text default null
)
returns table (
  id uuid,
  name text,
  email text,
  grade_level text,
  conversation_count bigint,
  message_count bigint,
  created_at timestamptz,
  last_sign_in_at timestamptz,
  is_admin boolean,
  is_teacher boolean
)
language plpgsql
stable
security definer
set search_path = ''
-- JIT compilation costs more than it saves on these sub-second aggregates.
set jit = off
as $$
#variable_conflict use_column
declare
  needle text := nullif(btrim(coalesce(search_term, '')), '');
begin
  perform private.assert_admin();

  if page_num is null or page_num < 1 then
    raise exception 'invalid argument: page_num must be 1 or more, got %',
      coalesce(page_num::text, 'null')
      using errcode = '22023';
  end if;
  if page_size is null or page_size < 1 or page_size > 100 then
    raise exception 'invalid argument: page_size must be between 1 and 100, got %',
      coalesce(page_size::text, 'null')
      using errcode = '22023';
  end if;
  if needle is not null and char_length(needle) > 200 then
    raise exception 'invalid argument: search_term is longer than 200 characters'
      using errcode = '22023';
  end if;

  return query
  with
    -- The page is picked in private.user_search (folded text kept by a trigger, and an index in
    -- list order), then joined to auth.users for its 20 rows only.
    picked as (
      select s.user_id
      from private.user_search as s
      where needle is null
        or pg_catalog.strpos(s.search_text, private.fold_search_text(needle)) > 0
      order by s.created_at desc, s.user_id
      limit page_size
      offset (page_num - 1)::bigint * page_size
    ),
    page as (
      select u.id, u.email, u.raw_user_meta_data, u.raw_app_meta_data, u.created_at, u.last_sign_in_at
      from picked
      join auth.users as u on u.id = picked.user_id
    ),
    conv_counts as (
      select cv.user_id, pg_catalog.count(*) as n
      from public.conversations as cv
      where cv.user_id in (select page.id from page)
      group by cv.user_id
    ),
    msg_counts as (
      select cv.user_id, pg_catalog.sum(st.message_count)::bigint as n
      from private.conversation_stats as st
      join public.conversations as cv on cv.id = st.conversation_id
      where cv.user_id in (select page.id from page)
      group by cv.user_id
    )
  select
    page.id,
    page.raw_user_meta_data ->> 'name',
    page.email::text,
    page.raw_user_meta_data ->> 'grade_level',
    coalesce(cc.n, 0),
    coalesce(mc.n, 0),
    page.created_at,
    page.last_sign_in_at,
    coalesce(page.raw_app_meta_data -> 'is_admin' = 'true'::jsonb, false),
    coalesce(page.raw_app_meta_data -> 'is_teacher' = 'true'::jsonb, false)
  from page
  left join conv_counts as cc on cc.user_id = page.id
  left join msg_counts as mc on mc.user_id = page.id
  order by page.created_at desc, page.id;
end;
$$;

revoke all on function public.get_users_list(integer, integer, text) from public, anon, authenticated;
grant execute on function public.get_users_list(integer, integer, text) to authenticated;
