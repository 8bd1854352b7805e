-- The tutor turn in two database round trips (issue 9, "Measure": non-model time <= 150 ms).
-- tutor_begin_turn reads the conversation and its bounded history, answers 'not_found' /
-- 'already_answered' before counting anything, then takes one quota unit (tutor_consume_quota);
-- tutor_finish_turn stores the reply, its metrics row, the turn's tokens, the safety alert and, on the
-- first turn, the title. Both: service_role only (the tutor function), always scoped to p_user_id.

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * Starts a tutor turn for p_user_id in p_conversation_id. Returns jsonb:
 *   {status: 'not_found'}          the conversation does not exist or is not p_user_id's;
 *   {status: 'already_answered'}   its latest message is not a user message (or there is none);
 *   {status: 'rate_limited', scope: 'minute'|'day'|'tokens', retry_after_seconds}
 *   {status: 'ok', conversation: {subject, grade_level, title}, history: [...]}
 * history: the latest p_max_messages messages (id, conversation_id, role, content, metadata,
 * created_at), oldest first. Only 'ok' counts a quota unit (tutor_consume_quota's rules).
 * Raises 22023 for a null user/conversation or non-positive limits.
 * Called by: service_role only (the tutor function, with the service key).
 */
create or replace function public.tutor_begin_turn(
  p_user_id uuid,
  p_conversation_id uuid,
  p_per_minute integer,
  p_per_day integer,
  p_tokens_per_day bigint,
  p_max_messages integer
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_conversation jsonb;
  v_history jsonb;
  v_latest_role text;
  v_quota jsonb;
begin
  if p_user_id is null or p_conversation_id is null or p_max_messages is null
     or p_max_messages < 1 then
    raise exception 'tutor_begin_turn: user id, conversation id and a positive history size are required'
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

  select
    coalesce(
      pg_catalog.jsonb_agg(
        pg_catalog.jsonb_build_object(
          'id', h.id,
          'conversation_id', h.conversation_id,
          'role', h.role,
          'content', h.content,
          'metadata', h.metadata,
          'created_at', h.created_at
        )
        order by h.created_at, h.id
      ),
      '[]'::jsonb
    ),
    (pg_catalog.array_agg(h.role order by h.created_at desc, h.id desc))[1]
  into v_history, v_latest_role
  from (
    select m.id, m.conversation_id, m.role, m.content, m.metadata, m.created_at
    from public.messages as m
    where m.conversation_id = p_conversation_id
    order by m.created_at desc, m.id desc
    limit p_max_messages
  ) as h;

  if v_latest_role is distinct from 'user' then
    return pg_catalog.jsonb_build_object('status', 'already_answered');
  end if;

  v_quota := public.tutor_consume_quota(p_user_id, p_per_minute, p_per_day, p_tokens_per_day);
  if not coalesce((v_quota ->> 'allowed')::boolean, false) then
    return pg_catalog.jsonb_build_object(
      'status', 'rate_limited',
      'scope', v_quota -> 'scope',
      'retry_after_seconds', v_quota -> 'retry_after_seconds'
    );
  end if;

  return pg_catalog.jsonb_build_object(
    'status', 'ok',
    'conversation', v_conversation,
    'history', v_history
  );
end;
$$;

revoke all on function public.tutor_begin_turn(uuid, uuid, integer, integer, bigint, integer) from public, anon, authenticated;
grant execute on function public.tutor_begin_turn(uuid, uuid, integer, integer, bigint, integer) to service_role;

/**
 * Finishes a tutor turn for p_user_id in p_conversation_id, in one transaction:
 *   1. adds p_tokens (> 0) to the user's day tokens (tutor_record_tokens), whatever happens next;
 *   2. inserts the assistant message (p_content, p_metadata);
 *   3. inserts its message_metrics row from p_metrics {api_response_time_ms, tokens_used,
 *      model_used, word_count, character_count, ...: computeMetrics} (a failure is only reported: metrics_saved false);
 *   4. inserts the safety alert p_alert {message_id, category, source, excerpt} when given
 *      (alert_saved false on failure);
 *   5. sets the conversation's title to p_title when given (title_saved false on failure).
 * Returns {status: 'ok', message: <stored row>, metrics_saved, alert_saved, title_saved},
 * {status: 'not_found'} (not p_user_id's conversation), {status: 'already_answered'} (23505: the
 * message p_metadata.reply_to already has a reply) or {status: 'save_failed', sqlstate, error}.
 * The tokens are recorded in every case except a null/invalid argument (22023).
 * Called by: service_role only (the tutor function, with the service key).
 */
create or replace function public.tutor_finish_turn(
  p_user_id uuid,
  p_conversation_id uuid,
  p_content text,
  p_metadata jsonb,
  p_metrics jsonb,
  p_tokens integer,
  p_title text default null,
  p_alert jsonb default null
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
      where c.id = p_conversation_id and c.user_id = p_user_id;
      v_title_saved := true;
    exception
      when others then
        v_title_saved := false;
        get stacked diagnostics v_state = returned_sqlstate, v_error = message_text;
        raise warning 'tutor_finish_turn: title not saved (%): %', v_state, v_error;
    end;
  end if;

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
    'title_saved', v_title_saved
  );
end;
$$;

revoke all on function public.tutor_finish_turn(uuid, uuid, text, jsonb, jsonb, integer, text, jsonb) from public, anon, authenticated;
grant execute on function public.tutor_finish_turn(uuid, uuid, text, jsonb, jsonb, integer, text, jsonb) to service_role;
