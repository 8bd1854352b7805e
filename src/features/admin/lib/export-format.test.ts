import { parse as parseCsv } from 'papaparse';

import type { ConversationExportRow } from '../types';

import {
  BOM,
  buildCompleteDataset,
  buildDatasetFile,
  CONVERSATION_COLUMNS,
  exportFileName,
  guardCell,
  messageRows,
  questionCount,
  toDelimited,
  wordCount,
  type DatasetData,
} from './export-format';

const conversation = (over: Partial<ConversationExportRow> = {}): ConversationExportRow => ({
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

const data: DatasetData = {
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
};

function parse(text: string, delimiter: string): string[][] {
  return parseCsv<string[]>(text.slice(1), { delimiter, skipEmptyLines: true }).data;
}

describe('guardCell (formula injection, OWASP CSV Injection)', () => {
  it.each([
    // The classic triggers.
    ['=1+1', "'=1+1"],
    ['+34 600', "'+34 600"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
    // Leading whitespace and line breaks before a trigger.
    [' =1+1', "' =1+1"],
    ['  @SUM(A1)', "'  @SUM(A1)"],
    ['\n=HYPERLINK("http://x")', '\'\n=HYPERLINK("http://x")'],
    ['\r\n+1', "'\r\n+1"],
    ['\u00a0-1+1', "'\u00a0-1+1"],
    // A line break at the start even without a trigger.
    ['\nhola', "'\nhola"],
    // Full-width forms and the DDE pipe.
    ['＝1+1', "'＝1+1"],
    ['＋1', "'＋1"],
    ['－1', "'－1"],
    ['＠SUM(A1)', "'＠SUM(A1)"],
    ['|calc', "'|calc"],
    [' |calc', "' |calc"],
    // Harmless text stays as it is.
    ['a=b', 'a=b'],
    ['Matemáticas', 'Matemáticas'],
    [' hola', ' hola'],
    ['2x + 3 = 11', '2x + 3 = 11'],
    ['', ''],
    // Plain numbers as text are numbers, whatever their sign.
    ['-5', '-5'],
    ['+5', '+5'],
    ['-0.25', '-0.25'],
    ['1e-3', '1e-3'],
    ['-5 ', "'-5 "],
    ['-5-', "'-5-"],
  ])('%j becomes %j', (input, output) => {
    expect(guardCell(input)).toBe(output);
  });

  it.each([
    [null, ''],
    [undefined, ''],
    [42, '42'],
    [-3, '-3'],
    [-5, '-5'],
    [-0.5, '-0.5'],
    [true, 'true'],
    [{ a: 1 }, '{"a":1}'],
  ])('%j becomes %j', (input, output) => {
    expect(guardCell(input)).toBe(output);
  });

  it('keeps -5 a number in a numeric column of a CSV', () => {
    const csv = toDelimited([{ n: -5, t: '=1+1' }], ['n', 't'], ',');
    expect(csv).toBe(`${BOM}n,t\r\n-5,'=1+1`);
  });
});

describe('exportFileName', () => {
  it.each([
    ['learning_patterns', 'csv', 'learning_patterns_2026-10-22_2026-11-21.csv'],
    ['engagement', 'json', 'engagement_2026-10-22_2026-11-21.json'],
    ['cohort_retention', 'tsv', 'cohort_retention_2026-10-22_2026-11-21.tsv'],
    ['scientific_export', 'zip', 'scientific_export_2026-10-22_2026-11-21.zip'],
  ])('%s as %s is %s', (dataset, ext, name) => {
    expect(exportFileName(dataset, '2026-10-22', '2026-11-21', ext)).toBe(name);
  });
});

describe('toDelimited', () => {
  it('starts with the UTF-8 BOM and keeps accents', () => {
    const text = toDelimited([{ a: 'Matemáticas' }], ['a'], ',');
    expect(text.startsWith(BOM)).toBe(true);
    expect(text).toContain('Matemáticas');
  });

  it.each([
    [',', 'csv'],
    ['\t', 'tsv'],
  ] as const)('writes a header and guarded cells with %j (%s)', (delimiter, _format) => {
    const text = toDelimited(
      [
        { a: '=cmd', b: 'x, "y"\nz' },
        { a: 'ok', b: null },
      ],
      ['a', 'b'],
      delimiter,
    );
    const rows = parse(text, delimiter);
    expect(rows).toEqual([
      ['a', 'b'],
      ["'=cmd", 'x, "y"\nz'],
      ['ok', ''],
    ]);
  });

  it('writes only the header when there are no rows', () => {
    expect(parse(toDelimited([], ['a', 'b'], ','), ',')).toEqual([['a', 'b']]);
  });
});

describe('buildDatasetFile', () => {
  it.each([
    ['engagement', 'csv', 1],
    ['learning_patterns', 'tsv', 1],
    ['cohort_retention', 'csv', 1],
    ['conversations', 'csv', 2],
  ])('%s as %s has a header and %i data rows', (dataset, format, count) => {
    const file = buildDatasetFile(dataset, format, data);
    expect(file.fileName).toBe(`${dataset}_2026-10-23_2026-11-21.${format}`);
    const rows = parse(file.content as string, format === 'csv' ? ',' : '\t');
    expect(rows).toHaveLength(count + 1);
  });

  it('flattens conversations without message bodies and guards the title', () => {
    const file = buildDatasetFile('conversations', 'csv', data);
    const rows = parse(file.content as string, ',');
    expect(rows[0]).toEqual([...CONVERSATION_COLUMNS]);
    expect(rows[1]![CONVERSATION_COLUMNS.indexOf('title')]).toBe('\'=HYPERLINK("http://x")');
    expect(file.content).not.toContain('Cómo resuelvo');
  });

  it('keeps message bodies in the conversations JSON', () => {
    const file = buildDatasetFile('conversations', 'json', data);
    const parsed = JSON.parse(file.content as string) as ConversationExportRow[];
    expect(parsed).toHaveLength(2);
    expect(JSON.stringify(parsed[0]!.messages)).toContain('Cómo resuelvo');
    expect((file.content as string).startsWith(BOM)).toBe(false);
  });

  it('writes engagement JSON with its range', () => {
    const file = buildDatasetFile('engagement', 'json', data);
    expect(JSON.parse(file.content as string)).toMatchObject({
      start_date: '2026-10-23',
      end_date: '2026-11-21',
      breakthrough_rate: 100,
    });
  });

  it.each([
    ['engagement', 'xlsx', 'Formato no soportado'],
    ['users', 'csv', 'Tipo de exportación no válido'],
  ])('refuses %s as %s with %j', (dataset, format, message) => {
    expect(() => buildDatasetFile(dataset, format, data)).toThrow(message);
  });
});

describe('buildCompleteDataset', () => {
  it('holds the four parts', () => {
    const file = buildCompleteDataset(data, '2026-11-21T12:00:00.000Z');
    expect(file.fileName).toBe('complete_dataset_2026-10-23_2026-11-21.json');
    const parsed = JSON.parse(file.content as string) as Record<string, unknown>;
    expect(Object.keys(parsed)).toEqual(
      expect.arrayContaining([
        'engagement',
        'learning_patterns',
        'cohort_retention',
        'conversations',
      ]),
    );
    expect(parsed.conversations).toHaveLength(2);
    expect(parsed).toHaveProperty('privacy.identifier_scrubbing.done', true);
    expect(parsed).toHaveProperty('privacy.pseudonyms.done', true);
  });
});

describe('JSON exports carry numbers as numbers', () => {
  it('turns numeric strings from PostgREST into numbers, keeping text and nulls', () => {
    const stringy = {
      ...data,
      engagement: { ...data.engagement!, completion_rate: '57.14', total_messages: '12' },
      learning_patterns: [
        {
          subject: 'Matemáticas',
          grade_level: '2024',
          total_conversations: '3',
          avg_scaffolding_depth: '2.50',
          avg_session_duration: null,
          completion_rate: '66.67',
          breakthrough_rate: '0',
        },
      ],
    } as unknown as DatasetData;
    const complete = JSON.parse(
      buildCompleteDataset(stringy, '2026-11-21T12:00:00.000Z').content as string,
    ) as { engagement: Record<string, unknown>; learning_patterns: Record<string, unknown>[] };
    expect(complete.engagement.completion_rate).toBe(57.14);
    expect(complete.engagement.total_messages).toBe(12);
    expect(complete.learning_patterns[0]).toMatchObject({
      grade_level: '2024',
      total_conversations: 3,
      avg_scaffolding_depth: 2.5,
      avg_session_duration: null,
      breakthrough_rate: 0,
    });
    const single = JSON.parse(
      buildDatasetFile('learning_patterns', 'json', stringy).content as string,
    ) as Record<string, unknown>[];
    expect(single[0]!.completion_rate).toBe(66.67);
  });
});

describe('message rows', () => {
  it.each([
    ['', 0, 0],
    ['hola', 1, 0],
    ['  dos   palabras ', 2, 0],
    ['¿Qué? ¿Y esto?', 3, 2],
  ])('%j has %i words and %i question marks', (text, words, questions) => {
    expect(wordCount(text)).toBe(words);
    expect(questionCount(text)).toBe(questions);
  });

  it('gives one row per message without bodies', () => {
    const rows = messageRows(data.conversations);
    expect(rows).toHaveLength(4);
    expect(rows[1]).toEqual({
      conversation_id: 'c1',
      role: 'assistant',
      created_at: '2026-11-20 10:00:30+00',
      word_count: 6,
      question_count: 1,
      has_eureka: true,
      response_time_ms: 1200,
    });
    expect(JSON.stringify(rows)).not.toContain('Piensa');
  });
});
