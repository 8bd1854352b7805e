-- Search a student's conversations by title and message text (issue 20 item 5): case- and
-- accent-insensitive substring match ('ecuacion' finds 'Ecuación'), newest first, at most 50.
-- A trigram GIN index over the normalised message text keeps it fast over millions of messages;
-- pg_trgm and unaccent ship with Supabase, PostgreSQL 15 contrib and PGlite (the local stack and
-- the tests load them), always in the `extensions` schema.

create extension if not exists pg_trgm with schema extensions;
create extension if not exists unaccent with schema extensions;

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * The text search compares: lower case, no accents (unaccent's default rules), runs of whitespace
 * as one space. IMMUTABLE so an index can hold it: unaccent() itself is only STABLE because its
 * dictionary could change, so this wrapper names the dictionary explicitly (the documented
 * pattern; rebuild the index if the unaccent rules are ever edited). Security definer: the
 * extension's functions are not executable by API roles (default privileges), yet a student's
 * message insert evaluates this expression for the index.
 * Called by: the index below (Postgres checks EXECUTE for the inserting role, so authenticated
 * holds it; API roles have no USAGE on `private`, so it is no RPC) and search_conversations.
 */
create or replace function private.search_text(body text)
returns text
language sql
immutable
parallel safe
security definer
set search_path = ''
as $$
  select pg_catalog.lower(
    extensions.unaccent(
      'extensions.unaccent'::regdictionary,
      pg_catalog.regexp_replace(coalesce(body, ''), '\s+', ' ', 'g')
    )
  )
$$;

revoke all on function private.search_text(text) from public, anon, authenticated;
grant execute on function private.search_text(text) to authenticated, service_role;

/**
 * About 160 characters of `body` around the first match of `needle` (already search_text'ed), on
 * one line, with '…' where text was cut. The match position is found in the normalised text; the
 * cut is made in the original (unaccent may lengthen a few ligatures, so the window is generous).
 * Called by: search_conversations (as its owner). Not callable by API roles.
 */
create or replace function private.search_snippet(body text, needle text)
returns text
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  v_flat text := pg_catalog.btrim(pg_catalog.regexp_replace(coalesce(body, ''), '\s+', ' ', 'g'));
  v_at integer := pg_catalog.strpos(private.search_text(v_flat), needle);
  v_start integer := greatest(1, v_at - 50);
  v_snippet text;
begin
  v_snippet := pg_catalog.substr(v_flat, v_start, 160);
  if v_start > 1 then
    v_snippet := '…' || pg_catalog.ltrim(v_snippet);
  end if;
  if v_start + 160 <= pg_catalog.char_length(v_flat) then
    v_snippet := pg_catalog.rtrim(v_snippet) || '…';
  end if;
  return v_snippet;
end;
$$;

revoke all on function private.search_snippet(text, text) from public, anon, authenticated;

-- ============================================================================
-- INDEXES
-- ============================================================================

-- Substring (LIKE '%…%') lookups of the normalised text: a trigram GIN index answers them without
-- reading every message. Titles need none: a student's own conversations are few and are reached
-- through conversations_user_id_created_at_idx.
create index messages_search_text_trgm_idx
  on public.messages using gin (private.search_text(content) extensions.gin_trgm_ops);

-- ============================================================================
-- FUNCTIONS (API)
-- ============================================================================

/**
 * The caller's conversations whose title or any message contains `query` (trimmed; case, accents
 * and runs of whitespace ignored), newest activity first, at most 50 rows:
 *   id, title, subject, level (grade_level), updated_at (the newest message's time, or the
 *   conversation's creation when it has none), snippet (the newest matching message around the
 *   match, one line, or null when only the title matched).
 * Refuses (22023, Spanish message) a null query or one shorter than 2 or longer than 100 characters
 * after trimming (SEARCH_QUERY_MIN_CHARS / SEARCH_QUERY_MAX_CHARS in _shared/limits.ts); anon has no
 * EXECUTE (42501). Security definer with an explicit owner filter on auth.uid(), so the trigram
 * index is usable and no other student's row is ever read into the result.
 * Called by: authenticated (the chat sidebar's search).
 */
create or replace function public.search_conversations(query text)
returns table (
  id uuid,
  title text,
  subject text,
  level text,
  updated_at timestamptz,
  snippet text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_user uuid := (select auth.uid());
  v_query text := pg_catalog.btrim(pg_catalog.regexp_replace(coalesce(query, ''), '\s+', ' ', 'g'));
  v_needle text;
  v_pattern text;
begin
  if v_user is null then
    raise exception 'Inicia sesión para buscar en tus conversaciones.' using errcode = '42501';
  end if;
  if pg_catalog.char_length(v_query) < 2 then
    raise exception 'Escribe al menos 2 caracteres para buscar.' using errcode = '22023';
  end if;
  if pg_catalog.char_length(v_query) > 100 then
    raise exception 'La búsqueda puede tener como máximo 100 caracteres.' using errcode = '22023';
  end if;

  v_needle := private.search_text(v_query);
  -- LIKE's wildcards in the query are literal characters.
  v_pattern := '%' || pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(
    v_needle, '\', '\\'), '%', '\%'), '_', '\_') || '%';

  return query
  with mine as (
    select cv.id, cv.title, cv.subject, cv.grade_level, cv.created_at
    from public.conversations as cv
    where cv.user_id = v_user
  ),
  hits as (
    select distinct on (ms.conversation_id) ms.conversation_id, ms.content
    from public.messages as ms
    join mine on mine.id = ms.conversation_id
    where private.search_text(ms.content) like v_pattern
    order by ms.conversation_id, ms.created_at desc, ms.id desc
  )
  select
    mine.id,
    mine.title,
    mine.subject,
    mine.grade_level,
    coalesce(
      (select pg_catalog.max(last.created_at) from public.messages as last
       where last.conversation_id = mine.id),
      mine.created_at
    ),
    case when hits.content is null then null else private.search_snippet(hits.content, v_needle) end
  from mine
  left join hits on hits.conversation_id = mine.id
  where hits.conversation_id is not null
     or private.search_text(mine.title) like v_pattern
  order by 5 desc, 1
  limit 50;
end;
$$;

revoke all on function public.search_conversations(text) from public, anon, authenticated;
grant execute on function public.search_conversations(text) to authenticated;
