-- SHIM (not a migration): the parts of GoTrue's auth schema that app migrations and tests touch
-- (docs/database.md, "The shim"), with GoTrue's real column names and types.
-- Applied after 00_roles.sql on plain Postgres. @supabase/lite creates its own auth schema, so the
-- local stack does not need this file; it is idempotent anyway.

create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

create table if not exists auth.users (
  instance_id uuid null,
  id uuid not null,
  aud character varying(255) null,
  role character varying(255) null,
  email character varying(255) null,
  encrypted_password character varying(255) null,
  email_confirmed_at timestamptz null,
  invited_at timestamptz null,
  confirmation_token character varying(255) null,
  confirmation_sent_at timestamptz null,
  recovery_token character varying(255) null,
  recovery_sent_at timestamptz null,
  email_change_token_new character varying(255) null,
  email_change character varying(255) null,
  email_change_sent_at timestamptz null,
  last_sign_in_at timestamptz null,
  raw_app_meta_data jsonb null,
  raw_user_meta_data jsonb null,
  is_super_admin boolean null,
  created_at timestamptz null,
  updated_at timestamptz null,
  phone text null default null,
  phone_confirmed_at timestamptz null,
  phone_change text null default '',
  phone_change_token character varying(255) null default '',
  phone_change_sent_at timestamptz null,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  email_change_token_current character varying(255) null default '',
  email_change_confirm_status smallint null default 0,
  banned_until timestamptz null,
  reauthentication_token character varying(255) null default '',
  reauthentication_sent_at timestamptz null,
  is_sso_user boolean not null default false,
  deleted_at timestamptz null,
  is_anonymous boolean not null default false,
  constraint users_pkey primary key (id),
  constraint users_phone_key unique (phone),
  constraint users_email_change_confirm_status_check
    check (email_change_confirm_status >= 0 and email_change_confirm_status <= 2)
);

create unique index if not exists users_email_partial_key on auth.users (email) where is_sso_user = false;
create index if not exists users_instance_id_idx on auth.users (instance_id);
create index if not exists users_instance_id_email_idx on auth.users (instance_id, email);
create index if not exists users_is_anonymous_idx on auth.users (is_anonymous);

-- Supabase enables RLS on auth.users with no policies; API roles have no table privileges.
alter table auth.users enable row level security;

create table if not exists auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz null,
  created_at timestamptz null,
  updated_at timestamptz null,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid not null default gen_random_uuid() primary key,
  constraint identities_provider_id_provider_unique unique (provider_id, provider)
);
create index if not exists identities_user_id_idx on auth.identities (user_id);
alter table auth.identities enable row level security;

-- Supabase's auth helpers (auth.uid() ...) are in 11_auth_helpers.sql, shared with the local stack.
