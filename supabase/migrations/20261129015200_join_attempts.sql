-- Join codes could be tried without limit (38 tries a second). Now every attempt of join_class is
-- recorded, and past JOIN_ATTEMPTS_PER_USER failed attempts of one user, or JOIN_ATTEMPTS_PER_ADDRESS
-- of one client address (the first X-Forwarded-For address PostgREST passes in request.headers,
-- when there is one), within 10 minutes, join_class refuses with 'Demasiados intentos. Espera un
-- momento y vuelve a probar.' (P0001) before it looks at the code.
--
-- A refusal raised by a function rolls back everything it wrote, so a failed attempt could not be
-- counted if the unknown code still raised: join_class now answers an unknown, expired or archived
-- code with null (nothing joined, the attempt recorded) instead of 22023. The app shows the same
-- Spanish text as before ('Este código no es válido o ha caducado').

-- ============================================================================
-- TABLE
-- ============================================================================

create table private.join_attempts (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  -- The client's address when the API passes it (hosted PostgREST); null otherwise.
  address text null,
  succeeded boolean not null,
  attempted_at timestamptz not null default pg_catalog.clock_timestamp(),

  constraint join_attempts_address_must_be_at_most_100_chars check (char_length(address) <= 100)
);

comment on table private.join_attempts is
  'Every join_class attempt (rate limit of join codes); rows older than a day are deleted as new ones arrive.';

create index join_attempts_user_id_attempted_at_idx on private.join_attempts (user_id, attempted_at);
create index join_attempts_address_attempted_at_idx
  on private.join_attempts (address, attempted_at) where address is not null;

alter table private.join_attempts enable row level security;
revoke all on table private.join_attempts from public, anon, authenticated, service_role;

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * The client's address of the current API request: the first X-Forwarded-For entry of PostgREST's
 * request.headers, or null (no header: a direct connection, or a gateway that does not pass it).
 * Called by: join_class (as its owner). Not callable by API roles.
 */
create or replace function private.request_address()
returns text
language sql
stable
set search_path = ''
as $$
  select nullif(pg_catalog.left(pg_catalog.btrim(pg_catalog.split_part(
    (nullif(pg_catalog.current_setting('request.headers', true), '')::jsonb ->> 'x-forwarded-for'),
    ',', 1
  )), 100), '')
$$;

revoke all on function private.request_address() from public, anon, authenticated;

/**
 * Joins the caller to the class whose join code is `code` (spaces and hyphens ignored, any case) as
 * a student and returns the class id; joining again is harmless. An unknown, expired or archived
 * code returns null (the attempt is recorded: see the header). Refusals: no session 42501
 * ('Inicia sesión para unirte a una clase.'); 10 failed attempts of the caller, or 30 of the
 * client address, in the last 10 minutes: P0001 'Demasiados intentos. Espera un momento y vuelve a
 * probar.'.
 * Called by: authenticated (the "Unirme a una clase" dialog and /unirse/:code).
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
  v_address text := private.request_address();
  v_since timestamptz := pg_catalog.clock_timestamp() - interval '10 minutes';
  v_code text := pg_catalog.upper(pg_catalog.regexp_replace(coalesce(code, ''), '[\s-]+', '', 'g'));
  v_class uuid;
begin
  if v_user is null then
    raise exception 'Inicia sesión para unirte a una clase.' using errcode = '42501';
  end if;

  -- One user's attempts queue here, so parallel tries cannot all pass the count.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('join_class:' || v_user::text));
  if (
    select pg_catalog.count(*) from private.join_attempts as a
    where a.user_id = v_user and not a.succeeded and a.attempted_at > v_since
  ) >= 10 or (
    v_address is not null and (
      select pg_catalog.count(*) from private.join_attempts as a
      where a.address = v_address and not a.succeeded and a.attempted_at > v_since
    ) >= 30
  ) then
    raise exception 'Demasiados intentos. Espera un momento y vuelve a probar.' using errcode = 'P0001';
  end if;

  delete from private.join_attempts as a
  where a.user_id = v_user and a.attempted_at < pg_catalog.clock_timestamp() - interval '1 day';

  select c.id into v_class
  from public.classes as c
  where c.join_code = v_code
    and c.archived_at is null
    and (c.join_code_expires_at is null or c.join_code_expires_at > pg_catalog.now());

  insert into private.join_attempts (user_id, address, succeeded)
  values (v_user, v_address, v_class is not null);
  if v_class is null then
    return null;
  end if;

  insert into public.class_members as m (class_id, user_id, role)
  values (v_class, v_user, 'student')
  on conflict (class_id, user_id) do update
    set joined_at = pg_catalog.now(), left_at = null, role = 'student'
    where m.left_at is not null;
  return v_class;
end;
$$;

revoke all on function public.join_class(text) from public, anon, authenticated;
grant execute on function public.join_class(text) to authenticated;
