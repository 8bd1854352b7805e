-- The answer key of a conversation's current task (issue 18): the task in one line, the accepted
-- final answers in the forms a student might write them, and the key steps, made by one model call
-- when a task is stated and replaced when the task changes. The tutor function's gate reads it;
-- students never can: it lives in `private` (no API role reaches the schema), is read and written
-- only through two service-role RPCs, is in no student export, and is deleted with its
-- conversation and with the account (cascades).

-- ============================================================================
-- TABLE
-- ============================================================================

create table private.answer_keys (
  conversation_id uuid primary key references public.conversations (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  -- The student message that stated the task: the task's replies are the ones after it.
  task_message_id uuid null references public.messages (id) on delete set null,
  task_started_at timestamptz not null,
  task text not null,
  answers text[] not null default '{}',
  steps text[] not null default '{}',
  model text not null,
  created_at timestamptz not null default now(),

  constraint answer_keys_task_must_be_1_to_1000_chars check (char_length(task) between 1 and 1000),
  constraint answer_keys_answers_must_be_at_most_12_of_4000_chars check (
    pg_catalog.cardinality(answers) <= 12
    and char_length(pg_catalog.array_to_string(answers, '')) <= 4000
  ),
  constraint answer_keys_steps_must_be_at_most_8_of_4000_chars check (
    pg_catalog.cardinality(steps) <= 8
    and char_length(pg_catalog.array_to_string(steps, '')) <= 4000
  ),
  constraint answer_keys_model_must_be_1_to_200_chars check (char_length(model) between 1 and 200)
);

comment on table private.answer_keys is 'The answer key of each conversation''s current task; service role only (tutor_get_answer_key, tutor_save_answer_key).';

-- ============================================================================
-- INDEXES
-- ============================================================================

-- The cascades from auth.users and messages.
create index answer_keys_user_id_idx on private.answer_keys (user_id);
create index answer_keys_task_message_id_idx on private.answer_keys (task_message_id);

-- ============================================================================
-- RLS
-- ============================================================================

alter table private.answer_keys enable row level security;
revoke all on table private.answer_keys from public, anon, authenticated;

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * The current answer key of p_conversation_id when it is p_user_id's: jsonb {task, answers, steps,
 * task_message_id, task_started_at, model}, or null (no key yet, or not their conversation).
 * Called by: service_role only (the tutor function).
 */
create or replace function public.tutor_get_answer_key(p_user_id uuid, p_conversation_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'task', k.task,
    'answers', pg_catalog.to_jsonb(k.answers),
    'steps', pg_catalog.to_jsonb(k.steps),
    'task_message_id', k.task_message_id,
    'task_started_at', k.task_started_at,
    'model', k.model
  )
  from private.answer_keys as k
  join public.conversations as c on c.id = k.conversation_id
  where k.conversation_id = p_conversation_id
    and k.user_id = p_user_id
    and c.user_id = p_user_id
$$;

revoke all on function public.tutor_get_answer_key(uuid, uuid) from public, anon, authenticated;
grant execute on function public.tutor_get_answer_key(uuid, uuid) to service_role;

/**
 * Stores (or replaces) the answer key of p_conversation_id for the task stated by the student
 * message p_task_message_id: p_key {task, answers: text[], steps: text[]}, p_model the model that
 * made it. Returns true when stored, false when the conversation or the message is not p_user_id's.
 * A key that breaks a constraint raises (23514); null arguments raise 22023.
 * Called by: service_role only (the tutor function).
 */
create or replace function public.tutor_save_answer_key(
  p_user_id uuid,
  p_conversation_id uuid,
  p_task_message_id uuid,
  p_key jsonb,
  p_model text
)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_started timestamptz;
begin
  if p_user_id is null or p_conversation_id is null or p_task_message_id is null
     or p_key is null or pg_catalog.jsonb_typeof(p_key) <> 'object' or p_model is null then
    raise exception 'tutor_save_answer_key: user, conversation, task message, key object and model are required'
      using errcode = '22023';
  end if;

  select m.created_at into v_started
  from public.messages as m
  join public.conversations as c on c.id = m.conversation_id
  where m.id = p_task_message_id
    and m.conversation_id = p_conversation_id
    and m.role = 'user'
    and c.user_id = p_user_id;

  if v_started is null then
    return false;
  end if;

  insert into private.answer_keys as k (
    conversation_id, user_id, task_message_id, task_started_at, task, answers, steps, model
  )
  values (
    p_conversation_id,
    p_user_id,
    p_task_message_id,
    v_started,
    p_key ->> 'task',
    coalesce(
      array(select pg_catalog.jsonb_array_elements_text(coalesce(p_key -> 'answers', '[]'::jsonb))),
      '{}'
    ),
    coalesce(
      array(select pg_catalog.jsonb_array_elements_text(coalesce(p_key -> 'steps', '[]'::jsonb))),
      '{}'
    ),
    p_model
  )
  on conflict (conversation_id) do update
  set task_message_id = excluded.task_message_id,
      task_started_at = excluded.task_started_at,
      task = excluded.task,
      answers = excluded.answers,
      steps = excluded.steps,
      model = excluded.model,
      created_at = pg_catalog.now();

  return true;
end;
$$;

revoke all on function public.tutor_save_answer_key(uuid, uuid, uuid, jsonb, text) from public, anon, authenticated;
grant execute on function public.tutor_save_answer_key(uuid, uuid, uuid, jsonb, text) to service_role;
