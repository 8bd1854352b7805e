-- One reply per student message (issue 9, CONTRACTS.md): the tutor function stores the id of the
-- user message it answers in the reply's metadata.reply_to; a second reply to the same message
-- fails with 23505 (the function answers 409), so a retried or doubled turn never stores two replies.

-- ============================================================================
-- INDEXES
-- ============================================================================

create unique index messages_one_reply_per_user_message
  on public.messages ((metadata ->> 'reply_to'))
  where role = 'assistant' and metadata ? 'reply_to';
