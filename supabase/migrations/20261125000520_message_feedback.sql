-- Per-reply feedback (issue 20 item 6): under each tutor reply the student picks one of "Me ayudó"
-- (helped), "Me dio la respuesta" (gave_answer) or "No lo entendí" (not_understood), changeable or
-- cleared. One row per rated reply; written only through set_message_feedback, read by the student
-- (their own rows) and, as rates per subject and day, by admins (get_reply_feedback): the production
-- signal that the answer-leak gate works. The student's data download includes it; deleting the
-- reply, the conversation or the account deletes it (cascades).

-- ============================================================================
-- TABLE
-- ============================================================================

create table public.message_feedback (
  message_id uuid primary key references public.messages (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  rating text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint message_feedback_rating_must_be_helped_gave_answer_or_not_understood
    check (rating in ('helped', 'gave_answer', 'not_understood'))
);

comment on table public.message_feedback is
  'A student''s rating of one tutor reply in their own conversation; written only by set_message_feedback.';

-- ============================================================================
-- INDEXES
-- ============================================================================

-- The student's own rows (RLS filter) and the account cascade.
create index message_feedback_user_id_idx on public.message_feedback (user_id);

-- ============================================================================
-- RLS
-- ============================================================================

alter table public.message_feedback enable row level security;

revoke all on table public.message_feedback from anon, authenticated;
grant select on table public.message_feedback to authenticated;
grant all on table public.message_feedback to service_role;

create policy "Students can read their own reply feedback"
  on public.message_feedback for select
  to authenticated
  using (user_id = (select auth.uid()));

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * Sets (or, with rating null, clears) the caller's feedback on one tutor reply of their own
 * conversation. Returns the stored row, or no row after clearing.
 * Refusals: anon has no EXECUTE (42501); no session 42501; a null message id or a rating other
 * than helped / gave_answer / not_understood 22023; a message that does not exist, is not in the
 * caller's conversation or is not the tutor's reply P0002 ('No se encontró esa respuesta del
 * tutor.'), the same for all three so another student's ids reveal nothing.
 * Called by: authenticated (the feedback buttons under each reply).
 */
create or replace function public.set_message_feedback(message_id uuid, rating text)
returns setof public.message_feedback
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
begin
  if v_user is null then
    raise exception 'Inicia sesión para valorar las respuestas.' using errcode = '42501';
  end if;
  if set_message_feedback.message_id is null then
    raise exception 'Falta la respuesta que quieres valorar.' using errcode = '22023';
  end if;
  if set_message_feedback.rating is not null
     and set_message_feedback.rating not in ('helped', 'gave_answer', 'not_understood') then
    raise exception 'Valoración no válida: elige «Me ayudó», «Me dio la respuesta» o «No lo entendí».'
      using errcode = '22023';
  end if;
  if not exists (
    select 1
    from public.messages as ms
    join public.conversations as cv on cv.id = ms.conversation_id
    where ms.id = set_message_feedback.message_id
      and ms.role = 'assistant'
      and cv.user_id = v_user
  ) then
    raise exception 'No se encontró esa respuesta del tutor.' using errcode = 'P0002';
  end if;

  if set_message_feedback.rating is null then
    delete from public.message_feedback as mf
    where mf.message_id = set_message_feedback.message_id;
    return;
  end if;

  return query
  insert into public.message_feedback as mf (message_id, user_id, rating)
  values (set_message_feedback.message_id, v_user, set_message_feedback.rating)
  on conflict on constraint message_feedback_pkey do update
    set rating = excluded.rating,
        updated_at = pg_catalog.now()
  returning mf.*;
end;
$$;

revoke all on function public.set_message_feedback(uuid, text) from public, anon, authenticated;
grant execute on function public.set_message_feedback(uuid, text) to authenticated;

/**
 * Feedback on the tutor's replies per calendar day (app time zone) of the reply and subject
 * ('General' when the conversation has none), over the replies created in [start_date, end_date]
 * (inclusive, docs/admin.md), only days and subjects with at least one reply:
 *   replies             assistant messages;
 *   rated               of them, with feedback;
 *   helped / gave_answer / not_understood   rated replies by rating;
 *   rated_rate          100 * rated / replies;
 *   helped_rate, gave_answer_rate, not_understood_rate   100 * count / rated (null when rated = 0).
 * Rates 0–100 with 2 decimals. Ordered by day, then subject. Null or reversed dates raise 22023.
 * Called by: admins (authenticated + is_admin()); everyone else gets 42501.
 */
create or replace function public.get_reply_feedback(start_date date, end_date date)
returns table (
  day date,
  subject text,
  replies bigint,
  rated bigint,
  helped bigint,
  gave_answer bigint,
  not_understood bigint,
  rated_rate numeric,
  helped_rate numeric,
  gave_answer_rate numeric,
  not_understood_rate numeric
)
language plpgsql
stable
security definer
set search_path = ''
set jit = off
as $$
#variable_conflict use_column
begin
  perform private.assert_admin();
  perform private.assert_date_range(start_date, end_date);

  return query
  select
    g.day,
    g.subject,
    g.replies,
    g.rated,
    g.helped,
    g.gave_answer,
    g.not_understood,
    round(100.0 * g.rated / g.replies, 2),
    case when g.rated > 0 then round(100.0 * g.helped / g.rated, 2) end,
    case when g.rated > 0 then round(100.0 * g.gave_answer / g.rated, 2) end,
    case when g.rated > 0 then round(100.0 * g.not_understood / g.rated, 2) end
  from (
    select
      (ms.created_at at time zone private.app_timezone())::date as day,
      coalesce(cv.subject, 'General') as subject,
      pg_catalog.count(*) as replies,
      pg_catalog.count(mf.message_id) as rated,
      pg_catalog.count(*) filter (where mf.rating = 'helped') as helped,
      pg_catalog.count(*) filter (where mf.rating = 'gave_answer') as gave_answer,
      pg_catalog.count(*) filter (where mf.rating = 'not_understood') as not_understood
    from public.messages as ms
    join public.conversations as cv on cv.id = ms.conversation_id
    left join public.message_feedback as mf on mf.message_id = ms.id
    where ms.role = 'assistant'
      and ms.created_at >= private.day_start(start_date)
      and ms.created_at < private.day_start(end_date + 1)
    group by 1, 2
  ) as g
  order by g.day, g.subject;
end;
$$;

revoke all on function public.get_reply_feedback(date, date) from public, anon, authenticated;
grant execute on function public.get_reply_feedback(date, date) to authenticated;

/**
 * The caller's own data for 'Descargar mis datos' (see 20261123000500_data_rights.sql). Changed
 * here: each message also carries `feedback` (the caller's rating row without ids, or null).
 * Security invoker: RLS and auth.uid() decide, so it only ever returns the caller's rows.
 * Called by: authenticated (through the account function, with the caller's token).
 */
create or replace function public.export_my_data()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'conversations',
    coalesce(
      (
        select pg_catalog.jsonb_agg(
          pg_catalog.to_jsonb(cv) || pg_catalog.jsonb_build_object(
            'messages',
            coalesce(
              (
                select pg_catalog.jsonb_agg(
                  pg_catalog.to_jsonb(ms) || pg_catalog.jsonb_build_object(
                    'metrics',
                    (
                      select pg_catalog.to_jsonb(mm) - 'id' - 'message_id'
                      from public.message_metrics as mm
                      where mm.message_id = ms.id
                    ),
                    'feedback',
                    (
                      select pg_catalog.to_jsonb(mf) - 'message_id' - 'user_id'
                      from public.message_feedback as mf
                      where mf.message_id = ms.id
                    )
                  )
                  order by ms.created_at, ms.id
                )
                from public.messages as ms
                where ms.conversation_id = cv.id
              ),
              '[]'::jsonb
            )
          )
          order by cv.created_at, cv.id
        )
        from public.conversations as cv
        where cv.user_id = (select auth.uid())
      ),
      '[]'::jsonb
    )
  )
$$;

revoke all on function public.export_my_data() from public, anon, authenticated;
grant execute on function public.export_my_data() to authenticated;
