-- Announcement button URL: one rule shared with the admin form (src/features/announcements/limits.ts).
-- An empty or '#' url dismisses the banner instead of navigating, so both are
-- stored as given; otherwise only http(s)://host…, mailto:… or a same-origin path starting with a
-- single '/'. The old check accepted '//evil.example/login' and '/\evil.example' (browsers resolve
-- both to another host) and refused '#'. No whitespace anywhere, at most 2000 characters.
-- supabase/tests/announcement-limits.test.ts proves the database and the form agree.

-- ============================================================================
-- TABLE
-- ============================================================================

alter table public.announcements
  drop constraint announcements_button_url_must_be_http_https_mailto_or_relative;

alter table public.announcements
  add constraint announcements_button_url_must_be_hash_http_mailto_or_local_path check (
    button_url is null
    or (
      char_length(button_url) <= 2000
      and button_url ~* '^(#|https?://[^[:space:]/\\][^[:space:]]*|mailto:[^[:space:]]+|/([^[:space:]/\\][^[:space:]]*)?)?$'
    )
  );
