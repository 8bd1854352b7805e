/**
 * Every function the API roles may execute in the schemas our migrations own (`public`,
 * `private`), as `schema.name(identity arguments)`. One home: when a migration adds an RPC, add
 * it here; privileges.test.ts fails on any function executable beyond this list (or missing).
 */
export const API_FUNCTIONS: { anon: readonly string[]; authenticated: readonly string[] } = {
  anon: ['public.get_active_announcements(location text)'],
  authenticated: [
    // Direct mode asks whether the deployment lets the browser write tutor replies.
    'public.client_tutor_writes_enabled()',
    'public.count_new_safety_alerts()',
    'public.export_conversations_data(start_date date, end_date date, export_limit integer)',
    'public.export_conversations_page(start_date date, end_date date, page_size integer, after_created_at timestamp with time zone, after_id uuid)',
    'public.get_active_announcements(location text)',
    'public.export_my_data()',
    'public.get_admin_stats()',
    'public.get_cohort_retention(cohort_start_date date, cohort_end_date date)',
    'public.get_engagement_stats(start_date date, end_date date)',
    'public.get_gate_activity(start_date date, end_date date)',
    'public.get_learning_patterns(start_date date, end_date date)',
    'public.get_recent_activity(limit_num integer)',
    'public.get_reply_feedback(start_date date, end_date date)',
    'public.get_safety_alert_context(alert_id uuid, before_num integer, after_num integer)',
    'public.get_safety_alerts(limit_num integer, status_filter text)',
    'public.get_tutor_quality(start_date date, end_date date)',
    'public.get_usage_overview(days_back integer)',
    // The "Dejar el reto" button (a challenge given up is recorded as not solved).
    'public.give_up_challenge(challenge_id uuid)',
    'public.get_users_list(page_num integer, page_size integer, search_term text)',
    // RLS policies (announcements, storage) call it as the requesting user.
    'public.is_admin()',
    'public.search_conversations(query text)',
    'public.set_message_feedback(message_id uuid, rating text)',
    'public.set_safety_alert_status(alert_id uuid, new_status text, note text)',
    'public.set_user_admin_role(target_user_id uuid, is_admin_role boolean)',
    'public.start_conversation(subject text, grade_level text)',
    // The expression of messages_search_text_trgm_idx: evaluated (EXECUTE checked) on every
    // message a student inserts; no USAGE on private, so it is not reachable as an RPC.
    'private.search_text(body text)',
  ],
};
