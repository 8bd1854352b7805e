-- STORAGE
-- One permissive policy per action on storage.objects (the database lint
-- multiple_permissive_policies, docs/database.md): Postgres evaluates every permissive policy of an
-- action on every row and ORs them, so the two buckets' pairs cost two checks per object. The pairs
-- differed only in bucket_id; each merged policy admits the same rows as the pair it replaces.
-- avatars and chat-images: a user lists, reads, writes and removes only files under their own
-- {uid}/ folder, and writes only image extensions. The restrictive consent policies stay as they are.

drop policy "Users can list their own avatar files" on storage.objects;
drop policy "Users can read chat images in their own folder" on storage.objects;
create policy "Users can read files in their own folder"
  on storage.objects for select
  to authenticated
  using (
    bucket_id in ('avatars', 'chat-images')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );

drop policy "Users can upload image avatars into their own folder" on storage.objects;
drop policy "Users can upload chat images into their own folder" on storage.objects;
create policy "Users can upload images into their own folder"
  on storage.objects for insert
  to authenticated
  with check (
    bucket_id in ('avatars', 'chat-images')
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and lower(storage.extension(name)) in ('jpg', 'jpeg', 'png', 'webp', 'gif')
  );

drop policy "Users can replace image avatars in their own folder" on storage.objects;
drop policy "Users can replace chat images in their own folder" on storage.objects;
create policy "Users can replace images in their own folder"
  on storage.objects for update
  to authenticated
  using (
    bucket_id in ('avatars', 'chat-images')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  )
  with check (
    bucket_id in ('avatars', 'chat-images')
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and lower(storage.extension(name)) in ('jpg', 'jpeg', 'png', 'webp', 'gif')
  );

drop policy "Users can delete avatars in their own folder" on storage.objects;
drop policy "Users can delete chat images in their own folder" on storage.objects;
create policy "Users can delete files in their own folder"
  on storage.objects for delete
  to authenticated
  using (
    bucket_id in ('avatars', 'chat-images')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );
