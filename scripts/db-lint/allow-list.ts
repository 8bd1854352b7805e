/**
 * The database lints' findings that are on purpose, each with why. `scripts/db-lint.ts` fails on any
 * finding not matched here, and on any entry here that matches no finding (a fixed finding leaves
 * the list with its fix). The security-definer RPCs and the inlined functions are not repeated:
 * their signatures come from supabase/tests/api-functions.ts, their reasons are the table of
 * docs/database.md ("Security-definer RPCs"), which a test keeps equal to DEFINER_RPCS.
 */
import { API_FUNCTIONS, INLINED_FUNCTIONS } from '../../supabase/tests/api-functions.ts';

export interface Allowance {
  lint: string;
  /** The finding's object, exactly, or a pattern over it. */
  object: string | RegExp;
  reason: string;
}

/**
 * The security-definer RPCs in `public`, by the group of the docs table and the reason it gives.
 * `anon: true` marks the ones signed-out visitors call.
 */
export const DEFINER_RPCS: readonly { why: string; names: readonly string[]; anon?: true }[] = [
  {
    why: "admin figures and lists: they read every user's rows, auth.users and the private totals; admins only",
    names: [
      'get_admin_stats',
      'get_usage_overview',
      'get_users_list',
      'get_recent_activity',
      'get_engagement_stats',
      'get_learning_patterns',
      'get_cohort_retention',
      'get_tutor_quality',
      'get_gate_activity',
      'get_reply_feedback',
      'get_challenge_stats',
      'get_retention_overview',
      'export_conversations_data',
      'export_conversations_page',
      'export_challenges',
      'set_user_admin_role',
      'set_user_teacher_role',
    ],
  },
  {
    why: 'safety alerts have no policy for API roles; admins and the class teachers read them here',
    names: [
      'get_safety_alerts',
      'get_safety_alert_context',
      'set_safety_alert_status',
      'count_new_safety_alerts',
      'get_class_safety_alerts',
      'count_new_class_safety_alerts',
    ],
  },
  {
    why: "a class's teachers: figures over their students' rows, names and e-mails from auth.users, writes to memberships and the join code",
    names: [
      'get_teacher_classes',
      'get_class_settings',
      'get_class_students',
      'get_class_student_progress',
      'get_class_teachers',
      'get_class_accounts',
      'get_class_digest',
      'get_class_student_messages',
      'export_class_activity',
      'export_class_weekly',
      'export_class_gradebook',
      'regenerate_class_code',
      'add_class_teacher',
      'remove_class_teacher',
    ],
  },
  {
    why: 'a member: memberships and invitations are written only here (the code, the rate limit, the last teacher)',
    names: [
      'join_class',
      'leave_class',
      'get_my_classes',
      'get_class_tutor_status',
      'get_my_class_invitations',
      'accept_class_invitation',
      'decline_class_invitation',
    ],
  },
  {
    why: "the student's own data in private tables (search text, feedback, challenge keys, consent), for the caller only",
    names: [
      'search_conversations',
      'set_message_feedback',
      'give_up_challenge',
      'get_my_consent',
      'get_my_consent_record',
    ],
  },
  {
    why: "signed out: anon holds no table privilege; the guardian's link is checked by its token hash",
    names: ['get_active_announcements', 'consent_link_status', 'consent_accept'],
    anon: true,
  },
  {
    why: "the caller's admin flag (auth.users) and the direct-mode switch (private.settings)",
    names: ['is_admin', 'client_tutor_writes_enabled'],
  },
];

/** The API_FUNCTIONS entry of `public.<name>`, so the allowance names one exact signature. */
function signature(list: readonly string[], name: string): string {
  const found = list.filter((fn) => fn.startsWith(`public.${name}(`));
  if (found.length !== 1) throw new Error(`db-lint: public.${name} is not once in API_FUNCTIONS`);
  return found[0]!;
}

const definerAllowances: Allowance[] = DEFINER_RPCS.flatMap((group) =>
  group.names.flatMap((name) => [
    {
      lint: 'authenticated_security_definer_function_executable',
      object: signature(API_FUNCTIONS.authenticated, name),
      reason: `an RPC that checks its caller: ${group.why}`,
    },
    ...(group.anon
      ? [
          {
            lint: 'anon_security_definer_function_executable',
            object: signature(API_FUNCTIONS.anon, name),
            reason: `an RPC for signed-out visitors: ${group.why}`,
          },
        ]
      : []),
  ]),
);

export const ALLOW_LIST: readonly Allowance[] = [
  ...definerAllowances,
  ...INLINED_FUNCTIONS.map((fn) => ({
    lint: 'function_search_path_mutable',
    object: fn,
    reason:
      'inlined by the planner into a large query, which a SET clause prevents; names every object with its schema (bench:inlining)',
  })),
  {
    lint: 'rls_enabled_no_policy',
    object: /^private\./,
    reason:
      'private is not reachable by API roles (no USAGE); row-level security is on as a second lock, and only definer functions and the service role use these tables',
  },
  {
    lint: 'rls_enabled_no_policy',
    object: 'public.safety_alerts',
    reason:
      'nobody reads alerts directly: the service role writes them, admins and teachers read them through the safety RPCs',
  },
  {
    lint: 'rls_enabled_no_policy',
    object: 'public.safety_alert_events',
    reason: "an alert's history, written and read only through the safety RPCs",
  },
  ...['private.conversation_day_totals', 'private.message_day_totals'].map((object) => ({
    lint: 'no_primary_key',
    object,
    reason:
      'keyed by (day, subject, grade_level) with a unique NULLS NOT DISTINCT constraint: subject and level may be null, which a primary key forbids',
  })),
];
