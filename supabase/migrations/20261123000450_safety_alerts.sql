-- Safety alerts (issue 9 item 6): when a student's message is flagged (OpenAI moderation, or the
-- Spanish phrase list when there is no model key), the tutor function answers with the fixed caring
-- reply and records an alert here. Only the service role writes; only admins read, through
-- get_safety_alerts (the Actividad page). Alerts are never exported.

-- ============================================================================
-- TABLE
-- ============================================================================

create table public.safety_alerts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  conversation_id uuid null references public.conversations (id) on delete set null,
  message_id uuid null references public.messages (id) on delete set null,
  category text not null,
  source text not null,
  excerpt text not null,
  created_at timestamptz not null default now(),

  constraint safety_alerts_category_must_be_1_to_100_chars
    check (char_length(category) between 1 and 100),
  constraint safety_alerts_source_must_be_moderation_or_phrase_list
    check (source in ('moderation', 'phrase_list')),
  constraint safety_alerts_excerpt_must_be_at_most_1000_chars check (char_length(excerpt) <= 1000)
);

comment on table public.safety_alerts is 'Flagged student messages (moderation or phrase list); service role writes, admins read via get_safety_alerts.';

-- ============================================================================
-- INDEXES
-- ============================================================================

-- get_safety_alerts (newest first) and the quality window count.
create index safety_alerts_created_at_idx on public.safety_alerts (created_at desc);
-- The foreign keys (cascade and set null on delete).
create index safety_alerts_user_id_idx on public.safety_alerts (user_id);
create index safety_alerts_conversation_id_idx on public.safety_alerts (conversation_id);
create index safety_alerts_message_id_idx on public.safety_alerts (message_id);

-- ============================================================================
-- RLS
-- ============================================================================

-- No policy for API roles: students and admins never touch the table directly.
alter table public.safety_alerts enable row level security;
revoke all on table public.safety_alerts from public, anon, authenticated;
grant select, insert, update, delete on table public.safety_alerts to service_role;

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * The newest safety alerts with the student's name and e-mail and the conversation's title (null
 * once the conversation was deleted); limit_num 1..500 (22023).
 * Called by: admins (authenticated + is_admin()); everyone else gets 42501.
 */
create or replace function public.get_safety_alerts(limit_num integer default 50)
returns table (
  id uuid,
  user_name text,
  user_email text,
  conversation_id uuid,
  conversation_title text,
  category text,
  source text,
  excerpt text,
  created_at timestamptz
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
    sa.created_at
  from public.safety_alerts as sa
  join auth.users as u on u.id = sa.user_id
  left join public.conversations as cv on cv.id = sa.conversation_id
  order by sa.created_at desc, sa.id
  limit limit_num;
end;
$$;

revoke all on function public.get_safety_alerts(integer) from public, anon, authenticated;
grant execute on function public.get_safety_alerts(integer) to authenticated;
