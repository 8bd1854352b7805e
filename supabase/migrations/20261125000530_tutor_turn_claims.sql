-- One tutor turn at a time per conversation, and no student message stranded (issue 20 item 8).
-- Measured before: 20 parallel turns on one waiting message spent 20 quota units and 80 model calls
-- to store 1 reply, and messages sent while a reply was being written were never answered.
--
-- - A turn claims its conversation (private.tutor_turn_claims, one row per conversation, with an
--   expiry) inside tutor_begin_turn before it takes a quota unit; a second turn meanwhile gets
--   'busy' and spends nothing. tutor_finish_turn and tutor_release_turn end the claim; a turn that
--   dies lets it expire.
-- - A reply answers a batch: every student message after the previous batch up to the newest one
--   stored when the turn began (its metadata.reply_to). "Answered" is decided by that point, not by
--   which row is newest, so a message stored while a reply was being written stays pending (the
--   next turn answers it) even though the reply row is newer. The history the model gets puts each
--   reply right after the message it answered.

-- ============================================================================
-- TABLE
-- ============================================================================

create table private.tutor_turn_claims (
  conversation_id uuid primary key references public.conversations (id) on delete cascade,
  claim_id uuid not null default gen_random_uuid(),
  -- The newest student message the claiming turn answers (its reply's reply_to), once known.
  message_id uuid null,
  claimed_at timestamptz not null default now(),
  expires_at timestamptz not null,

  constraint tutor_turn_claims_expiry_must_follow_the_claim check (expires_at > claimed_at)
);

comment on table private.tutor_turn_claims is
  'The tutor turn in flight per conversation (service role RPCs only); expired rows are free.';

revoke all on table private.tutor_turn_claims from public, anon, authenticated;

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * The conversation's answered point: the greatest (created_at, id) among the messages its latest
 * replies answered (metadata.reply_to, when it names a message of this conversation; else the
 * reply itself), over the 20 newest replies (replies are written one turn at a time, so the point
 * is among them); null when there is no reply. A student message after this point is pending.
 * Called by: tutor_begin_turn and tutor_finish_turn (as their owner). Not callable by API roles.
 */
create or replace function private.tutor_answered_point(p_conversation_id uuid)
returns table (at timestamptz, id uuid)
language sql
stable
set search_path = ''
as $$
  select coalesce(t.created_at, r.created_at), coalesce(t.id, r.id)
  from (
    select ms.id, ms.created_at, ms.metadata
    from public.messages as ms
    where ms.conversation_id = p_conversation_id and ms.role = 'assistant'
    order by ms.created_at desc, ms.id desc
    limit 20
  ) as r
  left join public.messages as t
    on t.id = (r.metadata ->> 'reply_to')::uuid
   and t.conversation_id = p_conversation_id
  order by 1 desc, 2 desc
  limit 1
$$;

revoke all on function private.tutor_answered_point(uuid) from public, anon, authenticated;

/**
 * The student messages of p_conversation_id after the answered point, oldest first.
 * Called by: the tutor turn RPCs (as their owner). Not callable by API roles.
 */
create or replace function private.tutor_pending_messages(p_conversation_id uuid)
returns table (id uuid, created_at timestamptz)
language sql
stable
set search_path = ''
as $$
  select ms.id, ms.created_at
  from public.messages as ms
  left join private.tutor_answered_point(p_conversation_id) as p on true
  where ms.conversation_id = p_conversation_id
    and ms.role = 'user'
    and (p.id is null or (ms.created_at, ms.id) > (p.at, p.id))
  order by ms.created_at, ms.id
$$;

revoke all on function private.tutor_pending_messages(uuid) from public, anon, authenticated;

-- The claim adds an argument: the old signature goes (its callers use named arguments).
drop function public.tutor_begin_turn(uuid, uuid, integer, integer, bigint, integer);

/**
 * Starts a tutor turn for p_user_id in p_conversation_id, in this order (nothing is counted before
 * the claim is won):
 *   {status: 'not_found'}        the conversation does not exist or is not p_user_id's;
 *   {status: 'busy', message_id, expires_in_seconds}
 *                                 another turn holds the conversation (answering message_id)
 *                                 until it ends, at the latest in expires_in_seconds;
 *   {status: 'already_answered'}  no student message is pending (none, or all before the answered
 *                                 point);
 *   {status: 'rate_limited', scope: 'minute'|'day'|'tokens', retry_after_seconds}
 *   {status: 'ok', conversation: {subject, grade_level, title}, history: [...], claim_id,
 *    answering: [pending message ids, oldest first]}
 * Only 'ok' keeps the claim (for p_claim_seconds) and counts a quota unit. history: the latest
 * p_max_messages messages up to the newest pending one (id, conversation_id, role, content,
 * metadata, created_at), in conversation order: each reply right after the message it answered.
 * Raises 22023 for a null user/conversation, non-positive limits or claim time.
 * Called by: service_role only (the tutor function, with the service key).
 */
create function public.tutor_begin_turn(
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
  v_conversation jsonb;
  v_claim private.tutor_turn_claims;
  v_busy private.tutor_turn_claims;
  v_latest public.messages;
  v_answering jsonb;
  v_history jsonb;
  v_quota jsonb;
begin
  if p_user_id is null or p_conversation_id is null or p_max_messages is null
     or p_max_messages < 1 or p_claim_seconds is null or p_claim_seconds < 1 then
    raise exception 'tutor_begin_turn: user id, conversation id, a positive history size and claim time are required'
      using errcode = '22023';
  end if;

  select pg_catalog.jsonb_build_object(
    'subject', c.subject, 'grade_level', c.grade_level, 'title', c.title
  )
  into v_conversation
  from public.conversations as c
  where c.id = p_conversation_id
    and c.user_id = p_user_id;

  if v_conversation is null then
    return pg_catalog.jsonb_build_object('status', 'not_found');
  end if;

  -- The claim first: concurrent turns queue on this row and all but one see it held.
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
      'message_id', v_busy.message_id,
      'expires_in_seconds', greatest(1, pg_catalog.ceil(
        extract(epoch from v_busy.expires_at - pg_catalog.clock_timestamp())
      )::integer)
    );
  end if;

  select pg_catalog.jsonb_agg(p.id order by p.created_at, p.id)
  into v_answering
  from private.tutor_pending_messages(p_conversation_id) as p;

  if v_answering is null then
    delete from private.tutor_turn_claims as tc where tc.claim_id = v_claim.claim_id;
    return pg_catalog.jsonb_build_object('status', 'already_answered');
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

  select * into v_latest from public.messages as ms
  where ms.id = (v_answering ->> (pg_catalog.jsonb_array_length(v_answering) - 1))::uuid;

  update private.tutor_turn_claims as tc
  set message_id = v_latest.id
  where tc.claim_id = v_claim.claim_id;

  -- The latest messages up to the newest pending one, each reply placed after what it answered.
  select coalesce(
    pg_catalog.jsonb_agg(
      pg_catalog.jsonb_build_object(
        'id', h.id,
        'conversation_id', h.conversation_id,
        'role', h.role,
        'content', h.content,
        'metadata', h.metadata,
        'created_at', h.created_at
      )
      order by h.anchor_at, h.anchor_id, h.rank, h.created_at, h.id
    ),
    '[]'::jsonb
  )
  into v_history
  from (
    select ms.*,
      coalesce(t.created_at, ms.created_at) as anchor_at,
      coalesce(t.id, ms.id) as anchor_id,
      case when t.id is null then 0 else 1 end as rank
    from (
      select m.* from public.messages as m
      where m.conversation_id = p_conversation_id
        and ((m.created_at, m.id) <= (v_latest.created_at, v_latest.id) or m.role = 'assistant')
      order by m.created_at desc, m.id desc
      limit p_max_messages
    ) as ms
    left join public.messages as t
      on ms.role = 'assistant'
     and t.id = (ms.metadata ->> 'reply_to')::uuid
     and t.conversation_id = p_conversation_id
  ) as h;

  return pg_catalog.jsonb_build_object(
    'status', 'ok',
    'conversation', v_conversation,
    'history', v_history,
    'claim_id', v_claim.claim_id,
    'answering', v_answering
  );
end;
$$;

revoke all on function public.tutor_begin_turn(uuid, uuid, integer, integer, bigint, integer, integer) from public, anon, authenticated;
grant execute on function public.tutor_begin_turn(uuid, uuid, integer, integer, bigint, integer, integer) to service_role;

/**
 * Ends a turn's claim without a reply (the model failed, the turn was refused after it began), so
 * the student's Reintentar can start a new turn at once. Returns whether the claim was held.
 * Called by: service_role only (the tutor function, with the service key).
 */
create or replace function public.tutor_release_turn(
  p_user_id uuid,
  p_conversation_id uuid,
  p_claim_id uuid
)
returns boolean
language sql
volatile
security definer
set search_path = ''
as $$
  with released as (
    delete from private.tutor_turn_claims as tc
    using public.conversations as c
    where tc.conversation_id = p_conversation_id
      and tc.claim_id = p_claim_id
      and c.id = tc.conversation_id
      and c.user_id = p_user_id
    returning 1
  )
  select exists (select 1 from released)
$$;

revoke all on function public.tutor_release_turn(uuid, uuid, uuid) from public, anon, authenticated;
grant execute on function public.tutor_release_turn(uuid, uuid, uuid) to service_role;

drop function public.tutor_finish_turn(uuid, uuid, text, jsonb, jsonb, integer, text, jsonb);

/**
 * Finishes a tutor turn for p_user_id in p_conversation_id, in one transaction:
 *   0. ends the turn's claim p_claim_id (when given);
 *   1. adds p_tokens (> 0) to the user's day tokens (tutor_record_tokens), whatever happens next;
 *   2. inserts the assistant message (p_content, p_metadata: reply_to = the newest message answered);
 *   3. inserts its message_metrics row from p_metrics (a failure is only reported: metrics_saved false);
 *   4. inserts the safety alert p_alert {message_id, category, source, excerpt} when given
 *      (alert_saved false on failure);
 *   5. sets the conversation's title to p_title when given and the student has not renamed it
 *      (title_saved: true stored, null kept the student's title, false failed).
 * Returns {status: 'ok', message: <stored row>, metrics_saved, alert_saved, title_saved,
 * pending: [ids of student messages stored after the one answered, oldest first: the next turn's]},
 * {status: 'not_found'} (not p_user_id's conversation), {status: 'already_answered'} (23505: the
 * message p_metadata.reply_to already has a reply) or {status: 'save_failed', sqlstate, error}.
 * The tokens are recorded in every case except a null/invalid argument (22023).
 * Called by: service_role only (the tutor function, with the service key).
 */
create function public.tutor_finish_turn(
  p_user_id uuid,
  p_conversation_id uuid,
  p_content text,
  p_metadata jsonb,
  p_metrics jsonb,
  p_tokens integer,
  p_title text default null,
  p_alert jsonb default null,
  p_claim_id uuid default null
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_message public.messages;
  v_metrics_saved boolean := true;
  v_alert_saved boolean := null;
  v_title_saved boolean := null;
  v_pending jsonb;
  v_state text;
  v_error text;
begin
  if p_user_id is null or p_conversation_id is null or p_tokens is null or p_tokens < 0 then
    raise exception 'tutor_finish_turn: user id, conversation id and non-negative tokens are required'
      using errcode = '22023';
  end if;

  if not exists (
    select 1 from public.conversations as c
    where c.id = p_conversation_id and c.user_id = p_user_id
  ) then
    return pg_catalog.jsonb_build_object('status', 'not_found');
  end if;

  -- Committed together with the reply: no other turn can begin in between and miss it.
  if p_claim_id is not null then
    delete from private.tutor_turn_claims as tc
    where tc.conversation_id = p_conversation_id and tc.claim_id = p_claim_id;
  end if;

  if p_tokens > 0 then
    perform public.tutor_record_tokens(p_user_id, p_tokens);
  end if;

  begin
    insert into public.messages (conversation_id, role, content, metadata)
    values (p_conversation_id, 'assistant', p_content, p_metadata)
    returning * into v_message;
  exception
    when unique_violation then
      return pg_catalog.jsonb_build_object('status', 'already_answered');
    when others then
      get stacked diagnostics v_state = returned_sqlstate, v_error = message_text;
      return pg_catalog.jsonb_build_object(
        'status', 'save_failed', 'sqlstate', v_state, 'error', v_error
      );
  end;

  begin
    insert into public.message_metrics (
      message_id, api_response_time_ms, tokens_used, model_used, word_count, character_count,
      question_count, contains_code_snippet, contains_math_formula, complexity_score
    )
    select v_message.id, x.api_response_time_ms, x.tokens_used, x.model_used, x.word_count,
      x.character_count, x.question_count, x.contains_code_snippet, x.contains_math_formula,
      x.complexity_score
    from pg_catalog.jsonb_populate_record(null::public.message_metrics, p_metrics) as x;
  exception
    when others then
      v_metrics_saved := false;
      get stacked diagnostics v_state = returned_sqlstate, v_error = message_text;
      raise warning 'tutor_finish_turn: metrics not saved (%): %', v_state, v_error;
  end;

  if p_alert is not null then
    begin
      insert into public.safety_alerts (user_id, conversation_id, message_id, category, source, excerpt)
      values (
        p_user_id, p_conversation_id, (p_alert ->> 'message_id')::uuid, p_alert ->> 'category',
        p_alert ->> 'source', p_alert ->> 'excerpt'
      );
      v_alert_saved := true;
    exception
      when others then
        v_alert_saved := false;
        get stacked diagnostics v_state = returned_sqlstate, v_error = message_text;
        raise warning 'tutor_finish_turn: safety alert not saved (%): %', v_state, v_error;
    end;
  end if;

  if p_title is not null then
    begin
      update public.conversations as c
      set title = p_title
      where c.id = p_conversation_id and c.user_id = p_user_id
        and not exists (
          select 1 from private.conversation_renames as r where r.conversation_id = c.id
        );
      -- null: the student renamed the conversation, their title stays.
      v_title_saved := case when found then true end;
    exception
      when others then
        v_title_saved := false;
        get stacked diagnostics v_state = returned_sqlstate, v_error = message_text;
        raise warning 'tutor_finish_turn: title not saved (%): %', v_state, v_error;
    end;
  end if;

  select coalesce(pg_catalog.jsonb_agg(p.id order by p.created_at, p.id), '[]'::jsonb)
  into v_pending
  from private.tutor_pending_messages(p_conversation_id) as p;

  return pg_catalog.jsonb_build_object(
    'status', 'ok',
    'message', pg_catalog.jsonb_build_object(
      'id', v_message.id,
      'conversation_id', v_message.conversation_id,
      'role', v_message.role,
      'content', v_message.content,
      'metadata', v_message.metadata,
      'created_at', v_message.created_at
    ),
    'metrics_saved', v_metrics_saved,
    'alert_saved', v_alert_saved,
    'title_saved', v_title_saved,
    'pending', v_pending
  );
end;
$$;

revoke all on function public.tutor_finish_turn(uuid, uuid, text, jsonb, jsonb, integer, text, jsonb, uuid) from public, anon, authenticated;
grant execute on function public.tutor_finish_turn(uuid, uuid, text, jsonb, jsonb, integer, text, jsonb, uuid) to service_role;
