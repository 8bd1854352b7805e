/**
 * On the bench data: every admin figure served from the totals tables equals the previous function
 * bodies (supabase/tests/analytics/reference-figures/, loaded into a `reference` schema of the
 * throwaway database), compared as text so values and numeric scales must match. Also checks that
 * the research export walked page by page is the previous single-call export.
 */
import { readFileSync } from 'node:fs';

import type pg from 'pg';

import { REFERENCE_FIGURES_FILES } from '../../supabase/tests/analytics/reference-figures.ts';

export interface FigureCheck {
  name: string;
  same: boolean;
}

/** Runs fn as the admin (PostgREST-style claims in one transaction that is rolled back). */
type AsAdmin = <T>(fn: () => Promise<T>) => Promise<T>;

export async function checkFigures(
  client: pg.Client,
  asAdmin: AsAdmin,
  today: string,
): Promise<FigureCheck[]> {
  for (const file of REFERENCE_FIGURES_FILES) await client.query(readFileSync(file, 'utf8'));
  const day = (offset: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
  const ranges: Array<[string, string]> = [
    [day(-30), today],
    [day(-6), today],
    [day(-89), day(-60)],
    [today, today],
  ];
  // get_users_list's is_teacher (classes) is newer than the reference body: compared without it.
  const expressions: string[] = [
    `(select jsonb_agg(r) from %s.get_admin_stats() as r)`,
    `%s.get_usage_overview(7)`,
    `%s.get_usage_overview(90)`,
    `(select jsonb_agg(to_jsonb(r) - 'is_teacher') from %s.get_users_list(1, 20, null) as r)`,
    `(select jsonb_agg(to_jsonb(r) - 'is_teacher') from %s.get_users_list(1, 20, 'mar') as r)`,
    `(select jsonb_agg(to_jsonb(r) - 'is_teacher') from %s.get_users_list(250, 20, null) as r)`,
  ];
  for (const [s, e] of ranges) {
    const args = `'${s}'::date, '${e}'::date`;
    for (const f of [
      'get_engagement_stats',
      'get_learning_patterns',
      'get_cohort_retention',
      'get_tutor_quality',
    ]) {
      expressions.push(`(select jsonb_agg(r) from %s.${f}(${args}) as r)`);
    }
  }
  const checks: FigureCheck[] = [];
  for (const expr of expressions) {
    const ours = await asAdmin(() =>
      client.query<{ t: string }>(`select (${expr.replace('%s', 'public')})::text as t`),
    );
    const theirs = await client.query<{ t: string }>(
      `select (${expr.replace('%s', 'reference')})::text as t`,
    );
    checks.push({
      name: expr.replace('%s.', '').replace(/\(select jsonb_agg\(r\) from | as r\)/g, ''),
      same: ours.rows[0]?.t === theirs.rows[0]?.t && ours.rows[0]?.t !== undefined,
    });
  }

  // The export: 4 pages of 250 joined = the previous single call with export_limit 1000.
  const [start, end] = ranges[0] as [string, string];
  const paged: string[] = [];
  let cursor: [string | null, string | null] = [null, null];
  for (let page = 0; page < 4; page++) {
    const res = await asAdmin(() =>
      client.query<{ t: string; c: string; id: string }>(
        `select to_jsonb(r)::text as t, r.created_at::text as c, r.conversation_id::text as id
         from public.export_conversations_page($1, $2, 250, $3, $4) as r`,
        [start, end, ...cursor],
      ),
    );
    paged.push(...res.rows.map((r) => r.t));
    const last = res.rows[res.rows.length - 1];
    if (!last) break;
    cursor = [last.c, last.id];
  }
  const whole = await client.query<{ t: string }>(
    `select to_jsonb(r)::text as t from reference.export_conversations_data($1, $2, 1000) as r`,
    [start, end],
  );
  checks.push({
    name: `export_conversations_page × 4 = previous export_conversations_data('${start}', '${end}', 1000)`,
    same: paged.length === whole.rows.length && paged.every((t, i) => t === whole.rows[i]?.t),
  });
  return checks;
}
