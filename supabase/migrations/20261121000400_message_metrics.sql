-- Message metrics: one row of text statistics per message (docs/tutor.md). This first version let the
-- browser write them after a reply; since 20261123000200_server_written_tutor_data the tutor
-- function writes them with the reply (in direct mode only, the browser still does).

-- ============================================================================
-- TABLE
-- ============================================================================

create table public.message_metrics (
  id uuid primary key default gen_random_uuid(),
  message_id uuid not null references public.messages (id) on delete cascade,
  api_response_time_ms integer null,
  tokens_used integer null,
  model_used text null,
  word_count integer not null,
  character_count integer not null,
  question_count integer not null,
  contains_code_snippet boolean not null,
  contains_math_formula boolean not null,
  complexity_score numeric(3, 2) not null,
  created_at timestamptz not null default now(),

  constraint message_metrics_one_row_per_message unique (message_id),
  constraint message_metrics_api_response_time_ms_must_be_non_negative
    check (api_response_time_ms is null or api_response_time_ms >= 0),
  constraint message_metrics_tokens_used_must_be_non_negative
    check (tokens_used is null or tokens_used >= 0),
  constraint message_metrics_model_used_must_be_1_to_100_chars
    check (model_used is null or char_length(model_used) between 1 and 100),
  constraint message_metrics_word_count_must_be_non_negative check (word_count >= 0),
  constraint message_metrics_character_count_must_be_non_negative check (character_count >= 0),
  constraint message_metrics_question_count_must_be_non_negative check (question_count >= 0),
  constraint message_metrics_complexity_score_must_be_between_0_and_1
    check (complexity_score between 0 and 1)
);

comment on table public.message_metrics is 'Per-message text statistics; owner-only under RLS.';

-- ============================================================================
-- INDEXES
-- ============================================================================

-- message_id is covered by the unique constraint message_metrics_one_row_per_message.

-- ============================================================================
-- RLS
-- ============================================================================

alter table public.message_metrics enable row level security;

revoke all on table public.message_metrics from anon;
revoke update, delete, truncate on table public.message_metrics from authenticated;
grant select, insert on table public.message_metrics to authenticated;
grant all on table public.message_metrics to service_role;

create policy "Students can read metrics of their own messages"
  on public.message_metrics for select
  to authenticated
  using (
    exists (
      select 1
      from public.messages as m
      join public.conversations as c on c.id = m.conversation_id
      where m.id = message_id
        and c.user_id = (select auth.uid())
    )
  );

create policy "Students can add metrics only for their own messages"
  on public.message_metrics for insert
  to authenticated
  with check (
    exists (
      select 1
      from public.messages as m
      join public.conversations as c on c.id = m.conversation_id
      where m.id = message_id
        and c.user_id = (select auth.uid())
    )
  );
