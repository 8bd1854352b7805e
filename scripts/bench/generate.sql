-- =============================================================================
-- Synthetic dataset for `npm run bench:db` (PostgreSQL 15, after supabase/shim + migrations).
-- Generated entirely in SQL with generate_series; deterministic (hash-based pseudo-random numbers,
-- no random()), timestamps relative to now():
--   * 10,000 users signed up evenly over the last 90 days (admin@bench.local runs the RPCs),
--   * 100,000 conversations spread evenly over the last 90 days, each after its owner's sign-up,
--   * exactly 1,000,000 messages (2-19 per conversation, alternating user / assistant, the last
--     conversations of the list may stay empty, as abandoned conversations do), ~35% of the
--     conversations with a eureka moment (has_eureka on the assistant reply),
--   * one message_metrics row per assistant message.
-- psql variables: none. Run as the postgres superuser (RLS does not apply).
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

create table bench.first_names (i int primary key, name text);
insert into bench.first_names
select row_number() over (), n from unnest(array[
  'María', 'José', 'Ana', 'Luis', 'Sofía', 'Diego', 'Valentina', 'Mateo', 'Camila', 'Santiago',
  'Lucía', 'Javier', 'Daniela', 'Andrés', 'Fernanda', 'Emiliano', 'Regina', 'Sebastián', 'Ximena',
  'Leonardo', 'Mariana', 'Martín', 'Renata', 'Iván', 'Paola', 'Ángel', 'Itzel', 'Raúl', 'Citlali',
  'Óscar'
]) as n;

create table bench.last_names (i int primary key, name text);
insert into bench.last_names
select row_number() over (), n from unnest(array[
  'García', 'Hernández', 'Martínez', 'López', 'González', 'Pérez', 'Rodríguez', 'Sánchez',
  'Ramírez', 'Cruz', 'Flores', 'Gómez', 'Morales', 'Vázquez', 'Reyes', 'Jiménez', 'Torres', 'Díaz',
  'Gutiérrez', 'Ruiz', 'Mendoza', 'Aguilar', 'Ortiz', 'Castillo', 'Núñez'
]) as n;

create table bench.subjects (i int primary key, name text);
insert into bench.subjects
select row_number() over (), n from unnest(array[
  'Matemáticas', 'Física', 'Química', 'Biología', 'Historia', 'Geografía', 'Literatura', 'Inglés',
  'Programación', 'Filosofía', 'Economía', 'Otra'
]) as n;

create table bench.levels (i int primary key, name text);
insert into bench.levels
select row_number() over (), n
from unnest(array['Primaria', 'Secundaria', 'Preparatoria', 'Universidad']) as n;

