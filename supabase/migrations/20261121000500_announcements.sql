-- Announcements: banners shown on the login screen and in the chat (docs/frontend.md).
-- Everyone signed in reads the active ones, anon reads them through get_active_announcements(),
-- and only admins write, whatever the client sends.

-- ============================================================================
-- TABLE
-- ============================================================================

create table public.announcements (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  message text not null,
  type text not null default 'info',
  icon text not null default '📢',
  show_on_login boolean not null default true,
  show_on_chat boolean not null default false,
  priority integer not null default 0,
  button_text text null,
  button_url text null,
  dismissible boolean not null default true,
  always_visible boolean not null default false,
  expires_at timestamptz null,
  is_active boolean not null default true,
  created_by uuid null default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint announcements_title_must_not_be_blank check (char_length(btrim(title)) > 0),
  constraint announcements_title_over_200_chars check (char_length(title) <= 200),
  constraint announcements_message_must_not_be_blank check (char_length(btrim(message)) > 0),
  constraint announcements_message_over_2000_chars check (char_length(message) <= 2000),
  constraint announcements_type_must_be_info_success_warning_or_error
    check (type in ('info', 'success', 'warning', 'error')),
  constraint announcements_icon_must_be_1_to_16_chars check (char_length(icon) between 1 and 16),
  constraint announcements_priority_must_be_between_0_and_100 check (priority between 0 and 100),
  constraint announcements_button_text_must_be_1_to_50_chars
    check (button_text is null or char_length(button_text) between 1 and 50),
  constraint announcements_button_url_must_be_http_https_mailto_or_relative check (
    button_url is null
    or (char_length(button_url) <= 2000 and button_url ~* '^(https?://|mailto:|/)')
  )
);

comment on table public.announcements is 'Banners for the login screen and the chat; admins write, everyone reads active ones.';

-- ============================================================================
-- INDEXES
-- ============================================================================

-- get_active_announcements and the admin list: active first by priority desc, created_at desc.
create index announcements_priority_created_at_idx
  on public.announcements (priority desc, created_at desc)
  where is_active;
create index announcements_created_by_idx on public.announcements (created_by);

-- ============================================================================
-- RLS
-- ============================================================================

alter table public.announcements enable row level security;

revoke all on table public.announcements from anon;
grant select, insert, update, delete on table public.announcements to authenticated;
grant all on table public.announcements to service_role;

create policy "Signed-in users read active announcements and admins read all"
  on public.announcements for select
  to authenticated
  using (
    (is_active and (expires_at is null or expires_at > now()))
    or (select public.is_admin())
  );

create policy "Only admins can create announcements"
  on public.announcements for insert
  to authenticated
  with check ((select public.is_admin()));

create policy "Only admins can update announcements"
  on public.announcements for update
  to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Only admins can delete announcements"
  on public.announcements for delete
  to authenticated
  using ((select public.is_admin()));

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * Active, unexpired announcements for a screen: location 'login' (show_on_login) or 'chat'
 * (show_on_chat), highest priority first, then newest. Any other location raises 22023.
 * Called by: anon (the login screen) and authenticated.
 */
create or replace function public.get_active_announcements(location text)
returns setof public.announcements
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if location is null or location not in ('login', 'chat') then
    raise exception 'invalid argument: location must be ''login'' or ''chat'', got %',
      coalesce(location, 'null')
      using errcode = '22023';
  end if;

  return query
  select a.*
  from public.announcements as a
  where a.is_active
    and (a.expires_at is null or a.expires_at > pg_catalog.now())
    and case location when 'login' then a.show_on_login else a.show_on_chat end
  order by a.priority desc, a.created_at desc, a.id;
end;
$$;

revoke all on function public.get_active_announcements(text) from public, anon, authenticated;
grant execute on function public.get_active_announcements(text) to anon, authenticated, service_role;

/**
 * Stamps updated_at on every change of an announcement.
 * Called by: the trigger on public.announcements only.
 */
create or replace function private.touch_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := pg_catalog.now();
  return new;
end;
$$;

revoke all on function private.touch_updated_at() from public;

-- ============================================================================
-- TRIGGERS
-- ============================================================================

create trigger announcements_touch_updated_at
  before update on public.announcements
  for each row execute function private.touch_updated_at();
