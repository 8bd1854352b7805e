-- Safety alerts may come from the gate's judge (issue 19 item 2, built with issue 18): when the
-- offline screen and moderation did not flag a student's message but the judge's `student_risk`
-- does, the turn serves the caring reply and records an alert with source 'judge'.

-- ============================================================================
-- TABLE
-- ============================================================================

alter table public.safety_alerts
  drop constraint if exists safety_alerts_source_must_be_moderation_or_phrase_list,
  add constraint safety_alerts_source_must_be_moderation_phrase_list_or_judge
    check (source in ('moderation', 'phrase_list', 'judge'));
