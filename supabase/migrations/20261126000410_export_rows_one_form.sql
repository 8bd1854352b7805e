-- Reconciles two changes to private.export_rows made side by side: 20261126000120_class_export
-- gave it the class, members-only and offset arguments (dropping the five-argument form), and
-- 20261126000400_export_owner_values_inline then redefined the five-argument form with the owner's
-- values inlined (pseudonym_of with the pads read once per page, name_forms), which created a
-- second, unused overload. This keeps one export_rows: the eight-argument form of the class export
-- with the inlined owner values; the output is unchanged (the totals-equivalence test and the figure
-- check of npm run bench:db).

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

drop function private.export_rows(timestamptz, timestamptz, integer, timestamptz, uuid);

/**
 * The research export rows of the window's conversations, newest first (created_at desc, id), at
 * most row_limit, after the cursor (after_created_at, after_id) when given, skipping row_offset rows.
 * class_filter: only that class's conversations; current_members_only: only those whose student is a
 * current member of their class. user_id is the keyed pseudonym (private.pseudonym_of); title and
 * message contents pass through the scrubber with the owner's name forms.
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
    -- Pick the page's conversations first, then read the facts of those only.
    picked as (
      select cv.id, cv.user_id, cv.title, cv.subject, cv.grade_level, cv.created_at
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
        and (class_filter is null or cv.class_id = class_filter)
        and (
          not current_members_only
          or exists (
            select 1
            from public.class_members as m
            where m.class_id = cv.class_id and m.user_id = cv.user_id
              and m.role = 'student' and m.left_at is null
          )
        )
      order by cv.created_at desc, cv.id
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
            'content', private.scrub_if_needed(ms.content, np.parts, np.patterns),
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
      ),
      '[]'::jsonb
    )
  from picked as p
  left join private.conversation_stats as st on st.conversation_id = p.id
  left join auth.users as u on u.id = p.user_id
  -- The owner's name forms, once per conversation (an inlined sub-query, one row for any name).
  cross join lateral private.name_forms(u.raw_user_meta_data ->> 'name') as np
  -- The deployment's key pads, once per page (none stored: no pseudonym, as private.pseudonym).
  left join private.deployment_secrets as sec on true
  order by p.created_at desc, p.id
$$;

revoke all on function private.export_rows(timestamptz, timestamptz, integer, timestamptz, uuid, uuid, boolean, integer) from public, anon, authenticated;
