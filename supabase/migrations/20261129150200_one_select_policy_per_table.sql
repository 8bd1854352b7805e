-- One permissive SELECT policy on conversations and on messages: the student's own rows and the
-- teacher's view of a class were two permissive policies each, which Postgres ORs on every row it
-- checks (and Supabase's linter flags). Each pair is now one policy with the same two conditions
-- joined by OR, the owner's first: the same rows for every caller (supabase/tests/rls,
-- supabase/tests/classes/who-sees-what.test.ts).

-- ============================================================================
-- RLS
-- ============================================================================

drop policy "Students can read their own conversations" on public.conversations;
drop policy "Teachers read their classes' conversations of current members" on public.conversations;

create policy "Owners, and the class's teachers, read conversations"
  on public.conversations for select
  to authenticated
  using (
    user_id = (select auth.uid())
    or (class_id is not null and rls.sees_class_student(class_id, user_id))
  );

drop policy "Students can read messages of their own conversations" on public.messages;
drop policy "Teachers read the messages of their classes' conversations" on public.messages;

create policy "Owners, and the class's teachers, read messages"
  on public.messages for select
  to authenticated
  using (
    exists (
      select 1
      from public.conversations as c
      where c.id = messages.conversation_id
        and (
          c.user_id = (select auth.uid())
          or (
            c.class_id is not null
            and rls.sees_class_message(c.class_id, c.user_id, messages.created_at)
          )
        )
    )
  );
