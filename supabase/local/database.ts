/**
 * The stack's one database: PGlite (real Postgres in WASM) opened through @supabase/lite's
 * driver, provisioned with lite's auth schema, our bootstrap (roles), the storage shim, the
 * project's migrations (CLI history table) and, on a fresh database only, the seed.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { PGlite, Transaction } from '@electric-sql/pglite';
import { createPgliteConnection, type PgliteConnection } from '@supabase/lite/pglite';

import {
  PGLITE_EXTENSIONS,
  pgliteStart,
  tarballBlob,
  THROWAWAY_START_PARAMS,
} from './pglite-extensions.ts';
import { isoTimestamp, isoTimestamptz } from './timestamps.ts';

const here = dirname(fileURLToPath(import.meta.url));
export const repoRoot = resolve(here, '../..');

export interface DatabasePaths {
  /** Folder with the idempotent shim SQL applied on every start (only the files lite lacks;
   * see SHIM_FILES). */
  shimDir: string;
  migrationsDir: string;
  /** The seed: every .sql file in it, in name order (as config.toml's [db.seed] sql_paths). */
  seedDir: string;
}

export const defaultPaths: DatabasePaths = {
  shimDir: join(repoRoot, 'supabase/shim'),
  migrationsDir: join(repoRoot, 'supabase/migrations'),
  seedDir: join(repoRoot, 'supabase/seed'),
};

/** Shim files applied on top of @supabase/lite (which provides the auth tables; bootstrap.sql the
 * roles): Supabase's auth helpers and the storage schema. */
export const SHIM_FILES = ['11_auth_helpers.sql', '20_storage.sql'];

const BOOTSTRAP_SQL = readFileSync(join(here, 'sql/bootstrap.sql'), 'utf8');

export class StartupError extends Error {}

export interface OpenOptions {
  memory: boolean;
  dataDir: string;
  paths: DatabasePaths;
  /** Folder for the fresh-database template cache (git-ignored); null disables it. */
  cacheDir: string | null;
  log: (line: string) => void;
}

export interface OpenedDatabase {
  connection: PgliteConnection;
  pg: PGlite;
  fresh: boolean;
  applied: string[];
  fromTemplate: boolean;
}

/** The .sql files in `dir` whose names match, in name order; none when `dir` is missing. */
function sqlFiles(dir: string, name = /\.sql$/): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => name.test(f))
    .sort()
    .map((f) => join(dir, f));
}

function migrationFiles(dir: string): { version: string; name: string; file: string }[] {
  return sqlFiles(dir, /^\d+_.*\.sql$/).map((file) => {
    const [version = file, ...rest] = basename(file)
      .replace(/\.sql$/, '')
      .split('_');
    return { version, name: rest.join('_'), file };
  });
}

/** The seed: `supabase/seed/*.sql` in name order (as config.toml's [db.seed] sql_paths). */
export const seedFiles = (dir: string) => sqlFiles(dir);

function shimFiles(dir: string): string[] {
  return SHIM_FILES.map((f) => join(dir, f)).filter((f) => existsSync(f));
}

/** Everything a fresh database is built from; the template cache is keyed by it. */
function contentKey(paths: DatabasePaths): string {
  const h = createHash('sha256');
  const pkg = (p: string) =>
    readFileSync(join(repoRoot, 'node_modules', p, 'package.json'), 'utf8');
  h.update(pkg('@supabase/lite')).update(pkg('@electric-sql/pglite')).update(BOOTSTRAP_SQL);
  for (const f of shimFiles(paths.shimDir)) h.update(f).update(readFileSync(f));
  for (const m of migrationFiles(paths.migrationsDir))
    h.update(m.file).update(readFileSync(m.file));
  for (const f of seedFiles(paths.seedDir)) h.update(basename(f)).update(readFileSync(f));
  // The seed writes dates relative to now(): a template is only valid on the day it was made.
  h.update(new Date().toISOString().slice(0, 10));
  return h.digest('hex').slice(0, 16);
}

function pgMessage(error: unknown): string {
  const e = error as { message?: string; position?: string; detail?: string; hint?: string };
  const parts = [e?.message ?? String(error)];
  if (e?.detail) parts.push(`DETAIL: ${e.detail}`);
  if (e?.hint) parts.push(`HINT: ${e.hint}`);
  return parts.join('\n');
}

