-- Leaving a class is a boundary. A student may leave a class and join it again; until now the
-- teachers, once the student was back, read every message of the student's class conversations,
-- those written while the student was out included, and a student who had left stayed in the
-- class's challenge figures and export. Now:
-- - public.class_member_periods keeps each stretch of membership (joined .. left), one row per
--   period, written only by a trigger on class_members (join, leave, re-join);
-- - a class's teachers read a message of a class conversation only when it was written inside one of
--   the student's periods (public.sees_class_message, used by the messages policy): what the student
--   wrote while out stays private to the student;
-- - the class's challenge figures and export count only current students' challenges started inside
--   a period.
-- Messages older than a student's first recorded period (rows from before periods existed) count as
-- written in it: a class conversation can only start while its student is a member.

-- ============================================================================
-- TABLE
-- ============================================================================

create table public.class_member_periods (
  class_id uuid not null,
  user_id uuid not null,
  started_at timestamptz not null,
  ended_at timestamptz null,

  primary key (class_id, user_id, started_at),
  foreign key (class_id, user_id)
    references public.class_members (class_id, user_id) on delete cascade,
  constraint class_member_periods_end_must_follow_start
    check (ended_at is null or ended_at >= started_at)
);

comment on table public.class_member_periods is 'Each stretch of a class membership (ended_at null: current); written by the class_members trigger only.';

-- The trigger below and the RLS test read the latest period starting before a time; the primary key
-- (class_id, user_id, started_at) serves both. The user's own rows (the data download) by user_id.
create index class_member_periods_user_id_idx on public.class_member_periods (user_id);

insert into public.class_member_periods (class_id, user_id, started_at, ended_at)
select m.class_id, m.user_id, m.joined_at, m.left_at
from public.class_members as m;

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * After a class_members insert or update: a new current membership opens a period (started at
 * joined_at); a membership that ends (left_at set) closes its open period at left_at.
 * Called by: the class_members_periods trigger. Not callable by API roles.
 */
create or replace function private.class_members_periods()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.left_at is null
     and (tg_op = 'INSERT' or old.left_at is not null or old.joined_at <> new.joined_at) then
    insert into public.class_member_periods (class_id, user_id, started_at)
    values (new.class_id, new.user_id, new.joined_at)
    on conflict do nothing;
  elsif tg_op = 'UPDATE' and old.left_at is null and new.left_at is not null then
    update public.class_member_periods as p
    set ended_at = new.left_at
    where p.class_id = new.class_id and p.user_id = new.user_id and p.ended_at is null;
  end if;
  return null;
end;
$$;

revoke all on function private.class_members_periods() from public;

create trigger class_members_periods
  after insert or update of joined_at, left_at on public.class_members
  for each row execute function private.class_members_periods();

/**
 * True when p_at falls inside one of p_user_id's membership periods of p_class_id, or before the
 * first recorded one (rows from before periods were kept): false only for what was written while
 * the user was out of the class.
 * Called by: public.sees_class_message and the class RPCs (as their owner). Not callable by API roles.
 */
create or replace function private.in_member_period(p_class_id uuid, p_user_id uuid, p_at timestamptz)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (
      select p.ended_at is null or p_at < p.ended_at
      from public.class_member_periods as p
      where p.class_id = p_class_id and p.user_id = p_user_id and p.started_at <= p_at
      order by p.started_at desc
      limit 1
    ),
    true
  )
$$;

revoke all on function private.in_member_period(uuid, uuid, timestamptz) from public;

/**
 * True when the caller teaches p_class_id, p_student_id is a current student member of it, and
 * p_written_at falls in one of the student's membership periods: the teacher's read access to one
 * message of the student's class conversation.
 * Called by: authenticated (the teacher's select policy of messages).
 */
create or replace function public.sees_class_message(
  p_class_id uuid,
  p_student_id uuid,
  p_written_at timestamptz
)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.sees_class_student(p_class_id, p_student_id)
    and private.in_member_period(p_class_id, p_student_id, p_written_at)
$$;

revoke all on function public.sees_class_message(uuid, uuid, timestamptz) from public, anon, authenticated;
grant execute on function public.sees_class_message(uuid, uuid, timestamptz) to authenticated;

-- ============================================================================
-- RLS
-- ============================================================================

alter table public.class_member_periods enable row level security;
revoke all on table public.class_member_periods from public, anon, authenticated;
grant select on table public.class_member_periods to authenticated;
grant all on table public.class_member_periods to service_role;

create policy "Users read their own membership periods"
  on public.class_member_periods for select
  to authenticated
  using (user_id = (select auth.uid()));

drop policy "Teachers read the messages of their classes' conversations" on public.messages;

-- The conversations sub-query runs under the reader's own policies: the student's own, or the
-- teacher's class conversations; the message itself must be written inside a membership period
-- (messages.created_at: the conversation has a created_at of its own).
create policy "Teachers read the messages of their classes' conversations"
  on public.messages for select
  to authenticated
  using (
    exists (
      select 1
      from public.conversations as c
      where c.id = conversation_id
        and c.class_id is not null
        and public.sees_class_message(c.class_id, c.user_id, messages.created_at)
    )
  );

-- ============================================================================
-- FUNCTIONS (challenge figures of a class)
-- ============================================================================

