-- Safety alert follow-up (issue 19 item 4): an alert is a case an adult works through, not a line in
-- a list. Each alert has a state (new -> in_review -> resolved, reopening allowed), who changed it
-- and when, and a short private note; every change is kept in safety_alert_events. Admins change
-- states, read the conversation around the flagged message and count the new alerts (the badge in
-- the admin navigation). The tutor function claims each new alert once for the safeguarding e-mail
-- (notified_at). Alerts stay out of every export.
--
-- An account deletion keeps the alert, detached from the person: user_id, the conversation and the
-- message become null (the student's name, e-mail and conversation are gone with the account), the
-- category, dates, follow-up and the excerpt stay, so that a disclosure made just before a deletion
-- still reaches an adult. A conversation deletion likewise keeps the excerpt.

-- ============================================================================
-- TABLE
-- ============================================================================

alter table public.safety_alerts
  alter column user_id drop not null,
  drop constraint safety_alerts_user_id_fkey,
  add constraint safety_alerts_user_id_fkey
    foreign key (user_id) references auth.users (id) on delete set null,
  add column status text not null default 'new',
  add column status_changed_at timestamptz null,
  add column status_changed_by uuid null references auth.users (id) on delete set null,
  add column note text null,
  add column notified_at timestamptz null,
  add constraint safety_alerts_status_must_be_new_in_review_or_resolved
    check (status in ('new', 'in_review', 'resolved')),
  add constraint safety_alerts_note_must_be_at_most_500_chars
    check (note is null or char_length(note) <= 500);

comment on column public.safety_alerts.user_id is 'The student; null once their account was deleted (the alert itself is kept).';
comment on column public.safety_alerts.status is 'Follow-up state: new, in_review or resolved (set_safety_alert_status).';
comment on column public.safety_alerts.note is 'The last private note of whoever changed the state (admins only).';
comment on column public.safety_alerts.notified_at is 'When the safeguarding e-mail was claimed for this alert (once per alert).';

-- Every state change: who, when, from what to what, and the note given with it.
create table public.safety_alert_events (
  id uuid primary key default gen_random_uuid(),
  alert_id uuid not null references public.safety_alerts (id) on delete cascade,
  from_status text not null,
  to_status text not null,
  note text null,
  actor_id uuid null references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),

  constraint safety_alert_events_to_status_must_be_in_review_or_resolved
    check (to_status in ('in_review', 'resolved')),
  constraint safety_alert_events_from_status_must_be_a_state
    check (from_status in ('new', 'in_review', 'resolved')),
  constraint safety_alert_events_note_must_be_at_most_500_chars
    check (note is null or char_length(note) <= 500)
);

comment on table public.safety_alert_events is 'The follow-up history of each safety alert; written by set_safety_alert_status only.';

-- ============================================================================
-- INDEXES
-- ============================================================================

-- count_new_safety_alerts and the state filter of get_safety_alerts.
create index safety_alerts_status_created_at_idx on public.safety_alerts (status, created_at desc);
-- The notification claim: alerts not yet notified, oldest first.
create index safety_alerts_not_notified_idx on public.safety_alerts (created_at)
  where notified_at is null;
-- The foreign keys (history of one alert; set null on user deletion).
create index safety_alerts_status_changed_by_idx on public.safety_alerts (status_changed_by);
create index safety_alert_events_alert_id_idx on public.safety_alert_events (alert_id, created_at);
create index safety_alert_events_actor_id_idx on public.safety_alert_events (actor_id);

-- ============================================================================
-- RLS
-- ============================================================================

-- No policy for API roles: the history is read and written only through the functions below.
alter table public.safety_alert_events enable row level security;
revoke all on table public.safety_alert_events from public, anon, authenticated;
grant select, insert, update, delete on table public.safety_alert_events to service_role;

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

drop function public.get_safety_alerts(integer);

/**
 * The newest safety alerts (limit_num 1..500, 22023), optionally only those in status_filter
 * ('new' | 'in_review' | 'resolved'; anything else 22023), with the student's name and e-mail
 * (null once the account was deleted), the conversation's title (null once deleted), the follow-up
 * state, who changed it last and when, and the last note.
 * Called by: admins (authenticated + is_admin()); everyone else gets 42501.
 */
