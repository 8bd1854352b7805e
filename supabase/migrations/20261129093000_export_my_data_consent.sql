-- 'Descargar mis datos' carries the record of a guardian's consent: a self sign-up under the age of
-- digital consent gave a birth year and a guardian's address (docs/consent.md), kept with the
-- account as the record of who consented and when. It is the student's data, so the download holds
-- it; the link's token hash and the send counter are the service's bookkeeping and stay out.

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * The caller's consent record, or null for an account that was never asked (class accounts, adults,
 * admin-created users): the birth year given at sign-up, the guardian's address, when consent was
 * asked, when the last link was e-mailed and when the guardian consented (null while waiting).
 * Security definer: private.consent_requests is not readable by API roles; auth.uid() limits it to
 * the caller's own row.
 * Called by: authenticated (export_my_data, with the caller's token).
 */
create or replace function public.get_my_consent_record()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'birth_year', r.birth_year,
    'guardian_email', r.guardian_email,
    'asked_at', r.created_at,
    'link_sent_at', r.sent_at,
    'consented_at', r.consented_at
  )
  from private.consent_requests as r
  where r.user_id = (select auth.uid())
$$;

revoke all on function public.get_my_consent_record() from public, anon;
grant execute on function public.get_my_consent_record() to authenticated;

/**
 * The caller's own data for 'Descargar mis datos': conversations with messages, metrics and
 * feedback, `classes` (memberships, each with its periods), `class_invitations` (pending
 * co-teacher invitations to the caller), `consent` (the guardian's consent record, or null) and
 * `challenges` (without user_id). Safety alerts are left out on purpose (docs/admin.md, "Data
 * rights").
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
            'left_at', m.left_at,
            'periods',
            coalesce(
              (
                select pg_catalog.jsonb_agg(
                  pg_catalog.jsonb_build_object('started_at', p.started_at, 'ended_at', p.ended_at)
                  order by p.started_at
                )
                from public.class_member_periods as p
                where p.class_id = m.class_id and p.user_id = m.user_id
              ),
              '[]'::jsonb
            )
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
    'class_invitations',
    coalesce(
      (
        select pg_catalog.jsonb_agg(
          pg_catalog.jsonb_build_object(
            'class_id', i.class_id, 'class_name', c.name, 'created_at', i.created_at
          )
          order by i.created_at, i.id
        )
        from public.class_teacher_invitations as i
        left join public.classes as c on c.id = i.class_id
        where i.invitee_id = (select auth.uid())
      ),
      '[]'::jsonb
    ),
    'consent',
    public.get_my_consent_record(),
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
