-- Safety alert categories (issue 19): the offline screen and moderation now file an alert under one of
-- five categories, those of supabase/functions/_shared/safety.ts (SAFETY_PRIORITY): self_harm,
-- sexual_minors (sexual abuse, grooming, sexual contact with adults), abuse (physical abuse at
-- home), neglect, bullying (violence or threats between peers). The free-text category check
-- becomes a list; rows written before (self_harm and abuse only) stay valid.

-- ============================================================================
-- TABLE
-- ============================================================================

alter table public.safety_alerts
  drop constraint safety_alerts_category_must_be_1_to_100_chars;

alter table public.safety_alerts
  add constraint safety_alerts_category_must_be_a_safety_category
    check (category in ('self_harm', 'sexual_minors', 'abuse', 'neglect', 'bullying'));

comment on column public.safety_alerts.category is 'self_harm, sexual_minors, abuse, neglect or bullying (supabase/functions/_shared/safety.ts); labels in the admin Actividad page.';
