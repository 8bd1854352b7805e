/**
 * Every function the API roles may execute in the schemas our migrations own (`public`,
 * `private`), as `schema.name(identity arguments)`. One home: when a migration adds an RPC, add
 * it here; privileges.test.ts fails on any function executable beyond this list (or missing).
 */
export const API_FUNCTIONS: { anon: readonly string[]; authenticated: readonly string[] } = {
  anon: [
    // The guardian's consent page (docs/consent.md): signed out, with the link's token.
    'public.consent_accept(p_token text)',
    'public.consent_link_status(p_token text)',
    'public.get_active_announcements(location text)',
  ],
  authenticated: [
    // Direct mode asks whether the deployment lets the browser write tutor replies.
    'public.client_tutor_writes_enabled()',
    'public.count_new_safety_alerts()',
    'public.export_challenges(start_date date, end_date date, class_filter uuid)',
    'public.export_conversations_data(start_date date, end_date date, export_limit integer, class_filter uuid)',
    'public.export_conversations_page(start_date date, end_date date, page_size integer, after_created_at timestamp with time zone, after_id uuid, class_filter uuid)',
    'public.get_active_announcements(location text)',
    'public.export_my_data()',
    // Self sign-up consent (docs/consent.md): the waiting screen, and the guardian's page.
    'public.consent_accept(p_token text)',
    'public.consent_link_status(p_token text)',
    'public.get_my_consent()',
    'public.get_my_consent_record()',
    'public.get_admin_stats()',
    'public.get_cohort_retention(cohort_start_date date, cohort_end_date date, class_filter uuid)',
    'public.get_challenge_stats(start_date date, end_date date, class_filter uuid)',
    'public.get_engagement_stats(start_date date, end_date date, class_filter uuid)',
    'public.get_gate_activity(start_date date, end_date date, class_filter uuid)',
    'public.get_learning_patterns(start_date date, end_date date, class_filter uuid)',
    'public.get_recent_activity(limit_num integer)',
    // The admin view "Conservación de datos" (admins only; the function refuses others).
    'public.get_retention_overview()',
    'public.get_reply_feedback(start_date date, end_date date, class_filter uuid)',
    'public.get_safety_alert_context(alert_id uuid, before_num integer, after_num integer)',
    'public.get_safety_alerts(limit_num integer, status_filter text, level_filter text)',
    'public.get_tutor_quality(start_date date, end_date date, class_filter uuid)',
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
    'public.start_conversation(subject text, grade_level text, class_id uuid)',
    // Classes (docs/classes.md).
    'public.accept_class_invitation(invitation_id uuid)',
    'public.add_class_teacher(class_id uuid, teacher_email text)',
    'public.count_new_class_safety_alerts()',
    'public.decline_class_invitation(invitation_id uuid)',
    'public.get_class_tutor_status(class_id uuid)',
    'public.export_class_activity(class_id uuid, page_offset integer, page_size integer)',
    'public.export_class_weekly(class_id uuid, start_date date, end_date date)',
    'public.export_class_gradebook(class_id uuid)',
    'public.get_class_safety_alerts(class_id uuid, status_filter text, limit_num integer, level_filter text)',
    'public.get_class_accounts(class_id uuid)',
    'public.get_class_digest(p_class_id uuid, p_start date, p_end date)',
    'public.get_class_settings(class_id uuid)',
    'public.get_class_student_messages(p_class_id uuid, p_start date, p_end date, p_limit integer)',
    'public.get_class_students(class_id uuid)',
    'public.get_class_student_progress(p_class_id uuid, p_student_id uuid)',
    'public.get_class_teachers(class_id uuid)',
    'public.get_my_class_invitations()',
    'public.get_my_classes()',
    'public.get_teacher_classes()',
    'public.join_class(code text)',
    'public.leave_class(class_id uuid)',
    'public.regenerate_class_code(class_id uuid)',
    'public.remove_class_teacher(class_id uuid, teacher_id uuid)',
    'public.set_user_teacher_role(target_user_id uuid, is_teacher_role boolean)',
    // The expression of messages_search_text_trgm_idx: evaluated (EXECUTE checked) on every
    // message a student inserts; no USAGE on private, so it is not reachable as an RPC.
    'private.search_text(body text)',
    // The class RLS helpers, called by the policies of the class tables, conversations and
    // messages as the requesting user; their schema, rls, is not exposed by the API.
    'rls.in_class(p_class_id uuid)',
    'rls.is_teacher()',
    'rls.may_start_class_conversation(p_class_id uuid)',
    'rls.sees_class_message(p_class_id uuid, p_student_id uuid, p_written_at timestamp with time zone)',
    'rls.sees_class_student(p_class_id uuid, p_student_id uuid)',
    'rls.teaches_class(p_class_id uuid)',
    // The restrictive storage policies of self sign-up consent call it as the requesting user; no
    // USAGE on private, so it is not reachable as an RPC.
    'private.caller_consent_pending()',
  ],
};

/**
 * The functions without a fixed `search_path`, each on purpose: a SET clause stops Postgres from
 * inlining a SQL function, and these run once per row of a large query, where inlining measured
 * faster (`npm run bench:inlining`; the figures in docs/database.md). Each names every object and
 * operator with its schema, so the caller's search_path cannot change what it runs. The database
 * lint function_search_path_mutable (scripts/db-lint.ts) fails on any other function without one.
 */
export const INLINED_FUNCTIONS: readonly string[] = [
  'private.class_challenge_counted(p_class_id uuid, p_user_id uuid, p_created_at timestamp with time zone)',
  'private.fold_search_text(value text)',
  'private.local_day(instant timestamp with time zone)',
  'private.name_forms(author_name text)',
  'private.name_patterns(name_parts text[])',
  'private.pseudonym_of(user_id uuid, ipad bytea, opad bytea)',
  'private.scrub_if_needed(body text, name_parts text[], name_patterns text[])',
];
