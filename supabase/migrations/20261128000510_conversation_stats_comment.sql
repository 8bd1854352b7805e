-- The table's description named a document that does not ship with the project; it now says what
-- the table holds (docs/admin.md explains each figure built from it).
comment on table private.conversation_stats is 'Derived per-conversation facts behind the admin figures (docs/admin.md), maintained by triggers on public.messages.';
