import type * as Rows from '../types';

/**
 * The names and columns of the research exports (docs/admin.md "Exports"): no
 * dependencies, so the screens, the export builders and the e2e spec read the same lists. Each list
 * is checked against the database function it exports (a renamed column fails typecheck).
 */
/** First bytes of every CSV/TSV: the UTF-8 BOM, so spreadsheets read the accents. */
export const BOM = '\uFEFF';

export const EXPORT_FORMATS = ['csv', 'json', 'tsv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const DATASETS = [
  'engagement',
  'learning_patterns',
  'cohort_retention',
  'conversations',
] as const;
export type Dataset = (typeof DATASETS)[number];

export const ENGAGEMENT_COLUMNS = [
  'start_date',
  'end_date',
  'total_conversations',
  'total_messages',
  'avg_messages_per_conversation',
  'avg_session_duration_seconds',
  'avg_response_time_ms',
  'completion_rate',
  'breakthrough_rate',
] as const satisfies readonly ('start_date' | 'end_date' | keyof Rows.EngagementStats)[];
export const LEARNING_PATTERN_COLUMNS = [
  'subject',
  'grade_level',
  'total_conversations',
  'avg_scaffolding_depth',
  'avg_session_duration',
  'completion_rate',
  'breakthrough_rate',
] as const satisfies readonly (keyof Rows.LearningPatternRow)[];
/** The days after sign-up at which a cohort's retention is measured (docs/admin.md). */
export const RETENTION_DAYS = [1, 3, 7, 14, 30] as const;
export const COHORT_COLUMNS = [
  'cohort_week',
  'total_users',
  ...RETENTION_DAYS.map((day) => `day_${day}_retention` as const),
] as const satisfies readonly (keyof Rows.CohortRow)[];
/** One row per conversation, without the message bodies. */
export const CONVERSATION_COLUMNS = [
  'conversation_id',
  'user_id',
  'user_grade_level',
  'subject',
  'grade_level',
  'title',
  'created_at',
  'message_count',
  'user_message_count',
  'assistant_message_count',
  'duration_seconds',
  'completed',
  'breakthrough',
  'avg_response_time_ms',
] as const satisfies readonly (keyof Rows.ConversationExportRow)[];
export const MESSAGE_COLUMNS = [
  'conversation_id',
  'role',
  'created_at',
  'word_count',
  'question_count',
  'has_eureka',
  'response_time_ms',
] as const satisfies readonly (
  'conversation_id' | 'word_count' | 'question_count' | keyof Rows.ExportMessage
)[];

/** challenges.csv: one row per finished "Reto sin ayuda" (export_challenges), no text of it. */
export const CHALLENGE_COLUMNS = [
  'challenge_id',
  'student',
  'conversation_id',
  'class_id',
  'subject',
  'grade_level',
  'source',
  'tries',
  'correct',
  'gave_up',
  'last_reason',
  'created_at',
  'finished_at',
  'seconds',
] as const satisfies readonly (keyof Rows.ChallengeExportRow)[];

/** The columns that hold text, dates or booleans; every other column is a number. */
const NOT_NUMERIC = new Set<string>([
  'start_date',
  'end_date',
  'subject',
  'grade_level',
  'cohort_week',
  'conversation_id',
  'user_id',
  'user_grade_level',
  'title',
  'created_at',
  'completed',
  'breakthrough',
  'role',
  'has_eureka',
  'challenge_id',
  'student',
  'class_id',
  'source',
  'correct',
  'gave_up',
  'last_reason',
  'finished_at',
]);

/** Every numeric field of the exports (the nested messages' own included: they are columns too). */
export const NUMERIC_KEYS: ReadonlySet<string> = new Set(
  [
    ...ENGAGEMENT_COLUMNS,
    ...LEARNING_PATTERN_COLUMNS,
    ...COHORT_COLUMNS,
    ...CONVERSATION_COLUMNS,
    ...MESSAGE_COLUMNS,
    ...CHALLENGE_COLUMNS,
  ].filter((column) => !NOT_NUMERIC.has(column)),
);
