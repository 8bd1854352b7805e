-- The student's data download (export_my_data) also carries what classes and challenges added
-- about them: their class memberships (class, role, joined, left) and their "reto sin ayuda"
-- challenges with their answers and results. The answer keys stay out (private.challenge_keys is
-- the tutor's, as the conversations' answer keys are).

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * The caller's own data for 'Descargar mis datos': conversations with messages, metrics and
 * feedback (as in 20261125000520), plus `classes` (memberships) and `challenges` (without user_id).
 * Security invoker: RLS and auth.uid() decide, so it only ever returns the caller's rows.
 * Called by: authenticated (through the account function, with the caller's token).
 */
create or replace function public.export_my_data()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'conversations',
    coalesce(
      (
        select pg_catalog.jsonb_agg(
          pg_catalog.to_jsonb(cv) || pg_catalog.jsonb_build_object(
            'messages',
            coalesce(
              (
                select pg_catalog.jsonb_agg(
                  pg_catalog.to_jsonb(ms) || pg_catalog.jsonb_build_object(
                    'metrics',
                    (
                      select pg_catalog.to_jsonb(mm) - 'id' - 'message_id'
                      from public.message_metrics as mm
                      where mm.message_id = ms.id
                    ),
                    'feedback',
                    (
                      select pg_catalog.to_jsonb(mf) - 'message_id' - 'user_id'
                      from public.message_feedback as mf
                      where mf.message_id = ms.id
                    )
                  )
                  order by ms.created_at, ms.id
                )
                from public.messages as ms
                where ms.conversation_id = cv.id
              ),
              '[]'::jsonb
            )
          )
          order by cv.created_at, cv.id
        )
        from public.conversations as cv
        where cv.user_id = (select auth.uid())
      ),
      '[]'::jsonb
    ),
    'classes',
    coalesce(
      (
        select pg_catalog.jsonb_agg(
          pg_catalog.jsonb_build_object(
            'class_id', m.class_id,
            'name', c.name,
            'role', m.role,
            'joined_at', m.joined_at,
            'left_at', m.left_at
          )
          order by m.joined_at, m.class_id
        )
        from public.class_members as m
        -- The class row is readable while the caller is a member; after leaving, its name is null.
        left join public.classes as c on c.id = m.class_id
        where m.user_id = (select auth.uid())
      ),
      '[]'::jsonb
    ),
    'challenges',
    coalesce(
      (
        select pg_catalog.jsonb_agg(
          pg_catalog.to_jsonb(ch) - 'user_id'
          order by ch.created_at, ch.id
        )
        from public.challenges as ch
        where ch.user_id = (select auth.uid())
      ),
      '[]'::jsonb
    )
  )
$$;
