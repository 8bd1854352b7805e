-- GoTrue (hosted Supabase, `supabase start`) looks users up with instance_id = the nil uuid;
-- @supabase/lite's auth.users has no such column, so set it only where it exists. Last of the
-- seed files, so it reaches every seeded account (their ids all start a0000000-0000-4000-8000-).
do $seed$
begin
  if exists (
    select 1 from information_schema.columns
    where table_schema = 'auth' and table_name = 'users' and column_name = 'instance_id'
  ) then
    execute $sql$
      update auth.users set instance_id = '00000000-0000-0000-0000-000000000000'
      where id::text like 'a0000000-0000-4000-8000-%' and instance_id is null
    $sql$;
  end if;
end
$seed$;
