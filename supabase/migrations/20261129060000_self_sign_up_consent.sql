-- Age and consent for self sign-up (docs/consent.md). Spain's LOPDGDD art. 7: a minor consents
-- alone from the age of digital consent (14; a bill raises it to 16); below it a parent or guardian
-- consents. Sign-up asks the birth year; under the age it also asks a guardian's e-mail, and the
-- account waits, able to do nothing, until the guardian accepts through a link e-mailed to them.
-- An account still waiting after the wait (7 days) is deleted by purge_unconsented_accounts.
-- Class accounts (created by the school, on the school's basis) and accounts created by an admin or
-- the seed give no birth year and are not asked.
--
-- - private.consent_age(), private.consent_wait_days(): the deployment's two settings (equal to
--   CONSENT_AGE and CONSENT_WAIT_DAYS in supabase/functions/_shared/consent/consent-rules.ts, a test
--   keeps them equal). Changing the age to 16 is one migration that replaces consent_age() and one
--   edit of that file.
-- - private.consent_requests: one row per account that needed consent; kept after consent as the
--   record of who consented and when (deleted with the account).
-- - The sign-up trigger on auth.users, the mirror app_metadata.consent_pending (what the session's
--   token and the tutor function read), and the guards that refuse a waiting account's rows.
-- - consent_link_issue (service role: the consent function e-mails the link), consent_link_status
--   and consent_accept (the guardian's public page), get_my_consent (the waiting screen).

-- ============================================================================
-- SETTINGS
-- ============================================================================

/**
 * The age of digital consent of the deployment: a self sign-up younger than this needs a parent's
 * or guardian's consent. Equal to CONSENT_AGE of the TypeScript side.
 * Called by: the sign-up trigger. Not callable by API roles.
 */
create or replace function private.consent_age()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 14
$$;

/**
 * Days an account may wait for consent; then its link expires and the account is deleted. Equal to
 * CONSENT_WAIT_DAYS of the TypeScript side.
 * Called by: the consent RPCs and purge_unconsented_accounts. Not callable by API roles.
 */
create or replace function private.consent_wait_days()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 7
$$;

revoke all on function private.consent_age() from public, anon, authenticated;
revoke all on function private.consent_wait_days() from public, anon, authenticated;

-- ============================================================================
-- TABLES
-- ============================================================================

create table private.consent_requests (
  -- Deferred: the sign-up trigger runs before its auth.users row exists.
  user_id uuid primary key references auth.users (id) on delete cascade
    deferrable initially deferred,
  birth_year integer not null,
  guardian_email text not null,
  -- sha256 hex of the last link's token (null until the first e-mail); older links stop working.
  token_hash text null,
  sent_at timestamptz null,
  sends integer not null default 0,
  created_at timestamptz not null default now(),
  consented_at timestamptz null,

  constraint consent_requests_token_hash_must_be_sha256_hex
    check (token_hash is null or token_hash ~ '^[0-9a-f]{64}$'),
  constraint consent_requests_guardian_email_must_be_short check (char_length(guardian_email) <= 254)
);

create index consent_requests_waiting_idx on private.consent_requests (created_at)
  where consented_at is null;

comment on table private.consent_requests is 'Self sign-ups under the age of digital consent: the guardian''s address, the current link''s hash, when consent was given. Kept with the account as the record of consent.';

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * Whether someone born in p_birth_year needs a guardian's consent on p_today: true while they may
 * still be younger than consent_age(), i.e. when they turn consent_age() or less in p_today's year
 * (only the year is asked, so the birthday is assumed still to come).
 * Called by: the sign-up trigger. Not callable by API roles.
 */
create or replace function private.needs_guardian_consent(p_birth_year integer, p_today date)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select extract(year from p_today)::integer - p_birth_year <= private.consent_age()
$$;

revoke all on function private.needs_guardian_consent(integer, date) from public, anon, authenticated;

/**
 * Before a new auth user is stored: reads user_metadata.birth_year (absent: no question asked, as
 * for class accounts, admin-created users and the seed) and, under the age of consent, the
 * guardian's e-mail, which leaves user_metadata (it is not the student's data to show) for
 * private.consent_requests; the account is marked app_metadata.consent_pending. Class accounts
 * (app_metadata.class_account) are never asked. Refuses with 23514 and a Spanish message a birth
 * year that is not a year from 1900 to this year, and a missing or malformed guardian address, or
 * the student's own.
 * Called by: the trigger on auth.users only.
 */
create or replace function private.consent_on_sign_up()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  v_year_json jsonb := meta -> 'birth_year';
  v_guardian text := pg_catalog.btrim(coalesce(meta ->> 'guardian_email', ''));
  v_year integer;
  v_today date := private.today();
begin
  if jsonb_typeof(meta) <> 'object' then
    return new;
  end if;
  new.raw_user_meta_data := meta - 'guardian_email';
  if coalesce(new.raw_app_meta_data ->> 'class_account', '') = 'true'
     or v_year_json is null or jsonb_typeof(v_year_json) = 'null' then
    new.raw_user_meta_data := new.raw_user_meta_data - 'birth_year';
    return new;
  end if;

  if (v_year_json #>> '{}') !~ '^[0-9]{4}$' then
    raise exception 'El año de nacimiento no es válido.' using errcode = '23514';
  end if;
  v_year := (v_year_json #>> '{}')::integer;
  if v_year < 1900 or v_year > extract(year from v_today)::integer then
    raise exception 'El año de nacimiento no es válido.' using errcode = '23514';
  end if;
  new.raw_user_meta_data := new.raw_user_meta_data || pg_catalog.jsonb_build_object('birth_year', v_year);

  if not private.needs_guardian_consent(v_year, v_today) then
    return new;
  end if;

  if v_guardian = '' then
    raise exception 'Escribe el correo de tu madre, padre o tutor legal.' using errcode = '23514';
  end if;
  if char_length(v_guardian) > 254
     or v_guardian !~ '^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$' then
    raise exception 'El correo de tu madre, padre o tutor legal no es válido.' using errcode = '23514';
  end if;
  if pg_catalog.lower(v_guardian) = pg_catalog.lower(coalesce(new.email, '')) then
    raise exception 'El correo de tu madre, padre o tutor legal debe ser distinto del tuyo.'
      using errcode = '23514';
  end if;

  insert into private.consent_requests (user_id, birth_year, guardian_email, created_at)
  values (new.id, v_year, v_guardian, coalesce(new.created_at, pg_catalog.now()));
  new.raw_app_meta_data := coalesce(new.raw_app_meta_data, '{}'::jsonb)
    || '{"consent_pending": true}'::jsonb;
  return new;
end;
$$;

revoke all on function private.consent_on_sign_up() from public, anon, authenticated;

/**
 * Whether p_user_id is a self sign-up still waiting for a guardian's consent.
 * Called by: the guards below and the consent RPCs. Not callable by API roles.
 */
create or replace function private.consent_pending(p_user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from private.consent_requests as r
    where r.user_id = p_user_id and r.consented_at is null
  )
$$;

revoke all on function private.consent_pending(uuid) from public, anon, authenticated;

/**
 * Whether p_user_id waits for a guardian's consent: the tutor function refuses its turns with
 * consent_pending before any model call (the session's token does not say it on every platform).
 * Called by: service_role only (the tutor function).
 */
create or replace function public.tutor_consent_pending(p_user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.consent_pending(p_user_id)
$$;

revoke all on function public.tutor_consent_pending(uuid) from public, anon, authenticated;
grant execute on function public.tutor_consent_pending(uuid) to service_role;

/**
 * Refuses a row owned by (user_id) an account waiting for consent, whoever writes it (the browser
 * over REST, an RPC as its owner, the tutor function with the service key): until a guardian
 * consents the account may start no conversation, join no class, rate no reply, take no challenge.
 * 42501 with a Spanish message and the hint consent_pending.
 * Called by: the triggers below only.
 */
create or replace function private.refuse_while_consent_pending()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.consent_pending(new.user_id) then
    raise exception 'Tu cuenta espera el permiso de tu madre, padre o tutor legal.'
      using errcode = '42501', hint = 'consent_pending';
  end if;
  return new;
end;
$$;

revoke all on function private.refuse_while_consent_pending() from public, anon, authenticated;

/**
 * Whether the caller (auth.uid()) waits for a guardian's consent: the storage policies below call it
 * as the requesting user, so it reads the private table as its owner.
 * Called by: the restrictive storage policies (evaluated as authenticated); not an RPC (no USAGE on
 * private for API roles).
 */
create or replace function private.caller_consent_pending()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.consent_pending(auth.uid())
$$;

revoke all on function private.caller_consent_pending() from public, anon, authenticated;
grant execute on function private.caller_consent_pending() to authenticated;

/**
 * The waiting screen's facts for the caller: pending (false for every account that never needed
 * consent or already has it), the guardian's address, when the last link was sent, when a new one
 * may be sent, and when the account is deleted without consent.
 * Called by: authenticated (the app).
 */
create or replace function public.get_my_consent()
returns table (
  pending boolean,
  guardian_email text,
  sent_at timestamptz,
  resend_after timestamptz,
  delete_after timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select
    r.consented_at is null,
    r.guardian_email,
    r.sent_at,
    r.sent_at + interval '60 seconds',
    r.created_at + pg_catalog.make_interval(days => private.consent_wait_days())
  from private.consent_requests as r
  where r.user_id = auth.uid()
  union all
  select false, null, null, null, null
  where not exists (select 1 from private.consent_requests as r where r.user_id = auth.uid())
$$;

revoke all on function public.get_my_consent() from public, anon;
grant execute on function public.get_my_consent() to authenticated;

/**
 * A new consent link for p_user_id at p_now: a random token (244 bits) whose sha256 replaces the
 * stored one (an earlier link stops working), sent_at and sends updated. Returns one row: ok and
 * the token, the guardian's address, the student's name and when the link expires; or reason 'not_pending' (no request, or
 * consent given), 'expired' (the wait is over), 'too_soon' (a link less than 60 seconds ago) or
 * 'too_many' (10 links already) with retry_after in seconds for too_soon.
 * Called by: service_role only (the consent function, which e-mails the link).
 */
create or replace function public.consent_link_issue(p_user_id uuid, p_now timestamptz default null)
returns table (
  ok boolean,
  reason text,
  retry_after integer,
  token text,
  guardian_email text,
  student_name text,
  expires_at timestamptz
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_now timestamptz := coalesce(p_now, pg_catalog.now());
  r private.consent_requests%rowtype;
  v_token text;
begin
  select * into r from private.consent_requests as c where c.user_id = p_user_id for update;
  if not found or r.consented_at is not null then
    return query select false, 'not_pending'::text, null::integer, null::text, null::text, null::text, null::timestamptz;
    return;
  end if;
  if v_now >= r.created_at + pg_catalog.make_interval(days => private.consent_wait_days()) then
    return query select false, 'expired'::text, null::integer, null::text, null::text, null::text, null::timestamptz;
    return;
  end if;
  if r.sent_at is not null and v_now < r.sent_at + interval '60 seconds' then
    return query select false, 'too_soon'::text,
      greatest(1, ceil(extract(epoch from r.sent_at + interval '60 seconds' - v_now))::integer),
      null::text, null::text, null::text, null::timestamptz;
    return;
  end if;
  if r.sends >= 10 then
    return query select false, 'too_many'::text, null::integer, null::text, null::text, null::text, null::timestamptz;
    return;
  end if;

  v_token := pg_catalog.replace(pg_catalog.gen_random_uuid()::text || pg_catalog.gen_random_uuid()::text, '-', '');
  update private.consent_requests as c
  set token_hash = pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(v_token, 'UTF8')), 'hex'),
    sent_at = v_now,
    sends = c.sends + 1
  where c.user_id = p_user_id;

  return query
  select true, null::text, null::integer, v_token, r.guardian_email,
    coalesce(nullif(pg_catalog.btrim(u.raw_user_meta_data ->> 'name'), ''), 'su hijo o hija'),
    r.created_at + pg_catalog.make_interval(days => private.consent_wait_days())
  from auth.users as u
  where u.id = p_user_id;
end;
$$;

revoke all on function public.consent_link_issue(uuid, timestamptz) from public, anon, authenticated;
grant execute on function public.consent_link_issue(uuid, timestamptz) to service_role;

/**
 * What a consent link is, for the guardian's page: status 'valid' (with the student's name and
 * when the link expires), 'used' (consent already given with this link), 'expired' or 'unknown'
 * (never issued, or replaced by a newer link). Reveals nothing else.
 * Called by: anon and authenticated (the public /consentimiento page).
 */
create or replace function public.consent_link_status(p_token text)
returns table (status text, student_name text, expires_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  with found as (
    select r.*, u.raw_user_meta_data ->> 'name' as name,
      r.created_at + pg_catalog.make_interval(days => private.consent_wait_days()) as until
    from private.consent_requests as r
    join auth.users as u on u.id = r.user_id
    where p_token is not null and p_token ~ '^[0-9a-f]{64}$'
      and r.token_hash = pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(p_token, 'UTF8')), 'hex')
  )
  select
    case
      when f.consented_at is not null then 'used'
      when pg_catalog.now() >= f.until then 'expired'
      else 'valid'
    end,
    case when f.consented_at is null and pg_catalog.now() < f.until then f.name end,
    case when f.consented_at is null and pg_catalog.now() < f.until then f.until end
  from found as f
  union all
  select 'unknown', null, null
  where not exists (select 1 from found)
$$;

revoke all on function public.consent_link_status(text) from public;
grant execute on function public.consent_link_status(text) to anon, authenticated;

/**
 * The guardian accepts: with a valid link at p_now, the account is consented (consented_at set,
 * app_metadata.consent_pending removed) and may be used at once. Single use. Refuses with 22023
 * and a Spanish message a link that is unknown or replaced, already used, or expired.
 * Called by: anon and authenticated (the public /consentimiento page).
 */
create or replace function public.consent_accept(p_token text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  r private.consent_requests%rowtype;
begin
  select * into r from private.consent_requests as c
  where p_token is not null and p_token ~ '^[0-9a-f]{64}$'
    and c.token_hash = pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(p_token, 'UTF8')), 'hex')
  for update;
  if not found then
    raise exception 'Este enlace no es válido. Use el enlace del último correo que recibió.'
      using errcode = '22023', hint = 'consent_link_unknown';
  end if;
  if r.consented_at is not null then
    raise exception 'Este enlace ya se usó: la cuenta ya tiene su permiso.'
      using errcode = '22023', hint = 'consent_link_used';
  end if;
  if pg_catalog.now() >= r.created_at + pg_catalog.make_interval(days => private.consent_wait_days()) then
    raise exception 'Este enlace ha caducado. La cuenta se eliminará; su hijo o hija puede registrarse de nuevo.'
      using errcode = '22023', hint = 'consent_link_expired';
  end if;

  update private.consent_requests as c set consented_at = pg_catalog.now() where c.user_id = r.user_id;
  update auth.users as u
  set raw_app_meta_data = coalesce(u.raw_app_meta_data, '{}'::jsonb) - 'consent_pending'
  where u.id = r.user_id;
  return true;
end;
$$;

revoke all on function public.consent_accept(text) from public;
grant execute on function public.consent_accept(text) to anon, authenticated;

/**
 * Deletes the accounts that waited longer than consent_wait_days() for consent at p_now (their auth
 * user, which cascades to everything they own; a waiting account can own no conversation, class or
 * file, the guards refuse them) and returns their ids. Accounts with consent, accounts never asked
 * and accounts still within the wait are untouched.
 * Called by: the scheduled retention run (service_role); not callable by API roles.
 */
create or replace function private.purge_unconsented_accounts(p_now timestamptz)
returns table (user_id uuid)
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if p_now is null then
    raise exception 'purge_unconsented_accounts: p_now is required' using errcode = '22023';
  end if;
  return query
  with expired as (
    select r.user_id from private.consent_requests as r
    where r.consented_at is null
      and r.created_at + pg_catalog.make_interval(days => private.consent_wait_days()) <= p_now
  )
  delete from auth.users as u
  using expired as e
  where u.id = e.user_id
  returning u.id;
end;
$$;

revoke all on function private.purge_unconsented_accounts(timestamptz) from public, anon, authenticated;
grant execute on function private.purge_unconsented_accounts(timestamptz) to service_role;

-- ============================================================================
-- TRIGGERS
-- ============================================================================

-- Named to run first among auth.users' before-insert triggers (alphabetical), so the metadata caps
-- check the cleaned metadata.
create trigger consent_on_sign_up
  before insert on auth.users
  for each row execute function private.consent_on_sign_up();

create trigger conversations_refuse_while_consent_pending
  before insert on public.conversations
  for each row execute function private.refuse_while_consent_pending();

create trigger class_members_refuse_while_consent_pending
  before insert on public.class_members
  for each row execute function private.refuse_while_consent_pending();

create trigger message_feedback_refuse_while_consent_pending
  before insert or update on public.message_feedback
  for each row execute function private.refuse_while_consent_pending();

create trigger challenges_refuse_while_consent_pending
  before insert on public.challenges
  for each row execute function private.refuse_while_consent_pending();

-- ============================================================================
-- POLICIES
-- ============================================================================

-- Files: a waiting account uploads nothing (no avatar, no chat image), so the purge, which deletes
-- only the auth user, never leaves files behind. Restrictive: added to the permissive policies.
create policy "Accounts waiting for consent upload no files"
  on storage.objects as restrictive for insert
  to authenticated
  with check (not (select private.caller_consent_pending()));

create policy "Accounts waiting for consent replace no files"
  on storage.objects as restrictive for update
  to authenticated
  with check (not (select private.caller_consent_pending()));
