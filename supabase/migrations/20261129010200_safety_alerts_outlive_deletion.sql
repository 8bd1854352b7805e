-- A safety alert outlives what raised it. Until now a class's list found an alert through its
-- conversation and the student's current membership, so a student who deleted the conversation (or
-- the account) right after a disclosure took the alert out of the teachers' list, and the context
-- view came back empty for everyone, although the teachers had been e-mailed to go and look.
-- Safeguarding comes first: the alert now keeps, on its own row,
-- - class_id: the class of the conversation, when the student was a current member of it as the
--   alert was recorded (a message written after leaving never reaches the class's teachers);
-- - student_name: the student's name as the alert was recorded (an adult must know who);
-- - context: a copy of the conversation around the flagged message (up to 20 messages before, the
--   message, up to 20 after: the tutor's caring reply among them), taken by a trigger just before
--   the conversation is deleted, on its own or with the account.
-- Everything else of the student is deleted as before. What is kept stays readable by the class's
-- teachers and admins until the alert is resolved, and for one year after that
-- (private.safety_alert_retention); then the alert is deleted (private.purge_expired_safety_alerts,
-- run by every follow-up change and every conversation deletion) and hidden from every list already.
-- The teachers of the class follow their class's alerts even after the student left the class.

-- ============================================================================
-- TABLE
-- ============================================================================

alter table public.safety_alerts
  add column class_id uuid null references public.classes (id) on delete set null,
  add column student_name text null,
  add column context jsonb null,
  add constraint safety_alerts_context_must_be_an_array
    check (context is null or pg_catalog.jsonb_typeof(context) = 'array');

comment on column public.safety_alerts.class_id is 'The class whose teachers follow the alert: the conversation''s class while the student was a current member (set on insert).';
comment on column public.safety_alerts.student_name is 'The student''s name when the alert was recorded; kept after the account is deleted (safeguarding).';
comment on column public.safety_alerts.context is 'Copy of the conversation around the flagged message, taken just before the conversation was deleted.';

-- A class's alerts (the list and the badge).
create index safety_alerts_class_id_idx on public.safety_alerts (class_id, created_at desc);

update public.safety_alerts as sa
set student_name = nullif(btrim(u.raw_user_meta_data ->> 'name'), '')
from auth.users as u
where u.id = sa.user_id;

update public.safety_alerts as sa
set class_id = cv.class_id
from public.conversations as cv
where cv.id = sa.conversation_id
  and cv.class_id is not null
  and exists (
    select 1
    from public.class_members as m
    where m.class_id = cv.class_id and m.user_id = sa.user_id
      and m.role = 'student' and m.left_at is null
  );

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * How long an alert whose conversation is gone stays after it was resolved.
 * Called by: the alert functions (as their owner). Not callable by API roles.
 */
create or replace function private.safety_alert_retention()
returns interval
language sql
immutable
set search_path = ''
as $$
  select interval '1 year'
$$;

revoke all on function private.safety_alert_retention() from public;

/**
 * True while an alert is kept: always while its conversation exists; once the conversation is gone,
 * until one retention after it was resolved.
 * Called by: the alert functions (as their owner). Not callable by API roles.
 */
create or replace function private.safety_alert_kept(
  p_conversation_id uuid,
  p_status text,
  p_status_changed_at timestamptz
)
returns boolean
language sql
stable
set search_path = ''
as $$
  select p_conversation_id is not null
    or p_status <> 'resolved'
    or p_status_changed_at is null
    or p_status_changed_at > pg_catalog.now() - private.safety_alert_retention()
$$;

revoke all on function private.safety_alert_kept(uuid, text, timestamptz) from public;

/**
 * Deletes the alerts no longer kept (private.safety_alert_kept), their history with them.
 * Called by: set_safety_alert_status and the conversation-deletion trigger. Not callable by API roles.
 */
create or replace function private.purge_expired_safety_alerts()
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  delete from public.safety_alerts as sa
  where sa.conversation_id is null
    and not private.safety_alert_kept(sa.conversation_id, sa.status, sa.status_changed_at)
$$;

revoke all on function private.purge_expired_safety_alerts() from public;

/**
 * The messages around p_message_id in its conversation: up to p_before before it, the message itself
 * (is_flagged), up to p_after after it, oldest first. Empty when the message is gone.
 * Called by: get_safety_alert_context and the conversation-deletion trigger. Not callable by API roles.
 */
create or replace function private.safety_alert_live_context(
  p_message_id uuid,
  p_conversation_id uuid,
  p_before integer,
  p_after integer
)
returns table (id uuid, role text, content text, created_at timestamptz, is_flagged boolean)
language sql
stable
security definer
set search_path = ''
as $$
  with flagged as (
    select m.id, m.role, m.content, m.created_at, m.conversation_id
    from public.messages as m
    where m.id = p_message_id and m.conversation_id = p_conversation_id
  )
  select * from (
    select m.id, m.role, m.content, m.created_at, false
    from flagged as f
    join public.messages as m on m.conversation_id = f.conversation_id
    where (m.created_at, m.id) < (f.created_at, f.id)
    order by m.created_at desc, m.id desc
    limit p_before
  ) as earlier
  union all
  select f.id, f.role, f.content, f.created_at, true from flagged as f
  union all
  select * from (
    select m.id, m.role, m.content, m.created_at, false
    from flagged as f
    join public.messages as m on m.conversation_id = f.conversation_id
    where (m.created_at, m.id) > (f.created_at, f.id)
    order by m.created_at, m.id
    limit p_after
  ) as later
  order by 4, 1
$$;

revoke all on function private.safety_alert_live_context(uuid, uuid, integer, integer) from public;

/**
 * Before a safety alert is inserted: its class (the conversation's, when the student is a current
 * student member of it) and the student's name, whatever the row said.
 * Called by: the safety_alerts_fill trigger. Not callable by API roles.
 */
create or replace function private.safety_alerts_fill()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.class_id := (
    select cv.class_id
    from public.conversations as cv
    join public.class_members as m
      on m.class_id = cv.class_id and m.user_id = cv.user_id
     and m.role = 'student' and m.left_at is null
    where cv.id = new.conversation_id and cv.user_id = new.user_id
  );
  new.student_name := (
    select nullif(btrim(u.raw_user_meta_data ->> 'name'), '')
    from auth.users as u
    where u.id = new.user_id
  );
  return new;
end;
$$;

revoke all on function private.safety_alerts_fill() from public;

create trigger safety_alerts_fill
  before insert on public.safety_alerts
  for each row execute function private.safety_alerts_fill();

/**
 * Before a conversation is deleted (by its student, or with the account): each of its alerts keeps a
 * copy of the context (20 messages either side of the flagged one at most; in_class: written inside
 * one of the student's membership periods of the alert's class); then the alerts past their
 * retention are purged.
 * Called by: the conversations_keep_safety_alert_context trigger. Not callable by API roles.
 */
create or replace function private.keep_safety_alert_context()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.safety_alerts as sa
  set context = coalesce(
    (
      select pg_catalog.jsonb_agg(
        pg_catalog.to_jsonb(c) || pg_catalog.jsonb_build_object(
          'in_class',
          sa.class_id is not null and private.in_member_period(sa.class_id, sa.user_id, c.created_at)
        )
        order by c.created_at, c.id
      )
      from private.safety_alert_live_context(sa.message_id, old.id, 20, 20) as c
    ),
    sa.context
  )
  where sa.conversation_id = old.id;
  if found then
    perform private.purge_expired_safety_alerts();
  end if;
  return old;
end;
$$;

revoke all on function private.keep_safety_alert_context() from public;

create trigger conversations_keep_safety_alert_context
  before delete on public.conversations
  for each row execute function private.keep_safety_alert_context();
