-- "Reto sin ayuda" (issue 23): when a student presses "Ponme a prueba" (or accepts the tutor's offer
-- after a eureka), the tutor function makes a similar exercise with new values and its own answer
-- key, the student answers it with no hints, at most twice, and the function records the result.
-- public.challenges is the record: the student reads their own rows, nobody but the service role
-- writes them (a forged "solved" is refused: no INSERT/UPDATE/DELETE privilege for any API role).
-- private.challenge_keys holds the key, out of every API role's reach. While a challenge is open the
-- conversation takes no new student message (the trigger below): the answer is given without help.
-- Deleted with the conversation and the account (cascades).

-- ============================================================================
-- TABLE
-- ============================================================================

create table public.challenges (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  -- The tutor's message that states the challenge in the conversation.
  message_id uuid null references public.messages (id) on delete set null,
  -- The conversation's class when the challenge was made (null: a private conversation).
  class_id uuid null references public.classes (id) on delete set null,
  subject text null,
  grade_level text null,
  -- 'button': "Ponme a prueba"; 'eureka': the tutor's offer after the student said they understood.
  source text not null,
  -- The reply with the eureka the offer followed (source 'eureka').
  eureka_message_id uuid null references public.messages (id) on delete set null,
  statement text not null,
  -- The student's answers, oldest first (at most two tries).
  attempts text[] not null default '{}',
  tries smallint not null default 0,
  -- null while open; true solved alone; false after two wrong tries or giving up.
  correct boolean null,
  gave_up boolean not null default false,
  -- The check's reason for the last answer (challenge-check.ts: correct, sign, unit, ...).
  last_reason text null,
  created_at timestamptz not null default now(),
  finished_at timestamptz null,

  constraint challenges_source_must_be_button_or_eureka check (source in ('button', 'eureka')),
  constraint challenges_statement_must_be_1_to_1000_chars
    check (char_length(statement) between 1 and 1000),
  constraint challenges_tries_must_be_0_to_2 check (tries between 0 and 2),
  constraint challenges_attempts_must_match_tries check (pg_catalog.cardinality(attempts) = tries),
  constraint challenges_attempts_must_be_at_most_200_chars_each
    check (char_length(pg_catalog.array_to_string(attempts, '')) <= 400),
  constraint challenges_finished_must_have_a_result check (
    (finished_at is null and correct is null and not gave_up)
    or (finished_at is not null and correct is not null)
  ),
  constraint challenges_solved_needs_a_try check (correct is not true or tries >= 1),
  constraint challenges_give_up_is_not_solved check (not (gave_up and correct is true)),
  constraint challenges_last_reason_must_be_known check (
    last_reason is null or last_reason in (
      'correct', 'empty', 'no-answer', 'sign', 'unit', 'incomplete', 'hedged', 'unfinished', 'wrong'
    )
  )
);

comment on table public.challenges is
  'Reto sin ayuda: one challenge and its result; the student reads their own, only the tutor function (service role) writes.';

create table private.challenge_keys (
  challenge_id uuid primary key references public.challenges (id) on delete cascade,
  answers text[] not null,
  steps text[] not null default '{}',
  model text not null,

  constraint challenge_keys_answers_must_be_1_to_12_of_4000_chars check (
    pg_catalog.cardinality(answers) between 1 and 12
    and char_length(pg_catalog.array_to_string(answers, '')) <= 4000
  ),
  constraint challenge_keys_steps_must_be_at_most_8_of_4000_chars check (
    pg_catalog.cardinality(steps) <= 8
    and char_length(pg_catalog.array_to_string(steps, '')) <= 4000
  ),
  constraint challenge_keys_model_must_be_1_to_200_chars check (char_length(model) between 1 and 200)
);

comment on table private.challenge_keys is
  'The answer key of each challenge; service role only (tutor_start_challenge, tutor_get_challenge).';

-- ============================================================================
-- INDEXES
-- ============================================================================

-- The student's own rows and the account cascade; the figures per week.
create index challenges_user_id_created_at_idx on public.challenges (user_id, created_at);
-- The conversation's challenges (the chat) and the conversation cascade.
create index challenges_conversation_id_created_at_idx
  on public.challenges (conversation_id, created_at);
