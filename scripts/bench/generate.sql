-- =============================================================================
-- Synthetic dataset for `npm run bench:db` (PostgreSQL 15, after supabase/shim + migrations).
-- Generated entirely in SQL with generate_series; deterministic (hash-based pseudo-random numbers,
-- no random()), timestamps relative to now():
--   * 10,000 users signed up evenly over the last 90 days (admin@bench.local runs the RPCs),
--   * 100,000 conversations spread evenly over the last 90 days, each after its owner's sign-up,
--   * exactly 1,000,000 messages (2-19 per conversation, alternating user / assistant, the last
--     conversations of the list may stay empty, as abandoned conversations do), ~35% of the
--     conversations with a eureka moment (has_eureka on the assistant reply),
--   * one message_metrics row per assistant message,
--   * one teacher (profesora@bench.local) and a class of 40 students whose class conversations
--     hold 50,000 of the messages (generate/classes.sql),
--   * ~20,000 challenges ("Reto sin ayuda"), one in about one conversation of five
--     (generate/challenges.sql).
-- psql variables: none. Run as the postgres superuser (RLS does not apply). The rows are built in
-- generate/{vocabulary,people,messages,classes,challenges}.sql, included below in that order (\ir: relative to here).
-- =============================================================================
\set ON_ERROR_STOP on
set client_min_messages = warning;

create schema if not exists bench;

-- deterministic pseudo-random double in [0, 1) from (a, salt)
create or replace function bench.rnd(a bigint, salt int)
returns double precision
language sql immutable parallel safe
as $$ select (hashint8(a * 7919 + salt) & 2147483647)::double precision / 2147483648.0 $$;

create table bench.clock as select now() as t_now;

\ir generate/vocabulary.sql
\ir generate/people.sql
\ir generate/messages.sql
\ir generate/classes.sql
\ir generate/challenges.sql

-- ---------------------------------------------------------------------------
-- 50 announcements by the admin (active or not, login and/or chat, some expired)
-- ---------------------------------------------------------------------------
insert into public.announcements (
  title, message, type, icon, show_on_login, show_on_chat, priority, dismissible, always_visible,
  expires_at, is_active, created_by, created_at, updated_at
)
select
  'Anuncio ' || g.k,
  'Mensaje del anuncio ' || g.k || ' para los estudiantes.',
  (array['info', 'success', 'warning', 'error'])[1 + g.k % 4],
  '📢',
  g.k % 2 = 0,
  g.k % 3 = 0,
  (g.k * 37) % 101,
  g.k % 5 <> 0,
  g.k % 7 = 0,
  case when g.k % 4 = 0 then c.t_now - g.k * interval '1 day' end,
  g.k % 6 <> 0,
  u.id,
  c.t_now - g.k * interval '1 day',
  c.t_now - g.k * interval '1 day'
from generate_series(1, 50) as g(k)
cross join bench.clock as c
join bench.users as u on u.i = 0;

drop schema bench cascade;
