/**
 * Times every admin RPC against the database that scripts/bench-db.sh prepared (PGHOST / PGPORT /
 * PGUSER / PGDATABASE from the environment), the way PostgREST calls them: one transaction per call
 * with `role` = authenticated and `request.jwt.claims` of the admin set locally, then the RPC.
 * Only the RPC statement is timed (client-side, including the transfer of its result).
 *
 *   tsx scripts/bench/run-rpcs.ts [--runs 15] [--warmup 2] [--budget 50] [--load-seconds N]
 *                                 [--explain] [--out bench-results/db.json] [--only name,name]
 *                                 [--session-jit on|off] [--no-check]
 *
 * The cases are scripts/bench/rpc-cases.ts (one list). Exits non-zero when any median is at or
 * over the budget, or when a figure differs from the previous function bodies
 * (scripts/bench/check-figures.ts; --no-check skips that check).
 * --explain loads auto_explain (nested statements, ANALYZE, BUFFERS) and writes the plans of one
 * call of every RPC to bench-results/explain/<name>.txt instead of timing.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';

import pg from 'pg';

import { APP_TIME_ZONE } from '../../supabase/functions/_shared/time/time-zone.ts';

import { checkFigures } from './check-figures';
import { type BenchCase, benchCases } from './rpc-cases';
import { type BenchRow, formatTable, median, percentile } from './stats';

const ADMIN_EMAIL = 'admin@bench.local';

type Options = ReturnType<typeof readOptions>;

function readOptions() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '15' },
      warmup: { type: 'string', default: '2' },
      budget: { type: 'string', default: '50' },
      'no-check': { type: 'boolean', default: false },
      'load-seconds': { type: 'string' },
      explain: { type: 'boolean', default: false },
      out: { type: 'string', default: 'bench-results/db.json' },
      only: { type: 'string' },
      'session-jit': { type: 'string' },
    },
  });
  return {
    ...values,
    runs: Number(values.runs),
    warmup: Number(values.warmup),
    budget: Number(values.budget),
  };
}

/** The admin's JWT claims, the bench's 30-day range and the cases it selects. */
async function benchContext(client: pg.Client, only: string | undefined) {
  const admin = await client.query<{ id: string; raw_user_meta_data: unknown }>(
    'select id, raw_user_meta_data from auth.users where email = $1',
    [ADMIN_EMAIL],
  );
  const adminRow = admin.rows[0];
  if (!adminRow) throw new Error(`no ${ADMIN_EMAIL} in auth.users: was the dataset loaded?`);
  const claims = JSON.stringify({
    sub: adminRow.id,
    role: 'authenticated',
    aud: 'authenticated',
    email: ADMIN_EMAIL,
    app_metadata: { provider: 'email', providers: ['email'], is_admin: true },
    user_metadata: adminRow.raw_user_meta_data,
  });
  const dates = await client.query<{ today: string; minus30: string }>(
    `select to_char(d, 'YYYY-MM-DD') as today, to_char(d - 30, 'YYYY-MM-DD') as minus30
     from (select (now() at time zone $1)::date as d) as x`,
    [APP_TIME_ZONE],
  );
  const { today, minus30 } = dates.rows[0] as { today: string; minus30: string };
  const middle = await client.query<{ created_at: string; id: string }>(
    `select cv.created_at::text as created_at, cv.id::text as id
     from public.conversations as cv
     where cv.created_at >= private.day_start($1::date)
       and cv.created_at < private.day_start($2::date + 1)
     order by cv.created_at desc, cv.id
     offset (select count(*) / 2 from public.conversations as c2
             where c2.created_at >= private.day_start($1::date)
               and c2.created_at < private.day_start($2::date + 1))
     limit 1`,
    [minus30, today],
  );
  const cursor = middle.rows[0];
  if (!cursor) throw new Error('no conversation in the last 30 days: was the dataset loaded?');
  const names = only?.split(',').map((s) => s.trim());
  const selected = benchCases(today, minus30, {
    createdAt: cursor.created_at,
    id: cursor.id,
  }).filter((c) => !names || names.some((o) => c.name.startsWith(o)));
  return { adminId: adminRow.id, claims, today, minus30, selected };
}

