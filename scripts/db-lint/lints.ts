/**
 * The database lints: catalog queries over a migrated database that report what Supabase's
 * database linter reports (security holes and slow patterns of a schema served by PostgREST),
 * written for this project. Each query returns one row per finding: `object` (what to fix or to
 * allow, e.g. `public.conversations` or `private.local_day(instant timestamp with time zone)`) and
 * `detail` (the offending part). `scripts/db-lint.ts` runs them; the allow-list is in
 * `allow-list.ts`; docs/database.md ("Database lints") explains each.
 *
 * Scope: "app schemas" are every schema but PostgreSQL's own and the platform's (Supabase's
 * `auth`, `storage`, `extensions`, ...), so a schema a migration adds is linted without a change
 * here; "API schemas" are the ones PostgREST serves (`[api] schemas` of supabase/config.toml).
 * The platform's `storage.objects` is linted for its policies too, because our migrations write them.
 */

export interface Lint {
  name: string;
  /** The rule and why it matters, in one or two sentences. */
  rule: string;
  /** A select returning `object` and `detail`; may use the CTEs `app_ns`, `api_ns`, `api_role`. */
  sql: string;
}

/** Schemas that belong to PostgreSQL or to the Supabase platform, never to the app's migrations. */
export const PLATFORM_SCHEMAS = [
  'information_schema',
  'auth',
  'storage',
  'extensions',
  'graphql',
  'graphql_public',
  'realtime',
  'vault',
  'cron',
  'net',
  'pgbouncer',
  'pgmq',
  'pgsodium',
  'pgsodium_masks',
  'pgtle',
  'repack',
  'supabase_functions',
  'supabase_migrations',
  'tiger',
  'topology',
];

/** A text[] literal of plain identifiers (schema names: letters, digits, underscores only). */
function textArray(values: readonly string[]): string {
  for (const v of values) {
    if (!/^[a-z_][a-z0-9_]*$/.test(v)) throw new Error(`db-lint: unexpected schema name ${v}`);
  }
  return `array[${values.map((v) => `'${v}'`).join(', ')}]::text[]`;
}

/** A policy's USING and WITH CHECK as text (null when absent). */
const policyExprs = `pg_catalog.pg_get_expr(pol.polqual, pol.polrelid) as using_expr,
       pg_catalog.pg_get_expr(pol.polwithcheck, pol.polrelid) as check_expr`;

/** The CTEs every lint may use, for the given API schemas. */
export function lintPrelude(apiSchemas: readonly string[]): string {
  return `with app_ns as (
  select n.oid, n.nspname from pg_catalog.pg_namespace as n
  where n.nspname !~ '^pg_' and n.nspname <> all (${textArray(PLATFORM_SCHEMAS)})
),
api_ns as (
  select n.oid, n.nspname from pg_catalog.pg_namespace as n
  where n.nspname = any (${textArray(apiSchemas)})
),
api_role (rolname) as (values ('anon'), ('authenticated')),
-- Tables whose policies we write: the app's, and storage.objects.
policy_rel as (
  select c.oid, n.nspname || '.' || c.relname as name, c.relrowsecurity
  from pg_catalog.pg_class as c join pg_catalog.pg_namespace as n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p')
    and (n.oid in (select oid from app_ns) or (n.nspname = 'storage' and c.relname = 'objects'))
),
-- Their policies, each with its table's name and its USING and WITH CHECK as text (null when absent).
rel_policy as (
  select p.name, pol.oid, pol.polname, pol.polpermissive, pol.polroles, pol.polcmd, ${policyExprs}
  from policy_rel as p join pg_catalog.pg_policy as pol on pol.polrelid = p.oid
)
`;
}

/** Not created by an extension (its objects are the extension's business). */
const notFromExtension = (classTable: string, oid: string) =>
  `not exists (select 1 from pg_catalog.pg_depend as e
     where e.classid = '${classTable}'::regclass and e.objid = ${oid} and e.deptype = 'e')`;