-- At most one open challenge per conversation (and the trigger's lookup).
create unique index challenges_one_open_per_conversation
  on public.challenges (conversation_id) where finished_at is null;
-- The figures over a date window.
create index challenges_created_at_idx on public.challenges (created_at);
create index challenges_class_id_idx on public.challenges (class_id) where class_id is not null;
create index challenges_message_id_idx on public.challenges (message_id);
create index challenges_eureka_message_id_idx on public.challenges (eureka_message_id);

-- ============================================================================
-- RLS
-- ============================================================================

alter table public.challenges enable row level security;
alter table private.challenge_keys enable row level security;

revoke all on table public.challenges from public, anon, authenticated;
grant select on table public.challenges to authenticated;
grant all on table public.challenges to service_role;
revoke all on table private.challenge_keys from public, anon, authenticated;

create policy "Students can read their own challenges"
  on public.challenges for select
  to authenticated
  using (user_id = (select auth.uid()));

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/** The public shape of a challenge (no key). Called by: the challenge RPCs (as their owner). */
create or replace function private.challenge_json(c public.challenges)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'id', c.id, 'conversation_id', c.conversation_id, 'message_id', c.message_id,
    'source', c.source, 'statement', c.statement, 'attempts', pg_catalog.to_jsonb(c.attempts),
    'tries', c.tries, 'correct', c.correct, 'gave_up', c.gave_up, 'last_reason', c.last_reason,
    'created_at', c.created_at, 'finished_at', c.finished_at
  )
$$;

revoke all on function private.challenge_json(public.challenges) from public, anon, authenticated;

/**
 * What the tutor function needs before it makes a challenge for p_user_id's conversation:
 *   {status: 'not_found' | 'pending' | 'open', challenge?}  (as tutor_start_challenge), or
 *   {status: 'ok', subject, grade_level, task, recent}: the current answer key's task (or null) and
 *   the 6 newest messages (role, content), oldest first, so the new exercise is like the last one.
 * Called by: service_role only (the tutor function).
 */
