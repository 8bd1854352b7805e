import type { Database } from '@/types/database';

type Fns = Database['public']['Functions'];

export type AdminStats = Fns['get_admin_stats']['Returns'][number];
export type UserListRow = Fns['get_users_list']['Returns'][number];
export type ActivityRow = Fns['get_recent_activity']['Returns'][number];
export type EngagementStats = Fns['get_engagement_stats']['Returns'][number];
export type LearningPatternRow = Fns['get_learning_patterns']['Returns'][number];
export type CohortRow = Fns['get_cohort_retention']['Returns'][number];
export type ConversationExportRow = Fns['export_conversations_data']['Returns'][number];
/** get_tutor_quality(start_date, end_date): one row (CONTRACTS.md). */
export interface TutorQuality {
  replies_total: number;
  replies_checked: number;
  replies_rewritten: number;
  judge_errors: number;
  replies_unchecked: number;
  safety_alerts: number;
}
/** get_safety_alerts(limit_num): newest first (CONTRACTS.md). */
export interface SafetyAlertRow {
  id: string;
  user_name: string | null;
  user_email: string | null;
  conversation_id: string | null;
  conversation_title: string | null;
  category: string;
  source: string;
  excerpt: string;
  created_at: string;
}
export type Announcement = Database['public']['Tables']['announcements']['Row'];
export type AnnouncementInsert = Database['public']['Tables']['announcements']['Insert'];
export type AnnouncementUpdate = Database['public']['Tables']['announcements']['Update'];

/** One message inside export_conversations_data.messages (ANALYTICS.md). */
export interface ExportMessage {
  role: string;
  content: string;
  created_at: string;
  has_eureka: boolean | null;
  response_time_ms: number | null;
}
