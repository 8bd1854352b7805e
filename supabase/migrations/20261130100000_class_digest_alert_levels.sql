-- The "Resumen" counts the class's safety alerts of the period by level: 'alta' (a clear disclosure:
-- the teachers were e-mailed at once) and 'revisar' (a possible one: nobody was e-mailed, it waits
-- in the class's alert list and in the weekly summary). Counts only, never the message: the weekly
-- e-mail carries names and counts. The alerts counted are those the class's "Alertas" tab lists
-- (private.class_alert_ids: recorded in the class's conversations while the student was a current
-- member, still kept) recorded in the period. Otherwise get_class_digest is unchanged.

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * The digest of class_id from p_start to p_end inclusive (days on the deployment's clock), as one
 * JSON object:
 *   totals: students (current), active_students (wrote at least once), student_messages,
 *     tutor_replies, conversations (with a student message in the period);
 *   subjects: per conversation subject ('General' when none), most student messages first:
 *     students, conversations, messages, deep_hints, not_understood;
 *   topics: the 10 conversation titles most students wrote under (same title, any case), with
 *     students and conversations; the default title is no topic;
 *   stuck: deep_hints (replies at hint level 3 or 4), not_understood (replies rated "No lo
 *     entendí"), challenges_not_solved (finished, not solved; gave_up of them), repeated_questions
 *     (a student message with the same words as an earlier one of the same student in the period);
 *   need_help: students with at least 3 deep hints and no challenge solved in the period, named,
 *     with their deep_hints, not_understood, challenges_tried, most deep hints first;
 *   went_well: challenges solved alone (a right answer within two tries, without hints), per
 *     subject: solved, first_try, students; most solved first;
 *   alerts: alta, revisar: the class's safety alerts recorded in the period, by level (those the
 *     class's alert list shows: private.class_alert_ids).
 * Who may call this: the class's teachers and admins; anyone else 42501. A missing or reversed
 * range, or one over 366 days, 22023.
 */
create or replace function public.get_class_digest(p_class_id uuid, p_start date, p_end date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
set jit = off
as $$
declare
  v_zone text := private.app_timezone();
  v_from timestamptz;
  v_to timestamptz;
  v_result jsonb;
begin
  perform private.assert_teaches_class(p_class_id);
  if p_start is null or p_end is null or p_start > p_end or p_end - p_start > 366 then
    raise exception 'invalid argument: the period must be from p_start to p_end, at most 366 days'
      using errcode = '22023';
  end if;
  v_from := p_start::timestamp at time zone v_zone;
  v_to := (p_end + 1)::timestamp at time zone v_zone;

  with students as (
    select m.user_id,
      coalesce(nullif(btrim(u.raw_user_meta_data ->> 'name'), ''), 'Estudiante') as name
    from public.class_members as m
    join auth.users as u on u.id = m.user_id
    where m.class_id = p_class_id and m.role = 'student' and m.left_at is null
  ),
  -- Only the conversations with a message in the period (their first and last message say so).
  convs as (
    select cv.id, cv.user_id, coalesce(cv.subject, 'General') as subject, cv.title
    from public.conversations as cv
    join private.conversation_stats as st on st.conversation_id = cv.id
    where cv.class_id = p_class_id
      and cv.user_id in (select s.user_id from students as s)
      and st.last_message_at >= v_from
      and st.first_message_at < v_to
  ),
  msgs as materialized (
    select ms.role = 'user' as asked, c.id as conversation_id, c.user_id, c.subject, c.title,
      case when ms.role = 'user' then
        pg_catalog.lower(pg_catalog.regexp_replace(pg_catalog.btrim(ms.content), '\s+', ' ', 'g'))
      end as words,
      ms.role = 'assistant'
        and coalesce((ms.metadata ->> 'hint_level')::int, 0) >= 3 as deep_hint,
      f.message_id is not null as not_understood
    from convs as c
    join public.messages as ms on ms.conversation_id = c.id
    left join public.message_feedback as f
      on f.message_id = ms.id and f.rating = 'not_understood' and ms.role = 'assistant'
    where ms.created_at >= v_from and ms.created_at < v_to
  ),
  chals as materialized (
    select ch.user_id, coalesce(ch.subject, 'General') as subject, ch.correct, ch.gave_up,
      ch.tries
    from public.challenges as ch
    where ch.class_id = p_class_id
      and ch.user_id in (select s.user_id from students as s)
      and ch.created_at >= v_from and ch.created_at < v_to
      and ch.finished_at is not null
  ),
  per_student as (
    select s.user_id, s.name, coalesce(h.deep_hints, 0) as deep_hints,
      coalesce(h.not_understood, 0) as not_understood, coalesce(c.tried, 0) as tried,
      coalesce(c.solved, 0) as solved
    from students as s
    left join (
      select m.user_id,
        pg_catalog.count(*) filter (where m.deep_hint) as deep_hints,
        pg_catalog.count(*) filter (where m.not_understood) as not_understood
      from msgs as m
      group by m.user_id
    ) as h on h.user_id = s.user_id
    left join (
      select c.user_id, pg_catalog.count(*) as tried,
        pg_catalog.count(*) filter (where c.correct) as solved
      from chals as c
      group by c.user_id
    ) as c on c.user_id = s.user_id
  ),
  subject_rows as (
    select m.subject,
      pg_catalog.count(distinct m.user_id) filter (where m.asked) as students,
      pg_catalog.count(distinct m.conversation_id) filter (where m.asked) as conversations,
      pg_catalog.count(*) filter (where m.asked) as messages,
      pg_catalog.count(*) filter (where m.deep_hint) as deep_hints,
      pg_catalog.count(*) filter (where m.not_understood) as not_understood
    from msgs as m
    group by m.subject
  )
  select jsonb_build_object(
    'start', p_start,
    'end', p_end,
    'totals', (
      select jsonb_build_object(
        'students', (select pg_catalog.count(*) from students),
        'active_students', pg_catalog.count(distinct m.user_id) filter (where m.asked),
        'student_messages', pg_catalog.count(*) filter (where m.asked),
        'tutor_replies', pg_catalog.count(*) filter (where not m.asked),
        'conversations', pg_catalog.count(distinct m.conversation_id) filter (where m.asked)
      )
      from msgs as m
    ),
    'subjects', coalesce((
      select jsonb_agg(jsonb_build_object(
          'subject', x.subject, 'students', x.students, 'conversations', x.conversations,
          'messages', x.messages, 'deep_hints', x.deep_hints, 'not_understood', x.not_understood
        ) order by x.messages desc, x.subject)
      from subject_rows as x
      where x.messages > 0
    ), '[]'::jsonb),
    'topics', coalesce((
      select jsonb_agg(jsonb_build_object(
          'topic', x.topic, 'students', x.students, 'conversations', x.conversations
        ) order by x.students desc, x.conversations desc, x.topic)
      from (
        select min(pg_catalog.btrim(m.title)) as topic,
          pg_catalog.count(distinct m.user_id) as students,
          pg_catalog.count(distinct m.conversation_id) as conversations
        from msgs as m
        where m.asked and m.title <> 'Nueva conversación'
        group by pg_catalog.lower(pg_catalog.btrim(m.title))
        order by 2 desc, 3 desc, 1
        limit 10
      ) as x
    ), '[]'::jsonb),
    'stuck', (
      select jsonb_build_object(
        'deep_hints', coalesce(sum(x.deep_hints), 0),
        'not_understood', coalesce(sum(x.not_understood), 0),
        'challenges_not_solved', (select pg_catalog.count(*) from chals as c where not c.correct),
        'gave_up', (select pg_catalog.count(*) from chals as c where c.gave_up),
        'repeated_questions', (
          select coalesce(sum(a.times - 1), 0)
          from (
            select pg_catalog.count(*) as times
            from msgs as m
            where m.asked and m.words <> ''
            group by m.user_id, m.words
          ) as a
        )
      )
      from subject_rows as x
    ),
    'need_help', coalesce((
      select jsonb_agg(jsonb_build_object(
          'user_id', p.user_id, 'name', p.name, 'deep_hints', p.deep_hints,
          'not_understood', p.not_understood, 'challenges_tried', p.tried
        ) order by p.deep_hints desc, p.name, p.user_id)
      from per_student as p
      where p.deep_hints >= 3 and p.solved = 0
    ), '[]'::jsonb),
    'went_well', coalesce((
      select jsonb_agg(jsonb_build_object(
          'subject', x.subject, 'solved', x.solved, 'first_try', x.first_try,
          'students', x.students
        ) order by x.solved desc, x.subject)
      from (
        select c.subject, pg_catalog.count(*) as solved,
          pg_catalog.count(*) filter (where c.tries = 1) as first_try,
          pg_catalog.count(distinct c.user_id) as students
        from chals as c
        where c.correct
        group by c.subject
      ) as x
    ), '[]'::jsonb),
    'alerts', (
      select jsonb_build_object(
        'alta', pg_catalog.count(*) filter (where sa.level = 'alta'),
        'revisar', pg_catalog.count(*) filter (where sa.level = 'revisar')
      )
      from public.safety_alerts as sa
      where sa.class_id = p_class_id
        and sa.created_at >= v_from and sa.created_at < v_to
        and private.safety_alert_kept(sa.conversation_id, sa.status, sa.status_changed_at)
    )
  )
  into v_result;
  return v_result;
end;
$$;

revoke all on function public.get_class_digest(uuid, date, date) from public, anon, authenticated;
grant execute on function public.get_class_digest(uuid, date, date) to authenticated;
