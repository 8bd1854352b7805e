import type { Database } from '@/types/database';

type Fns = Database['public']['Functions'];

export type AdminStats = Fns['get_admin_stats']['Returns'][number];
export type UserListRow = Fns['get_users_list']['Returns'][number];
export type ActivityRow = Fns['get_recent_activity']['Returns'][number];
export type EngagementStats = Fns['get_engagement_stats']['Returns'][number];
export type LearningPatternRow = Fns['get_learning_patterns']['Returns'][number];
export type CohortRow = Fns['get_cohort_retention']['Returns'][number];
export type ConversationExportRow = Fns['export_conversations_data']['Returns'][number];
export type TutorQuality = Fns['get_tutor_quality']['Returns'][number];
export type SafetyAlertRow = Fns['get_safety_alerts']['Returns'][number];
export type SafetyAlertContextRow = Fns['get_safety_alert_context']['Returns'][number];
export type GateActivityRow = Fns['get_gate_activity']['Returns'][number];

/** One message inside export_conversations_data.messages (docs/admin.md). */
export interface ExportMessage {
  role: string;
  content: string;
  created_at: string;
  has_eureka: boolean | null;
  response_time_ms: number | null;
}
export type ReplyFeedbackRow = Fns['get_reply_feedback']['Returns'][number];
/** A class in the admin's class list and class filter (get_teacher_classes). */
export type ClassRow = Fns['get_teacher_classes']['Returns'][number];
export type ChallengeStatsRow = Fns['get_challenge_stats']['Returns'][number];
/** One finished "Reto sin ayuda" of the research export (export_challenges, pseudonymous). */
export type ChallengeExportRow = Fns['export_challenges']['Returns'][number];
