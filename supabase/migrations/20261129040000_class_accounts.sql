-- Class accounts: a teacher adds students to a class by name, with no e-mail, and hands each a
-- printed card (the class's login code, the name, a secret of three words). docs/class-accounts.md.
--
-- The account is a normal auth user, created by the class-accounts function through the auth
-- admin API with a synthetic, non-routable address (<login>@clase.tutor.invalid) and a password
-- derived here from the deployment's key: nobody ever types or sees either. Signing in with a
-- card, the function asks class_login_check (code + student + secret, rate-limited here), gets the
-- address and the derived password and signs in with the password grant, so the browser holds an
-- ordinary session. Only hashes of the secrets are stored; a lost card is replaced by a new one.
--
-- - private.class_logins: each class's login code (apart from its join code, so a new join code
--   never invalidates the printed cards, and knowing the join code never lists the names).
-- - private.class_accounts: which users are class accounts, of which class, their secret's hash.
-- - private.class_login_failures: wrong secrets of the last minutes (the throttle).
-- - get_class_accounts (the class's teachers) and the service-role RPCs the function calls.

-- ============================================================================
-- TABLES
-- ============================================================================

create table private.class_logins (
  class_id uuid primary key references public.classes (id) on delete cascade,
  -- 8 characters of the join-code alphabet (no look-alikes), unique among login codes.
  code text not null unique,
  created_at timestamptz not null default now(),

  constraint class_logins_code_must_be_8_alphabet_chars
    check (code ~ '^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$')
);

comment on table private.class_logins is 'The code printed on a class''s login cards; no API role reads it directly.';

create table private.class_accounts (
  user_id uuid primary key references auth.users (id) on delete cascade,
  class_id uuid not null references public.classes (id) on delete cascade,
  -- The synthetic address's local part: a random uuid's text, never shown.
  login text not null unique,
  -- hex HMAC-SHA256 of the normalised secret under the deployment's key (class_secret_hash).
  secret_hash text not null,
  secret_set_at timestamptz not null default now(),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),

  constraint class_accounts_login_must_be_a_uuid
    check (login ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'),
  constraint class_accounts_secret_hash_must_be_sha256_hex check (secret_hash ~ '^[0-9a-f]{64}$')
);

comment on table private.class_accounts is 'Accounts a teacher created for a class (no e-mail); only RPCs read them.';

create table private.class_login_failures (
  id bigint generated always as identity primary key,
  class_id uuid not null references public.classes (id) on delete cascade,
  user_id uuid references auth.users (id) on delete cascade,
  failed_at timestamptz not null default now()
);

comment on table private.class_login_failures is 'Wrong card sign-ins of the last window, for the throttle; older rows are dropped on the next check.';

-- ============================================================================
-- INDEXES
-- ============================================================================

-- get_class_accounts and class_login_roster: a class's accounts.
create index class_accounts_class_id_idx on private.class_accounts (class_id);
-- The throttle's counts: one student's and one class's recent failures.
create index class_login_failures_user_id_failed_at_idx
  on private.class_login_failures (user_id, failed_at);
create index class_login_failures_class_id_failed_at_idx
  on private.class_login_failures (class_id, failed_at);

revoke all on table private.class_logins, private.class_accounts, private.class_login_failures
  from public, anon, authenticated, service_role;

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * hex HMAC-SHA256 (RFC 2104) of a text under the deployment's key (the pads of
 * private.deployment_secrets). Callers prefix the text with their purpose, so no two uses share
 * a value.
 * Called by: the class-account RPCs (as their owner). Not callable by API roles.
 */
create or replace function private.deployment_hmac(message text)
returns text
language sql
stable
set search_path = ''
as $$
  select pg_catalog.encode(
    pg_catalog.sha256(
      s.pseudonym_opad
        || pg_catalog.sha256(s.pseudonym_ipad || pg_catalog.convert_to(message, 'UTF8'))
    ),
    'hex'
  )
  from private.deployment_secrets as s
$$;

revoke all on function private.deployment_hmac(text) from public, anon, authenticated, service_role;

/**
 * The stored form of a card's secret (already normalised by the function: lower case, no
 * accents, single spaces), bound to the account so equal secrets hash apart.
 * Called by: the class-account RPCs (as their owner). Not callable by API roles.
 */
create or replace function private.class_secret_hash(p_user_id uuid, p_secret text)
returns text
language sql
stable
set search_path = ''
as $$
  select private.deployment_hmac('class-secret:' || p_user_id::text || ':' || p_secret)
$$;

revoke all on function private.class_secret_hash(uuid, text) from public, anon, authenticated, service_role;

/**
 * The password the auth service holds for a class account: derived from its login under the
 * deployment's key, so it is never stored and only the database (for the function) can compute it.
 * Called by: the class-account RPCs (as their owner). Not callable by API roles.
 */
create or replace function private.class_account_password(p_login text)
returns text
language sql
stable
set search_path = ''
as $$
  select private.deployment_hmac('class-password:' || p_login)
