/**
 * Every privilege anon and authenticated hold in the app's schemas, one sorted line each
 * (`table public.x anon SELECT`, `column public.x.y authenticated UPDATE`, `sequence ...`,
 * `function ...`), so two databases compare with one toEqual and a failure names the difference.
 */
export const SNAPSHOT_SCHEMAS = ['public', 'private', 'rls', 'storage'];

const SNAPSHOT_SQL = `
with roles(role) as (values ('anon'), ('authenticated')),
rels as (
  select c.oid, c.relkind, n.nspname || '.' || c.relname as name
  from pg_catalog.pg_class as c
  join pg_catalog.pg_namespace as n on n.oid = c.relnamespace
  where n.nspname in (${SNAPSHOT_SCHEMAS.map((s) => `'${s}'`).join(', ')})
    and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')
)
select 'table ' || r.name || ' ' || roles.role || ' ' || p.priv as line
from rels as r cross join roles
cross join unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER']) as p(priv)
where r.relkind <> 'S' and pg_catalog.has_table_privilege(roles.role, r.oid, p.priv)
union all
select 'column ' || r.name || '.' || a.attname || ' ' || roles.role || ' ' || p.priv
from rels as r
join pg_catalog.pg_attribute as a on a.attrelid = r.oid and a.attnum > 0 and not a.attisdropped
cross join roles
cross join unnest(array['SELECT', 'INSERT', 'UPDATE', 'REFERENCES']) as p(priv)
where r.relkind <> 'S' and pg_catalog.has_column_privilege(roles.role, r.oid, a.attnum, p.priv)
union all
select 'sequence ' || r.name || ' ' || roles.role || ' ' || p.priv
from rels as r cross join roles
cross join unnest(array['USAGE', 'SELECT', 'UPDATE']) as p(priv)
where r.relkind = 'S' and pg_catalog.has_sequence_privilege(roles.role, r.oid, p.priv)
union all
select 'function ' || f.oid::regprocedure::text || ' ' || roles.role || ' EXECUTE'
from pg_catalog.pg_proc as f
join pg_catalog.pg_namespace as n on n.oid = f.pronamespace
cross join roles
where n.nspname in (${SNAPSHOT_SCHEMAS.map((s) => `'${s}'`).join(', ')})
  and pg_catalog.has_function_privilege(roles.role, f.oid, 'EXECUTE')
union all
select 'schema ' || n.nspname || ' ' || roles.role || ' USAGE'
from pg_catalog.pg_namespace as n cross join roles
where n.nspname in (${SNAPSHOT_SCHEMAS.map((s) => `'${s}'`).join(', ')})
  and pg_catalog.has_schema_privilege(roles.role, n.oid, 'USAGE')
`;

/** The sorted privilege lines of a database, read with superuser SQL. */
export async function privilegeSnapshot(
  query: (sql: string) => Promise<Record<string, unknown>[]>,
): Promise<string[]> {
  const rows = await query(SNAPSHOT_SQL);
  return rows.map((r) => String(r.line)).sort();
}