type Context = Awaited<ReturnType<typeof benchContext>>;

/** The two ways the bench runs SQL as the admin, each in a transaction of its own. */
function adminCalls(client: pg.Client, { claims, adminId }: Context) {
  /** Runs fn as the admin in one transaction that is rolled back (the figure check). */
  const asAdmin = async <T>(fn: () => Promise<T>): Promise<T> => {
    await client.query('begin');
    try {
      await client.query(
        `select set_config('role', 'authenticated', true),
                set_config('request.jwt.claims', $1, true)`,
        [claims],
      );
      return await fn();
    } finally {
      await client.query('rollback');
    }
  };

  /** One call as PostgREST makes it; only the RPC statement is timed. */
  const callOnce = async (c: BenchCase) => {
    await client.query('begin');
    try {
      await client.query(
        `select set_config('role', 'authenticated', true),
                set_config('request.jwt.claims', $1, true),
                set_config('request.jwt.claim.sub', $2, true),
                set_config('request.jwt.claim.role', 'authenticated', true)`,
        [claims, adminId],
      );
      const t0 = performance.now();
      const res = await client.query(c.sql, c.params);
      const ms = performance.now() - t0;
      await client.query('commit');
      return { ms, rows: res.rowCount ?? 0 };
    } catch (e) {
      await client.query('rollback');
      throw new Error(`${c.name}: ${(e as Error).message}`, { cause: e });
    }
  };
  return { asAdmin, callOnce };
}

type CallOnce = ReturnType<typeof adminCalls>['callOnce'];

/** --explain: the plans of one call of every selected RPC, one file each. */
async function writeExplains(
  client: pg.Client,
  selected: BenchCase[],
  callOnce: CallOnce,
  out: string,
) {
  const notices: string[] = [];
  client.on('notice', (n) => notices.push(n.message ?? ''));
  await client.query("load 'auto_explain'");
  await client.query(`set auto_explain.log_min_duration = 0;
    set auto_explain.log_analyze = on; set auto_explain.log_buffers = on;
    set auto_explain.log_nested_statements = on; set auto_explain.log_level = notice;
    set auto_explain.log_format = text`);
  const dir = join(dirname(out), 'explain');
  mkdirSync(dir, { recursive: true });
  for (const c of selected) {
    notices.length = 0;
    const { ms } = await callOnce(c);
    const file = join(dir, `${c.name.replace(/[^a-z0-9_]+/gi, '_')}.txt`);
    writeFileSync(file, `-- ${c.name}: ${ms.toFixed(1)} ms\n\n${notices.join('\n\n')}\n`);
    console.log(`${c.name}: ${ms.toFixed(1)} ms -> ${file}`);
  }
}

/** Warm-up calls, then timed calls, of every selected RPC in turn. */
async function timeCases(selected: BenchCase[], callOnce: CallOnce, options: Options) {
  const results: BenchRow[] = [];
  for (const c of selected) {
    const samples: number[] = [];
    let rows = 0;
    for (let i = 0; i < options.warmup + options.runs; i++) {
      const r = await callOnce(c);
      if (i >= options.warmup) samples.push(r.ms);
      rows = r.rows;
    }
    const row: BenchRow = {
      name: c.name,
      rows,
      medianMs: median(samples),
      p95Ms: percentile(samples, 95),
      minMs: Math.min(...samples),
    };
    results.push(row);
    console.error(`  ${c.name}: median ${row.medianMs.toFixed(1)} ms`);
  }
  return results;
}

async function datasetFacts(client: pg.Client) {
  const counts = await client.query<Record<string, string>>(
    `select (select count(*) from auth.users) as users,
            (select count(*) from public.conversations) as conversations,
            (select count(*) from public.messages) as messages,
            (select count(*) from public.message_metrics) as message_metrics`,
  );
  const version = await client.query<{ v: string }>('select version() as v');
  return { dataset: counts.rows[0], server: version.rows[0]?.v };
}

interface Timings {
  results: BenchRow[];
  load: { before: number; after: number };
  withProposals: boolean;
}

