-- =============================================================================
-- Tutor: demo seed data (local development, tests, demos). NEVER for production.
-- The seed is supabase/seed/*.sql in name order (users, conversations, messages, metrics,
-- announcements, classes); every loader runs all of them: the local stack and `npm run db:reset`
-- (supabase/local/database.ts), `npm run test:pg15`, and the Supabase CLI (config.toml [db.seed]).
--
-- Runs as the postgres superuser after supabase/migrations/*, on:
--   * @supabase/lite's PGlite (npm run stack): auth.users has GoTrue's columns but no instance_id,
--   * PostgreSQL 15 with supabase/shim/*.sql applied first (npm run test:pg15, npm run bench:db),
--   * a real Supabase project / `supabase start` (GoTrue + instance_id).
-- No extension is needed: passwords are precomputed bcrypt hashes (cost 10, bcryptjs):
--   admin@tutor.local    / admin123456    (admin: raw_app_meta_data.is_admin = true)
--   every other account  / estudiante123  (students; profesora@tutor.local teaches 06_classes.sql's
--                                          classes: raw_app_meta_data.is_teacher = true)
--
-- Content is deterministic (fixed ids, texts, offsets); timestamps are relative to now(), so every
-- admin figure (today, last 7 days, last 30 days, cohorts) is non-trivial whenever the seed runs.
-- "Today" is computed in the deployment's time zone (private.app_timezone(), docs/admin.md): things seeded "today" fall between the
-- start of today there and now(), never in the future. Run it once on a fresh database.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- 0. The seed's clock, used by the parts that date rows and dropped by the last part: the moment
--    days_ago days before now(), or, for things of today (days_ago null), the fraction today_frac
--    of the time elapsed since the start of today in the deployment's time zone (private.app_timezone()).
-- -----------------------------------------------------------------------------
create schema seed;

/** Only the seed's own statements call it (as the superuser that runs the seed). */
create function seed.at(days_ago numeric, today_frac numeric)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select case
    when days_ago is not null then now() - days_ago * interval '1 day'
    else clock.t_today + (now() - clock.t_today) * today_frac
  end
  from (
    select private.day_start(private.today()) as t_today
  ) as clock
$$;

-- -----------------------------------------------------------------------------
-- 1. Users (auth.users with the columns GoTrue reads; token columns '' not NULL, as GoTrue's
--    Go structs cannot scan NULL strings).
--    days_ago = age of the account; today_frac = created at that fraction of today (seed.at).
-- -----------------------------------------------------------------------------
insert into auth.users (
  id, aud, role, email, encrypted_password,
  email_confirmed_at, confirmation_token, confirmation_sent_at,
  recovery_token, email_change, email_change_token_new, email_change_token_current,
  email_change_confirm_status, phone_change, phone_change_token, reauthentication_token,
  raw_app_meta_data, raw_user_meta_data,
  is_sso_user, is_anonymous, last_sign_in_at, created_at, updated_at
)
select
  u.id, 'authenticated', 'authenticated', u.email, u.pw,
  u.created_at, '', u.created_at,
  '', '', '', '',
  0, '', '', '',
  jsonb_build_object('provider', 'email', 'providers', jsonb_build_array('email'))
    || case when u.is_admin then jsonb_build_object('is_admin', true) else '{}' end
    || case when u.is_teacher then jsonb_build_object('is_teacher', true) else '{}' end,
  jsonb_strip_nulls(jsonb_build_object(
    'sub', u.id::text,
    'email', u.email,
    'email_verified', true,
    'phone_verified', false,
    'name', u.name,
    'grade_level', u.grade_level,
    'is_admin', u.is_admin
  )),
  false, false,
  -- last sign-in: a while after creation, never in the future
  least(now(), u.created_at + (now() - u.created_at) * u.sign_in_frac),
  u.created_at, u.created_at
from (
  select
    v.id::uuid as id, v.email, v.name, v.grade_level, v.is_admin, v.is_teacher, v.sign_in_frac,
    -- bcrypt (cost 10) of admin123456 for the admin, of estudiante123 for every student
    case when v.is_admin
      then '$2a$10$2NI6sbOWzYGMfD5gE.6zvuAN3IA.9F4L13MgsoPky2Ib166SnywCK'
      else '$2a$10$EHuD8O/J9XCOo1qwjUslXu6XRtt2MMqzsYYvIeym7YGYB4hwA.Omy'
    end as pw,
    seed.at(v.days_ago, v.today_frac) as created_at
  from (values
    ('a0000000-0000-4000-8000-000000000001', 'admin@tutor.local', 'Administración', null, true, false, 60.0, null::numeric, 0.999),
    ('a0000000-0000-4000-8000-000000000002', 'ana@tutor.local', 'Ana García', 'Secundaria', false, false, 58.0, null, 0.99),
    ('a0000000-0000-4000-8000-000000000003', 'luis@tutor.local', 'Luis Hernández', 'Preparatoria', false, false, 53.0, null, 0.9),
    ('a0000000-0000-4000-8000-000000000004', 'sofia.martinez@tutor.local', 'Sofía Martínez', 'Primaria', false, false, 45.0, null, 0.4),
    ('a0000000-0000-4000-8000-000000000005', 'diego.ramirez@tutor.local', 'Diego Ramírez', 'Universidad', false, false, 38.0, null, 0.8),
    ('a0000000-0000-4000-8000-000000000006', 'valentina.lopez@tutor.local', 'Valentina López', 'Preparatoria', false, false, 26.0, null, 0.92),
    ('a0000000-0000-4000-8000-000000000007', 'mateo.torres@tutor.local', 'Mateo Torres', 'Secundaria', false, false, 19.0, null, 0.96),
    ('a0000000-0000-4000-8000-000000000008', 'camila.flores@tutor.local', 'Camila Flores', 'Universidad', false, false, 11.0, null, 0.55),
    ('a0000000-0000-4000-8000-000000000009', 'santiago.cruz@tutor.local', 'Santiago Cruz', 'Primaria', false, false, 4.0, null, 0.7),
    ('a0000000-0000-4000-8000-00000000000a', 'lucia.morales@tutor.local', 'Lucía Morales', 'Secundaria', false, false, null, 0.2, 0.5),
    ('a0000000-0000-4000-8000-00000000000b', 'javier.ortiz@tutor.local', 'Javier Ortiz', 'Universidad', false, false, null, 0.6, 0.5),
    -- The teacher of 06_classes.sql's classes: no level, and no is_admin flag at all.
    ('a0000000-0000-4000-8000-00000000000c', 'profesora@tutor.local', 'Elena Ruiz', null, null, true, 40.0, null, 0.975)
  ) as v(id, email, name, grade_level, is_admin, is_teacher, days_ago, today_frac, sign_in_frac)
) as u;

-- One e-mail identity per user (what GoTrue creates at sign-up), so e-mail sign-in works.
insert into auth.identities (
  id, provider, provider_id, user_id, identity_data, last_sign_in_at, created_at, updated_at
)
select
  ('b' || substr(u.id::text, 2))::uuid,
  'email',
  u.id::text,
  u.id,
  jsonb_build_object(
    'sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false
  ),
  u.last_sign_in_at,
  u.created_at,
  u.created_at
from auth.users as u
where u.id::text like 'a0000000-0000-4000-8000-%';