-- message texts: kind 'user', 'eureka' (student shows understanding), 'assistant', 'celebrate'
create table bench.texts (kind text, i int, content text, primary key (kind, i));
insert into bench.texts
select 'user', row_number() over (), t from unnest(array[
  'No entiendo cómo empezar este ejercicio, ¿me ayudas?',
  '¿Por qué el resultado me da negativo si todo era positivo?',
  'Creo que hay que multiplicar primero, ¿es así?',
  'Me confundí con la fórmula, ¿cuál uso aquí?',
  '¿Puedes darme otra pista? Sigo sin verlo',
  'Ya lo intenté dos veces y me sale distinto al libro',
  '¿Esto también aplica si los números son decimales?',
  'Entonces primero despejo y luego sustituyo',
  'No sé qué significa esa palabra del problema',
  'Me piden explicarlo con mis palabras y no sé cómo',
  'Creo que la respuesta es la segunda opción, pero no estoy seguro',
  '¿Cómo sé si mi resultado es correcto?'
]) as t
union all
select 'eureka', row_number() over (), t from unnest(array[
  '¡Ah, ya entendí! Era deshacer las operaciones en orden inverso',
  'Ahora entiendo, tiene sentido que se cancelen las unidades',
  'Gracias, ahora entiendo por qué funciona',
  'Me quedó claro, hay que fijarse primero en el signo',
  '¡Eureka! Por eso el resultado era el doble',
  'Perfecto, entendí: cada paso divide el problema a la mitad'
]) as t
union all
select 'assistant', row_number() over (), t from unnest(array[
  'Buena pregunta. Antes de calcular nada, ¿qué datos te da el problema y qué te pide encontrar? Escríbelos en dos listas.',
  'Vas por buen camino. Fíjate en el signo de cada término: ¿qué pasa cuando multiplicas dos números negativos?',
  'Piensa en la operación inversa. Si a $x$ le sumaron 5, ¿qué harías en **ambos** lados de la ecuación para dejarla sola?',
  'Revisemos tu procedimiento paso a paso. ¿En cuál de los pasos crees que cambió el resultado? Compara con $a^2 + b^2 = c^2$.',
  'Te doy una pista más directa: empieza por la parte que tiene paréntesis. ¿Qué obtienes al resolverla primero?',
  'Una forma de comprobar tu resultado es sustituirlo en la expresión original. ¿Se cumple la igualdad?',
  'Imagina un ejemplo más sencillo con números pequeños. ¿Qué patrón observas? ¿Se repite con los números del ejercicio?',
  'Muy bien razonado. Ahora, ¿podrías explicarlo con tus propias palabras como si se lo contaras a un compañero?'
]) as t
union all
select 'celebrate', row_number() over (), t from unnest(array[
  '¡Excelente! 🎉 Lo descubriste tú. ¿Cómo aplicarías la misma idea a un ejercicio un poco más difícil?',
  '¡Eso es! 🎉 Explicaste muy bien la idea clave. ¿Te animas a comprobarlo con otro ejemplo?',
  '¡Genial! 🎉 Ese es justo el razonamiento. ¿Qué parte te costó más y por qué crees que fue?'
]) as t;

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

insert into auth.users (
  id, aud, role, email, encrypted_password, email_confirmed_at, confirmation_token,
  recovery_token, email_change, email_change_token_new, email_change_token_current,
  phone_change, phone_change_token, reauthentication_token,
  raw_app_meta_data, raw_user_meta_data, is_sso_user, is_anonymous,
  last_sign_in_at, created_at, updated_at
)
select
  u.id, 'authenticated', 'authenticated', u.email,
  '$2a$10$EHuD8O/J9XCOo1qwjUslXu6XRtt2MMqzsYYvIeym7YGYB4hwA.Omy', u.created_at, '',
  '', '', '', '', '', '', '',
  case when u.i = 0
    then '{"provider":"email","providers":["email"],"is_admin":true}'::jsonb
    else '{"provider":"email","providers":["email"]}'::jsonb end,
  jsonb_strip_nulls(jsonb_build_object(
    'sub', u.id::text, 'email', u.email, 'email_verified', true, 'name', u.name,
    'grade_level', u.grade_level, 'is_admin', u.i = 0)),
  false, false,
  u.created_at + (c.t_now - u.created_at) * bench.rnd(u.i, 6),
  u.created_at, u.created_at
from bench.users as u
cross join bench.clock as c
order by u.i;

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

-- ---------------------------------------------------------------------------
-- Messages: exactly 1,000,000 (conversations are filled in order until the total is reached).
-- Student message of pair p at p*90 s (+ jitter), the tutor's reply response_time_ms later.
-- ---------------------------------------------------------------------------
create unlogged table bench.messages as
with sized as (
  select
    bc.*,
    sum(bc.n_msgs) over (order by bc.j) - bc.n_msgs as msgs_before,
    -- the student's eureka message: an odd position >= 3 that has a reply after it
    case when bc.has_eureka and bc.n_msgs >= 4
      then 3 + 2 * floor(bench.rnd(bc.j, 18) * ((bc.n_msgs - 2) / 2))::int
    end as eureka_seq
  from bench.conversations as bc
)
select
  s.j,
  q.seq,
  s.id as conversation_id,
  case when q.seq % 2 = 1 then 'user' else 'assistant' end as role,
  s.eureka_seq,
  600 + floor(bench.rnd(s.j * 32 + q.seq, 19) * 5400)::int as rt_ms,
  s.created_at
    + make_interval(secs => ((q.seq - 1) / 2) * 90 + floor(bench.rnd(s.j * 32 + q.seq, 20) * 40))
    as pair_at
