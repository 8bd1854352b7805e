-- Size and shape caps of messages.metadata (issue 9): a 9 MB metadata or 400 rows of 20,000
-- characters must not get in. Numbers live in supabase/functions/_shared/limits.ts too (one home in
-- TypeScript; supabase/tests/server-trust.test.ts proves both agree: the limit is accepted, limit + 1
-- refused).
--
-- For everyone (check constraints): metadata is an object of at most 4096 bytes; `images` is an
-- array of at most 4 storage paths (MAX_IMAGES_PER_MESSAGE) of 1..200 path characters; the server
-- keys have their contract shapes (reply_to a uuid; gate, eureka and safety objects).
-- For the browser (trigger, anon/authenticated only): a `user` message carries only `images`, each
-- under the caller's own `{uid}/{conversation_id}/` folder of chat-images; a reply (direct mode only)
-- carries only the server keys of CONTRACTS.md.

-- ============================================================================
-- TABLE
-- ============================================================================

alter table public.messages
  drop constraint messages_metadata_images_must_be_array_of_at_most_10;

alter table public.messages
  add constraint messages_metadata_must_be_at_most_4096_bytes
    check (pg_catalog.octet_length(metadata::text) <= 4096),
  add constraint messages_metadata_images_must_be_at_most_4_paths check (
    case
      when metadata ? 'images' then
        jsonb_typeof(metadata -> 'images') = 'array'
        and jsonb_array_length(metadata -> 'images') <= 4
        and not jsonb_path_exists(
          metadata,
          '$.images[*] ? (@.type() != "string" || !(@ like_regex "^[A-Za-z0-9._/-]{1,200}$"))'
        )
      else true
    end
  ),
  add constraint messages_metadata_reply_to_must_be_a_uuid check (
    case
      when metadata ? 'reply_to' then
        jsonb_typeof(metadata -> 'reply_to') = 'string'
        and (metadata ->> 'reply_to') ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      else true
    end
  ),
  add constraint messages_metadata_gate_eureka_safety_must_be_objects check (
    (not metadata ? 'gate' or jsonb_typeof(metadata -> 'gate') = 'object')
    and (not metadata ? 'eureka' or jsonb_typeof(metadata -> 'eureka') = 'object')
    and (not metadata ? 'safety' or jsonb_typeof(metadata -> 'safety') = 'object')
  );

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * Refuses what the browser may not write into public.messages: a reply while direct mode is off
 * (42501), metadata keys other than `images` on a student's message or other than the server keys on
 * a reply (23514), and image paths outside the caller's `{uid}/{conversation_id}/` folder (23514).
 * Spanish messages: the SPA shows them as they are.
 * Called by: the trigger on public.messages only, for rows inserted by anon or authenticated.
 */
create or replace function private.messages_guard_client_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  folder text := coalesce((select auth.uid())::text, '-') || '/' || new.conversation_id::text || '/';
  extra_keys text[];
begin
  if jsonb_typeof(new.metadata) is distinct from 'object' then
    return new; -- refused by messages_metadata_must_be_object / not null
  end if;

  if new.role <> 'user' then
    if not (private.current_settings()).client_tutor_writes then
      raise exception 'Solo el servidor puede guardar las respuestas del tutor.'
        using errcode = '42501';
    end if;
    select pg_catalog.array_agg(k) into extra_keys
    from jsonb_object_keys(new.metadata) as k
    where k not in ('response_time_ms', 'has_eureka', 'reply_to', 'gate', 'eureka', 'safety');
  else
    select pg_catalog.array_agg(k) into extra_keys
    from jsonb_object_keys(new.metadata) as k
    where k <> 'images';
  end if;

  if extra_keys is not null then
    raise exception 'Datos no permitidos en el mensaje: %.',
      pg_catalog.left(pg_catalog.array_to_string(extra_keys, ', '), 200)
      using errcode = '23514';
  end if;

  if new.metadata ? 'images' and jsonb_typeof(new.metadata -> 'images') = 'array' and exists (
    select 1
    from jsonb_array_elements(new.metadata -> 'images') as img
    where jsonb_typeof(img) <> 'string'
      or not pg_catalog.starts_with(img #>> '{}', folder)
      or pg_catalog.strpos(pg_catalog.substr(img #>> '{}', char_length(folder) + 1), '/') > 0
      or char_length(img #>> '{}') <= char_length(folder)
  ) then
    raise exception 'Las imágenes deben estar en tu carpeta de esta conversación.'
      using errcode = '23514';
  end if;

  return new;
end;
$$;

revoke all on function private.messages_guard_client_insert() from public;

-- ============================================================================
-- TRIGGERS
-- ============================================================================

create trigger messages_guard_client_insert
  before insert on public.messages
  for each row
  when (pg_catalog.current_setting('role', true) in ('anon', 'authenticated'))
  execute function private.messages_guard_client_insert();
