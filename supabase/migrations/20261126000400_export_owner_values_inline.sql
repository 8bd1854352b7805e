-- The research export's per-owner values without a function call per row (issue 21). Each page of
-- private.export_rows called private.pseudonym, private.name_parts and private.name_like_patterns
-- once per conversation: 750 SQL-function calls per page of 250, each with its own executor start
-- and search_path switch (about a fifth of the page's CPU time at 1M messages, `perf` on
-- PostgreSQL 15). The formulas move into functions the planner inlines (SQL, no SET clause, no
-- sub-query in a scalar one), the old functions delegate to them, and export_rows reads the
-- deployment secret once per page. The output is the same, byte for byte
-- (supabase/tests/analytics/totals-equivalence.test.ts on PGlite and PostgreSQL 15, and the figure
-- check of npm run bench:db).
--
-- Inlined functions are parsed in the caller's context, so they are deliberately without
-- `set search_path` and name every object and operator schema-qualified (as
-- private.scrub_if_needed does).

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * The keyed research pseudonym of a user id: HMAC-SHA256 (RFC 2104) from the stored inner and outer
 * pads of private.deployment_secrets, as lower-case hex. The one home of the formula; a scalar
 * expression the planner inlines (stable, not immutable: convert_to is stable, and a function
 * declared stricter than its body is never inlined).
 * Called by: private.pseudonym and private.export_rows (as their owner). Not callable by API roles.
 */
create or replace function private.pseudonym_of(user_id uuid, ipad bytea, opad bytea)
returns text
language sql
stable
parallel safe
as $$
  select pg_catalog.encode(
    pg_catalog.sha256(
      opad operator(pg_catalog.||) pg_catalog.sha256(
        ipad operator(pg_catalog.||) pg_catalog.convert_to(user_id::text, 'UTF8')
      )
    ),
    'hex'
  )
$$;

revoke all on function private.pseudonym_of(uuid, bytea, bytea) from public, anon, authenticated;

/**
 * private.pseudonym(user_id): the pseudonym under this deployment's key (private.pseudonym_of).
 * Called by: admin export functions (as their owner). Not callable by API roles.
 */
create or replace function private.pseudonym(user_id uuid)
returns text
language sql
stable
set search_path = ''
as $$
  select private.pseudonym_of(user_id, s.pseudonym_ipad, s.pseudonym_opad)
  from private.deployment_secrets as s
$$;

/**
 * name_parts as lower-case LIKE patterns that match a text holding a part anywhere ('%part%', with
 * '\', '%' and '_' escaped), in one row. The one home of the rule; a set-returning SQL function the
 * planner inlines into the query that reads it.
 * Called by: private.name_forms and private.name_like_patterns (as their owner). Not callable by
 * API roles.
 */
create or replace function private.name_patterns(name_parts text[])
returns table (patterns text[])
language sql
immutable
parallel safe
as $$
  select array(
    select
      '%'
      operator(pg_catalog.||) pg_catalog.regexp_replace(pg_catalog.lower(p.part), '([\\%_])', '\\\1', 'g')
      operator(pg_catalog.||) '%'
    from pg_catalog.unnest(name_parts) with ordinality as p (part, i)
    order by p.i
  )
$$;

revoke all on function private.name_patterns(text[]) from public, anon, authenticated;

/**
 * The name forms scrubbing replaces, in one row: parts, the whole trimmed name and each of its
 * words of 3+ characters, longest first (so the whole name goes before its parts), empty for no
 * name; and patterns, those parts as private.name_patterns. The one home of the parts rule; a
 * set-returning SQL function the planner inlines into the query that reads it (no call per row).
 * Called by: private.name_parts and private.export_rows (as their owner). Not callable by API roles.
 */
create or replace function private.name_forms(author_name text)
returns table (parts text[], patterns text[])
language sql
immutable
parallel safe
as $$
  select n.parts, np.patterns
  from (
    select coalesce(
      pg_catalog.array_agg(w.word order by pg_catalog.char_length(w.word) desc, w.word),
      '{}'::text[]
    ) as parts
    from (
      select pg_catalog.btrim(author_name) as word
      where pg_catalog.btrim(author_name) operator(pg_catalog.<>) ''
      union
      select s.word
      from pg_catalog.regexp_split_to_table(pg_catalog.btrim(author_name), '\s+') as s (word)
      where pg_catalog.char_length(s.word) operator(pg_catalog.>=) 3
    ) as w
  ) as n
  cross join lateral private.name_patterns(n.parts) as np
$$;

revoke all on function private.name_forms(text) from public, anon, authenticated;

/**
 * The forms of a stored name that scrubbing replaces (private.name_forms' parts).
 * Called by: admin export functions (as their owner). Not callable by API roles.
 */
create or replace function private.name_parts(author_name text)
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select f.parts from private.name_forms(author_name) as f
$$;

/**
 * name_parts as LIKE patterns (private.name_patterns).
 * Called by: admin export functions (as their owner). Not callable by API roles.
 */
create or replace function private.name_like_patterns(name_parts text[])
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select p.patterns from private.name_patterns(name_parts) as p
$$;

/**
 * The research export rows (docs/admin.md, export_conversations_data) of the window's conversations,
 * newest first (created_at desc, id), at most row_limit, starting after the cursor
 * (after_created_at, after_id) when given. user_id is the owner's pseudonym; title and message
 * contents pass through the scrubber with the owner's name forms. Since 20261126000400 the
 * pseudonym and the name forms are inlined (private.pseudonym_of, private.name_forms) instead of
 * three function calls per conversation; the rest is as in 20261125000220.
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