create or replace function public.get_safety_alerts(
  limit_num integer default 50,
  status_filter text default null
)
returns table (
  id uuid,
  user_name text,
  user_email text,
  conversation_id uuid,
  conversation_title text,
  category text,
  source text,
  excerpt text,
  created_at timestamptz,
  status text,
  status_changed_at timestamptz,
  status_changed_by_name text,
  note text
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

  if limit_num is null or limit_num < 1 or limit_num > 500 then
    raise exception 'invalid argument: limit_num must be between 1 and 500, got %',
      coalesce(limit_num::text, 'null')
      using errcode = '22023';
  end if;
  if status_filter is not null and status_filter not in ('new', 'in_review', 'resolved') then
    raise exception 'invalid argument: status_filter must be new, in_review or resolved, got %',
      status_filter
      using errcode = '22023';
  end if;

  return query
  select
    sa.id,
    u.raw_user_meta_data ->> 'name',
    u.email::text,
    sa.conversation_id,
    cv.title,
    sa.category,
    sa.source,
    sa.excerpt,
    sa.created_at,
    sa.status,
    sa.status_changed_at,
    coalesce(changer.raw_user_meta_data ->> 'name', changer.email::text),
    sa.note
  from public.safety_alerts as sa
  left join auth.users as u on u.id = sa.user_id
  left join auth.users as changer on changer.id = sa.status_changed_by
  left join public.conversations as cv on cv.id = sa.conversation_id
  where status_filter is null or sa.status = status_filter
  order by sa.created_at desc, sa.id
  limit limit_num;
end;
$$;

revoke all on function public.get_safety_alerts(integer, text) from public, anon, authenticated;
grant execute on function public.get_safety_alerts(integer, text) to authenticated;

/**
 * How many alerts are still new (the badge in the admin navigation).
 * Called by: admins; everyone else gets 42501.
 */
create or replace function public.count_new_safety_alerts()
returns integer
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.assert_admin();
  return (select count(*)::integer from public.safety_alerts as sa where sa.status = 'new');
end;
$$;

revoke all on function public.count_new_safety_alerts() from public, anon, authenticated;
grant execute on function public.count_new_safety_alerts() to authenticated;

/**
 * Moves alert_id to new_status ('in_review' or 'resolved'; back to 'new' is refused: someone has
 * looked at it) with an optional private note (trimmed, empty = none, at most 500 characters),
 * records who and when on the alert and a row in safety_alert_events. The same state again is refused (22023), so two admins acting at once never record a
 * change that did not happen. Unknown alert: P0002.
 * Called by: admins; everyone else gets 42501.
 */
create or replace function public.set_safety_alert_status(
  alert_id uuid,
  new_status text,
  note text default null
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_actor uuid := (select auth.uid());
  v_note text := nullif(btrim(coalesce(set_safety_alert_status.note, '')), '');
  v_current text;
begin
  perform private.assert_admin();

  if alert_id is null then
    raise exception 'invalid argument: alert_id is required' using errcode = '22023';
  end if;
  if new_status is null or new_status not in ('in_review', 'resolved') then
    raise exception 'invalid argument: new_status must be in_review or resolved, got %',
      coalesce(new_status, 'null')
      using errcode = '22023';
  end if;
  if v_note is not null and char_length(v_note) > 500 then
    raise exception 'invalid argument: note must be at most 500 characters, got %',
      char_length(v_note)
      using errcode = '22023';
  end if;

  select sa.status into v_current
  from public.safety_alerts as sa
  where sa.id = set_safety_alert_status.alert_id
  for update;
  if not found then
    raise exception 'safety alert % not found', alert_id using errcode = 'P0002';
  end if;
  if v_current = new_status then
    raise exception 'invalid argument: the alert is already %', new_status using errcode = '22023';
  end if;

  update public.safety_alerts as sa
  set status = new_status,
      status_changed_at = now(),
      status_changed_by = v_actor,
      note = v_note
  where sa.id = set_safety_alert_status.alert_id;

  insert into public.safety_alert_events (alert_id, from_status, to_status, note, actor_id)
  values (set_safety_alert_status.alert_id, v_current, new_status, v_note, v_actor);
end;
$$;

revoke all on function public.set_safety_alert_status(uuid, text, text) from public, anon, authenticated;
grant execute on function public.set_safety_alert_status(uuid, text, text) to authenticated;

/**
 * The conversation around an alert's flagged message: up to before_num (0..20) messages before it,
 * the message itself (is_flagged), and up to after_num (0..20) after it (the tutor's caring reply
 * among them), oldest first. Empty once the conversation or the message was deleted (the alert's
 * excerpt stays). Bad counts: 22023; unknown alert: P0002.
 * Called by: admins; everyone else gets 42501.
 */
create or replace function public.get_safety_alert_context(
  alert_id uuid,
  before_num integer default 6,
  after_num integer default 4
)
returns table (
  id uuid,
  role text,
  content text,
  created_at timestamptz,
  is_flagged boolean
)
language plpgsql
stable
security definer
set search_path = ''
set jit = off
as $$
#variable_conflict use_column
declare
  v_alert public.safety_alerts;
  v_flagged public.messages;
begin
  perform private.assert_admin();

  if before_num is null or before_num < 0 or before_num > 20
     or after_num is null or after_num < 0 or after_num > 20 then
    raise exception 'invalid argument: before_num and after_num must be between 0 and 20'
      using errcode = '22023';
  end if;

  select * into v_alert from public.safety_alerts as sa where sa.id = alert_id;
  if not found then
    raise exception 'safety alert % not found', alert_id using errcode = 'P0002';
  end if;

  select * into v_flagged
  from public.messages as m
  where m.id = v_alert.message_id and m.conversation_id = v_alert.conversation_id;
  if not found then
    return;
  end if;

  return query
  select * from (
    select m.id, m.role, m.content, m.created_at, false
    from public.messages as m
    where m.conversation_id = v_flagged.conversation_id
      and (m.created_at, m.id) < (v_flagged.created_at, v_flagged.id)
    order by m.created_at desc, m.id desc
    limit before_num
  ) as earlier
  union all
  select v_flagged.id, v_flagged.role, v_flagged.content, v_flagged.created_at, true
  union all
  select * from (
    select m.id, m.role, m.content, m.created_at, false
    from public.messages as m
    where m.conversation_id = v_flagged.conversation_id
      and (m.created_at, m.id) > (v_flagged.created_at, v_flagged.id)
    order by m.created_at, m.id
    limit after_num
  ) as later
  order by 4, 1;
end;
$$;

revoke all on function public.get_safety_alert_context(uuid, integer, integer) from public, anon, authenticated;
grant execute on function public.get_safety_alert_context(uuid, integer, integer) to authenticated;

/**
 * Claims up to p_limit (1..50) alerts not yet notified, oldest first, marking notified_at now, and
 * returns them (id, category, created_at). Concurrent callers never claim the same alert (skip
 * locked), so each alert is e-mailed at most once. The caller releases an alert it could not send
 * (release_safety_alert_notification) so a later turn tries again.
 * Called by: service_role only (the tutor function).
 */
create or replace function public.claim_safety_alert_notifications(p_limit integer default 10)
returns table (id uuid, category text, created_at timestamptz)
language plpgsql
volatile
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
    order by pending.created_at, pending.id
    limit p_limit
    for update skip locked
  )
  returning sa.id, sa.category, sa.created_at;
end;
$$;

revoke all on function public.claim_safety_alert_notifications(integer) from public, anon, authenticated;
grant execute on function public.claim_safety_alert_notifications(integer) to service_role;

/**
 * Gives back a claimed alert whose e-mail could not be sent (notified_at null again).
 * Called by: service_role only (the tutor function).
 */
create or replace function public.release_safety_alert_notification(p_alert_id uuid)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.safety_alerts as sa set notified_at = null where sa.id = p_alert_id;
$$;

revoke all on function public.release_safety_alert_notification(uuid) from public, anon, authenticated;
grant execute on function public.release_safety_alert_notification(uuid) to service_role;

-- Alerts recorded before this migration were seen on the list already; they are not e-mailed now.
update public.safety_alerts set notified_at = created_at where notified_at is null;
