-- Limits that hold. The class's daily limit counted the student's messages of today in the class's
-- conversations, so deleting conversations reset it (limit 2 -> 6 replies), and "Ponme a prueba"
-- ignored it; ten parallel challenge starts cost ten quota units and ten model calls.
--
-- - private.class_daily_turns is a ledger of the turns served per class, student and day (the
--   deployment's day, private.today()): deleting conversations does not change it.
-- - tutor_begin_class_turn wraps tutor_begin_turn: the class's limit is checked (row lock on the
--   ledger) before the claim and the quota unit, and only a begun turn ('ok') is counted.
-- - tutor_begin_challenge is the challenge start's one round trip: the conversation's state, the
--   claim of the conversation (private.tutor_turn_claims, shared with turns: one start or turn at a
--   time), the class's limit, one quota unit, then the context to make the exercise and the eureka
--   reply the server itself recorded (the challenge's source is no longer the client's word). The
--   tutor function ends the claim with tutor_release_turn once the challenge is stored.

-- ============================================================================
-- TABLE
-- ============================================================================

create table private.class_daily_turns (
  class_id uuid not null references public.classes (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  day date not null,
  turns integer not null default 0,

  primary key (class_id, user_id, day),
  constraint class_daily_turns_turns_must_be_non_negative check (turns >= 0)
);

comment on table private.class_daily_turns is
  'Tutor turns and challenge starts served per class, student and day (app time zone): the class''s daily limit. Deleting conversations does not lower it.';

create index class_daily_turns_user_id_idx on private.class_daily_turns (user_id);

alter table private.class_daily_turns enable row level security;
revoke all on table private.class_daily_turns from public, anon, authenticated, service_role;

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * The class's daily limit for p_user_id's conversation p_conversation_id, with the ledger row of
 * today locked (concurrent turns of the student in the class queue here):
 *   null                         no class, or a class without a daily limit;
 *   {status: 'class_limited', retry_after_seconds}  today's served turns reached the limit;
 *   {status: 'ok', class_id}     one more turn fits (count it with private.count_class_turn).
 * Called by: tutor_begin_class_turn and tutor_begin_challenge (as their owner). Not callable by API roles.
 */
create or replace function private.check_class_turn(p_user_id uuid, p_conversation_id uuid)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_class public.classes;
  v_turns integer;
begin
  select cl.* into v_class
  from public.conversations as cv
  join public.classes as cl on cl.id = cv.class_id
  where cv.id = p_conversation_id and cv.user_id = p_user_id;
  if not found or v_class.daily_message_limit is null then
    return null;
  end if;

  insert into private.class_daily_turns (class_id, user_id, day)
  values (v_class.id, p_user_id, private.today())
  on conflict (class_id, user_id, day) do nothing;

  select t.turns into v_turns
  from private.class_daily_turns as t
  where t.class_id = v_class.id and t.user_id = p_user_id and t.day = private.today()
  for update;

  if v_turns >= v_class.daily_message_limit then
    return pg_catalog.jsonb_build_object(
      'status', 'class_limited',
      'retry_after_seconds', greatest(1, pg_catalog.ceil(extract(epoch from
        private.day_start(private.today() + 1) - pg_catalog.clock_timestamp()
      ))::integer)
    );
  end if;
  return pg_catalog.jsonb_build_object('status', 'ok', 'class_id', v_class.id);
end;
$$;

revoke all on function private.check_class_turn(uuid, uuid) from public, anon, authenticated;

/**
 * Counts one served turn of p_user_id in the class of a 'ok' check_class_turn (null: nothing).
 * Called by: tutor_begin_class_turn and tutor_begin_challenge (as their owner). Not callable by API roles.
 */
create or replace function private.count_class_turn(p_user_id uuid, p_check jsonb)
returns void
language sql
volatile
set search_path = ''
as $$
  update private.class_daily_turns as t
  set turns = t.turns + 1
  where p_check ->> 'status' = 'ok'
    and t.class_id = (p_check ->> 'class_id')::uuid
    and t.user_id = p_user_id
    and t.day = private.today()
$$;

revoke all on function private.count_class_turn(uuid, jsonb) from public, anon, authenticated;

/**
 * tutor_begin_turn under the class's daily limit: {status: 'class_limited', retry_after_seconds}
 * when p_user_id's served turns of today in the conversation's class reached its limit (nothing is
 * claimed or counted), else tutor_begin_turn's answer; an 'ok' turn is counted in the ledger.
 * Raises as tutor_begin_turn.
 * Called by: service_role only (the tutor function, with the service key).
 */
create or replace function public.tutor_begin_class_turn(
  p_user_id uuid,
  p_conversation_id uuid,
  p_per_minute integer,
  p_per_day integer,
  p_tokens_per_day bigint,
  p_max_messages integer,
  p_claim_seconds integer default 90
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_check jsonb := private.check_class_turn(p_user_id, p_conversation_id);
  v_begun jsonb;
begin
  if v_check ->> 'status' = 'class_limited' then
    return v_check;
  end if;
  v_begun := public.tutor_begin_turn(
    p_user_id, p_conversation_id, p_per_minute, p_per_day, p_tokens_per_day, p_max_messages,
    p_claim_seconds
  );
  if v_begun ->> 'status' = 'ok' then
    perform private.count_class_turn(p_user_id, v_check);
  end if;
  return v_begun;
end;
$$;

revoke all on function public.tutor_begin_class_turn(uuid, uuid, integer, integer, bigint, integer, integer)
  from public, anon, authenticated;
grant execute on function public.tutor_begin_class_turn(uuid, uuid, integer, integer, bigint, integer, integer)
  to service_role;

/**
 * Begins "Ponme a prueba" in p_user_id's conversation, in this order (nothing is counted before
 * the claim is won):
 *   {status: 'not_found'}     not p_user_id's conversation;
 *   {status: 'open', challenge}  a challenge is already open here (returned as it is);
 *   {status: 'pending'}       a student message still waits for the tutor's reply;
 *   {status: 'busy', expires_in_seconds}  another start or turn holds the conversation;
 *   {status: 'class_limited', retry_after_seconds}  the class's daily limit (as a turn);
 *   {status: 'rate_limited', scope, retry_after_seconds}  the student's limits (tutor_consume_quota);
 *   {status: 'ok', claim_id, subject, grade_level, task, recent, eureka_message_id}: the claim
 *   (end it with tutor_release_turn), one quota unit and one class turn counted, the context of
 *   tutor_challenge_context, and the conversation's latest reply when the server recorded a eureka
 *   on it (has_eureka), else null.
 * Raises 22023 for null arguments, non-positive limits or claim time.
 * Called by: service_role only (the tutor function, with the service key).
 */
create or replace function public.tutor_begin_challenge(
  p_user_id uuid,
  p_conversation_id uuid,
  p_per_minute integer,
  p_per_day integer,
  p_tokens_per_day bigint,
  p_claim_seconds integer
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_context jsonb;
  v_claim private.tutor_turn_claims;
  v_busy private.tutor_turn_claims;
  v_check jsonb;
  v_quota jsonb;
  v_eureka uuid;
begin
  if p_user_id is null or p_conversation_id is null or p_claim_seconds is null or p_claim_seconds < 1 then
    raise exception 'tutor_begin_challenge: user, conversation and a positive claim time are required'
      using errcode = '22023';
  end if;

  v_context := public.tutor_challenge_context(p_user_id, p_conversation_id);
  if v_context ->> 'status' <> 'ok' then
    return v_context;
  end if;

  insert into private.tutor_turn_claims as tc (conversation_id, message_id, expires_at)
  values (
    p_conversation_id,
    null,
    pg_catalog.clock_timestamp() + pg_catalog.make_interval(secs => p_claim_seconds)
  )
  on conflict (conversation_id) do update
    set claim_id = excluded.claim_id,
        message_id = excluded.message_id,
        claimed_at = excluded.claimed_at,
        expires_at = excluded.expires_at
    where tc.expires_at <= pg_catalog.clock_timestamp()
  returning * into v_claim;

  if v_claim.claim_id is null then
    select * into v_busy from private.tutor_turn_claims as tc
    where tc.conversation_id = p_conversation_id;
    return pg_catalog.jsonb_build_object(
      'status', 'busy',
      'expires_in_seconds', greatest(1, pg_catalog.ceil(
        extract(epoch from v_busy.expires_at - pg_catalog.clock_timestamp())
      )::integer)
    );
  end if;

  -- Read again under the claim: a start that finished while this one queued opened a challenge.
  v_context := public.tutor_challenge_context(p_user_id, p_conversation_id);
  if v_context ->> 'status' <> 'ok' then
    delete from private.tutor_turn_claims as tc where tc.claim_id = v_claim.claim_id;
    return v_context;
  end if;

  v_check := private.check_class_turn(p_user_id, p_conversation_id);
  if v_check ->> 'status' = 'class_limited' then
    delete from private.tutor_turn_claims as tc where tc.claim_id = v_claim.claim_id;
    return v_check;
  end if;

  v_quota := public.tutor_consume_quota(p_user_id, p_per_minute, p_per_day, p_tokens_per_day);
  if not coalesce((v_quota ->> 'allowed')::boolean, false) then
    delete from private.tutor_turn_claims as tc where tc.claim_id = v_claim.claim_id;
    return pg_catalog.jsonb_build_object(
      'status', 'rate_limited',
      'scope', v_quota -> 'scope',
      'retry_after_seconds', v_quota -> 'retry_after_seconds'
    );
  end if;
  perform private.count_class_turn(p_user_id, v_check);

  select r.id into v_eureka
  from (
    select ms.id, ms.metadata from public.messages as ms
    where ms.conversation_id = p_conversation_id and ms.role = 'assistant'
    order by ms.created_at desc, ms.id desc
    limit 1
  ) as r
  where r.metadata -> 'has_eureka' = 'true'::jsonb;

  return v_context || pg_catalog.jsonb_build_object(
    'claim_id', v_claim.claim_id,
    'eureka_message_id', v_eureka
  );
end;
$$;

revoke all on function public.tutor_begin_challenge(uuid, uuid, integer, integer, bigint, integer)
  from public, anon, authenticated;
grant execute on function public.tutor_begin_challenge(uuid, uuid, integer, integer, bigint, integer)
  to service_role;
