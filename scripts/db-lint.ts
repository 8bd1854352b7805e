// npm run lint:db: the database lints (scripts/db-lint/lints.ts) over the migrated database, failing
// on any finding that is not in the allow-list (scripts/db-lint/allow-list.ts) and on any allowance
// that no longer matches a finding. docs/database.md ("Database lints") lists what each lint checks.
//
//   tsx scripts/db-lint.ts                           # the database tests' template (PGlite)
//   tsx scripts/db-lint.ts --db-url postgres://...   # an existing database (npm run test:pg15)
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { pgliteFromTemplate } from '../supabase/tests/template.ts';

import { ALLOW_LIST, type Allowance } from './db-lint/allow-list.ts';
import { LINTS, lintPrelude, type Lint } from './db-lint/lints.ts';

export interface Finding {
  lint: string;
  object: string;
  detail: string;
}

export type Query = (sql: string) => Promise<Record<string, unknown>[]>;

const CONFIG = fileURLToPath(new URL('../supabase/config.toml', import.meta.url));

/** The schemas PostgREST serves: `schemas` of the `[api]` section of a config.toml text. */
export function apiSchemas(toml: string = readFileSync(CONFIG, 'utf8')): string[] {
  const api = /^\[api\]\s*$([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(toml)?.[1] ?? '';
  const list = /^\s*schemas\s*=\s*\[([^\]]*)\]/m.exec(api)?.[1];
  if (list === undefined) throw new Error('db-lint: no [api] schemas in supabase/config.toml');
  return [...list.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
}

/** Every lint's findings, in lint order, objects sorted. */
export async function runLints(
  query: Query,
  schemas: readonly string[] = apiSchemas(),
  lints: readonly Lint[] = LINTS,
): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const lint of lints) {
    const rows = await query(lintPrelude(schemas) + lint.sql);
    const found = rows.map((r) => ({
      lint: lint.name,
      object: String(r.object),
      detail: String(r.detail),
    }));
    findings.push(...found.sort((a, b) => a.object.localeCompare(b.object)));
  }
  return findings;
}

const matches = (a: Allowance, f: Finding) =>
  a.lint === f.lint &&
  (typeof a.object === 'string' ? a.object === f.object : a.object.test(f.object));

export interface Verdict {
  /** Findings no allowance covers: each one fails the check. */
  unexpected: Finding[];
  allowed: Finding[];
  /** Allowances that match no finding: fixed, so they leave the list. */
  stale: Allowance[];
}

export function judge(
  findings: readonly Finding[],
  allow: readonly Allowance[] = ALLOW_LIST,
): Verdict {
  return {
    unexpected: findings.filter((f) => !allow.some((a) => matches(a, f))),
    allowed: findings.filter((f) => allow.some((a) => matches(a, f))),
    stale: allow.filter((a) => !findings.some((f) => matches(a, f))),
  };
}

/** One line per lint with its counts, then every unexpected finding and stale allowance. */
export function report(findings: readonly Finding[], verdict: Verdict): string {
  const lines = LINTS.map((lint) => {
    const all = findings.filter((f) => f.lint === lint.name).length;
    const bad = verdict.unexpected.filter((f) => f.lint === lint.name).length;
    return `${bad ? 'FAIL' : 'ok  '} ${lint.name}: ${all} found, ${all - bad} allowed`;
  });
  for (const f of verdict.unexpected) {
    const rule = LINTS.find((l) => l.name === f.lint)?.rule ?? '';
    lines.push(`db-lint: ${f.lint}: ${f.object} (${f.detail})\n  rule: ${rule}`);
  }
  for (const a of verdict.stale) {
    lines.push(`db-lint: stale allowance, no ${a.lint} finding matches ${String(a.object)}`);
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { 'db-url': { type: 'string' } } });
  let query: Query;
  let close: () => Promise<void>;
  if (values['db-url']) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: values['db-url'] });
    await client.connect();
    query = async (sql) => (await client.query(sql)).rows as Record<string, unknown>[];
    close = () => client.end();
  } else {
    const db = await pgliteFromTemplate();
    query = async (sql) => (await db.query<Record<string, unknown>>(sql)).rows;
    close = () => db.close();
  }
  try {
    const findings = await runLints(query);
    const verdict = judge(findings);
    console.log(report(findings, verdict));
    const ok = verdict.unexpected.length === 0 && verdict.stale.length === 0;
    console.log(
      `db-lint: ${LINTS.length} lints, ${findings.length} findings, ${verdict.allowed.length} allowed, ` +
        `${verdict.unexpected.length} unexpected, ${verdict.stale.length} stale allowances`,
    );
    process.exitCode = ok ? 0 : 1;
  } finally {
    await close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main();
}
