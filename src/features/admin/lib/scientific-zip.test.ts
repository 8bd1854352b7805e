import { strFromU8, unzipSync } from 'fflate';
import { parse } from 'papaparse';

import {
  BOM,
  CHALLENGE_COLUMNS,
  CONVERSATION_COLUMNS,
  MESSAGE_COLUMNS,
  type DatasetData,
} from './export-format';
import { buildScientificZip, SCIENTIFIC_FILES } from './scientific-zip';

const data: DatasetData = {
  range: { start: '2026-11-15', end: '2026-11-21' },
  engagement: null,
  learning_patterns: [],
  cohort_retention: [],
  conversations: [
    {
      conversation_id: 'c1',
      user_id: 'hash-1',
      user_grade_level: null,
      subject: null,
      grade_level: null,
      title: '@evil',
      created_at: '2026-11-20 10:00:00+00',
      message_count: 1,
      user_message_count: 1,
      assistant_message_count: 0,
      duration_seconds: null,
      completed: false,
      breakthrough: false,
      avg_response_time_ms: null,
      messages: [
        {
          role: 'user',
          content: 'hola ana@tutor.local',
          created_at: '2026-11-20 10:00:00+00',
          has_eureka: null,
          response_time_ms: null,
        },
      ],
    },
  ],
  challenges: [
    {
      challenge_id: 'r1',
      student: 'hash-1',
      conversation_id: 'c1',
      class_id: 'k1',
      // A subject a spreadsheet would run as a formula: the CSV guard must defuse it.
      subject: '=HYPERLINK("http://x.test")',
      grade_level: 'Secundaria',
      source: 'eureka',
      tries: 2,
      correct: false,
      gave_up: false,
      last_reason: 'sign',
      created_at: '2026-11-20 10:05:00+00',
      finished_at: '2026-11-20 10:07:30+00',
      seconds: 150,
    },
  ],
};

describe('buildScientificZip', () => {
  const file = buildScientificZip(data, '2026-11-21T12:00:00.000Z');
  const entries = unzipSync(file.content as Uint8Array);

  it('is named after the range and holds exactly the four files', () => {
    expect(file.fileName).toBe('scientific_export_2026-11-15_2026-11-21.zip');
    expect(Object.keys(entries).sort()).toEqual([...SCIENTIFIC_FILES].sort());
  });

  it('writes report.json with range, generated_at, definitions and the three analyses', () => {
    const report = JSON.parse(strFromU8(entries['report.json']!)) as Record<string, unknown>;
    expect(report.range).toEqual({ start_date: '2026-11-15', end_date: '2026-11-21' });
    expect(report.generated_at).toBe('2026-11-21T12:00:00.000Z');
    expect(report).toHaveProperty('definitions.per_conversation.completed');
    expect(report).toHaveProperty('engagement', null);
    expect(report).toHaveProperty('learning_patterns', []);
    expect(report).toHaveProperty('cohort_retention', []);
    expect(report.counts).toEqual({ conversations: 1, messages: 1, challenges: 1 });
    expect(report).toHaveProperty('definitions.challenges_csv.correct');
  });

  it('says in report.json that ids are keyed pseudonyms and that identifiers were scrubbed, and how', () => {
    const report = JSON.parse(strFromU8(entries['report.json']!)) as {
      privacy: {
        pseudonyms: { done: boolean; method: string };
        identifier_scrubbing: { done: boolean; replacements: Record<string, string> };
      };
    };
    expect(report.privacy.pseudonyms.done).toBe(true);
    expect(report.privacy.pseudonyms.method).toMatch(/HMAC-SHA256/);
    expect(report.privacy.identifier_scrubbing.done).toBe(true);
    expect(Object.keys(report.privacy.identifier_scrubbing.replacements).sort()).toEqual(
      ['[email]', '[nombre]', '[teléfono]'].sort(),
    );
  });

  it.each([
    ['conversations.csv', CONVERSATION_COLUMNS, 1],
    ['messages.csv', MESSAGE_COLUMNS, 1],
    ['challenges.csv', CHALLENGE_COLUMNS, 1],
  ] as const)('%s has a BOM, its columns and one data row', (name, columns, count) => {
    const bytes = entries[name]!;
    // The UTF-8 BOM is the bytes EF BB BF (TextDecoder would hide it, so read the bytes).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith(BOM)).toBe(true);
    const rows = parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual([...columns]);
    expect(rows).toHaveLength(count + 1);
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    expect(text).not.toContain('ana@tutor.local');
  });

  it('writes challenges.csv with the pseudonym, the result and the seconds, the formula defused', () => {
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(entries['challenges.csv']!);
    const [header, row] = parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
    // Each column with its cell, in the file's order.
    const expected = {
      challenge_id: 'r1',
      student: 'hash-1',
      conversation_id: 'c1',
      class_id: 'k1',
      subject: `'=HYPERLINK("http://x.test")`,
      grade_level: 'Secundaria',
      source: 'eureka',
      tries: '2',
      correct: 'false',
      gave_up: 'false',
      last_reason: 'sign',
      created_at: '2026-11-20 10:05:00+00',
      finished_at: '2026-11-20 10:07:30+00',
      seconds: '150',
    };
    expect(header).toEqual(Object.keys(expected));
    expect(row).toEqual(Object.values(expected));
  });
});
