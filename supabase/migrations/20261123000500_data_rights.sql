-- Students' data rights and pseudonymous research exports (issue 12).
--
-- - private.deployment_secrets: a per-deployment key generated here, at migration time, readable by
--   no API role; research pseudonyms are HMAC-SHA256(key, user id), so nobody can recompute them
--   from a user's UUID (which appears in public avatar paths).
-- - export_conversations_data: the same columns with the same meaning (docs/admin.md), but user_id is
--   the keyed pseudonym and message text and titles are scrubbed of typed identifiers.
-- - export_my_data: a student's own conversations, messages and metrics, under their identity.
-- - account_deletion_plan: the storage objects the account function removes (through the Storage
--   API) before it deletes the user; it and a trigger on auth.users refuse the last admin.
-- - get_active_announcements: only what the banner shows (no created_by).

-- ============================================================================
-- TABLE
-- ============================================================================

create table private.deployment_secrets (
  id boolean primary key default true,
  -- 32 random bytes; the HMAC key of research pseudonyms.
  pseudonym_key bytea not null,
  -- The key padded to SHA-256's 64-byte block and XORed with 0x36 / 0x5c (RFC 2104), stored so a
  -- pseudonym costs two sha256() calls.
  pseudonym_ipad bytea not null,
  pseudonym_opad bytea not null,
  created_at timestamptz not null default now(),

  constraint deployment_secrets_must_be_one_row check (id),
  constraint deployment_secrets_pseudonym_key_must_be_32_bytes
    check (octet_length(pseudonym_key) = 32),
  constraint deployment_secrets_pads_must_be_64_bytes
    check (octet_length(pseudonym_ipad) = 64 and octet_length(pseudonym_opad) = 64)
);

comment on table private.deployment_secrets is 'Per-deployment secrets generated at migration time; no API role may read them.';

revoke all on table private.deployment_secrets from public, anon, authenticated, service_role;

-- The key: SHA-256 over four random UUIDs (gen_random_uuid() draws from the server's strong random
-- source), so no extension is needed (pgcrypto is absent from the test databases).
do $$
declare
  key bytea := pg_catalog.sha256(pg_catalog.convert_to(
    gen_random_uuid()::text || gen_random_uuid()::text
      || gen_random_uuid()::text || gen_random_uuid()::text,
    'UTF8'
  ));
  block bytea := key || pg_catalog.decode(pg_catalog.repeat('00', 32), 'hex');
  ipad bytea := block;
  opad bytea := block;
