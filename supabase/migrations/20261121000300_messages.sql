-- Messages: the turns of a conversation. The browser inserts both the student's
-- message and the tutor's reply; messages are never edited and disappear with their conversation.

-- ============================================================================
-- TABLE
-- ============================================================================

create table public.messages (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  role text not null,
  content text not null,
  metadata jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),

  constraint messages_role_must_be_user_or_assistant check (role in ('user', 'assistant')),
  -- The composer's maxLength is 1000.
  constraint messages_user_content_over_1000_chars
    check (role <> 'user' or char_length(content) <= 1000),
  constraint messages_content_over_20000_chars check (char_length(content) <= 20000),
  constraint messages_metadata_must_be_object check (jsonb_typeof(metadata) = 'object'),
  constraint messages_metadata_images_must_be_array_of_at_most_10 check (
    case
      when metadata ? 'images' then
        jsonb_typeof(metadata -> 'images') = 'array'
        and jsonb_array_length(metadata -> 'images') <= 10
      else true
    end
  ),
  constraint messages_metadata_response_time_ms_must_be_non_negative_number check (
    case
      when metadata ? 'response_time_ms' then
        jsonb_typeof(metadata -> 'response_time_ms') = 'number'
        and (metadata ->> 'response_time_ms')::numeric >= 0
      else true
    end
  ),
  constraint messages_metadata_has_eureka_must_be_boolean check (
    case
      when metadata ? 'has_eureka' then jsonb_typeof(metadata -> 'has_eureka') = 'boolean'
      else true
    end
  )
);

comment on table public.messages is 'Turns of a conversation; reachable only through the owner''s conversation.';

-- ============================================================================
-- INDEXES
-- ============================================================================

-- Reading a conversation oldest first, the RLS join and the FK.
create index messages_conversation_id_created_at_idx
  on public.messages (conversation_id, created_at);
-- "Today", usage per day and date-window aggregates of the admin RPCs.
create index messages_created_at_idx on public.messages (created_at);
-- Recent activity (user messages newest first) and active users over 7 days.
create index messages_user_created_at_idx
  on public.messages (created_at desc, conversation_id)
  where role = 'user';

-- ============================================================================
-- RLS
-- ============================================================================

alter table public.messages enable row level security;

revoke all on table public.messages from anon;
-- No update or delete: messages are immutable and go away with their conversation (cascade).
revoke update, delete, truncate on table public.messages from authenticated;
grant select, insert on table public.messages to authenticated;
grant all on table public.messages to service_role;

create policy "Students can read messages of their own conversations"
  on public.messages for select
  to authenticated
  using (
    exists (
      select 1
      from public.conversations as c
      where c.id = conversation_id
        and c.user_id = (select auth.uid())
    )
  );

create policy "Students can add messages to their own conversations"
  on public.messages for insert
  to authenticated
  with check (
    exists (
      select 1
      from public.conversations as c
      where c.id = conversation_id
        and c.user_id = (select auth.uid())
    )
  );