function lineOf(sql: string, position: string | undefined): string {
  const pos = Number(position);
  if (!pos) return '';
  return ` (line ${sql.slice(0, pos).split('\n').length})`;
}

async function execFile(pg: PGlite | Transaction, file: string, what: string) {
  const sql = readFileSync(file, 'utf8');
  try {
    await pg.exec(sql);
  } catch (error) {
    const rel = file.startsWith(repoRoot) ? file.slice(repoRoot.length + 1) : file;
    const position = (error as { position?: string }).position;
    throw new StartupError(`${what} ${rel} failed${lineOf(sql, position)}: ${pgMessage(error)}`);
  }
}

/** Applies pending migrations, each in its own transaction together with its history row. */
export async function applyMigrations(pg: PGlite, paths: DatabasePaths, log: (l: string) => void) {
  const done = new Set(
    (
      await pg.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations',
      )
    ).rows.map((r) => r.version),
  );
  const applied: string[] = [];
  for (const m of migrationFiles(paths.migrationsDir)) {
    if (done.has(m.version)) continue;
    const sql = readFileSync(m.file, 'utf8');
    await pg.transaction(async (tx) => {
      await execFile(tx, m.file, 'Migration');
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [m.version, m.name, [sql]],
      );
    });
    applied.push(`${m.version}_${m.name}`);
    log(`applied migration ${m.version}_${m.name}`);
  }
  return applied;
}

async function connect(dataDir: string | undefined, template: string | null) {
  const connection = await createPgliteConnection({
    url: dataDir,
    pgliteOptions: {
      ...(template ? { loadDataDir: tarballBlob(template) } : {}),
      ...(await pgliteStart()),
      // An in-memory database lives as long as its process (a test's, a browser run's).
      ...(dataDir ? {} : { startParams: THROWAWAY_START_PARAMS }),
      extensions: PGLITE_EXTENSIONS,
      parsers: { 1184: isoTimestamptz, 1114: isoTimestamp },
    },
  });
  await connection.driver.waitReady;
  keepMigrationPrivileges(connection);
  return connection;
}

/**
 * workaround "lite-grants": on the first request that carries a role, lite's `ensureRlsContext`
 * runs `GRANT ALL ON ALL TABLES/SEQUENCES` (and the matching default privileges) to anon,
 * authenticated and service_role in every schema with an RLS table, undoing the migrations'
 * revokes and column grants. Its only state is the public field `rlsState`; starting it as
 * 'active' means "roles and grants are done" (bootstrap.sql creates the roles, the migrations
 * grant), so lite still applies each request's role and claims but never grants.
 */
function keepMigrationPrivileges(connection: PgliteConnection) {
  const state = connection as unknown as { rlsState: string };
  if (state.rlsState !== 'unknown') {
    throw new Error(
      `@supabase/lite changed: rlsState is ${String(state.rlsState)}, expected 'unknown'`,
    );
  }
  state.rlsState = 'active';
}

/** Lite's grant, left by a stack older than workaround "lite-grants": default privileges for
 * the API roles in `private` (no migration gives any). */
async function hasLiteGrants(pg: PGlite): Promise<boolean> {
  const { rows } = await pg.query(
    `select 1 from pg_catalog.pg_default_acl as d
     join pg_catalog.pg_namespace as n on n.oid = d.defaclnamespace
     where n.nspname = 'private' and d.defaclacl::text like '%anon=%'`,
  );
  return rows.length > 0;
}

/** Builds a fresh database on `connection`: template, or auth + bootstrap + shim + migrations + seed. */
async function provision(
  pg: PGlite,
  opts: OpenOptions,
  fresh: boolean,
  templateFile: string | null,
  useTemplate: boolean,
) {
  const { paths, cacheDir, log } = opts;
  if (useTemplate) {
    log('fresh database from template cache');
    return [];
  }
  // Idempotent bootstrap on every start, then the shim, then pending migrations.
  const { getAuthSchemaSql } = await import('@supabase/lite');
  await pg.exec(getAuthSchemaSql());
  await pg.exec(BOOTSTRAP_SQL);
  for (const f of shimFiles(paths.shimDir)) await execFile(pg, f, 'Shim');
  const applied = await applyMigrations(pg, paths, log);
  const seed = fresh ? seedFiles(paths.seedDir) : [];
  if (seed.length > 0) {
    // One transaction (one now()) for all the parts, as `npm run test:pg15` applies them.
    await pg.transaction(async (tx) => {
      for (const f of seed) await execFile(tx, f, 'Seed');
    });
    log(`applied the seed (${seed.map((f) => basename(f)).join(', ')})`);
  }
  if (fresh && templateFile && cacheDir) await writeTemplate(pg, cacheDir, templateFile, log);
  return applied;
}