/** The dataset, the conditions and the table; sets the exit code when a median is over budget. */
function printTimings(
  options: Options,
  context: Context,
  facts: Awaited<ReturnType<typeof datasetFacts>>,
  { results, load, withProposals }: Timings,
) {
  console.log('');
  console.log(`Dataset: ${JSON.stringify(facts.dataset)}`);
  if (options['load-seconds'])
    console.log(`Load (shim + migrations + data + VACUUM ANALYZE): ${options['load-seconds']} s`);
  console.log(
    `Schema: migrations${withProposals ? ' + scripts/bench/proposed/*.sql' : ' only'}${
      options['session-jit'] ? `; session jit = ${options['session-jit']}` : ''
    }`,
  );
  console.log(
    `Machine: ${cpus().length} cores, 1-min load average ${load.before.toFixed(1)} before / ${load.after.toFixed(1)} after the timings`,
  );
  console.log(
    `Each RPC: ${options.warmup} warm-up calls, then ${options.runs} timed calls; range ${context.minus30}..${context.today}`,
  );
  console.log('');
  console.log(formatTable(results, options.budget));
  const misses = results.filter((r) => r.medianMs >= options.budget);
  console.log('');
  console.log(
    misses.length === 0
      ? `Every median is under ${options.budget} ms.`
      : `Over budget: ${misses.map((m) => m.name).join(', ')}`,
  );
  if (misses.length > 0) process.exitCode = 1;
}

/** The figures against the previous function bodies; sets the exit code when one differs. */
async function checkAllFigures(
  client: pg.Client,
  asAdmin: ReturnType<typeof adminCalls>['asAdmin'],
  today: string,
) {
  console.log('');
  console.log('Figures against the previous function bodies (reference-figures.sql):');
  const figureChecks = await checkFigures(client, asAdmin, today);
  for (const c of figureChecks) console.log(`  ${c.same ? 'same     ' : 'DIFFERENT'}  ${c.name}`);
  const different = figureChecks.filter((c) => !c.same);
  console.log(
    different.length === 0
      ? `All ${figureChecks.length} figures identical.`
      : `${different.length} of ${figureChecks.length} figures differ.`,
  );
  if (different.length > 0) process.exitCode = 1;
  return figureChecks;
}

async function main() {
  const options = readOptions();
  const client = new pg.Client({ application_name: 'tutor-bench' });
  await client.connect();
  try {
    const context = await benchContext(client, options.only);
    const sessionJit = options['session-jit'];
    if (sessionJit !== undefined) {
      if (!['on', 'off'].includes(sessionJit)) throw new Error('--session-jit on|off');
      // Session default; a function-level `set jit` (scripts/bench/proposed) still wins.
      await client.query(`set jit = ${sessionJit}`);
    }
    const { asAdmin, callOnce } = adminCalls(client, context);
    if (options.explain) {
      await writeExplains(client, context.selected, callOnce, options.out);
      return;
    }

    const before = loadavg()[0] ?? 0;
    const results = await timeCases(context.selected, callOnce, options);
    const load = { before, after: loadavg()[0] ?? 0 };
    const withProposals = process.env.BENCH_WITH_PROPOSALS === '1';
    const facts = await datasetFacts(client);
    printTimings(options, context, facts, { results, load, withProposals });
    const figureChecks = options['no-check']
      ? []
      : await checkAllFigures(client, asAdmin, context.today);

    mkdirSync(dirname(options.out), { recursive: true });
    writeFileSync(
      options.out,
      JSON.stringify(
        {
          measuredAt: new Date().toISOString(),
          server: facts.server,
          dataset: facts.dataset,
          loadSeconds: options['load-seconds'] ? Number(options['load-seconds']) : null,
          withProposals,
          loadAverage: { ...load, cores: cpus().length },
          runs: options.runs,
          warmup: options.warmup,
          range: { start: context.minus30, end: context.today },
          budgetMs: options.budget,
          results,
          figureChecks,
        },
        null,
        2,
      ) + '\n',
    );
    console.log(`Results written to ${options.out}`);
  } finally {
    await client.end();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