from sized as s
cross join lateral generate_series(1, s.n_msgs) as q(seq)
where s.msgs_before + q.seq <= 1000000;

insert into public.messages (id, conversation_id, role, content, metadata, created_at)
select
  md5('bench-message-' || bm.j || '-' || bm.seq)::uuid,
  bm.conversation_id,
  bm.role,
  t.content,
  case
    when bm.role = 'user' then '{}'::jsonb
    when bm.seq = bm.eureka_seq + 1
      then jsonb_build_object('response_time_ms', bm.rt_ms, 'has_eureka', true)
    else jsonb_build_object('response_time_ms', bm.rt_ms)
  end,
  case when bm.role = 'user' then bm.pair_at
       else bm.pair_at + make_interval(secs => bm.rt_ms / 1000.0) end
from bench.messages as bm
join bench.texts as t
  on (t.kind, t.i) = (
    case
      when bm.role = 'user' and bm.seq = bm.eureka_seq then 'eureka'
      when bm.role = 'user' then 'user'
      when bm.seq = bm.eureka_seq + 1 then 'celebrate'
      else 'assistant'
    end,
    case
      when bm.role = 'user' and bm.seq = bm.eureka_seq then 1 + (bm.j % 6)::int
      when bm.role = 'user' then 1 + ((bm.j * 7 + bm.seq) % 12)::int
      when bm.seq = bm.eureka_seq + 1 then 1 + (bm.j % 3)::int
      else 1 + ((bm.j * 5 + bm.seq) % 8)::int
    end
  )
order by bm.j, bm.seq;

-- ---------------------------------------------------------------------------
-- Message metrics for assistant messages: per-text figures computed once, joined by content.
-- ---------------------------------------------------------------------------
create table bench.text_metrics as
select
  t.content,
  array_length(regexp_split_to_array(btrim(t.content), '\s+'), 1) as word_count,
  length(t.content) as character_count,
  length(t.content) - length(replace(t.content, '?', '')) as question_count,
  t.content ~ '```|`[^`]+`|\m(function|class|def|for|while)\M' as has_code,
  t.content ~ '\$[^$]+\$|[=±×÷√∑∫π≤≥≠^]' as has_math,
  round(least(1.0,
    (length(regexp_replace(t.content, '\s', '', 'g'))::numeric
      / array_length(regexp_split_to_array(btrim(t.content), '\s+'), 1)) / 10 * 0.5
    + (array_length(regexp_split_to_array(btrim(t.content), '\s+'), 1)::numeric
      / greatest(1, (select count(*) from regexp_split_to_table(t.content, '[.!?]+') p(s)
                     where btrim(p.s) <> ''))) / 30 * 0.5), 2) as complexity
from bench.texts as t
where t.kind in ('assistant', 'celebrate');

insert into public.message_metrics (
  message_id, api_response_time_ms, tokens_used, model_used, word_count, character_count,
  question_count, contains_code_snippet, contains_math_formula, complexity_score, created_at
)
select
  m.id, (m.metadata ->> 'response_time_ms')::int, 300 + tm.character_count / 4, 'gpt-4o-mini',
  tm.word_count, tm.character_count, tm.question_count, tm.has_code, tm.has_math, tm.complexity,
  m.created_at
from public.messages as m
join bench.text_metrics as tm on tm.content = m.content
where m.role = 'assistant';

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
