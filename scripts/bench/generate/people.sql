-- Synthetic dataset for `npm run bench:db`, part 2: 10,000 users (and the sign-up of the class's
-- teacher, generate/classes.sql) and 100,000 conversations.
-- Included by scripts/bench/generate.sql (\ir) after part 1 (generate/vocabulary.sql).

-- ---------------------------------------------------------------------------
-- Users
-- ---------------------------------------------------------------------------
create table bench.users as
select
  g.i,
  case when g.i = 0 then 'a0000000-0000-4000-8000-00000000be01'::uuid
       else md5('bench-user-' || g.i)::uuid end as id,
  case when g.i = 0 then 'admin@bench.local' else 'estudiante' || g.i || '@bench.local' end as email,
  case when g.i = 0 then 'Administración'
       else f.name || ' ' || l.name end as name,
  case when bench.rnd(g.i, 3) < 0.08 then null
       else (select lv.name from bench.levels lv where lv.i = 1 + floor(bench.rnd(g.i, 4) * 4)::int)
  end as grade_level,
  -- sign-ups spread evenly over 90 days in index order: user 1 is the oldest student, 9999 the
  -- newest; the admin (0) is 90 days old
  case when g.i = 0 then c.t_now - interval '90 days'
       else c.t_now - (90 * (10000 - g.i - bench.rnd(g.i, 5)) / 10000.0) * interval '1 day'
  end as created_at
from generate_series(0, 9999) as g(i)
cross join bench.clock as c
join bench.first_names as f on f.i = 1 + floor(bench.rnd(g.i, 1) * 30)::int
join bench.last_names as l on l.i = 1 + floor(bench.rnd(g.i, 2) * 25)::int;
alter table bench.users add primary key (i);

-- Every sign-up as GoTrue stores it (the bench password, the e-mail confirmed at sign-up, no pending
-- token): bench.users in index order, then the teacher of the class that generate/classes.sql builds.
insert into auth.users (
  id, aud, role, email, encrypted_password, email_confirmed_at, confirmation_token,
  recovery_token, email_change, email_change_token_new, email_change_token_current,
  phone_change, phone_change_token, reauthentication_token,
  raw_app_meta_data, raw_user_meta_data, is_sso_user, is_anonymous,
  last_sign_in_at, created_at, updated_at
)
select
  s.id, 'authenticated', 'authenticated', s.email,
  '$2a$10$EHuD8O/J9XCOo1qwjUslXu6XRtt2MMqzsYYvIeym7YGYB4hwA.Omy', s.created_at, '',
  '', '', '', '', '', '', '',
  s.app_meta, s.user_meta, false, false,
  s.last_sign_in_at, s.created_at, s.created_at
from (
  select
    u.i, u.id, u.email,
    case when u.i = 0
      then '{"provider":"email","providers":["email"],"is_admin":true}'::jsonb
      else '{"provider":"email","providers":["email"]}'::jsonb end as app_meta,
    jsonb_strip_nulls(jsonb_build_object(
      'sub', u.id::text, 'email', u.email, 'email_verified', true, 'name', u.name,
      'grade_level', u.grade_level, 'is_admin', u.i = 0)) as user_meta,
    u.created_at + (c.t_now - u.created_at) * bench.rnd(u.i, 6) as last_sign_in_at,
    u.created_at
  from bench.users as u
  cross join bench.clock as c
  union all
  -- the class's teacher, not one of bench.users (whose indexes end at 9999): signed up 90 days
  -- ago, last signed in now
  select
    10000, 'a0000000-0000-4000-8000-00000000be02', 'profesora@bench.local',
    '{"provider":"email","providers":["email"],"is_teacher":true}'::jsonb,
    '{"name":"Profesora de referencia"}'::jsonb,
    c.t_now, c.t_now - interval '90 days'
  from bench.clock as c
) as s
order by s.i;

-- ---------------------------------------------------------------------------
-- Conversations: created evenly over the last 90 days (and at least 20 minutes ago, so that their
-- messages are never in the future), each owned by a student who had already signed up then
-- (older students have had more time, so they own more conversations). The admin owns none.
-- ---------------------------------------------------------------------------
create table bench.conversations as
with picked as (
  select
    g.j,
    c.t_now - interval '20 minutes'
      - (interval '90 days' - interval '20 minutes') * bench.rnd(g.j, 13) as t,
    -- students 1..k had signed up by then (see bench.users)
    greatest(1, floor(9999 * (1 - bench.rnd(g.j, 13)))::int) as k
  from generate_series(1, 100000) as g(j)
  cross join bench.clock as c
)
select
  p.j,
  md5('bench-conversation-' || p.j)::uuid as id,
  u.id as user_id,
  s.name as subject,
  lv.name as grade_level,
  greatest(p.t, u.created_at) as created_at,
  -- number of messages it would get (2..19) and whether it has a eureka moment
  2 + floor(bench.rnd(p.j, 14) * 18)::int as n_msgs,
  bench.rnd(p.j, 15) < 0.35 as has_eureka
from picked as p
join bench.users as u on u.i = 1 + floor(bench.rnd(p.j, 10) * p.k)::int
left join bench.subjects as s
  on bench.rnd(p.j, 11) >= 0.12 and s.i = 1 + floor(bench.rnd(p.j, 16) * 12)::int
left join bench.levels as lv
  on bench.rnd(p.j, 12) >= 0.10 and lv.i = 1 + floor(bench.rnd(p.j, 17) * 4)::int;
alter table bench.conversations add primary key (j);

insert into public.conversations (id, user_id, title, subject, grade_level, created_at)
select
  bc.id, bc.user_id,
  coalesce(bc.subject, 'Pregunta') || ' · ejercicio ' || (1 + bc.j % 40),
  bc.subject, bc.grade_level, bc.created_at
from bench.conversations as bc
order by bc.j;
