-- The research export in pages (issue 21): export_conversations_page returns at most 250
-- conversations after a keyset cursor, so each call stays fast at 1M messages and the admin UI can
-- show how far it got; export_conversations_data (the API's one-call export) keeps its contract and shares the body.
-- The identifier scrubber now runs only on a text that can hold an identifier (an '@', two digits,
-- or one of the owner's name forms): the same output, a fraction of the calls.

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * private.scrub_identifiers(body, name_parts), called only when it can change the text: the body
 * holds an '@', two digits (optionally split by a space or hyphen) or one of name_parts in any case
 * (name_patterns: private.name_like_patterns(name_parts)). Otherwise returns body as is, which is
 * what the scrubber returns. A substring test is looser than the scrubber's whole-word match, so
 * it never skips a text the scrubber would change.
 * Deliberately without `set search_path` and without sub-queries so it inlines into the export's
 * query (once per message); its body names only schema-qualified objects.
 * Called by: private.export_rows (as its owner). Not callable by API roles.
 */
create or replace function private.scrub_if_needed(body text, name_parts text[], name_patterns text[])
returns text
language sql
immutable
parallel safe
as $$
  select case
    when pg_catalog.strpos(body, '@') > 0
      or body operator(pg_catalog.~) '[0-9][ -]?[0-9]'
      or pg_catalog.lower(body) operator(pg_catalog.~~) any (name_patterns)
      then private.scrub_identifiers(body, name_parts)
    else body
  end
$$;

revoke all on function private.scrub_if_needed(text, text[], text[]) from public, anon, authenticated;

/**
 * The forms of private.name_parts as lower-case LIKE patterns that match a text holding them
 * anywhere ('%part%', with '\', '%' and '_' escaped).
 * Called by: private.export_rows (as its owner), once per conversation. Not callable by API roles.
 */
create or replace function private.name_like_patterns(name_parts text[])
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(
    pg_catalog.array_agg(
      '%' || pg_catalog.regexp_replace(pg_catalog.lower(p.part), '([\\%_])', '\\\1', 'g') || '%'
    ),
    '{}'::text[]
  )
  from pg_catalog.unnest(name_parts) as p (part)
$$;

revoke all on function private.name_like_patterns(text[]) from public, anon, authenticated;

/**
 * The research export rows (docs/admin.md, export_conversations_data) of the window's conversations,
 * newest first (created_at desc, id), at most row_limit, starting after the cursor
 * (after_created_at, after_id) when given. user_id is private.pseudonym(user id); title and message
 * contents pass through the scrubber with the owner's name forms.
 * Called by: export_conversations_data and export_conversations_page (as their owner), which check
 * the caller and the arguments. Not callable by API roles.
 */
create or replace function private.export_rows(
  window_start timestamptz,
  window_end timestamptz,
  row_limit integer,
  after_created_at timestamptz,
  after_id uuid
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
      order by cv.created_at desc, cv.id
      limit row_limit
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

revoke all on function private.export_rows(timestamptz, timestamptz, integer, timestamptz, uuid) from public, anon, authenticated;

/**
 * The window's conversations for research export (docs/admin.md), newest first, at most export_limit
 * (1..10000, else 22023), in one call. The admin UI uses export_conversations_page.
 * Null or reversed dates raise 22023.
 * Called by: admins (authenticated + is_admin()); everyone else gets 42501.
 */
create or replace function public.export_conversations_data(
  start_date date,
  end_date date,
  export_limit integer default 1000
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
-- JIT compilation costs more than it saves on these sub-second aggregates.
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
    private.day_start(start_date), private.day_start(end_date + 1), export_limit, null, null
  );
end;
$$;

/**
 * One page of the research export: the rows of export_conversations_data (same columns, same
 * order) that come after the cursor, at most page_size (1..250, else 22023). The first page has
 * no cursor; the next page's cursor is the last row's (created_at, conversation_id). The cursor is
 * both values or neither (22023). Null or reversed dates raise 22023.
 * Called by: admins (authenticated + is_admin()); everyone else gets 42501.
 */
create or replace function public.export_conversations_page(
  start_date date,
  end_date date,
  page_size integer default 250,
  after_created_at timestamptz default null,
  after_id uuid default null
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
    after_id
  );
end;
$$;

revoke all on function public.export_conversations_page(date, date, integer, timestamptz, uuid) from public, anon, authenticated;
grant execute on function public.export_conversations_page(date, date, integer, timestamptz, uuid) to authenticated;