begin
  for i in 0..63 loop
    ipad := pg_catalog.set_byte(ipad, i, pg_catalog.get_byte(block, i) # 54);
    opad := pg_catalog.set_byte(opad, i, pg_catalog.get_byte(block, i) # 92);
  end loop;
  insert into private.deployment_secrets (pseudonym_key, pseudonym_ipad, pseudonym_opad)
  values (key, ipad, opad);
end
$$;

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * The research pseudonym of a user: hex HMAC-SHA256 (RFC 2104) of the user id's text under the
 * deployment's key. Stable across exports of one deployment; different in every other deployment.
 * Called by: export_conversations_data (as its owner). Not callable by API roles.
 */
create or replace function private.pseudonym(user_id uuid)
returns text
language sql
stable
set search_path = ''
as $$
  select pg_catalog.encode(
    pg_catalog.sha256(
      s.pseudonym_opad
        || pg_catalog.sha256(s.pseudonym_ipad || pg_catalog.convert_to(user_id::text, 'UTF8'))
    ),
    'hex'
  )
  from private.deployment_secrets as s
$$;

revoke all on function private.pseudonym(uuid) from public, anon, authenticated;

/**
 * The forms of a stored name that scrubbing replaces: the whole trimmed name and each of its words
 * of 3+ characters, longest first (so the whole name goes before its parts). Empty for no name.
 * Called by: export_conversations_data (as its owner), once per conversation. Not callable by API roles.
 */
create or replace function private.name_parts(author_name text)
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(
    pg_catalog.array_agg(p.word order by pg_catalog.char_length(p.word) desc, p.word),
    '{}'::text[]
  )
  from (
    select pg_catalog.btrim(author_name) as word
    where pg_catalog.btrim(author_name) <> ''
    union
    select w
    from pg_catalog.regexp_split_to_table(pg_catalog.btrim(author_name), '\s+') as w
    where pg_catalog.char_length(w) >= 3
  ) as p
$$;

revoke all on function private.name_parts(text) from public, anon, authenticated;

/**
 * Replaces typed identifiers in a text: e-mail addresses by [email], phone numbers by [teléfono]
 * (an optional +country code and then 7+ digits, a (area) code and digit groups, a run of 8+ digits,
 * or 3+ groups of 2-4 digits split by spaces or hyphens; it errs on the side of scrubbing) and the
 * author's stored name (name_parts: whole, and each word of 3+ letters), case-insensitively and as
 * whole words, by [nombre].
 * Called by: export_conversations_data (as its owner). Not callable by API roles.
 */
create or replace function private.scrub_identifiers(body text, name_parts text[])
returns text
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  -- Letters and digits around a name; a name is only replaced as a whole word.
  word_char constant text := '[0-9A-Za-zÀ-ÖØ-öø-ÿ]';
  result text := body;
  part text;
begin
  if result is null then
    return null;
  end if;
  -- Cheap tests first: most messages hold no '@', no digit pair and not the name.
  if pg_catalog.strpos(result, '@') > 0 then
    result := pg_catalog.regexp_replace(
      result,
      '[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}',
      '[email]',
      'g'
    );
  end if;
  if result ~ '[0-9][ -]?[0-9]' then
    result := pg_catalog.regexp_replace(
      result,
      '(?<![0-9A-Za-z])(\+[0-9]{1,3}[ -]?[0-9]([ -]?[0-9]){6,}'
        || '|\([0-9]{1,4}\)[ -]?[0-9]{2,4}([ -]?[0-9]{2,4})+'
        || '|[0-9]{8,}'
        || '|[0-9]{2,4}([ -][0-9]{2,4}){2,})(?![0-9A-Za-z])',
      '[teléfono]',
      'g'
    );
  end if;
  foreach part in array coalesce(name_parts, '{}'::text[]) loop
    continue when pg_catalog.strpos(pg_catalog.lower(result), pg_catalog.lower(part)) = 0;
    result := pg_catalog.regexp_replace(
      result,
      '(?<!' || word_char || ')'
        || pg_catalog.regexp_replace(part, '([.^$*+?()\[\]{}|\\-])', '\\\1', 'g')
        || '(?!' || word_char || ')',
      '[nombre]',
      'gi'
    );
  end loop;
  return result;
end;
$$;

revoke all on function private.scrub_identifiers(text, text[]) from public, anon, authenticated;

/**
 * The window's conversations for research export (docs/admin.md), newest first, at most export_limit
 * (1..10000, else 22023). user_id is pseudonymous: private.pseudonym(user id), a keyed HMAC that is
 * stable across exports of this deployment and never the e-mail or name. title and every message's
 * content pass through private.scrub_identifiers with the owner's stored name (name_parts). messages is an array
 * of {role, content, created_at, has_eureka, response_time_ms} in conversation order
 * (response_time_ms only for assistant messages).
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
  with
    -- Pick the newest conversations first, then read the facts of those only.
    picked as (
      select cv.id, cv.user_id, cv.title, cv.subject, cv.grade_level, cv.created_at
      from public.conversations as cv
      where cv.created_at >= private.day_start(start_date)
        and cv.created_at < private.day_start(end_date + 1)
      order by cv.created_at desc, cv.id
      limit export_limit
    )
  select
    p.id,
    private.pseudonym(p.user_id),
    u.raw_user_meta_data ->> 'grade_level',
    p.subject,
    p.grade_level,
    private.scrub_identifiers(p.title, np.parts),
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
            'content', private.scrub_identifiers(ms.content, np.parts),
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
  -- The owner's name forms, once per conversation rather than once per message.
  cross join lateral (
    select private.name_parts(u.raw_user_meta_data ->> 'name') as parts
  ) as np
  order by p.created_at desc, p.id;
end;
$$;

revoke all on function public.export_conversations_data(date, date, integer) from public, anon, authenticated;
grant execute on function public.export_conversations_data(date, date, integer) to authenticated;

/**
 * The caller's own data for 'Descargar mis datos': { conversations: [conversation columns +
 * messages: [message columns + metrics (the message_metrics row without ids, or null)]] },
 * conversations and messages oldest first. Security invoker: RLS and auth.uid() decide, so it can
 * only ever return the caller's rows. The account function adds the account fields and files.
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
    )
  )
$$;

revoke all on function public.export_my_data() from public, anon, authenticated;
grant execute on function public.export_my_data() to authenticated;

/**
 * Raises P0001 (hint 'last_admin', a Spanish message) when the user is an admin and no other admin
 * exists. Locks the admins' rows first, so two admins leaving at once are serialised: the second
 * one re-counts after the first commits.
 * Called by: account_deletion_plan and the auth.users delete trigger (as their owner).
 */
create or replace function private.assert_not_last_admin(p_user_id uuid)
returns void
language plpgsql
volatile
set search_path = ''
as $$
begin
  if not exists (
    select 1
    from auth.users as u
    where u.id = p_user_id and u.raw_app_meta_data -> 'is_admin' = 'true'::jsonb
  ) then
    return;
  end if;
  perform 1
  from auth.users as u
  where u.raw_app_meta_data -> 'is_admin' = 'true'::jsonb
  for update;
  if not exists (
    select 1
    from auth.users as u
    where u.id <> p_user_id and u.raw_app_meta_data -> 'is_admin' = 'true'::jsonb
  ) then
    raise exception 'No puedes eliminar tu cuenta porque eres el único administrador. Nombra antes a otra persona administradora.'
      using errcode = 'P0001', hint = 'last_admin';
  end if;
end;
$$;

revoke all on function private.assert_not_last_admin(uuid) from public, anon, authenticated;

/**
 * Refuses to delete the last admin's user row, whoever deletes it (the account function, the
 * dashboard, SQL): the database's own guarantee behind account_deletion_plan's clear message.
 * Called by: the trigger on auth.users only.
 */
create or replace function private.keep_last_admin_on_delete()
returns trigger
language plpgsql
-- The deleting role (GoTrue's supabase_auth_admin on Supabase) has no access to schema private.
security definer
set search_path = ''
as $$
begin
  perform private.assert_not_last_admin(old.id);
  return old;
end;
$$;

revoke all on function private.keep_last_admin_on_delete() from public, anon, authenticated;

/**
 * What deleting an account removes through the Storage API: the user's objects in the avatars and
 * chat-images buckets (paths {uid}/...). Refuses (P0001, hint 'last_admin') when the user is the
 * only admin left, so the panel can never lose its last administrator; 22023 on a null id.
 * Called by: service_role only (the account function, after re-checking the password).
 */
create or replace function public.account_deletion_plan(p_user_id uuid)
returns table (bucket_id text, name text)
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if p_user_id is null then
    raise exception 'invalid argument: p_user_id is required' using errcode = '22023';
  end if;
  perform private.assert_not_last_admin(p_user_id);

  return query
  select o.bucket_id, o.name
  from storage.objects as o
  where o.bucket_id in ('avatars', 'chat-images')
    and (storage.foldername(o.name))[1] = p_user_id::text
  order by o.bucket_id, o.name;
end;
$$;

revoke all on function public.account_deletion_plan(uuid) from public, anon, authenticated;
grant execute on function public.account_deletion_plan(uuid) to service_role;

/**
 * Active, unexpired announcements for a screen: location 'login' (show_on_login) or 'chat'
 * (show_on_chat), highest priority first, then newest. Only the columns the banner shows or orders
 * by (no created_by, no flags). Any other location raises 22023.
 * Called by: anon (the login screen) and authenticated.
 */
drop function public.get_active_announcements(text);

create function public.get_active_announcements(location text)
returns table (
  id uuid,
  title text,
  message text,
  type text,
  icon text,
  priority integer,
  button_text text,
  button_url text,
  dismissible boolean,
  always_visible boolean,
  expires_at timestamptz,
  created_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if location is null or location not in ('login', 'chat') then
    raise exception 'invalid argument: location must be ''login'' or ''chat'', got %',
      coalesce(location, 'null')
      using errcode = '22023';
  end if;

  return query
  select
    a.id,
    a.title,
    a.message,
    a.type,
    a.icon,
    a.priority,
    a.button_text,
    a.button_url,
    a.dismissible,
    a.always_visible,
    a.expires_at,
    a.created_at
  from public.announcements as a
  where a.is_active
    and (a.expires_at is null or a.expires_at > pg_catalog.now())
    and case location when 'login' then a.show_on_login else a.show_on_chat end
  order by a.priority desc, a.created_at desc, a.id;
end;
$$;

revoke all on function public.get_active_announcements(text) from public, anon, authenticated;
grant execute on function public.get_active_announcements(text) to anon, authenticated, service_role;

-- ============================================================================
-- TRIGGERS
-- ============================================================================

create trigger users_keep_last_admin
  before delete on auth.users
  for each row execute function private.keep_last_admin_on_delete();
