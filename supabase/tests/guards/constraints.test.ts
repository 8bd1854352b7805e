// Refusals in the tables: every check constraint refuses its bad value under a name that says what
// was wrong, and the valid edge values are accepted.
import { describe, expect, it } from 'vitest';

import { anon, pgError } from '../harness';

import { conversationId, db, messageId, student, useGuardsDb } from './setup';

useGuardsDb();

describe('check constraints refuse bad values by name', () => {
  const long = (n: number) => `'${'x'.repeat(n)}'`;
  const conv = (cols: string, vals: string) =>
    `insert into public.conversations (user_id, ${cols}) values ('USER', ${vals})`;
  const msg = (role: string, content: string, metadata = `'{}'`) =>
    `insert into public.messages (conversation_id, role, content, metadata) values ('CONV', '${role}', ${content}, ${metadata})`;
  const metrics = (overrides: Record<string, string>) => {
    const row: Record<string, string> = {
      api_response_time_ms: '10',
      tokens_used: '10',
      model_used: `'gpt-4o-mini'`,
      word_count: '1',
      character_count: '1',
      question_count: '0',
      contains_code_snippet: 'false',
      contains_math_formula: 'false',
      complexity_score: '0.5',
      ...overrides,
    };
    return `insert into public.message_metrics (message_id, ${Object.keys(row).join(', ')})
            values ('MSG', ${Object.values(row).join(', ')})`;
  };
  const ann = (cols: string, vals: string) =>
    `insert into public.announcements (title, message, ${cols}) values ('t', 'm', ${vals})`;

  const cases: [string, string][] = [
    ['conversations_title_must_not_be_blank', conv('title', `'   '`)],
    ['conversations_title_must_be_at_most_200_chars', conv('title', long(201))],
    ['conversations_subject_must_be_1_to_100_chars', conv('subject', `''`)],
    ['conversations_subject_must_be_1_to_100_chars', conv('subject', long(101))],
    ['conversations_grade_level_must_be_1_to_50_chars', conv('grade_level', long(51))],
    ['messages_role_must_be_user_or_assistant', msg('system', `'x'`)],
    ['messages_user_content_over_1000_chars', msg('user', long(1001))],
    ['messages_content_over_20000_chars', msg('assistant', long(20001))],
    ['messages_metadata_must_be_object', msg('user', `'x'`, `'[]'`)],
    [
      'messages_metadata_images_must_be_at_most_4_paths',
      msg('user', `'x'`, `'{"images":"a.jpg"}'`),
    ],
    [
      'messages_metadata_images_must_be_at_most_4_paths',
      msg('user', `'x'`, `'{"images":["a.jpg","b.jpg","c.jpg","d.jpg","e.jpg"]}'`),
    ],
    ['messages_metadata_images_must_be_at_most_4_paths', msg('user', `'x'`, `'{"images":[1]}'`)],
    [
      'messages_metadata_images_must_be_at_most_4_paths',
      msg('user', `'x'`, `'{"images":["a b.jpg"]}'`),
    ],
    [
      'messages_metadata_must_be_at_most_4096_bytes',
      msg('assistant', `'x'`, `'{"gate":{"note":"${'x'.repeat(4100)}"}}'`),
    ],
    [
      'messages_metadata_reply_to_must_be_a_uuid',
      msg('assistant', `'x'`, `'{"reply_to":"not-a-uuid"}'`),
    ],
    [
      'messages_metadata_gate_eureka_safety_must_be_objects',
      msg('assistant', `'x'`, `'{"gate":true}'`),
    ],
    [
      'messages_metadata_response_time_ms_must_be_non_negative_number',
      msg('assistant', `'x'`, `'{"response_time_ms":-1}'`),
    ],
    [
      'messages_metadata_response_time_ms_must_be_non_negative_number',
      msg('assistant', `'x'`, `'{"response_time_ms":"900"}'`),
    ],
    [
      'messages_metadata_has_eureka_must_be_boolean',
      msg('assistant', `'x'`, `'{"has_eureka":"yes"}'`),
    ],
    [
      'message_metrics_api_response_time_ms_must_be_non_negative',
      metrics({ api_response_time_ms: '-1' }),
    ],
    ['message_metrics_tokens_used_must_be_non_negative', metrics({ tokens_used: '-1' })],
    ['message_metrics_model_used_must_be_1_to_100_chars', metrics({ model_used: `''` })],
    ['message_metrics_word_count_must_be_non_negative', metrics({ word_count: '-1' })],
    ['message_metrics_character_count_must_be_non_negative', metrics({ character_count: '-1' })],
    ['message_metrics_question_count_must_be_non_negative', metrics({ question_count: '-1' })],
    [
      'message_metrics_complexity_score_must_be_between_0_and_1',
      metrics({ complexity_score: '1.01' }),
    ],
    [
      'message_metrics_complexity_score_must_be_between_0_and_1',
      metrics({ complexity_score: '-0.01' }),
    ],
    [
      'announcements_title_must_not_be_blank',
      `insert into public.announcements (title, message) values (' ', 'm')`,
    ],
    [
      'announcements_title_must_be_at_most_200_chars',
      `insert into public.announcements (title, message) values (${long(201)}, 'm')`,
    ],
    [
      'announcements_message_must_not_be_blank',
      `insert into public.announcements (title, message) values ('t', '')`,
    ],
    [
      'announcements_message_must_be_at_most_2000_chars',
      `insert into public.announcements (title, message) values ('t', ${long(2001)})`,
    ],
    ['announcements_type_must_be_info_success_warning_or_error', ann('type', `'danger'`)],
    ['announcements_icon_must_be_1_to_16_chars', ann('icon', `''`)],
    ['announcements_icon_must_be_1_to_16_chars', ann('icon', long(17))],
    ['announcements_priority_must_be_between_0_and_100', ann('priority', '-1')],
    ['announcements_priority_must_be_between_0_and_100', ann('priority', '101')],
    ['announcements_button_text_must_be_1_to_50_chars', ann('button_text', `''`)],
    ['announcements_button_text_must_be_1_to_50_chars', ann('button_text', long(51))],
    [
      'announcements_button_url_must_be_hash_http_mailto_or_local_path',
      ann('button_url', `'javascript:alert(1)'`),
    ],
  ];

  const fill = (sql: string) =>
    sql.replace('USER', student.id).replace('CONV', conversationId).replace('MSG', messageId);

  for (const [constraint, sql] of cases) {
    it(`${constraint} refuses: ${sql.slice(0, 90).replace(/\s+/g, ' ')}`, async () => {
      const err = await pgError(db.admin.query(fill(sql)));
      expect(err.code).toBe('23514');
      expect(err.constraint).toBe(constraint);
    });
  }

  it('the valid edge values are accepted', async () => {
    await db.try(anon, async (s) => {
      await s.exec('reset role');
      await s.query(
        fill(conv('title, subject, grade_level', `${long(200)}, ${long(100)}, ${long(50)}`)),
      );
      await s.query(fill(msg('user', long(1000), `'{"images":[],"has_eureka":false}'`)));
      await s.query(
        fill(msg('assistant', long(20000), `'{"response_time_ms":0,"has_eureka":true}'`)),
      );
      const [m] = await s.query<{ id: string }>(fill(`${msg('assistant', `''`)} returning id`));
      await s.query(metrics({ complexity_score: '1' }).replace('MSG', m!.id));
      await s.query(
        ann(
          'type, icon, priority, button_text, button_url',
          `'error', '⚠️', 100, ${long(50)}, 'https://example.com'`,
        ),
      );
      await s.query(ann('type, priority, button_url', `'success', 0, '/profile'`));
    });
  });
});