$$;

revoke all on function private.class_account_password(text) from public, anon, authenticated, service_role;

/**
 * A class's accounts for its teachers: id, name, when created, when the current card's secret was
 * set, last sign-in. 42501 for anyone who does not teach the class; archived classes included.
 * Called by: authenticated (the class page's "Cuentas" tab; the function checks a teacher with it).
 */
create or replace function public.get_class_accounts(class_id uuid)
returns table (
  user_id uuid,
  display_name text,
  created_at timestamptz,
  secret_set_at timestamptz,
  last_sign_in_at timestamptz,
  login_code text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.assert_teaches_class(get_class_accounts.class_id);
  return query
  select a.user_id,
         coalesce(u.raw_user_meta_data ->> 'name', '')::text,
         a.created_at,
         a.secret_set_at,
         u.last_sign_in_at,
         l.code
  from private.class_accounts as a
  join auth.users as u on u.id = a.user_id
  left join private.class_logins as l on l.class_id = a.class_id
  where a.class_id = get_class_accounts.class_id
  order by pg_catalog.lower(coalesce(u.raw_user_meta_data ->> 'name', '')), a.created_at;
end;
$$;

revoke all on function public.get_class_accounts(uuid) from public, anon, authenticated;
grant execute on function public.get_class_accounts(uuid) to authenticated;

/**
 * New logins for p_count accounts of p_class_id: the class's login code (created on first use),
 * a random login, its synthetic address and its derived password. Nothing is stored until
 * class_account_enrol. 22023 for an archived or unknown class or a count outside 1–60.
 * Called by: service_role only (the class-accounts function, after checking the teacher).
 */
create or replace function public.class_account_logins(p_class_id uuid, p_count integer)
returns table (code text, login text, email text, password text)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_code text;
  v_login text;
begin
  if p_count is null or p_count < 1 or p_count > 60 then
    raise exception 'invalid argument: between 1 and 60 accounts at a time' using errcode = '22023';
  end if;
  if not exists (
    select 1 from public.classes as c where c.id = p_class_id and c.archived_at is null
  ) then
    raise exception 'La clase no existe o está archivada.' using errcode = '22023';
  end if;
  select l.code into v_code from private.class_logins as l where l.class_id = p_class_id;
  if v_code is null then
    loop
      v_code := private.new_join_code();
      exit when not exists (select 1 from private.class_logins as l where l.code = v_code);
    end loop;
    insert into private.class_logins (class_id, code) values (p_class_id, v_code);
  end if;
  for i in 1..p_count loop
    v_login := gen_random_uuid()::text;
    code := v_code;
    login := v_login;
    email := v_login || '@clase.tutor.invalid';
    password := private.class_account_password(v_login);
    return next;
  end loop;
end;
$$;

revoke all on function public.class_account_logins(uuid, integer) from public, anon, authenticated;
grant execute on function public.class_account_logins(uuid, integer) to service_role;

/**
 * Makes the auth user p_user_id (just created with the login's address) a class account of
 * p_class_id with the normalised secret p_secret, and a student member of the class.
 * 22023 when the user's address is not the login's or the secret is empty.
 * Called by: service_role only (the class-accounts function).
 */
create or replace function public.class_account_enrol(
  p_class_id uuid,
  p_user_id uuid,
  p_login text,
  p_secret text,
  p_created_by uuid
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if coalesce(p_secret, '') = '' then
    raise exception 'invalid argument: secret is required' using errcode = '22023';
  end if;
  if not exists (
    select 1 from auth.users as u
    where u.id = p_user_id and u.email = p_login || '@clase.tutor.invalid'
  ) then
    raise exception 'invalid argument: the user is not this login''s account' using errcode = '22023';
  end if;
  insert into private.class_accounts (user_id, class_id, login, secret_hash, created_by)
  values (p_user_id, p_class_id, p_login, private.class_secret_hash(p_user_id, p_secret), p_created_by);
  insert into public.class_members (class_id, user_id, role)
  values (p_class_id, p_user_id, 'student')
  on conflict (class_id, user_id) do update set left_at = null, joined_at = pg_catalog.now();
end;
$$;

revoke all on function public.class_account_enrol(uuid, uuid, text, text, uuid) from public, anon, authenticated;
grant execute on function public.class_account_enrol(uuid, uuid, text, text, uuid) to service_role;

/**
 * A new secret for a class account of p_class_id (the old card stops working); its recent
 * failures are forgotten. 22023 when p_user_id is not a class account of that class.
 * Called by: service_role only (the class-accounts function, after checking the teacher).
 */
create or replace function public.class_account_set_secret(
  p_class_id uuid,
  p_user_id uuid,
  p_secret text
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if coalesce(p_secret, '') = '' then
    raise exception 'invalid argument: secret is required' using errcode = '22023';
  end if;
  update private.class_accounts as a
  set secret_hash = private.class_secret_hash(p_user_id, p_secret),
      secret_set_at = pg_catalog.now()
  where a.user_id = p_user_id and a.class_id = p_class_id;
  if not found then
    raise exception 'Este estudiante no tiene una cuenta de esta clase.' using errcode = '22023';
  end if;
  delete from private.class_login_failures as f where f.user_id = p_user_id;
end;
$$;

revoke all on function public.class_account_set_secret(uuid, uuid, text) from public, anon, authenticated;
grant execute on function public.class_account_set_secret(uuid, uuid, text) to service_role;

/**
 * The names on a login code's roster (class accounts that are current members of an active
 * class), for the "Entrar con mi clase" list. 22023 "Este código de clase no es válido." for an
 * unknown code or an archived class.
 * Called by: service_role only (the class-accounts function, for anyone holding a card).
 */
create or replace function public.class_login_roster(p_code text)
returns table (user_id uuid, display_name text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_code text := pg_catalog.upper(pg_catalog.regexp_replace(coalesce(p_code, ''), '[\s-]+', '', 'g'));
  v_class uuid;
begin
  select l.class_id into v_class
  from private.class_logins as l
  join public.classes as c on c.id = l.class_id
  where l.code = v_code and c.archived_at is null;
  if v_class is null then
    raise exception 'Este código de clase no es válido.' using errcode = '22023';
  end if;
  return query
  select a.user_id, coalesce(u.raw_user_meta_data ->> 'name', '')::text
  from private.class_accounts as a
  join auth.users as u on u.id = a.user_id
  join public.class_members as m
    on m.class_id = a.class_id and m.user_id = a.user_id and m.left_at is null
  where a.class_id = v_class
  order by pg_catalog.lower(coalesce(u.raw_user_meta_data ->> 'name', '')), a.created_at;
end;
$$;

revoke all on function public.class_login_roster(text) from public, anon, authenticated;
grant execute on function public.class_login_roster(text) to service_role;

/**
 * Checks a card: login code, student and normalised secret. Answers one row:
 * ok (then email and password for the password grant), or reason 'rate_limited' with
 * retry_after seconds (10 wrong secrets for one student, or 100 in one class, within 5 minutes),
 * or 'wrong' (any of: unknown code, archived class, a student not in that class or removed, a
 * wrong secret; the caller cannot tell which). A wrong answer is recorded (a row, not an error,
 * so the record is kept).
 * Called by: service_role only (the class-accounts function).
 */
create or replace function public.class_login_check(p_code text, p_user_id uuid, p_secret text)
returns table (ok boolean, reason text, retry_after integer, email text, password text)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  c_window constant interval := interval '5 minutes';
  c_per_student constant integer := 10;
  c_per_class constant integer := 100;
  v_code text := pg_catalog.upper(pg_catalog.regexp_replace(coalesce(p_code, ''), '[\s-]+', '', 'g'));
  v_class uuid;
  v_account private.class_accounts%rowtype;
  v_oldest timestamptz;
begin
  select l.class_id into v_class
  from private.class_logins as l
  join public.classes as c on c.id = l.class_id
  where l.code = v_code and c.archived_at is null;
  if v_class is null then
    return query select false, 'wrong'::text, null::integer, null::text, null::text;
    return;
  end if;

  delete from private.class_login_failures as f where f.failed_at < pg_catalog.now() - c_window;
  select min(x.failed_at) into v_oldest from (
    select f.failed_at from private.class_login_failures as f
    where f.user_id = p_user_id and f.class_id = v_class
    order by f.failed_at desc limit c_per_student
  ) as x having count(*) >= c_per_student;
  if v_oldest is null then
    select min(x.failed_at) into v_oldest from (
      select f.failed_at from private.class_login_failures as f
      where f.class_id = v_class
      order by f.failed_at desc limit c_per_class
    ) as x having count(*) >= c_per_class;
  end if;
  if v_oldest is not null then
    return query select false, 'rate_limited'::text,
      greatest(1, ceil(extract(epoch from (v_oldest + c_window - pg_catalog.now())))::integer),
      null::text, null::text;
    return;
  end if;

  select a.* into v_account
  from private.class_accounts as a
  join public.class_members as m
    on m.class_id = a.class_id and m.user_id = a.user_id and m.left_at is null
  where a.user_id = p_user_id and a.class_id = v_class;
  if v_account.user_id is null
    or v_account.secret_hash <> private.class_secret_hash(p_user_id, coalesce(p_secret, '')) then
    insert into private.class_login_failures (class_id, user_id)
    values (v_class, case when v_account.user_id is null then null else p_user_id end);
    return query select false, 'wrong'::text, null::integer, null::text, null::text;
    return;
  end if;

  return query select true, 'ok'::text, null::integer,
    v_account.login || '@clase.tutor.invalid',
    private.class_account_password(v_account.login);
end;
$$;

revoke all on function public.class_login_check(text, uuid, text) from public, anon, authenticated;
grant execute on function public.class_login_check(text, uuid, text) to service_role;
