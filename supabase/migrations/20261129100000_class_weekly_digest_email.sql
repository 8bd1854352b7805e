-- The weekly e-mail of a class's "Resumen": on Monday, each teacher of a class who keeps "Recibir
-- notificaciones por correo" on (auth.users.raw_user_meta_data.email_notifications, on unless it is
-- false) receives the figures of the week that ended, once per class and week. A week is claimed in
-- the database before its e-mail is sent, so parallel runs and restarts never send it twice; a
-- failed send gives the claim back. The figures are get_class_digest's, read as that teacher would
-- read them on the class page. What the e-mail says is in docs/classes.md ("Resumen semanal por
-- correo").

-- ============================================================================
-- TABLE
-- ============================================================================

create table private.class_weekly_digest_emails (
  class_id uuid not null references public.classes (id) on delete cascade,
  teacher_id uuid not null references auth.users (id) on delete cascade,
  week_start date not null,
  claimed_at timestamptz not null default pg_catalog.now(),
  primary key (class_id, teacher_id, week_start)
);

comment on table private.class_weekly_digest_emails is 'The weekly Resumen e-mails claimed: one row per class, teacher and week (its Monday on the deployment''s clock); a failed send deletes its row. Rows of weeks more than six weeks back go at the next claim.';

revoke all on table private.class_weekly_digest_emails from public, anon, authenticated;

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * get_class_digest of p_class_id for p_start..p_end as p_teacher_id reads it (the same figures and
 * the same access rule as the class page's "Resumen"): the request's user is p_teacher_id for the
 * call only, and the caller's is put back afterwards.
 * Called by: public.claim_class_weekly_digests only. Not callable by API roles.
 */
create or replace function private.class_digest_as_teacher(
  p_teacher_id uuid,
  p_class_id uuid,
  p_start date,
  p_end date
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_claims text := pg_catalog.current_setting('request.jwt.claims', true);
  v_sub text := pg_catalog.current_setting('request.jwt.claim.sub', true);
  v_digest jsonb;
begin
  perform pg_catalog.set_config('request.jwt.claims',
    pg_catalog.jsonb_build_object('sub', p_teacher_id, 'role', 'authenticated')::text, true);
  perform pg_catalog.set_config('request.jwt.claim.sub', p_teacher_id::text, true);
  v_digest := public.get_class_digest(p_class_id, p_start, p_end);
  perform pg_catalog.set_config('request.jwt.claims', coalesce(v_claims, ''), true);
  perform pg_catalog.set_config('request.jwt.claim.sub', coalesce(v_sub, ''), true);
  return v_digest;
end;
$$;

revoke all on function private.class_digest_as_teacher(uuid, uuid, date, date) from public, anon, authenticated;

/**
 * Claims the weekly e-mails of the week starting p_week_start (a Monday, of a week that has ended
 * on the deployment's clock, and at most 35 days before today; 22023 otherwise): up to p_limit (1..500) of
 * the (class, teacher) pairs not claimed yet for that week where
 *   - the class is not archived and at least one of its current students wrote in the class's
 *     conversations that week (no activity, no e-mail);
 *   - the teacher is a current teacher of the class, still a Profesor, with an e-mail address and
 *     "Recibir notificaciones por correo" on (email_notifications not false).
 * Each claimed pair comes back with the class's name, the teacher's address and name, and the
 * week's get_class_digest as that teacher reads it. Concurrent callers never claim the same pair
 * (the primary key; the second waits for the first and skips it). A pair whose e-mail fails is
 * given back (release_class_weekly_digest). Claims of weeks more than six weeks back are deleted here.
 * Called by: service_role only (the weekly run).
 */
create or replace function public.claim_class_weekly_digests(
  p_week_start date,
  p_limit integer default 50
)
returns table (
  class_id uuid,
  class_name text,
  teacher_id uuid,
  teacher_email text,
  teacher_name text,
  week_start date,
  week_end date,
  digest jsonb
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_zone text := private.app_timezone();
  v_today date := (pg_catalog.now() at time zone v_zone)::date;
  v_from timestamptz;
  v_to timestamptz;
begin
  if p_week_start is null or extract(isodow from p_week_start) <> 1
    or p_week_start + 7 > v_today or p_week_start < v_today - 35 then
    raise exception 'invalid argument: p_week_start must be the Monday of a week that ended in the last five weeks, got %',
      coalesce(p_week_start::text, 'null')
      using errcode = '22023';
  end if;
  if p_limit is null or p_limit < 1 or p_limit > 500 then
    raise exception 'invalid argument: p_limit must be between 1 and 500, got %',
      coalesce(p_limit::text, 'null')
      using errcode = '22023';
  end if;
  v_from := p_week_start::timestamp at time zone v_zone;
  v_to := (p_week_start + 7)::timestamp at time zone v_zone;

  delete from private.class_weekly_digest_emails as e where e.week_start < v_today - 42;

  return query
  with candidates as (
    select cl.id as class_id, t.user_id as teacher_id
    from public.classes as cl
    join public.class_members as t
      on t.class_id = cl.id and t.role = 'teacher' and t.left_at is null
    join auth.users as u on u.id = t.user_id
    where cl.archived_at is null
      and u.email is not null
      and u.raw_app_meta_data -> 'is_teacher' = 'true'::jsonb
      and u.raw_user_meta_data -> 'email_notifications' is distinct from 'false'::jsonb
      and not exists (
        select 1 from private.class_weekly_digest_emails as e
        where e.class_id = cl.id and e.teacher_id = t.user_id and e.week_start = p_week_start
      )
      and exists (
        select 1
        from public.class_members as s
        join public.conversations as cv on cv.class_id = s.class_id and cv.user_id = s.user_id
        join public.messages as ms on ms.conversation_id = cv.id
        where s.class_id = cl.id and s.role = 'student' and s.left_at is null
          and ms.role = 'user' and ms.created_at >= v_from and ms.created_at < v_to
      )
    order by cl.id, t.user_id
    limit p_limit
  ),
  claimed as (
    insert into private.class_weekly_digest_emails as e (class_id, teacher_id, week_start)
    select c.class_id, c.teacher_id, p_week_start from candidates as c
    on conflict do nothing
    returning e.class_id, e.teacher_id
  )
  select c.class_id, cl.name, c.teacher_id, u.email::text,
    coalesce(nullif(pg_catalog.btrim(u.raw_user_meta_data ->> 'name'), ''), 'Profesor'),
    p_week_start, p_week_start + 6,
    private.class_digest_as_teacher(c.teacher_id, c.class_id, p_week_start, p_week_start + 6)
  from claimed as c
  join public.classes as cl on cl.id = c.class_id
  join auth.users as u on u.id = c.teacher_id
  order by cl.name, c.class_id, u.email;
end;
$$;

revoke all on function public.claim_class_weekly_digests(date, integer) from public, anon, authenticated;
grant execute on function public.claim_class_weekly_digests(date, integer) to service_role;

/**
 * Gives back the claim of a weekly e-mail that could not be sent, so the next run sends it.
 * Called by: service_role only (the weekly run).
 */
create or replace function public.release_class_weekly_digest(
  p_class_id uuid,
  p_teacher_id uuid,
  p_week_start date
)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  delete from private.class_weekly_digest_emails as e
  where e.class_id = p_class_id and e.teacher_id = p_teacher_id and e.week_start = p_week_start;
$$;

revoke all on function public.release_class_weekly_digest(uuid, uuid, date) from public, anon, authenticated;
grant execute on function public.release_class_weekly_digest(uuid, uuid, date) to service_role;
