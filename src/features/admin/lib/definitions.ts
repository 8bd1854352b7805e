import { APP_TIME_ZONE } from '@shared/time/time-zone';

/** The definitions of docs/admin.md, shipped inside report.json so a reader knows what each figure means. */
export const ANALYTICS_DEFINITIONS = {
  conventions: {
    range: 'Inclusive of both calendar days: created_at >= start_date and < end_date + 1 day.',
    time_zone: `Day boundaries computed in ${APP_TIME_ZONE}.`,
    rates: 'Percentages 0-100 rounded to 2 decimals; averages rounded to 2 decimals.',
    empty_sets: 'Counts are 0 and averages or rates are null over an empty set.',
    window: 'A conversation belongs to the window when its created_at is in the range.',
  },
  per_conversation: {
    message_count: 'Messages in the conversation.',
    duration_seconds:
      'max(created_at) - min(created_at) over its messages; null with fewer than 2.',
    completed: 'message_count >= 4.',
    breakthrough:
      "At least one message with metadata.has_eureka = true: the offline detector's verdict, or, with a model key, the judge's student_understands when it disagrees with confidence >= 0.8.",
    scaffolding_depth:
      'Assistant messages before the first breakthrough message; all assistant messages without one.',
    response_time_ms: 'metadata.response_time_ms of assistant messages.',
  },
  engagement: {
    total_conversations: 'Conversations of the window.',
    total_messages: 'Their messages.',
    avg_messages_per_conversation: 'total_messages / total_conversations.',
    avg_session_duration_seconds: 'Mean duration_seconds over conversations with >= 2 messages.',
    avg_response_time_ms: 'Mean response_time_ms of their assistant messages.',
    completion_rate: '% of conversations completed.',
    breakthrough_rate: '% of conversations with a breakthrough.',
  },
  learning_patterns:
    "One row per (subject, grade_level) of the window's conversations, nulls as 'General' and 'No especificado', ordered by total_conversations desc.",
  cohort_retention:
    'Cohort = users created in the range grouped by ISO week (Monday). day_N_retention = % of the cohort who sent a user message at or after created_at + N days; only users whose created_at + N days is past count; null with none.',
  pseudonymous_ids:
    'user_id is a stable pseudonym of the user id (keyed HMAC, see privacy), never the e-mail or the name.',
  messages_csv: {
    word_count: 'Words by whitespace split of the message text.',
    question_count: 'Question marks in the message text.',
    has_eureka: 'metadata.has_eureka = true.',
    response_time_ms: 'metadata.response_time_ms (assistant messages).',
  },
  challenges_csv: {
    rows: 'One row per finished "Reto sin ayuda" (solved, failed after two tries or given up) created in the range; open challenges are left out.',
    student: 'The same pseudonym as user_id in conversations.csv.',
    correct:
      'Solved without help: the answer matched the challenge\'s own key. "Aciertos sin ayuda" = 100 × correct ÷ rows.',
    source: "'button' (Ponme a prueba) or 'eureka' (offered after a claimed understanding).",
    last_reason:
      "The answer check's last verdict: correct, sign, unit, incomplete, hedged, unfinished, no-answer, empty or wrong.",
    seconds: 'From created_at to finished_at, rounded up.',
  },
} as const;

/**
 * What the database did to protect the people in a research export, shipped in
 * report.json and the complete dataset. It describes export_conversations_data's SQL
 * (supabase/migrations/20261123000500_data_rights.sql), which every consumer goes through.
 */
export const EXPORT_PRIVACY = {
  pseudonyms: {
    done: true,
    method:
      'user_id = hex HMAC-SHA256 of the user id under a per-deployment secret key generated in the database at migration time and readable by no API role. Stable across exports of one deployment; not recomputable from a user id without the key.',
  },
  identifier_scrubbing: {
    done: true,
    applies_to: ['conversation title', 'message content'],
    replacements: {
      '[email]': 'e-mail addresses (local@domain.tld).',
      '[teléfono]':
        'phone numbers: +country code and 7+ digits, (area code) and digit groups, 8+ consecutive digits, or 3+ groups of 2-4 digits separated by spaces or hyphens. Errs on the side of scrubbing.',
      '[nombre]':
        "the conversation owner's name as stored in their profile, whole and each word of 3+ letters, case-insensitive, as a whole word.",
    },
    limits:
      'Other people named in the text, addresses and identifiers written in other forms are not detected.',
  },
} as const;
