-- Conversations: one row per chat a student keeps with the tutor.

-- ============================================================================
-- TABLE
-- ============================================================================

create table public.conversations (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  title text not null default 'Nueva conversación',
  subject text null,
  grade_level text null,
  created_at timestamptz not null default now(),

  constraint conversations_title_must_not_be_blank check (char_length(btrim(title)) > 0),
  constraint conversations_title_over_200_chars check (char_length(title) <= 200),
  constraint conversations_subject_must_be_1_to_100_chars
    check (subject is null or char_length(subject) between 1 and 100),
  constraint conversations_grade_level_must_be_1_to_50_chars
    check (grade_level is null or char_length(grade_level) between 1 and 50)
);

comment on table public.conversations is 'A student''s chat with the tutor; owner-only under RLS.';

-- ============================================================================
-- INDEXES
-- ============================================================================

-- The sidebar list (user_id = me order by created_at desc), the RLS owner filter and the FK.
create index conversations_user_id_created_at_idx
  on public.conversations (user_id, created_at desc);
-- "Today" and date-window aggregates of the admin RPCs.
create index conversations_created_at_idx on public.conversations (created_at);

-- ============================================================================
-- RLS
-- ============================================================================

alter table public.conversations enable row level security;

revoke all on table public.conversations from anon;
grant select, insert, update, delete on table public.conversations to authenticated;
grant all on table public.conversations to service_role;

create policy "Students can read their own conversations"
  on public.conversations for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "Students can create conversations for themselves"
  on public.conversations for insert
  to authenticated
  with check (user_id = (select auth.uid()));

create policy "Students can update their own conversations"
  on public.conversations for update
  to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "Students can delete their own conversations"
  on public.conversations for delete
  to authenticated
  using (user_id = (select auth.uid()));
