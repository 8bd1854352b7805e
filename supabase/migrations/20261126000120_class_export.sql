-- The research export of a class (issue 22): export_class_activity gives a class's teachers the
-- export rows (same columns, pseudonyms and scrubbing as the admin export) of the class's
-- conversations of its current students, in pages; the admin exports gain class_filter (null: every
-- conversation, as before). private.export_rows gains the class, members-only and offset arguments
-- (defaults keep its earlier callers' meaning).

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

drop function private.export_rows(timestamptz, timestamptz, integer, timestamptz, uuid);

/**
 * The research export rows (docs/admin.md, export_conversations_data) of the window's conversations,
 * newest first (created_at desc, id), at most row_limit, starting after the cursor
 * (after_created_at, after_id) when given, skipping row_offset rows. class_filter: only that
 * class's conversations; current_members_only: only those whose student is a current member of
 * their class. user_id is private.pseudonym(user id); title and message contents pass through the
 * scrubber with the owner's name forms.
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
    private.pseudonym(p.user_id),
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
  -- The owner's name forms, once per conversation rather than once per message (offset 0 keeps
  -- the planner from pulling the sub-query up and calling these functions for every message).
  cross join lateral (
    select n.parts, private.name_like_patterns(n.parts) as patterns
    from (select private.name_parts(u.raw_user_meta_data ->> 'name') as parts offset 0) as n
    offset 0
  ) as np
  order by p.created_at desc, p.id
$$;

revoke all on function private.export_rows(timestamptz, timestamptz, integer, timestamptz, uuid, uuid, boolean, integer) from public, anon, authenticated;

drop function public.export_conversations_data(date, date, integer);

/**
 * The window's conversations for research export (docs/admin.md), newest first, at most export_limit
 * (1..10000, else 22023), in one call; class_filter: only that class's conversations
 * (null: all). The admin UI uses export_conversations_page. Null or reversed dates raise 22023.
 * Called by: admins (authenticated + is_admin()); everyone else gets 42501.
 */
create or replace function public.export_conversations_data(
  start_date date,
  end_date date,
  export_limit integer default 1000,
  class_filter uuid default null
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
language plpgsql
stable
security definer
set search_path = ''
set jit = off
as $$
#variable_conflict use_column
begin
  perform private.assert_admin();
  perform private.assert_date_range(start_date, end_date);

  if export_limit is null or export_limit < 1 or export_limit > 10000 then
    raise exception 'invalid argument: export_limit must be between 1 and 10000, got %',
      coalesce(export_limit::text, 'null')
      using errcode = '22023';
  end if;

  return query
  select *
  from private.export_rows(
    private.day_start(start_date), private.day_start(end_date + 1), export_limit, null, null,
    class_filter
  );
end;
$$;

revoke all on function public.export_conversations_data(date, date, integer, uuid) from public, anon, authenticated;
grant execute on function public.export_conversations_data(date, date, integer, uuid) to authenticated;

drop function public.export_conversations_page(date, date, integer, timestamptz, uuid);

/**
 * One page of the research export: the rows of export_conversations_data (same columns, same
 * order) that come after the cursor, at most page_size (1..250, else 22023); class_filter: only
 * that class's conversations (null: all). The first page has no cursor; the next page's cursor is
 * the last row's (created_at, conversation_id). The cursor is both values or neither (22023). Null
 * or reversed dates raise 22023.
 * Called by: admins (authenticated + is_admin()); everyone else gets 42501.
 */
create or replace function public.export_conversations_page(
  start_date date,
  end_date date,
  page_size integer default 250,
  after_created_at timestamptz default null,
  after_id uuid default null,
  class_filter uuid default null
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
language plpgsql
stable
security definer
set search_path = ''
set jit = off
as $$
#variable_conflict use_column
begin
  perform private.assert_admin();
  perform private.assert_date_range(start_date, end_date);

  if page_size is null or page_size < 1 or page_size > 250 then
    raise exception 'invalid argument: page_size must be between 1 and 250, got %',
      coalesce(page_size::text, 'null')
      using errcode = '22023';
  end if;
  if (after_created_at is null) <> (after_id is null) then
    raise exception 'invalid argument: after_created_at and after_id go together'
      using errcode = '22023';
  end if;

  return query
  select *
  from private.export_rows(
    private.day_start(start_date), private.day_start(end_date + 1), page_size, after_created_at,
    after_id, class_filter
  );
end;
$$;

revoke all on function public.export_conversations_page(date, date, integer, timestamptz, uuid, uuid) from public, anon, authenticated;
grant execute on function public.export_conversations_page(date, date, integer, timestamptz, uuid, uuid) to authenticated;

/**
 * One page of class_id's activity for its teachers: the export rows (pseudonymous user_id, scrubbed
 * texts) of the class's conversations whose student is a current member, newest first, skipping
 * page_offset (>= 0) rows, at most page_size (1..250); else 22023. An empty page ends the export.
 * Called by: the class's teachers and admins; everyone else gets 42501.
 */
create or replace function public.export_class_activity(
  class_id uuid,
  page_offset integer default 0,
  page_size integer default 250
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
language plpgsql
stable
security definer
set search_path = ''
set jit = off
as $$
#variable_conflict use_column
begin
  perform private.assert_teaches_class(class_id);

  if page_size is null or page_size < 1 or page_size > 250 then
    raise exception 'invalid argument: page_size must be between 1 and 250, got %',
      coalesce(page_size::text, 'null')
      using errcode = '22023';
  end if;
  if page_offset is null or page_offset < 0 then
    raise exception 'invalid argument: page_offset must be 0 or more, got %',
      coalesce(page_offset::text, 'null')
      using errcode = '22023';
  end if;

  return query
  select *
  from private.export_rows(
    '-infinity'::timestamptz, 'infinity'::timestamptz, page_size, null, null,
    export_class_activity.class_id, true, page_offset
  );
end;
$$;

revoke all on function public.export_class_activity(uuid, integer, integer) from public, anon, authenticated;
grant execute on function public.export_class_activity(uuid, integer, integer) to authenticated;
