-- The class's "Resumen" of a period: the period's conversations and their counts from the days'
-- rows (a local day is inside the period exactly when its messages are); the student messages of
-- those conversations are read for their words only.
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

  with students as materialized (
    select m.user_id,
      coalesce(nullif(btrim(u.raw_user_meta_data ->> 'name'), ''), 'Estudiante') as name
    from public.class_members as m
    join auth.users as u on u.id = m.user_id
    where m.class_id = p_class_id and m.role = 'student' and m.left_at is null
  ),
  -- The students' class conversations with a message in the period: their messages, the
  -- student's among them and the replies at hint level 3-4; then the subject and title of those
  -- only, one primary-key lookup each (offset 0 keeps the lookup: joined, the planner would hash
  -- every conversation of the table).
  convs as materialized (
    select d.conversation_id as id, d.user_id, cv.subject, cv.title, d.total, d.messages,
      d.deep_hints
    from (
      select d.conversation_id, d.user_id, sum(d.messages) as total,
        sum(d.user_messages) as messages, sum(d.deep_hints) as deep_hints
      from private.class_message_days as d
      where d.class_id = p_class_id and d.day >= p_start and d.day <= p_end
        and d.user_id in (select s.user_id from students as s)
      group by d.conversation_id, d.user_id
    ) as d
    cross join lateral (
      select coalesce(c.subject, 'General') as subject, c.title
      from public.conversations as c
      where c.id = d.conversation_id
      offset 0
    ) as cv
  ),
  -- The students' messages of the period, for the repeated questions: the only message rows
  -- read. Their words, case and spacing aside: the replacement runs only on a text it would
  -- change (a space other than ' ', or two in a row), since it costs several times the test.
  asked as materialized (
    select c.id as conversation_id, c.user_id,
      pg_catalog.lower(case when pg_catalog.btrim(ms.content) ~ '(?! )\s|\s\s'
        then pg_catalog.regexp_replace(pg_catalog.btrim(ms.content), '\s+', ' ', 'g')
        else pg_catalog.btrim(ms.content) end) as words
    from convs as c
    join public.messages as ms on ms.conversation_id = c.id
    where c.messages > 0
      and ms.role = 'user' and ms.created_at >= v_from and ms.created_at < v_to
  ),
  rated as (
    select ms.conversation_id, pg_catalog.count(*) as not_understood
    from public.message_feedback as f
    join public.messages as ms on ms.id = f.message_id
    where f.user_id in (select s.user_id from students as s)
      and f.rating = 'not_understood'
      and ms.role = 'assistant' and ms.created_at >= v_from and ms.created_at < v_to
    group by ms.conversation_id
  ),
  -- Per conversation: its student messages, its replies, deep hints and "No lo entendí". The
  -- figures by student, subject and topic add these up.
  per_conv as materialized (
    select c.id as conversation_id, c.user_id, c.subject, c.title, c.messages,
      c.total - c.messages as replies, c.deep_hints,
      coalesce(r.not_understood, 0) as not_understood
    from convs as c
    left join rated as r on r.conversation_id = c.id
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
      select p.user_id, sum(p.deep_hints) as deep_hints, sum(p.not_understood) as not_understood
      from per_conv as p
      group by p.user_id
    ) as h on h.user_id = s.user_id
    left join (
      select c.user_id, pg_catalog.count(*) as tried,
        pg_catalog.count(*) filter (where c.correct) as solved
      from chals as c
      group by c.user_id
    ) as c on c.user_id = s.user_id
  ),
  subject_rows as (
    select p.subject,
      pg_catalog.count(distinct p.user_id) filter (where p.messages > 0) as students,
      pg_catalog.count(*) filter (where p.messages > 0) as conversations,
      sum(p.messages) as messages,
      sum(p.deep_hints) as deep_hints,
      sum(p.not_understood) as not_understood
    from per_conv as p
    group by p.subject
  )
  select jsonb_build_object(
    'start', p_start,
    'end', p_end,
    'totals', jsonb_build_object(
      'students', (select pg_catalog.count(*) from students),
      'active_students', (
        select pg_catalog.count(distinct p.user_id) from per_conv as p where p.messages > 0
      ),
      'student_messages', (select coalesce(sum(p.messages), 0) from per_conv as p),
      'tutor_replies', (select coalesce(sum(p.replies), 0) from per_conv as p),
      'conversations', (select pg_catalog.count(*) from per_conv as p where p.messages > 0)
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
        select min(pg_catalog.btrim(p.title)) as topic,
          pg_catalog.count(distinct p.user_id) as students,
          pg_catalog.count(*) as conversations
        from per_conv as p
        where p.messages > 0 and p.title <> 'Nueva conversación'
        group by pg_catalog.lower(pg_catalog.btrim(p.title))
        order by 2 desc, 3 desc, 1
        limit 10
      ) as x
    ), '[]'::jsonb),
    'stuck', jsonb_build_object(
      'deep_hints', (select coalesce(sum(p.deep_hints), 0) from per_conv as p),
      'not_understood', (select coalesce(sum(p.not_understood), 0) from per_conv as p),
      'challenges_not_solved', (select pg_catalog.count(*) from chals as c where not c.correct),
      'gave_up', (select pg_catalog.count(*) from chals as c where c.gave_up),
      'repeated_questions', (
        select coalesce(sum(x.times - 1), 0)
        from (
          select pg_catalog.count(*) as times
          from asked as a
          where a.words <> ''
          group by a.user_id, a.words
        ) as x
      )
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
