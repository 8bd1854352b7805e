import { parse as parseCsv } from 'papaparse';

import type { ConversationExportRow } from '../types';

import type { DatasetData } from './export-format';

/** What the export tests share: a two-conversation range (one title a formula) and a parser. */
export const conversation = (over: Partial<ConversationExportRow> = {}): ConversationExportRow => ({
  conversation_id: 'c1',
  user_id: 'a1b2c3',
  user_grade_level: 'Secundaria',
  subject: 'Matemáticas',
  grade_level: 'Secundaria',
  title: '=HYPERLINK("http://x")',
  created_at: '2026-11-20 10:00:00+00',
  message_count: 2,
  user_message_count: 1,
  assistant_message_count: 1,
  duration_seconds: 30,
  completed: false,
  breakthrough: true,
  avg_response_time_ms: 1200,
  messages: [
    {
      role: 'user',
      content: '¿Cómo resuelvo 2x = 4?',
      created_at: '2026-11-20 10:00:00+00',
      has_eureka: null,
      response_time_ms: null,
    },
    {
      role: 'assistant',
      content: '¿Qué harías con el 2? Piensa.',
      created_at: '2026-11-20 10:00:30+00',
      has_eureka: true,
      response_time_ms: 1200,
    },
  ],
  ...over,
});

export const data: DatasetData = {
  range: { start: '2026-10-23', end: '2026-11-21' },
  engagement: {
    total_conversations: 1,
    total_messages: 2,
    avg_messages_per_conversation: 2,
    avg_session_duration_seconds: 30,
    avg_response_time_ms: 1200,
    completion_rate: 0,
    breakthrough_rate: 100,
  },
  learning_patterns: [
    {
      subject: 'Matemáticas',
      grade_level: 'Secundaria',
      total_conversations: 1,
      avg_scaffolding_depth: 0,
      avg_session_duration: 30,
      completion_rate: 0,
      breakthrough_rate: 100,
    },
  ],
  cohort_retention: [
    {
      cohort_week: '2026-11-16',
      total_users: 3,
      day_1_retention: 66.67,
      day_3_retention: null,
      day_7_retention: null,
      day_14_retention: null,
      day_30_retention: null,
    },
  ],
  conversations: [conversation(), conversation({ conversation_id: 'c2', title: 'Fracciones' })],
  challenges: [
    {
      challenge_id: 'r1',
      student: 'hash-1',
      conversation_id: 'c1',
      class_id: 'k1',
      subject: 'Matemáticas',
      grade_level: 'Secundaria',
      source: 'button',
      tries: 1,
      correct: true,
      gave_up: false,
      last_reason: 'correct',
      created_at: '2026-11-20 10:05:00+00',
      finished_at: '2026-11-20 10:07:30+00',
      seconds: 150,
    },
  ],
};

export function parse(text: string, delimiter: string): string[][] {
  return parseCsv<string[]>(text.slice(1), { delimiter, skipEmptyLines: true }).data;
}
