-- A conversation's chat images go before the conversation (issue 21): deleting a conversation
-- whose images are still in the chat-images bucket is refused, so a client that deletes the row
-- directly (DELETE /rest/v1/conversations) can no longer leave orphaned images behind. The app
-- removes the images through the Storage API first (src/features/chat/api/conversation-images.ts),
-- as the account function does for a whole account. The database cannot remove the objects
-- itself: on Supabase the bytes live in the Storage service and storage rows are not deleted in SQL.
-- A delete cascaded from auth.users (the account function, after removing every object) passes.

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * Refuses (P0001, hint 'images_first') to delete a conversation that still has objects under
 * chat-images/{user_id}/{conversation_id}/; a delete cascaded from its user's row passes.
 * Called by: the trigger on public.conversations only.
 */
create or replace function private.keep_conversation_images_first()
returns trigger
language plpgsql
-- The deleting student may not read other rows of storage.objects; the check reads only this
-- conversation's folder.
security definer
set search_path = ''
as $$
begin
  -- Depth 1 is a direct DELETE; deeper is a cascade (the user's deletion).
  if pg_catalog.pg_trigger_depth() > 1 then
    return old;
  end if;
  if exists (
    select 1
    from storage.objects as o
    where o.bucket_id = 'chat-images'
      and o.name like old.user_id::text || '/' || old.id::text || '/%'
  ) then
    raise exception 'No se pudo eliminar la conversación: primero hay que borrar sus imágenes. Inténtalo de nuevo.'
      using errcode = 'P0001', hint = 'images_first';
  end if;
  return old;
end;
$$;

revoke all on function private.keep_conversation_images_first() from public, anon, authenticated;

-- ============================================================================
-- TRIGGERS
-- ============================================================================

create trigger conversations_keep_images_first
  before delete on public.conversations
  for each row execute function private.keep_conversation_images_first();