create or replace function public.tutor_challenge_context(p_user_id uuid, p_conversation_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_conv public.conversations;
  v_open public.challenges;
begin
  if p_user_id is null or p_conversation_id is null then
    raise exception 'tutor_challenge_context: user and conversation are required' using errcode = '22023';
  end if;
  select * into v_conv from public.conversations as c
  where c.id = p_conversation_id and c.user_id = p_user_id;
  if not found then
    return pg_catalog.jsonb_build_object('status', 'not_found');
  end if;
  select * into v_open from public.challenges as ch
  where ch.conversation_id = p_conversation_id and ch.finished_at is null;
  if found then
    return pg_catalog.jsonb_build_object('status', 'open', 'challenge', private.challenge_json(v_open));
  end if;
  if exists (select 1 from private.tutor_pending_messages(p_conversation_id)) then
    return pg_catalog.jsonb_build_object('status', 'pending');
  end if;
  return pg_catalog.jsonb_build_object(
    'status', 'ok',
    'subject', v_conv.subject,
    'grade_level', v_conv.grade_level,
    'task', (select k.task from private.answer_keys as k where k.conversation_id = p_conversation_id),
    'recent', coalesce((
      select pg_catalog.jsonb_agg(
        pg_catalog.jsonb_build_object('role', r.role, 'content', pg_catalog.left(r.content, 2000))
        order by r.created_at, r.id
      )
      from (
        select m.role, m.content, m.created_at, m.id from public.messages as m
        where m.conversation_id = p_conversation_id
        order by m.created_at desc, m.id desc
        limit 6
      ) as r
    ), '[]'::jsonb)
  );
end;
$$;

revoke all on function public.tutor_challenge_context(uuid, uuid) from public, anon, authenticated;
grant execute on function public.tutor_challenge_context(uuid, uuid) to service_role;

/**
 * Opens a challenge in p_user_id's conversation: the challenge row, its key, and the tutor's message
 * stating it (p_content, metadata {challenge_id}). Returns
 *   {status: 'not_found'}   the conversation is not p_user_id's;
 *   {status: 'pending'}     a student message still waits for the tutor's reply;
 *   {status: 'open', challenge}  a challenge is already open here (it is returned, nothing added);
 *   {status: 'ok', challenge, message}.
 * p_key {answers: text[], steps: text[]}; p_source 'button' | 'eureka' (p_eureka_message_id: the
 * tutor reply with the eureka, kept only when it is a reply of this conversation).
 * Raises 22023 for null arguments; a key or statement past its limits raises 23514.
 * Called by: service_role only (the tutor function).
 */
create or replace function public.tutor_start_challenge(
  p_user_id uuid,
  p_conversation_id uuid,
  p_source text,
  p_eureka_message_id uuid,
  p_statement text,
  p_content text,
  p_key jsonb,
  p_model text
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_conv public.conversations;
  v_open public.challenges;
  v_challenge public.challenges;
  v_message public.messages;
  v_eureka uuid;
begin
  if p_user_id is null or p_conversation_id is null or p_source is null or p_statement is null
     or p_content is null or p_key is null or pg_catalog.jsonb_typeof(p_key) <> 'object'
     or p_model is null then
    raise exception 'tutor_start_challenge: user, conversation, source, statement, content, key and model are required'
      using errcode = '22023';
  end if;

  select * into v_conv from public.conversations as c
  where c.id = p_conversation_id and c.user_id = p_user_id
  for update;
  if not found then
    return pg_catalog.jsonb_build_object('status', 'not_found');
  end if;

  select * into v_open from public.challenges as ch
  where ch.conversation_id = p_conversation_id and ch.finished_at is null;
  if found then
    return pg_catalog.jsonb_build_object('status', 'open', 'challenge', private.challenge_json(v_open));
  end if;

  if exists (select 1 from private.tutor_pending_messages(p_conversation_id)) then
    return pg_catalog.jsonb_build_object('status', 'pending');
  end if;

  select m.id into v_eureka from public.messages as m
  where m.id = p_eureka_message_id and m.conversation_id = p_conversation_id
    and m.role = 'assistant';

  insert into public.messages (conversation_id, role, content, metadata)
  values (p_conversation_id, 'assistant', p_content, '{}'::jsonb)
  returning * into v_message;

  insert into public.challenges (
    user_id, conversation_id, message_id, class_id, subject, grade_level, source,
    eureka_message_id, statement
  )
  values (
    p_user_id, p_conversation_id, v_message.id, v_conv.class_id, v_conv.subject, v_conv.grade_level, p_source,
    v_eureka, p_statement
  )
  returning * into v_challenge;

  update public.messages set metadata = pg_catalog.jsonb_build_object('challenge_id', v_challenge.id)
  where id = v_message.id
  returning * into v_message;

  insert into private.challenge_keys (challenge_id, answers, steps, model)
  values (
    v_challenge.id,
    array(select pg_catalog.jsonb_array_elements_text(coalesce(p_key -> 'answers', '[]'::jsonb))),
    array(select pg_catalog.jsonb_array_elements_text(coalesce(p_key -> 'steps', '[]'::jsonb))),
    p_model
  );

  return pg_catalog.jsonb_build_object(
    'status', 'ok',
    'challenge', private.challenge_json(v_challenge),
    'message', pg_catalog.to_jsonb(v_message)
  );
end;
$$;

revoke all on function public.tutor_start_challenge(uuid, uuid, text, uuid, text, text, jsonb, text)
  from public, anon, authenticated;
grant execute on function public.tutor_start_challenge(uuid, uuid, text, uuid, text, text, jsonb, text)
  to service_role;

/**
 * p_user_id's challenge p_challenge_id with its key: jsonb {challenge, answers, steps}, or null when
 * it is not theirs. Called by: service_role only (the tutor function, to check an answer).
 */
create or replace function public.tutor_get_challenge(p_user_id uuid, p_challenge_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'challenge', private.challenge_json(c),
    'answers', pg_catalog.to_jsonb(k.answers),
    'steps', pg_catalog.to_jsonb(k.steps)
  )
  from public.challenges as c
  join private.challenge_keys as k on k.challenge_id = c.id
  where c.id = p_challenge_id and c.user_id = p_user_id
$$;

revoke all on function public.tutor_get_challenge(uuid, uuid) from public, anon, authenticated;
grant execute on function public.tutor_get_challenge(uuid, uuid) to service_role;

/**
 * Records one answer to p_user_id's open challenge p_challenge_id, checked by the tutor function
 * (p_correct, p_reason): one more try; solved when correct, failed after the second wrong try.
 * Returns {status: 'ok', challenge}, {status: 'not_found'} or {status: 'closed', challenge} (already
 * finished: nothing changes). Raises 22023 for null arguments.
 * Called by: service_role only (the tutor function).
 */
create or replace function public.tutor_record_challenge_answer(
  p_user_id uuid,
  p_challenge_id uuid,
  p_answer text,
  p_correct boolean,
  p_reason text
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_challenge public.challenges;
begin
  if p_user_id is null or p_challenge_id is null or p_answer is null or p_correct is null then
    raise exception 'tutor_record_challenge_answer: user, challenge, answer and result are required'
      using errcode = '22023';
  end if;

  select * into v_challenge from public.challenges as c
  where c.id = p_challenge_id and c.user_id = p_user_id
  for update;
  if not found then
    return pg_catalog.jsonb_build_object('status', 'not_found');
  end if;
  if v_challenge.finished_at is not null then
    return pg_catalog.jsonb_build_object('status', 'closed', 'challenge', private.challenge_json(v_challenge));
  end if;

  update public.challenges as c
  set tries = c.tries + 1,
      attempts = c.attempts || p_answer,
      last_reason = p_reason,
      correct = case when p_correct then true when c.tries + 1 >= 2 then false else null end,
      finished_at = case when p_correct or c.tries + 1 >= 2 then pg_catalog.now() else null end
  where c.id = p_challenge_id
  returning * into v_challenge;

  return pg_catalog.jsonb_build_object('status', 'ok', 'challenge', private.challenge_json(v_challenge));
end;
$$;

revoke all on function public.tutor_record_challenge_answer(uuid, uuid, text, boolean, text)
  from public, anon, authenticated;
grant execute on function public.tutor_record_challenge_answer(uuid, uuid, text, boolean, text)
  to service_role;

/**
 * The caller gives up their open challenge (recorded as not solved) so the conversation goes on.
 * Returns the challenge row. Refusals: no session 42501; null id 22023; not the caller's open
 * challenge P0002 ('No hay ningún reto abierto.').
 * Called by: authenticated (the "Dejar el reto" button).
 */
create or replace function public.give_up_challenge(challenge_id uuid)
returns setof public.challenges
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
begin
  if v_user is null then
    raise exception 'Inicia sesión para continuar.' using errcode = '42501';
  end if;
  if give_up_challenge.challenge_id is null then
    raise exception 'Falta el reto.' using errcode = '22023';
  end if;
  return query
  update public.challenges as c
  set gave_up = true, correct = false, finished_at = pg_catalog.now()
  where c.id = give_up_challenge.challenge_id and c.user_id = v_user and c.finished_at is null
  returning c.*;
  if not found then
    raise exception 'No hay ningún reto abierto.' using errcode = 'P0002';
  end if;
end;
$$;

revoke all on function public.give_up_challenge(uuid) from public, anon, authenticated;
grant execute on function public.give_up_challenge(uuid) to authenticated;

-- ============================================================================
-- TRIGGERS
-- ============================================================================

/**
 * A student message into a conversation with an open challenge is refused (P0001, Spanish text):
 * the challenge is answered without the tutor's help, or given up first.
 * Called by: the trigger below, for every role (service role included).
 */
create or replace function private.refuse_message_during_challenge()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.role = 'user' and exists (
    select 1 from public.challenges as c
    where c.conversation_id = new.conversation_id and c.finished_at is null
  ) then
    raise exception 'Termina el reto (o déjalo) antes de seguir hablando con el tutor.'
      using errcode = 'P0001';
  end if;
  return new;
end;
$$;

revoke all on function private.refuse_message_during_challenge() from public, anon, authenticated;

create trigger messages_refuse_during_challenge
  before insert on public.messages
  for each row execute function private.refuse_message_during_challenge();