/**
 * "Aciertos sin ayuda" per week (Monday, app time zone), subject ('General' when null), level
 * ('Sin nivel' when null) and class (null: no class) of the finished challenges created in
 * [start_date, end_date]: students, challenges, solved, solved on the first try, given up,
 * solved_rate = 100 * solved / challenges; eureka_challenges (started from the offer after a
 * eureka), eureka_solved and eureka_conversion = 100 * eureka_solved / eureka_challenges (null when
 * none). class_filter: only that class's challenges of its current students, started inside one of
 * their membership periods. Bad dates 22023.
 * Called by: admins; with class_filter, also the class's teachers. Everyone else gets 42501.
 */
create or replace function public.get_challenge_stats(
  start_date date,
  end_date date,
  class_filter uuid default null
)
returns table (
  week date,
  subject text,
  grade_level text,
  class_id uuid,
  students bigint,
  challenges bigint,
  solved bigint,
  solved_first_try bigint,
  gave_up bigint,
  solved_rate numeric,
  eureka_challenges bigint,
  eureka_solved bigint,
  eureka_conversion numeric
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform private.assert_challenge_reader(class_filter);
  perform private.assert_date_range(start_date, end_date);

  return query
  select
    g.week, g.subject, g.grade_level, g.class_id, g.students, g.challenges, g.solved,
    g.solved_first_try, g.gave_up,
    round(100.0 * g.solved / g.challenges, 2),
    g.eureka_challenges, g.eureka_solved,
    case when g.eureka_challenges > 0 then round(100.0 * g.eureka_solved / g.eureka_challenges, 2) end
  from (
    select
      pg_catalog.date_trunc('week', c.created_at at time zone private.app_timezone())::date as week,
      coalesce(c.subject, 'General') as subject,
      coalesce(c.grade_level, 'Sin nivel') as grade_level,
      c.class_id,
      pg_catalog.count(distinct c.user_id) as students,
      pg_catalog.count(*) as challenges,
      pg_catalog.count(*) filter (where c.correct) as solved,
      pg_catalog.count(*) filter (where c.correct and c.tries = 1) as solved_first_try,
      pg_catalog.count(*) filter (where c.gave_up) as gave_up,
      pg_catalog.count(*) filter (where c.source = 'eureka') as eureka_challenges,
      pg_catalog.count(*) filter (where c.source = 'eureka' and c.correct) as eureka_solved
    from public.challenges as c
    where c.finished_at is not null
      and c.created_at >= private.day_start(start_date)
      and c.created_at < private.day_start(end_date + 1)
      and (class_filter is null or (
        c.class_id = class_filter
        -- A current student, and the challenge started inside a period (private.in_member_period's
  -- rule, written out: no function call per row).
        and exists (
          select 1
          from public.class_members as m
          where m.class_id = c.class_id and m.user_id = c.user_id
            and m.role = 'student' and m.left_at is null
        )
        and coalesce(
          (
            select pr.ended_at is null or c.created_at < pr.ended_at
            from public.class_member_periods as pr
            where pr.class_id = c.class_id and pr.user_id = c.user_id and pr.started_at <= c.created_at
            order by pr.started_at desc
            limit 1
          ),
          true
        )
      ))
    group by 1, 2, 3, 4
  ) as g
  order by g.week, g.subject, g.grade_level, g.class_id nulls first;
end;
$$;

revoke all on function public.get_challenge_stats(date, date, uuid) from public, anon, authenticated;
grant execute on function public.get_challenge_stats(date, date, uuid) to authenticated;

/**
 * One row per finished challenge created in [start_date, end_date] for the research export: the
 * student as private.pseudonym (the conversation export's scheme), the conversation, class,
 * subject, level, source, tries, correct, gave_up, the check's last reason, created/finished times
 * and the seconds between them. Never the statement's key or the student's answers' text.
 * class_filter: only that class's challenges of its current students, started inside one of their
 * membership periods. Bad dates 22023.
 * Called by: admins; with class_filter, also the class's teachers. Everyone else gets 42501.
 */
create or replace function public.export_challenges(
  start_date date,
  end_date date,
  class_filter uuid default null
)
returns table (
  challenge_id uuid,
  student text,
  conversation_id uuid,
  class_id uuid,
  subject text,
  grade_level text,
  source text,
  tries smallint,
  correct boolean,
  gave_up boolean,
  last_reason text,
  created_at timestamptz,
  finished_at timestamptz,
  seconds integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform private.assert_challenge_reader(class_filter);
  perform private.assert_date_range(start_date, end_date);

  return query
  select
    c.id, private.pseudonym(c.user_id), c.conversation_id, c.class_id, c.subject, c.grade_level,
    c.source, c.tries, c.correct, c.gave_up, c.last_reason, c.created_at, c.finished_at,
    ceil(extract(epoch from c.finished_at - c.created_at))::integer
  from public.challenges as c
  where c.finished_at is not null
    and c.created_at >= private.day_start(start_date)
    and c.created_at < private.day_start(end_date + 1)
    and (class_filter is null or (
      c.class_id = class_filter
      -- A current student, and the challenge started inside a period (private.in_member_period's
  -- rule, written out: no function call per row).
      and exists (
        select 1
        from public.class_members as m
        where m.class_id = c.class_id and m.user_id = c.user_id
          and m.role = 'student' and m.left_at is null
      )
      and coalesce(
        (
          select pr.ended_at is null or c.created_at < pr.ended_at
          from public.class_member_periods as pr
          where pr.class_id = c.class_id and pr.user_id = c.user_id and pr.started_at <= c.created_at
          order by pr.started_at desc
          limit 1
        ),
        true
      )
    ))
  order by c.created_at, c.id;
end;
$$;

revoke all on function public.export_challenges(date, date, uuid) from public, anon, authenticated;
grant execute on function public.export_challenges(date, date, uuid) to authenticated;
