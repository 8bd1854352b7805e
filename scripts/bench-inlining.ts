/**
 * What a fixed search_path would cost the SQL functions that run once per row (INLINED_FUNCTIONS
 * in supabase/tests/api-functions.ts): each against a copy of itself with `set search_path = ''`,
 * which Postgres never inlines, on a PGlite copy of the migrated database. Prints the median of five
 * runs of each (docs/database.md, "Security model").
 *
 *   npm run bench:inlining
 */
import { INLINED_FUNCTIONS } from '../supabase/tests/api-functions.ts';
import { pgliteFromTemplate } from '../supabase/tests/template.ts';

/** One query per function, `F(` standing for the function's name. */
const QUERIES: Record<string, string> = {
  'private.local_day': `select sum(extract(day from F(now() - g * interval '1 minute'))) from generate_series(1, 200000) g`,
  'private.fold_search_text': `select sum(length(F('Ánimo Éxito ' || g))) from generate_series(1, 200000) g`,
  'private.scrub_if_needed': `select sum(length(F('texto sin nada ' || (g % 7)::text || 'x', '{Ana}', '{%ana%}'))) from generate_series(1, 200000) g`,
  'private.pseudonym_of': `select count(F(gen_random_uuid(), '\\x00'::bytea, '\\x01'::bytea)) from generate_series(1, 100000) g`,
  'private.name_patterns': `select count(*) from generate_series(1, 50000) g cross join lateral F(array['Ana', 'García' || g]) p`,
  'private.name_forms': `select count(*) from generate_series(1, 50000) g cross join lateral F('Ana García ' || g) p`,
  'private.class_challenge_counted': `select count(*) from generate_series(1, 50000) g cross join lateral F(gen_random_uuid(), gen_random_uuid(), now() - g * interval '1 minute') as k(counted) where not k.counted`,
};

const db = await pgliteFromTemplate();

async function median(sql: string): Promise<number> {
  await db.query(sql);
  const runs: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const started = performance.now();
    await db.query(sql);
    runs.push(performance.now() - started);
  }
  return runs.sort((a, b) => a - b)[2]!;
}

for (const signature of INLINED_FUNCTIONS) {
  const name = signature.slice(0, signature.indexOf('('));
  const query = QUERIES[name];
  if (!query) throw new Error(`no query for ${name}: add one to QUERIES`);
  const types = signature
    .slice(signature.indexOf('(') + 1, -1)
    .split(', ')
    .map((arg) => arg.slice(arg.indexOf(' ') + 1))
    .join(', ');
  const [row] = (
    await db.query<{ def: string }>(
      `select pg_catalog.pg_get_functiondef('${name}(${types})'::regprocedure) as def`,
    )
  ).rows;
  await db.exec(
    row!.def
      .replace(`${name}(`, `${name}_fixed(`)
      .replace(/\nAS \$function\$/, `\n SET search_path TO ''\nAS $function$`),
  );
  const inlined = await median(query.replaceAll('F(', `${name}(`));
  const fixed = await median(query.replaceAll('F(', `${name}_fixed(`));
  console.log(
    `${name}: inlined ${inlined.toFixed(0)} ms, with set search_path ${fixed.toFixed(0)} ms (× ${(fixed / inlined).toFixed(1)})`,
  );
}
await db.close();
