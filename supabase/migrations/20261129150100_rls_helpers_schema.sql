-- The class RLS helpers leave the API's schema. They are security definer (they read auth.users
-- and class_members, which the caller cannot), and a security-definer function in an exposed
-- schema is an RPC anyone signed in may call. They move to their own schema, `rls`, which the API
-- does not expose (supabase/config.toml lists `public` only).
--
-- What the callers need: EXECUTE for authenticated, which the functions keep (a grant moves with
-- its function), and USAGE on `rls`, because start_conversation runs as its caller (RLS and the
-- quotas apply to it) and names may_start_class_conversation. `rls` holds only these helpers,
-- each answering about the caller only; `private` stays closed to the API roles. A policy stores
-- the function it calls by identity, not by name, so every policy that calls a helper keeps calling
-- it unchanged. Function bodies are text: every function that names a helper is rewritten in place
-- below (CREATE OR REPLACE keeps its grants and comment).

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

create schema rls;
revoke all on schema rls from public;
grant usage on schema rls to authenticated, service_role;
comment on schema rls is
  'The RLS helpers of the policies (security definer, about the caller only); not exposed by the API.';

alter function public.is_teacher() set schema rls;
alter function public.teaches_class(uuid) set schema rls;
alter function public.in_class(uuid) set schema rls;
alter function public.may_start_class_conversation(uuid) set schema rls;
alter function public.sees_class_student(uuid, uuid) set schema rls;
alter function public.sees_class_message(uuid, uuid, timestamptz) set schema rls;

do $$
declare
  f record;
  v_def text;
  v_name text;
  v_names text[] := array[
    'is_teacher', 'teaches_class', 'in_class', 'may_start_class_conversation',
    'sees_class_student', 'sees_class_message'
  ];
begin
  for f in
    select p.oid
    from pg_catalog.pg_proc as p
    join pg_catalog.pg_namespace as n on n.oid = p.pronamespace
    where n.nspname in ('public', 'private', 'rls')
      and p.prosrc ~ ('public\.(' || pg_catalog.array_to_string(v_names, '|') || ')\(')
  loop
    v_def := pg_catalog.pg_get_functiondef(f.oid);
    foreach v_name in array v_names loop
      v_def := pg_catalog.replace(v_def, 'public.' || v_name || '(', 'rls.' || v_name || '(');
    end loop;
    execute v_def;
  end loop;
end
$$;