/** anon or authenticated may select from relation `oid` (or from one of its columns). */
const apiCanSelect = (oid: string) =>
  `exists (select 1 from api_role as r
     where pg_catalog.has_any_column_privilege(r.rolname, ${oid}, 'SELECT'))`;

const relName = `n.nspname || '.' || c.relname`;
const fnName = `n.nspname || '.' || p.proname || '(' || pg_catalog.pg_get_function_identity_arguments(p.oid) || ')'`;

/** `security definer` functions in an API schema that `role` may execute. */
const definerExecutable = (role: string) => `
  select ${fnName} as object, 'security definer, executable by ${role}' as detail
  from pg_catalog.pg_proc as p join api_ns as n on n.oid = p.pronamespace
  where p.prosecdef and pg_catalog.has_function_privilege('${role}', p.oid, 'EXECUTE')
    and ${notFromExtension('pg_proc', 'p.oid')}`;

export const LINTS: readonly Lint[] = [
  {
    name: 'rls_disabled_in_api',
    rule: 'Every table in an API schema has row-level security on: without it, any grant to anon or authenticated (now or added later) serves every row over the API.',
    sql: `select ${relName} as object, 'row-level security is off' as detail
      from pg_catalog.pg_class as c join api_ns as n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and not c.relrowsecurity`,
  },
  {
    name: 'policy_exists_rls_disabled',
    rule: 'A table with policies has row-level security on: policies on a table without it are never applied, so the table looks protected and is not.',
    sql: `select p.name as object, 'policies ' || string_agg(pol.polname, ', ' order by pol.polname) as detail
      from policy_rel as p join pg_catalog.pg_policy as pol on pol.polrelid = p.oid
      where not p.relrowsecurity
      group by p.name`,
  },
  {
    name: 'rls_enabled_no_policy',
    rule: 'A table with row-level security on and no policy refuses every API row: right for server-only tables, a mistake elsewhere, so each one is listed on purpose.',
    sql: `select p.name as object, 'row-level security on, no policy' as detail
      from policy_rel as p
      where p.relrowsecurity and not exists (select 1 from pg_catalog.pg_policy as pol where pol.polrelid = p.oid)`,
  },
  {
    name: 'multiple_permissive_policies',
    rule: 'At most one permissive policy per table, role and action: Postgres evaluates every permissive policy for every row and ORs them, so two cost twice; join the conditions with OR in one policy.',
    sql: `select p.name || ' ' || r.rolname || ' ' || act.cmd as object,
        string_agg(pol.polname, ', ' order by pol.polname) as detail
      from policy_rel as p
      join pg_catalog.pg_policy as pol on pol.polrelid = p.oid and pol.polpermissive
      join pg_catalog.pg_roles as r
        on (r.oid = any (pol.polroles) or pol.polroles = array[0]::oid[])
       and not r.rolbypassrls and r.rolname !~ '^pg_'
      cross join lateral pg_catalog.unnest(case pol.polcmd
        when 'r' then array['SELECT'] when 'a' then array['INSERT'] when 'w' then array['UPDATE']
        when 'd' then array['DELETE'] else array['SELECT', 'INSERT', 'UPDATE', 'DELETE'] end) as act (cmd)
      group by p.name, r.rolname, act.cmd
      having pg_catalog.count(*) > 1`,
  },
  {
    name: 'auth_rls_initplan',
    rule: 'A policy calls auth.uid(), auth.jwt(), auth.role(), auth.email() or current_setting() inside a scalar subquery, (select auth.uid()): Postgres then evaluates it once per statement instead of once per row.',
    sql: `select pol.name || ' ' || pol.polname as object, 'a bare call in USING or WITH CHECK' as detail
      from rel_policy as pol
      cross join lateral pg_catalog.unnest(array[pol.using_expr, pol.check_expr]) as e (expr)
      where pg_catalog.regexp_replace(e.expr,
              '\\(\\s*SELECT\\s+(auth\\.(uid|jwt|role|email)\\(\\)|current_setting\\([^()]*\\))', '', 'gi')
            ~* '(auth\\.(uid|jwt|role|email)\\(\\)|current_setting\\()'
      group by pol.name, pol.polname`,
  },
  {
    name: 'rls_references_user_metadata',
    rule: 'No policy, nor a function a policy calls, reads the user metadata (auth.users.raw_user_meta_data, the JWT user_metadata): the user writes it from the browser, so it can never grant anything.',
    sql: `select pol.name || ' ' || pol.polname as object, 'reads user metadata' as detail
      from rel_policy as pol
      where coalesce(pol.using_expr, '') || coalesce(pol.check_expr, '') ~* 'user_meta'
         or exists (
           select 1 from pg_catalog.pg_depend as d join pg_catalog.pg_proc as f on f.oid = d.refobjid
           where d.classid = 'pg_policy'::regclass and d.objid = pol.oid
             and d.refclassid = 'pg_proc'::regclass and f.prosrc ~* 'user_meta')`,
  },
  {
    name: 'rls_policy_always_true',
    rule: 'No permissive policy for anon, authenticated or PUBLIC lets every row be changed: USING true on UPDATE or DELETE, or WITH CHECK true (or none) on INSERT, is no rule at all.',
    sql: `select pol.name || ' ' || pol.polname as object, 'always true for ' ||
          case pol.polcmd when 'r' then 'SELECT' when 'a' then 'INSERT' when 'w' then 'UPDATE'
            when 'd' then 'DELETE' else 'ALL' end as detail
      from rel_policy as pol
      where pol.polpermissive
        and (pol.polroles = array[0]::oid[]
             or exists (select 1 from api_role as r where r.rolname::regrole = any (pol.polroles)))
        and ((pol.polcmd in ('w', 'd', '*') and coalesce(pol.using_expr, 'true') = 'true')
          or (pol.polcmd in ('a', 'w', '*') and pol.check_expr = 'true')
          or (pol.polcmd = 'a' and pol.check_expr is null))`,
  },
  {
    name: 'public_bucket_allows_listing',
    rule: "A public bucket's files are served by URL without any policy; a SELECT policy on storage.objects that admits the whole bucket only adds listing, which lets anyone enumerate every file.",
    sql: `select 'storage.buckets ' || b.id as object, 'listed by policy ' || pol.polname as detail
      from storage.buckets as b
      join pg_catalog.pg_policy as pol on pol.polrelid = 'storage.objects'::regclass
        and pol.polpermissive and pol.polcmd in ('r', '*')
      cross join lateral (select ${policyExprs}) as x
      where b.public
        and (pol.polroles = array[0]::oid[]
             or exists (select 1 from api_role as r where r.rolname::regrole = any (pol.polroles)))
        and pg_catalog.regexp_replace(coalesce(x.using_expr, 'true'), '[\\s()]|::text', '', 'g')
            in ('true', 'bucket_id=''' || b.id || '''')`,
  },
  {
    name: 'auth_users_exposed',
    rule: 'No view or materialized view an API role can read is built on auth.users (the e-mails, the metadata, the sign-in data of everyone) unless it runs as the caller and auth.users has row-level security.',
    sql: `select distinct ${relName} as object, 'reads auth.users' as detail
      from pg_catalog.pg_class as c
      join api_ns as n on n.oid = c.relnamespace
      join pg_catalog.pg_rewrite as rw on rw.ev_class = c.oid
      join pg_catalog.pg_depend as d on d.classid = 'pg_rewrite'::regclass and d.objid = rw.oid
        and d.refobjid = 'auth.users'::regclass
      where c.relkind in ('v', 'm') and ${apiCanSelect('c.oid')}
        and (c.relkind = 'm'
          or not coalesce(c.reloptions, '{}') && array['security_invoker=true', 'security_invoker=on', 'security_invoker=1', 'security_invoker=yes']
          or not (select u.relrowsecurity from pg_catalog.pg_class as u where u.oid = 'auth.users'::regclass))`,
  },
  {
    name: 'security_definer_view',
    rule: 'A view an API role can read runs as the caller (security_invoker): by default a view reads its tables as its owner, past their row-level security.',
    sql: `select ${relName} as object, 'view without security_invoker' as detail
      from pg_catalog.pg_class as c join api_ns as n on n.oid = c.relnamespace
      where c.relkind = 'v' and ${apiCanSelect('c.oid')} and ${notFromExtension('pg_class', 'c.oid')}
        and not coalesce(c.reloptions, '{}') && array['security_invoker=true', 'security_invoker=on', 'security_invoker=1', 'security_invoker=yes']`,
  },
  {
    name: 'materialized_view_in_api',
    rule: 'No materialized view an API role can read in an API schema: a materialized view has no row-level security, so every stored row is served.',
    sql: `select ${relName} as object, 'materialized view readable over the API' as detail
      from pg_catalog.pg_class as c join api_ns as n on n.oid = c.relnamespace
      where c.relkind = 'm' and ${apiCanSelect('c.oid')} and ${notFromExtension('pg_class', 'c.oid')}`,
  },
  {
    name: 'foreign_table_in_api',
    rule: 'No foreign table an API role can read in an API schema: foreign tables have no row-level security.',
    sql: `select ${relName} as object, 'foreign table readable over the API' as detail
      from pg_catalog.pg_class as c join api_ns as n on n.oid = c.relnamespace
      where c.relkind = 'f' and ${apiCanSelect('c.oid')} and ${notFromExtension('pg_class', 'c.oid')}`,
  },
  {
    name: 'anon_security_definer_function_executable',
    rule: 'A security-definer function in an API schema that anon may execute is a signed-out endpoint past row-level security: only the RPCs meant for signed-out visitors.',
    sql: definerExecutable('anon'),
  },
  {
    name: 'authenticated_security_definer_function_executable',
    rule: 'A security-definer function in an API schema that authenticated may execute is an endpoint past row-level security for any account: only the RPCs that check the caller themselves.',
    sql: definerExecutable('authenticated'),
  },
  {
    name: 'function_search_path_mutable',
    rule: "Every app function fixes its search_path (set search_path = ''): otherwise the caller's search_path decides which table or operator a name means, and a security-definer function can be made to run someone else's object.",
    sql: `select ${fnName} as object, 'no set search_path' as detail
      from pg_catalog.pg_proc as p join app_ns as n on n.oid = p.pronamespace
      where ${notFromExtension('pg_proc', 'p.oid')}
        and not exists (select 1 from pg_catalog.unnest(p.proconfig) as s (setting)
                        where s.setting like 'search_path=%')`,
  },
  {
    name: 'extension_in_api',
    rule: "No extension in an API schema (plpgsql aside): its functions and tables would be served by the API and would shadow names in callers' search_path; extensions go in `extensions`.",
    sql: `select x.extname as object, 'installed in ' || n.nspname as detail
      from pg_catalog.pg_extension as x join api_ns as n on n.oid = x.extnamespace
      where x.extname <> 'plpgsql'`,
  },
  {
    name: 'extension_versions_outdated',
    rule: 'Every installed extension is at the version the server ships as default: an older one misses fixes that a plain ALTER EXTENSION ... UPDATE applies.',
    sql: `select x.extname as object, x.extversion || ' installed, ' || a.default_version || ' available' as detail
      from pg_catalog.pg_extension as x
      join pg_catalog.pg_available_extensions as a on a.name = x.extname
      where a.default_version is distinct from x.extversion`,
  },
  {
    name: 'unindexed_foreign_keys',
    rule: 'Every foreign key has an index whose leading columns are its columns (a partial one may leave out null keys): deleting or updating a referenced row (a user, a conversation) otherwise scans the whole referencing table, once per row.',
    sql: `select ${relName} || ' ' || k.conname as object,
        'columns ' || (select string_agg(a.attname, ', ' order by a.attnum) from pg_catalog.pg_attribute as a
                       where a.attrelid = c.oid and a.attnum = any (k.conkey)) as detail
      from pg_catalog.pg_constraint as k
      join pg_catalog.pg_class as c on c.oid = k.conrelid
      join app_ns as n on n.oid = c.relnamespace
      where k.contype = 'f' and not exists (
        select 1 from pg_catalog.pg_index as i
        where i.indrelid = k.conrelid and i.indisvalid
          -- a partial index still serves the key's lookups when it leaves out only null keys
          and (i.indpred is null or pg_catalog.pg_get_expr(i.indpred, i.indrelid) in (
            select '(' || pg_catalog.quote_ident(a.attname) || ' IS NOT NULL)' from pg_catalog.pg_attribute as a
            where a.attrelid = k.conrelid and a.attnum = any (k.conkey)))
          and pg_catalog.array_length(k.conkey, 1) <= i.indnkeyatts
          and (i.indkey::int2[])[0:pg_catalog.array_length(k.conkey, 1) - 1] @> k.conkey
          and (i.indkey::int2[])[0:pg_catalog.array_length(k.conkey, 1) - 1] <@ k.conkey)`,
  },
  {
    name: 'duplicate_index',
    rule: 'No two indexes on a table are the same (columns, expressions, operator classes, predicate, uniqueness): the copy costs every write and space and is never chosen over the other.',
    sql: `select ${relName} as object, string_agg(i.indexrelid::regclass::text, ', ' order by i.indexrelid::regclass::text) as detail
      from pg_catalog.pg_index as i
      join pg_catalog.pg_class as c on c.oid = i.indrelid
      join app_ns as n on n.oid = c.relnamespace
      join pg_catalog.pg_class as ic on ic.oid = i.indexrelid
      group by n.nspname, c.relname, ic.relam, i.indkey::text, i.indclass::text, i.indcollation::text,
        i.indoption::text, i.indisunique, pg_catalog.pg_get_expr(i.indexprs, i.indrelid),
        pg_catalog.pg_get_expr(i.indpred, i.indrelid)
      having pg_catalog.count(*) > 1`,
  },
  {
    name: 'no_primary_key',
    rule: 'Every app table has a primary key: without one a row cannot be addressed for an update or a delete, and logical replication and many tools refuse the table.',
    sql: `select ${relName} as object, 'no primary key' as detail
      from pg_catalog.pg_class as c join app_ns as n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and not c.relispartition and ${notFromExtension('pg_class', 'c.oid')}
        and not exists (select 1 from pg_catalog.pg_index as i where i.indrelid = c.oid and i.indisprimary)`,
  },
  {
    name: 'unsupported_reg_types',
    rule: 'No app column stores an OID-alias type pg_upgrade cannot carry (regproc, regprocedure, regoper, regoperator, regconfig, regdictionary, regnamespace, regcollation): it would block the next major-version upgrade.',
    sql: `select ${relName} || '.' || a.attname as object, a.atttypid::regtype::text as detail
      from pg_catalog.pg_attribute as a
      join pg_catalog.pg_class as c on c.oid = a.attrelid
      join app_ns as n on n.oid = c.relnamespace
      where a.attnum > 0 and not a.attisdropped
        and a.atttypid in ('regproc'::regtype, 'regprocedure'::regtype, 'regoper'::regtype,
          'regoperator'::regtype, 'regconfig'::regtype, 'regdictionary'::regtype,
          'regnamespace'::regtype, 'regcollation'::regtype)`,
  },
  {
    name: 'fkey_to_auth_unique',
    rule: 'No foreign key points at a unique constraint of the auth schema other than its primary key: the platform may change those constraints in an upgrade, and the key would block it.',
    sql: `select ${relName} || ' ' || k.conname as object, 'references ' || k.confrelid::regclass::text as detail
      from pg_catalog.pg_constraint as k
      join pg_catalog.pg_class as c on c.oid = k.conrelid
      join app_ns as n on n.oid = c.relnamespace
      join pg_catalog.pg_class as ref on ref.oid = k.confrelid
      join pg_catalog.pg_index as i on i.indexrelid = k.conindid
      where k.contype = 'f' and ref.relnamespace = 'auth'::regnamespace and not i.indisprimary`,
  },
];
