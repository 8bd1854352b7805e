-- Renaming a conversation (issue 20 item 5). Students already update only `title` of their own
-- conversations (20261123000200, column grant + RLS) and the title is 1–200 characters
-- (conversations_title_must_not_be_blank, conversations_title_must_be_at_most_200_chars). Here:
-- - a student's title is stored tidy (trimmed, one line, runs of whitespace as one space), so the
--   length rules apply to what is shown;
-- - the student's last rename is recorded (private.conversation_renames), and the tutor's automatic
--   first-turn title never overwrites a title the student chose (tutor_finish_turn below).
-- - start_conversation(subject, grade_level): the "Nueva conversación" button's insert, returning
--   the caller's existing empty conversation of the same subject and level instead of a second one.

-- ============================================================================
-- TABLE
-- ============================================================================

-- One row per conversation its student has renamed (kept out of public.conversations so the API
-- row stays as it was). No API role reaches it; the trigger below writes it.
create table private.conversation_renames (
  conversation_id uuid primary key references public.conversations (id) on delete cascade,
  renamed_at timestamptz not null default now()
);

comment on table private.conversation_renames is
  'Conversations whose title the student chose; the tutor''s automatic title never replaces it.';

revoke all on table private.conversation_renames from public, anon, authenticated;

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * Before a student's (anon/authenticated) title change: trims it and joins its lines and runs of
 * whitespace into single spaces, so the check constraints judge the tidy title (blank ->
 * conversations_title_must_not_be_blank).
 * Called by: the trigger conversations_student_title_is_tidy only.
 */
create or replace function private.tidy_student_title()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.title := pg_catalog.btrim(pg_catalog.regexp_replace(new.title, '\s+', ' ', 'g'));
  return new;
end;
$$;

revoke all on function private.tidy_student_title() from public, anon, authenticated;

/**
 * After a student's title change: records the rename (security definer: students cannot reach
 * private.conversation_renames themselves).
 * Called by: the trigger conversations_student_rename_is_recorded only.
 */
create or replace function private.record_student_rename()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.conversation_renames (conversation_id)
  values (new.id)
  on conflict (conversation_id) do update set renamed_at = pg_catalog.now();
  return null;
end;
$$;

revoke all on function private.record_student_rename() from public, anon, authenticated;

/**
 * Finishes a tutor turn (see 20261123000900_tutor_turn_rpcs.sql for the whole contract). Changed
 * here: the automatic title (p_title) is stored only while the student has not renamed the
 * conversation (no private.conversation_renames row); otherwise title_saved is null and the
 * student's title stays. Everything else is unchanged.
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

/**
 * "Nueva conversación": returns the caller's newest conversation with this subject and grade level
 * that has no message yet, or creates one (default title) when there is none, so repeated clicks,
 * a double click or two tabs never pile up empty conversations. Security invoker: RLS, the server
 * clock and the daily conversation quota apply to the insert as to a direct insert. Concurrent
 * calls of one student are serialised by a transaction-scoped advisory lock on their id.
 * subject / grade_level: null allowed (the constraints judge the rest: 1–100 / 1–50 characters).
 * Called by: authenticated (the chat's "Nueva conversación" button).
 */
create or replace function public.start_conversation(subject text, grade_level text)
returns public.conversations
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
  v_row public.conversations;
begin
  if v_user is null then
    raise exception 'Inicia sesión para empezar una conversación.' using errcode = '42501';
  end if;
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('start_conversation:' || v_user::text, 0)
  );

  select cv.* into v_row
  from public.conversations as cv
  where cv.user_id = v_user
    and cv.subject is not distinct from start_conversation.subject
    and cv.grade_level is not distinct from start_conversation.grade_level
    and not exists (select 1 from public.messages as ms where ms.conversation_id = cv.id)
  order by cv.created_at desc, cv.id desc
  limit 1;

  if v_row.id is null then
    insert into public.conversations (user_id, subject, grade_level)
    values (v_user, start_conversation.subject, start_conversation.grade_level)
    returning * into v_row;
  end if;
  return v_row;
end;
$$;

revoke all on function public.start_conversation(text, text) from public, anon, authenticated;
grant execute on function public.start_conversation(text, text) to authenticated;

-- ============================================================================
-- TRIGGERS
-- ============================================================================

-- Only the browser's roles: the tutor's own title (service role) is not a rename.
create trigger conversations_student_title_is_tidy
  before update of title on public.conversations
  for each row
  when (pg_catalog.current_setting('role', true) in ('anon', 'authenticated'))
  execute function private.tidy_student_title();

create trigger conversations_student_rename_is_recorded
  after update of title on public.conversations
  for each row
  when (
    pg_catalog.current_setting('role', true) in ('anon', 'authenticated')
    and old.title is distinct from new.title
  )
  execute function private.record_student_rename();
