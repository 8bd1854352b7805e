-- The class export's page in one index read. export_class_activity asks private.export_rows for one
-- class's conversations; the rows were picked by walking the whole window's created_at index and
-- dropping every other class's conversation (4,900 rows read for a page of 250 when the class holds
-- 5 % of the conversations), and each exported message looked up the student's membership periods
-- again. Now a class's conversations come newest first from their own index, and the periods are
-- read once per conversation. The rows are the same (supabase/tests/ export tests, both engines).

-- ============================================================================
-- INDEXES
-- ============================================================================

-- One class's conversations, newest first, in the export's order (the page, its cursor and offset).
create index conversations_class_id_created_at_idx
  on public.conversations (class_id, created_at desc, id)
  where class_id is not null;

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * The research export rows of the window's conversations, newest first (created_at desc, id), at
 * most row_limit, after the cursor (after_created_at, after_id) when given, skipping row_offset rows.
 * class_filter: only that class's conversations; current_members_only: only those whose student is a
 * current member of their class, and then only the messages written inside the student's membership
 * periods. user_id is the keyed pseudonym (private.pseudonym_of); title and message contents pass
 * through the scrubber with the owner's name forms, except the messages that raised a safety alert
 * and the tutor's caring replies (metadata.safety), whose content is
 * private.withdrawn_message_marker().
 * Called by: export_conversations_data, export_conversations_page and export_class_activity (as
 * their owner), which check the caller and the arguments. Not callable by API roles.
 */
create or replace function private.export_rows(
  window_start timestamptz,
  window_end timestamptz,
  row_limit integer,
  after_created_at timestamptz,
  after_id uuid,
  class_filter uuid default null,
  current_members_only boolean default false,
  row_offset integer default 0
)
returns table (
  conversation_id uuid,
  user_id text,
  user_grade_level text,
  subject text,
  grade_level text,
  title text,
  created_at timestamptz,
  message_count bigint,
  user_message_count bigint,
  assistant_message_count bigint,
  duration_seconds numeric,
  completed boolean,
  breakthrough boolean,
  avg_response_time_ms numeric,
  messages jsonb
)
language sql
stable
set search_path = ''
set jit = off
as $$
  with
    -- The window's conversations after the cursor, inlined into each branch of the page below.
    candidates as not materialized (
      select cv.id, cv.user_id, cv.class_id, cv.title, cv.subject, cv.grade_level, cv.created_at
      from public.conversations as cv
      where cv.created_at >= window_start
        and cv.created_at < window_end
        -- The cursor, once as a plain bound the index can seek to, then exactly.
        and cv.created_at <= coalesce(after_created_at, 'infinity'::timestamptz)
        and (
          after_created_at is null
          or cv.created_at < after_created_at
          or (cv.created_at = after_created_at and cv.id > after_id)
        )
        and (
          not current_members_only
          or exists (
            select 1
            from public.class_members as m
            where m.class_id = cv.class_id and m.user_id = cv.user_id
              and m.role = 'student' and m.left_at is null
          )
        )
    ),
    -- The page's conversations: of every class or of one, each branch reading its own index (the
    -- branch that does not apply is switched off once; an `or` of both conditions would walk the
    -- whole window's index to find one class's rows).
    page as (
      (
        select * from candidates as c
        where class_filter is null
        order by c.created_at desc, c.id
        limit row_limit::bigint + row_offset
      )
      union all
      (
        select * from candidates as c
        where c.class_id = class_filter
        order by c.created_at desc, c.id
        limit row_limit::bigint + row_offset
      )
    ),
    -- Pick the page's conversations first, then read the facts of those only.
    picked as (
      select pg.*,
        -- One probe of the alerts' conversation index per picked conversation: most have none,
        -- and then no message of theirs is looked up at all.
        exists (
          select 1 from public.safety_alerts as sa where sa.conversation_id = pg.id
        ) as has_alert
      from page as pg
      order by pg.created_at desc, pg.id
      limit row_limit
      offset row_offset
    )
  select
    p.id,
    private.pseudonym_of(p.user_id, sec.pseudonym_ipad, sec.pseudonym_opad),
    u.raw_user_meta_data ->> 'grade_level',
    p.subject,
    p.grade_level,
    private.scrub_if_needed(p.title, np.parts, np.patterns),
    p.created_at,
    coalesce(st.message_count, 0)::bigint,
    coalesce(st.user_message_count, 0)::bigint,
    coalesce(st.assistant_message_count, 0)::bigint,
    case
      when st.message_count >= 2
        then round(extract(epoch from st.last_message_at - st.first_message_at), 2)
    end,
    coalesce(st.message_count, 0) >= 4,
    coalesce(st.breakthrough, false),
    round(st.response_time_sum / nullif(st.response_time_count, 0), 2),
    coalesce(
      (
        select pg_catalog.jsonb_agg(
          pg_catalog.jsonb_build_object(
            'role', ms.role,
            'content',
            case
              -- A disclosure and the tutor's caring reply never leave: the marker stands in.
              when ms.metadata ? 'safety'
                or (
                  p.has_alert
                  and ms.id in (
                    select sa.message_id
                    from public.safety_alerts as sa
                    where sa.conversation_id = p.id
                  )
                )
                then private.withdrawn_message_marker()
              else private.scrub_if_needed(ms.content, np.parts, np.patterns)
            end,
            'created_at', ms.created_at,
            'has_eureka', coalesce(ms.metadata -> 'has_eureka' = 'true'::jsonb, false),
            'response_time_ms',
            case
              when ms.role = 'assistant' and jsonb_typeof(ms.metadata -> 'response_time_ms') = 'number'
                then ms.metadata -> 'response_time_ms'
            end
          )
          order by ms.created_at, ms.id
        )
        from public.messages as ms
        where ms.conversation_id = p.id
          -- The class export: only what the student wrote inside a membership period (or before
          -- the first one, as a message of a membership older than the periods' record).
          and (
            not current_members_only
            or mp.first_start is null
            or ms.created_at < mp.first_start
            or mp.periods operator(pg_catalog.@>) ms.created_at
          )
      ),
      '[]'::jsonb
    )
  from picked as p
  left join private.conversation_stats as st on st.conversation_id = p.id
  left join auth.users as u on u.id = p.user_id
  -- The student's membership periods in the class, once per conversation (the class export only).
  left join lateral (
    select
      pg_catalog.range_agg(pg_catalog.tstzrange(pr.started_at, pr.ended_at)) as periods,
      pg_catalog.min(pr.started_at) as first_start
    from public.class_member_periods as pr
    where current_members_only and pr.class_id = p.class_id and pr.user_id = p.user_id
  ) as mp on true
  -- The owner's name forms, once per conversation (an inlined sub-query, one row for any name).
  cross join lateral private.name_forms(u.raw_user_meta_data ->> 'name') as np
  -- The deployment's key pads, once per page (none stored: no pseudonym, as private.pseudonym).
  left join private.deployment_secrets as sec on true
  order by p.created_at desc, p.id
$$;

revoke all on function private.export_rows(timestamptz, timestamptz, integer, timestamptz, uuid, uuid, boolean, integer) from public, anon, authenticated;
