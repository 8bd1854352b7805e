-- The database stops trusting the client with the tutor's side of a conversation (issue 9).
-- A student (authenticated) inserts only their own `user` messages; assistant messages and
-- message_metrics are written by the server (the tutor function with the service role), unless the
-- deployment switched on direct mode (private.settings.client_tutor_writes, off by default).
-- Messages are never updated or deleted one by one (they go with their conversation, by cascade),
-- and of a conversation a student may change only the title.

-- ============================================================================
-- RLS
-- ============================================================================

-- messages: immutable for API roles; inserts of replies only in direct mode.
revoke update, delete, truncate on table public.messages from anon, authenticated;
grant select, insert on table public.messages to authenticated;

drop policy "Students can add messages to their own conversations" on public.messages;

create policy "Students can add their own messages, and replies only in direct mode"
  on public.messages for insert
  to authenticated
  with check (
    (role = 'user' or (select public.client_tutor_writes_enabled()))
    and exists (
      select 1
      from public.conversations as c
      where c.id = conversation_id
        and c.user_id = (select auth.uid())
    )
  );

-- message_metrics: written by the server; by the browser only in direct mode.
revoke update, delete, truncate on table public.message_metrics from anon, authenticated;

drop policy "Students can add metrics only for their own messages" on public.message_metrics;

create policy "Students can add metrics for their own messages only in direct mode"
  on public.message_metrics for insert
  to authenticated
  with check (
    (select public.client_tutor_writes_enabled())
    and exists (
      select 1
      from public.messages as m
      join public.conversations as c on c.id = m.conversation_id
      where m.id = message_id
        and c.user_id = (select auth.uid())
    )
  );

-- conversations: a student renames their conversation; owner, subject, level and date are fixed.
revoke update on table public.conversations from anon, authenticated;
grant update (title) on table public.conversations to authenticated;
