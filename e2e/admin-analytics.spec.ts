import { readFileSync } from 'node:fs';

import { expect, test, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
// eslint-disable-next-line import-x/default -- papaparse is CommonJS: Node's ESM sees only its default export.
import Papa from 'papaparse';

import {
  BOM,
  CHALLENGE_COLUMNS,
  COHORT_COLUMNS,
  CONVERSATION_COLUMNS,
  type Dataset,
  DATASETS,
  ENGAGEMENT_COLUMNS,
  LEARNING_PATTERN_COLUMNS,
  MESSAGE_COLUMNS,
} from '../src/features/admin/lib/export-columns';

import {
  addDays,
  dayOf,
  FORMULA_START,
  readAll,
  readNumber,
  signedInClient,
  signInAsAdmin,
  statValue,
  type Conv,
  type Msg,
} from './admin-support';
import { screenshot } from './support/screenshots';

/** The columns each export must carry, in order: the one list the screens and builders write. */
const COLUMNS: Record<Dataset, readonly string[]> = {
  engagement: ENGAGEMENT_COLUMNS,
  learning_patterns: LEARNING_PATTERN_COLUMNS,
  cohort_retention: COHORT_COLUMNS,
  conversations: CONVERSATION_COLUMNS,
};

async function download(page: Page, key: string) {
  const waiting = page.waitForEvent('download');
  await page.locator(`[data-export="${key}"]`).click();
  const file = await waiting;
  const bytes = readFileSync((await file.path())!);
  await expect(page.getByText('✅ Datos exportados exitosamente')).toBeVisible();
  return { name: file.suggestedFilename(), bytes };
}

function table(bytes: Uint8Array, delimiter: string): string[][] {
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  expect(text.startsWith(BOM)).toBe(true);
  return Papa.parse<string[]>(text.slice(1), { delimiter, skipEmptyLines: true }).data;
}

function expectNoFormula(rows: string[][]) {
  for (const row of rows) for (const cell of row) expect(cell).not.toMatch(FORMULA_START);
}

test.describe('admin analytics', () => {
  test('default range is the last 30 days; quick buttons change it and the figures', async ({
    page,
  }) => {
    await signInAsAdmin(page, '/admin/analytics');
    const today = dayOf(new Date());
    await expect(page.getByLabel('Desde', { exact: true })).toHaveValue(addDays(today, -29));
    await expect(page.getByLabel('Hasta', { exact: true })).toHaveValue(today);
    const convs = await readAll<Conv>('conversations', 'id,user_id,subject,grade_level,created_at');
    const inLast = (n: number) =>
      convs.filter((c) => dayOf(c.created_at) >= addDays(today, 1 - n)).length;

    const total = statValue(page, 'engagement', 'Conversaciones');
    await expect.poll(async () => readNumber(await total.innerText())).toBe(inLast(30));
    await expect(page.getByTestId('pattern-row').first()).toBeVisible();
    await expect(page.locator('[data-heat]').first()).toBeVisible();
    await screenshot(page, 'admin-analytics');

    await page.getByRole('button', { name: 'Últimos 7 días' }).click();
    await expect(page.getByLabel('Desde', { exact: true })).toHaveValue(addDays(today, -6));
    await expect.poll(async () => readNumber(await total.innerText())).toBe(inLast(7));

    await page.getByRole('button', { name: 'Últimos 30 días' }).click();
    await expect(page.getByLabel('Desde', { exact: true })).toHaveValue(addDays(today, -29));

    // A range with no conversations shows the empty texts.
    await page.getByLabel('Desde', { exact: true }).fill('2020-01-01');
    await page.getByLabel('Hasta', { exact: true }).fill('2020-01-31');
    await expect(page.getByText('No hay datos aún')).toBeVisible();
    await expect(page.getByText('No hay datos disponibles')).toHaveCount(2);
    await screenshot(page, 'admin-analytics-empty');
  });

  test('every export downloads, opens and is clean', async ({ page }) => {
    test.setTimeout(180_000);
    await signInAsAdmin(page, '/admin/analytics');
    const today = dayOf(new Date());
    const start = addDays(today, -29);
    const suffix = `${start}_${today}`;
    await expect(page.getByTestId('engagement')).toBeVisible();

    const admin = await signedInClient('admin@tutor.local', 'admin123456');
    const range = { start_date: start, end_date: today };
    const patterns = (await admin.rpc('get_learning_patterns', range)).data as unknown[];
    const cohorts = (
      await admin.rpc('get_cohort_retention', { cohort_start_date: start, cohort_end_date: today })
    ).data as unknown[];
    const convs = (
      await readAll<Conv>('conversations', 'id,user_id,subject,grade_level,created_at')
    ).filter((c) => dayOf(c.created_at) >= start);
    const windowIds = new Set(convs.map((c) => c.id));
    const msgs = (await readAll<Msg>('messages', 'id,conversation_id,role,created_at')).filter(
      (m) => windowIds.has(m.conversation_id),
    );
    const expectedRows: Record<string, number> = {
      engagement: 1,
      learning_patterns: patterns.length,
      cohort_retention: cohorts.length,
      conversations: convs.length,
    };

    for (const dataset of DATASETS) {
      for (const format of ['csv', 'tsv', 'json']) {
        const file = await download(page, `${dataset}:${format}`);
        expect(file.name).toBe(`${dataset}_${suffix}.${format}`);
        if (format === 'json') {
          const text = new TextDecoder().decode(file.bytes);
          const json = JSON.parse(text) as unknown;
          if (dataset === 'engagement') {
            expect(json).toMatchObject({ start_date: start, end_date: today });
          } else {
            expect(json).toHaveLength(expectedRows[dataset]!);
          }
          continue;
        }
        const rows = table(file.bytes, format === 'csv' ? ',' : '\t');
        expect(rows[0], `${dataset}.${format}`).toEqual(COLUMNS[dataset]);
        expect(rows.length - 1, `${dataset}.${format}`).toBe(expectedRows[dataset]);
        expectNoFormula(rows);
        const text = new TextDecoder().decode(file.bytes);
        expect(text).not.toContain('@tutor.local');
      }
    }

    // Conversations JSON keeps the messages; ids are pseudonymous.
    const convJson = JSON.parse(
      new TextDecoder().decode((await download(page, 'conversations:json')).bytes),
    ) as Array<{ user_id: string; messages: unknown[] }>;
    const realOwners = new Set(convs.map((c) => c.user_id));
    for (const row of convJson) expect(realOwners.has(row.user_id)).toBe(false);
    expect(convJson.reduce((n, r) => n + r.messages.length, 0)).toBe(msgs.length);

    const zip = await download(page, 'scientific:zip');
    expect(zip.name).toBe(`scientific_export_${suffix}.zip`);
    const entries = unzipSync(new Uint8Array(zip.bytes));
    expect(Object.keys(entries).sort()).toEqual([
      'challenges.csv',
      'conversations.csv',
      'messages.csv',
      'report.json',
    ]);
    const report = JSON.parse(strFromU8(entries['report.json']!)) as Record<string, unknown>;
    expect(report.range).toEqual({ start_date: start, end_date: today });
    expect(report).toHaveProperty('definitions');
    expect(report).toHaveProperty('generated_at');
    expect(report.learning_patterns).toHaveLength(patterns.length);
    expect(report.cohort_retention).toHaveLength(cohorts.length);
    const zConvs = table(entries['conversations.csv']!, ',');
    expect(zConvs[0]).toEqual(COLUMNS.conversations);
    expect(zConvs.length - 1).toBe(convs.length);
    const zMsgs = table(entries['messages.csv']!, ',');
    expect(zMsgs[0]).toEqual(MESSAGE_COLUMNS);
    expect(zMsgs.length - 1).toBe(msgs.length);
    expectNoFormula(zConvs);
    expectNoFormula(zMsgs);
    const zChallenges = table(entries['challenges.csv']!, ',');
    expect(zChallenges[0]).toEqual(CHALLENGE_COLUMNS);
    expect(zChallenges.length - 1).toBe((report.counts as { challenges: number }).challenges);
    expectNoFormula(zChallenges);
    for (const name of Object.keys(entries)) {
      expect(strFromU8(entries[name]!)).not.toContain('@tutor.local');
    }

    const complete = await download(page, 'complete:json');
    expect(complete.name).toBe(`complete_dataset_${suffix}.json`);
    const all = JSON.parse(new TextDecoder().decode(complete.bytes)) as Record<string, unknown[]>;
    expect(Object.keys(all)).toEqual(
      expect.arrayContaining([
        'engagement',
        'learning_patterns',
        'cohort_retention',
        'conversations',
      ]),
    );
    expect(all.conversations).toHaveLength(convs.length);
    await screenshot(page, 'admin-analytics-exported');
  });
});
