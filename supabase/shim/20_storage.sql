-- SHIM (not a migration): the storage schema that Supabase Storage creates
-- (docs/database.md, "The shim"): buckets, objects with generated path_tokens, and the
-- helper functions policies use. Applied before supabase/migrations on plain Postgres and by the
-- local stack on top of @supabase/lite. Idempotent.
-- Left out on purpose: Supabase's protect_*_delete triggers (the Storage API sets
-- storage.allow_delete_query per request; here tests and the local stack delete rows directly).

create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;

create table if not exists storage.buckets (
  id text not null primary key,
  name text not null,
  owner uuid null,
  created_at timestamptz null default now(),
  updated_at timestamptz null default now(),
  public boolean null default false,
  avif_autodetection boolean null default false,
  file_size_limit bigint null,
  allowed_mime_types text[] null,
  owner_id text null
);
create unique index if not exists bname on storage.buckets (name);

create table if not exists storage.objects (
  id uuid not null default gen_random_uuid() primary key,
  bucket_id text null references storage.buckets (id),
  name text null,
  owner uuid null,
  created_at timestamptz null default now(),
  updated_at timestamptz null default now(),
  last_accessed_at timestamptz null default now(),
  metadata jsonb null,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text null,
  owner_id text null,
  user_metadata jsonb null
);
create unique index if not exists bucketid_objname on storage.objects (bucket_id, name);
create index if not exists name_prefix_search on storage.objects (name text_pattern_ops);
create index if not exists idx_objects_bucket_id_name on storage.objects (bucket_id, name collate "C");

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

grant all on table storage.buckets to anon, authenticated, service_role;
grant all on table storage.objects to anon, authenticated, service_role;

create or replace function storage.foldername(name text) returns text[]
language plpgsql immutable as $function$
declare _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1 : array_length(_parts, 1) - 1];
end
$function$;

create or replace function storage.filename(name text) returns text
language plpgsql immutable as $function$
declare _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$function$;

create or replace function storage.extension(name text) returns text
language plpgsql immutable as $function$
declare _parts text[]; _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$function$;

create or replace function storage.operation() returns text
language plpgsql stable as $function$
begin
  return current_setting('storage.operation', true);
end
$function$;

grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text),
  storage.operation() to anon, authenticated, service_role;

create or replace function storage.update_updated_at_column() returns trigger
language plpgsql as $function$
begin
  new.updated_at = now();
  return new;
end
$function$;

drop trigger if exists update_objects_updated_at on storage.objects;
create trigger update_objects_updated_at
  before update on storage.objects
  for each row execute function storage.update_updated_at_column();