async function writeTemplate(
  pg: PGlite,
  cacheDir: string,
  templateFile: string,
  log: (line: string) => void,
) {
  try {
    mkdirSync(cacheDir, { recursive: true });
    for (const f of readdirSync(cacheDir)) if (f.startsWith('template-')) rmSync(join(cacheDir, f));
    const tar = await pg.dumpDataDir('none');
    const tmp = `${templateFile}.${process.pid}.tmp`;
    writeFileSync(tmp, Buffer.from(await tar.arrayBuffer()));
    renameSync(tmp, templateFile);
  } catch (error) {
    log(`template cache not written: ${(error as Error).message}`);
  }
}

/** Folders `<dataDir>.building-<pid>` left by a first start that was killed. */
function removeAbandonedBuilds(dataDir: string) {
  const parent = dirname(dataDir);
  const prefix = `${basename(dataDir)}.building-`;
  if (!existsSync(parent)) return;
  for (const f of readdirSync(parent)) {
    if (f.startsWith(prefix)) rmSync(join(parent, f), { recursive: true, force: true });
  }
}

export const RESET_HINT =
  'Recreate it with `npm run db:reset` (this deletes the local data), or start with --reset.';

/**
 * Opens the stack's database. A new on-disk database is built in `<dataDir>.building-<pid>` and
 * renamed into place only once complete, so a first start that is killed (Ctrl-C, kill -9) leaves
 * no half-built data dir: the next start simply builds again. A data dir that exists but cannot
 * be opened is a StartupError that names `npm run db:reset`.
 */
export async function openDatabase(opts: OpenOptions): Promise<OpenedDatabase> {
  const { memory, dataDir, paths, cacheDir } = opts;
  const fresh = memory || !existsSync(join(dataDir, 'PG_VERSION'));
  const key = fresh && cacheDir ? contentKey(paths) : null;
  const templateFile = key && cacheDir ? join(cacheDir, `template-${key}.tar`) : null;
  const useTemplate = !!templateFile && existsSync(templateFile);
  const template = useTemplate ? templateFile : null;

  if (memory) {
    const connection = await connect(undefined, template);
    const applied = await provision(connection.driver, opts, true, templateFile, useTemplate);
    return { connection, pg: connection.driver, fresh, applied, fromTemplate: useTemplate };
  }

  if (fresh) {
    removeAbandonedBuilds(dataDir);
    const building = `${dataDir}.building-${process.pid}`;
    mkdirSync(building, { recursive: true });
    const connection = await connect(building, template);
    let applied: string[];
    try {
      applied = await provision(connection.driver, opts, true, templateFile, useTemplate);
    } catch (error) {
      await connection.close().catch(() => undefined);
      rmSync(building, { recursive: true, force: true });
      throw error;
    }
    await connection.close();
    // Only a complete database gets the real name (an empty or partial folder is replaced).
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dirname(dataDir), { recursive: true });
    renameSync(building, dataDir);
    const reopened = await connect(dataDir, null);
    return { connection: reopened, pg: reopened.driver, fresh, applied, fromTemplate: useTemplate };
  }

  let connection: PgliteConnection;
  try {
    connection = await connect(dataDir, null);
    await connection.driver.query('select 1');
  } catch (error) {
    throw new StartupError(
      `The local database in ${dataDir} cannot be opened (${pgMessage(error)}). ${RESET_HINT}`,
    );
  }
  try {
    const applied = await provision(connection.driver, opts, false, null, false);
    if (await hasLiteGrants(connection.driver)) {
      opts.log(
        `The local database in ${dataDir} still has the grants an older stack let @supabase/lite add (anon and authenticated may write every table). ${RESET_HINT}`,
      );
    }
    return { connection, pg: connection.driver, fresh, applied, fromTemplate: false };
  } catch (error) {
    await connection.close().catch(() => undefined);
    throw error;
  }
}
