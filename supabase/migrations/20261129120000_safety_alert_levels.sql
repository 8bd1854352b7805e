-- Two levels of safety alert. The offline screen reads how urgent a message is (screenLevel in
-- supabase/functions/_shared/safety/safety.ts): 'alta', a clear disclosure, gets the caring reply,
-- the alert and the e-mails now, as every alert did until now; 'revisar', a possible one, leaves the
-- student's turn alone (the normal tutor reply) and is only listed for the adults who follow the
-- alerts. Here:
--   safety_alerts.level                'alta' | 'revisar'; every alert recorded before is 'alta'
--                                      (each one got the caring reply and the e-mail);
--   tutor_finish_turn                  records the level the tutor function sends (absent: 'alta');
--   the two e-mail claims              never claim a 'revisar' alert, whatever turn asks;
--   the red badges                     count only new 'alta' alerts (a 'revisar' one waits in the
--                                      list, not in a red number).
-- The two alert lists return the level and filter by it: 20261129120100_safety_alert_level_lists.sql.

-- ============================================================================
-- TABLES
-- ============================================================================

alter table public.safety_alerts
  add column level text not null default 'alta'
  constraint safety_alerts_level_must_be_alta_or_revisar check (level in ('alta', 'revisar'));

comment on column public.safety_alerts.level is
  'How urgent: alta (clear disclosure: caring reply, e-mails now, badge) or revisar (possible one: listed and in the weekly summary only).';

-- The e-mail claim's queue: only 'alta' alerts are ever waiting for their e-mail.
drop index public.safety_alerts_not_notified_idx;
create index safety_alerts_not_notified_idx on public.safety_alerts (created_at)
  where notified_at is null and level = 'alta';

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * The turn's last round trip (unchanged but for the alert's level: p_alert ->> 'level', 'alta'
 * when absent, checked by safety_alerts_level_must_be_alta_or_revisar).
 * Called by: the tutor function (service role).
 */
create or replace function public.tutor_finish_turn(p_user_id uuid, p_conversation_id uuid, p_content text, p_metadata jsonb, p_metrics jsonb, p_tokens integer, p_title text default null, p_alert jsonb default null, p_claim_id uuid default null)
returns jsonb
language plpgsql
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
      insert into public.safety_alerts (
        user_id, conversation_id, message_id, category, source, excerpt, level
      )
      values (
        p_user_id, p_conversation_id, (p_alert ->> 'message_id')::uuid, p_alert ->> 'category',
        p_alert ->> 'source', p_alert ->> 'excerpt', coalesce(p_alert ->> 'level', 'alta')
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

/**
 * Claims up to p_limit 'alta' alerts not yet e-mailed to the safeguarding address (notified_at now);
 * a 'revisar' alert is never e-mailed.
 * Called by: the tutor function (service role).
 */
create or replace function public.claim_safety_alert_notifications(p_limit integer default 10)
returns TABLE(id uuid, category text, created_at timestamp with time zone)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if p_limit is null or p_limit < 1 or p_limit > 50 then
    raise exception 'invalid argument: p_limit must be between 1 and 50' using errcode = '22023';
  end if;

  return query
  update public.safety_alerts as sa
  set notified_at = now()
  where sa.id in (
    select pending.id
    from public.safety_alerts as pending
    where pending.notified_at is null
      and pending.level = 'alta'
    order by pending.created_at, pending.id
    limit p_limit
    for update skip locked
  )
  returning sa.id, sa.category, sa.created_at;
end;
$$;

/**
 * Claims the conversation's 'alta' alerts not yet e-mailed to the class's teachers
 * (teachers_notified_at now); a 'revisar' alert is never e-mailed.
 * Called by: the tutor function (service role).
 */
create or replace function public.claim_class_alert_teacher_notifications(p_user_id uuid, p_conversation_id uuid)
returns TABLE(id uuid, category text, created_at timestamp with time zone, class_id uuid, class_name text, teacher_emails text[])
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  return query
  with pending as (
    select sa.id, cv.class_id
    from public.safety_alerts as sa
    join public.conversations as cv on cv.id = sa.conversation_id
    join public.class_members as s
      on s.class_id = cv.class_id and s.user_id = sa.user_id
     and s.role = 'student' and s.left_at is null
    where sa.conversation_id = p_conversation_id
      and sa.user_id = p_user_id
      and sa.teachers_notified_at is null
      and sa.level = 'alta'
    for update of sa skip locked
  ),
  teachers as (
    select p.id, pg_catalog.array_agg(u.email::text order by t.joined_at, u.email) as emails
    from pending as p
    join public.class_members as t
      on t.class_id = p.class_id and t.role = 'teacher' and t.left_at is null
    join auth.users as u on u.id = t.user_id
    where u.email is not null and u.raw_app_meta_data -> 'is_teacher' = 'true'::jsonb
    group by p.id
  ),
  claimed as (
    update public.safety_alerts as sa
    set teachers_notified_at = pg_catalog.now()
    from teachers as t
    where sa.id = t.id
    returning sa.id, sa.category, sa.created_at
  )
  select c.id, c.category, c.created_at, p.class_id, cl.name, t.emails
  from claimed as c
  join pending as p on p.id = c.id
  join teachers as t on t.id = c.id
  join public.classes as cl on cl.id = p.class_id
  order by c.created_at, c.id;
end;
$$;

/**
 * How many 'alta' alerts are still new (the red badge): for an admin every one; for a teacher those
 * of their classes. Everyone else: 42501.
 * Called by: admins and teachers.
 */
create or replace function public.count_new_safety_alerts()
returns integer
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
begin
  if public.is_admin() then
    return (select count(*)::integer from public.safety_alerts as sa where sa.status = 'new' and sa.level = 'alta');
  end if;
  if not public.is_teacher() then
    raise exception 'forbidden: only administrators and teachers may call this function'
      using errcode = '42501';
  end if;
  return (
    select count(*)::integer
    from public.safety_alerts as sa
    where sa.status = 'new' and sa.level = 'alta'
      and sa.class_id in (
        select t.class_id
        from public.class_members as t
        where t.user_id = v_user and t.role = 'teacher' and t.left_at is null
      )
  );
end;
$$;

/**
 * The number of new 'alta' safety alerts of each class the caller teaches (an admin: of every
 * class), one row per class, zero included (the red badges).
 * Who may call this: teachers and admins (authenticated); anyone else 42501.
 */
create or replace function public.count_new_class_safety_alerts()
returns TABLE(class_id uuid, new_count integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
  v_admin boolean := public.is_admin();
begin
  if not v_admin and not public.is_teacher() then
    raise exception 'forbidden: only administrators and teachers may call this function'
      using errcode = '42501';
  end if;
  return query
  select
    c.id,
    (
      select count(*)::integer
      from public.safety_alerts as sa
      where sa.status = 'new'
        and sa.level = 'alta'
        and sa.id in (select private.class_alert_ids(c.id))
    )
  from public.classes as c
  where v_admin
    or exists (
      select 1
      from public.class_members as t
      where t.class_id = c.id
        and t.user_id = v_user
        and t.role = 'teacher'
        and t.left_at is null
    )
  order by c.id;
end;
$$;
