import { eachCase } from '@shared/case-table-test-fixtures';
import { WITHDRAWN_MESSAGE } from '@shared/safety/export-safety';

import type { ConversationExportRow, ExportMessage } from '../types';

import {
  BOM,
  buildCompleteDataset,
  buildDatasetFile,
  CONVERSATION_COLUMNS,
  exportFileName,
  withdrawDisclosures,
  type DatasetData,
} from './export-format';
import { conversation, data, parse } from './export-test-fixtures';

describe('exportFileName', () => {
  eachCase(
    '%s as %s is %s',
    (dataset, ext) => exportFileName(dataset, '2026-10-22', '2026-11-21', ext),
    [
      ['learning_patterns', 'csv', 'learning_patterns_2026-10-22_2026-11-21.csv'],
      ['engagement', 'json', 'engagement_2026-10-22_2026-11-21.json'],
      ['cohort_retention', 'tsv', 'cohort_retention_2026-10-22_2026-11-21.tsv'],
      ['scientific_export', 'zip', 'scientific_export_2026-10-22_2026-11-21.zip'],
    ],
  );
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

  it('writes the cohort header docs/admin.md fixes (one column per retention day)', () => {
    const file = buildDatasetFile('cohort_retention', 'csv', data);
    expect((file.content as string).split('\r\n')[0]).toBe(
      `${BOM}cohort_week,total_users,day_1_retention,day_3_retention,day_7_retention,day_14_retention,day_30_retention`,
    );
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
  it('holds the four parts and the challenges', () => {
    const file = buildCompleteDataset(data, '2026-11-21T12:00:00.000Z');
    expect(file.fileName).toBe('complete_dataset_2026-10-23_2026-11-21.json');
    const parsed = JSON.parse(file.content as string) as Record<string, unknown>;
    expect(Object.keys(parsed)).toEqual(
      expect.arrayContaining([
        'engagement',
        'learning_patterns',
        'cohort_retention',
        'conversations',
        'challenges',
      ]),
    );
    expect(parsed.conversations).toHaveLength(2);
    expect(parsed.challenges).toEqual([
      expect.objectContaining({ student: 'hash-1', seconds: 150 }),
    ]);
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

describe('withdrawDisclosures: the offline screen as a second net', () => {
  const DISCLOSURE = 'mi padrastro me pega todos los días';
  const row = conversation({
    title: 'Me pegan en casa',
    messages: [
      {
        role: 'user',
        content: DISCLOSURE,
        created_at: '2026-11-20 10:00:00+00',
        has_eureka: null,
        response_time_ms: null,
      },
      {
        role: 'user',
        content: '¿Cómo resuelvo 2x = 4?',
        created_at: '2026-11-20 10:01:00+00',
        has_eureka: null,
        response_time_ms: null,
      },
      {
        role: 'assistant',
        content: WITHDRAWN_MESSAGE,
        created_at: '2026-11-20 10:02:00+00',
        has_eureka: null,
        response_time_ms: 900,
      },
    ],
  });

  it('replaces a flagged message and title with the marker and keeps everything else', () => {
    const [out] = withdrawDisclosures([row]);
    const messages = out!.messages as unknown as ExportMessage[];
    expect(messages.map((m) => m.content)).toEqual([
      WITHDRAWN_MESSAGE,
      '¿Cómo resuelvo 2x = 4?',
      WITHDRAWN_MESSAGE,
    ]);
    expect(messages[2]!.response_time_ms).toBe(900);
    expect(out!.title).toBe(WITHDRAWN_MESSAGE);
    expect(out!.conversation_id).toBe(row.conversation_id);
  });

  it('every export file built from the rows carries no disclosure', () => {
    const rows = withdrawDisclosures([row]);
    const withRows: DatasetData = { ...data, conversations: rows };
    for (const format of ['csv', 'tsv', 'json']) {
      const file = buildDatasetFile('conversations', format, withRows);
      expect(String(file.content)).not.toContain('padrastro');
    }
    expect(String(buildCompleteDataset(withRows, '2026-11-20T00:00:00Z').content)).not.toContain(
      'padrastro',
    );
    // The same rows without the net would carry it: the check above can fail.
    expect(String(buildCompleteDataset({ ...data, conversations: [row] }, 'x').content)).toContain(
      'padrastro',
    );
  });
});
