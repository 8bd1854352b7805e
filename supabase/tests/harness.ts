// Database test harness: a fresh database with supabase/shim + supabase/migrations applied, and a
// way to run statements "as" anon or a signed-in user exactly as PostgREST does (one transaction,
// set_config('role', …, true) and set_config('request.jwt.claims', …, true)).
//
// Driver: in-memory PGlite by default (`npm test`); with DB_TEST_URL=postgres://… a `pg` client on a
// fresh database created for the test file on that server (`npm run test:pg15`).
//
// Every test file's database is a copy of one template, built once from the schema files: applying
// the 51 migrations takes seconds per database, copying the result a fraction of that.
// - PGlite: the built data directory as a tarball (dumpDataDir), cached in
//   supabase/.temp/db-test-cache/ under a key of the schema files' contents and the PGlite version,
//   so a second run (or worker) loads it instead of building; a lock file keeps parallel builders to one.
// - PostgreSQL: a database `tutor_template_<key>` on the DB_TEST_URL server, built once (under an
//   advisory lock) and copied per file with `create database … template …`.
import { createHash, randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  openSync,
  closeSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { PGlite } from '@electric-sql/pglite';
import type { Client as PgClient } from 'pg';

const supabaseDir = fileURLToPath(new URL('..', import.meta.url));

/** The SQL files that build a database, in order: the platform shim, then the app migrations. */
export function schemaFiles(): string[] {
  const list = (dir: string) =>
    readdirSync(`${supabaseDir}/${dir}`)
      .filter((f) => f.endsWith('.sql'))
      .sort()
      .map((f) => `${supabaseDir}/${dir}/${f}`);
  return [...list('shim'), ...list('migrations')];
}

/** The template's key: the schema files (names and contents) and the PGlite build that ran them. */
export function schemaKey(): string {
  const h = createHash('sha256');
  const pglite = join(supabaseDir, '../node_modules/@electric-sql/pglite/package.json');
  h.update(readFileSync(pglite));
  for (const file of schemaFiles()) {
    h.update(file.slice(supabaseDir.length)).update('\0').update(readFileSync(file)).update('\0');
  }
  return h.digest('hex').slice(0, 16);
}

/** Where the PGlite template tarballs are kept (git-ignored); DB_TEST_CACHE_DIR overrides it. */
const cacheDir = () => process.env.DB_TEST_CACHE_DIR ?? join(supabaseDir, '.temp/db-test-cache');

/** Applies the schema files in order, naming the file that failed. */
async function applyFiles(sql: Sql, files: string[]): Promise<void> {
  for (const file of files) {
    try {
      await sql.exec(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`applying ${file} failed: ${(error as Error).message}`, { cause: error });
    }
  }
}

/** A new in-memory PGlite: empty, or loaded from a data-directory tarball. */
async function newPGlite(tarball?: string): Promise<PGlite> {
  return (await import('../local/pglite-extensions.ts')).openThrowawayPGlite(tarball);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A builder that died leaves its lock behind; after this long the lock is taken over. */
const STALE_LOCK_MS = 5 * 60_000;

/** Runs fn while holding `lock` (a file created exclusively), waiting for another holder to finish. */
async function withFileLock<T>(lock: string, fn: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx'));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      try {
        if (Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS) rmSync(lock, { force: true });
      } catch {
        // The holder released it between the two calls: try again.
      }
      await sleep(100);
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lock, { force: true });
  }
}

let pgliteTemplateFile: Promise<string> | undefined;

/**
 * The PGlite template's tarball (shim + migrations applied), built on first use and cached on disk
 * under the schema key; older keys' tarballs are removed when a new one is written.
 */
export function pgliteTemplate(): Promise<string> {
  pgliteTemplateFile ??= (async () => {
    const dir = cacheDir();
    const file = join(dir, `pglite-${schemaKey()}.tar`);
    if (existsSync(file)) return file;
    mkdirSync(dir, { recursive: true });
    await withFileLock(join(dir, 'build.lock'), async () => {
      if (existsSync(file)) return;
      const db = await newPGlite();
      try {
        await applyFiles(pgliteSql(db), schemaFiles());
        const tar = await db.dumpDataDir('none');
        for (const f of readdirSync(dir)) if (/^pglite-.*\.tar$/.test(f)) rmSync(join(dir, f));
        const tmp = `${file}.${process.pid}.tmp`;
        writeFileSync(tmp, Buffer.from(await tar.arrayBuffer()));
        renameSync(tmp, file);
      } finally {
        await db.close();
      }
    });
    return file;
  })();
  return pgliteTemplateFile;
}

/** A new in-memory PGlite copied from the template (shim + migrations already applied). */
export async function pgliteFromTemplate(): Promise<PGlite> {
  return newPGlite(await pgliteTemplate());
}

export type Row = Record<string, unknown>;

export interface Sql {
  query<T extends Row = Row>(text: string, params?: unknown[]): Promise<T[]>;
  exec(text: string): Promise<void>;
}

export type Actor =
  { kind: 'anon' } | { kind: 'service' } | { kind: 'user'; id: string; email: string };

export interface TestDb {
  /** The superuser (postgres): bypasses RLS; for fixtures and inspection. */
  admin: Sql;
  /** Runs fn in one transaction as the actor and commits. */
  as<T>(actor: Actor, fn: (sql: Sql) => Promise<T>): Promise<T>;
  /** Runs fn in one transaction as the actor and always rolls back (no trace left). */
  try<T>(actor: Actor, fn: (sql: Sql) => Promise<T>): Promise<T>;
  /** The database's connection string with DB_TEST_URL (for tests that need several sessions). */
  url?: string;
  close(): Promise<void>;
}

interface Driver {
  sql: Sql;
  /** The test database's connection string (PostgreSQL only; PGlite has one connection). */
  url?: string;
  close(): Promise<void>;
}

function pgliteSql(db: PGlite): Sql {
  return {
    async query<T extends Row>(text: string, params?: unknown[]) {
      return (await db.query<T>(text, params)).rows;
    },
    async exec(text: string) {
      await db.exec(text);
    },
  };
}

async function pgliteDriver(): Promise<Driver> {
  const db = await pgliteFromTemplate();
  return { sql: pgliteSql(db), close: () => db.close() };
}

function pgSql(client: PgClient): Sql {
  return {
    async query<T extends Row>(text: string, params?: unknown[]) {
      return (await client.query(text, params)).rows as T[];
    },
    async exec(text: string) {
      await client.query(text);
    },
  };
}

/** A database name that is safe to splice into SQL (ours only: letters, digits, underscores). */
function dbName(name: string): string {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name ${name}`);
  return name;
}

function withDatabase(url: string, name: string): string {
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return dbUrl.toString();
}

let pgTemplateName: Promise<string> | undefined;

/**
 * The PostgreSQL template database on the DB_TEST_URL server: `tutor_template_<schema key>`, built
 * once (shim + migrations) under an advisory lock so parallel workers wait for one builder.
 */
export function pgTemplate(url: string): Promise<string> {
  pgTemplateName ??= (async () => {
    const { default: pg } = await import('pg');
    const name = dbName(`tutor_template_${schemaKey()}`);
    const server = new pg.Client({ connectionString: url });
    await server.connect();
    try {
      await server.query(`select pg_advisory_lock(hashtext('tutor_template'))`);
      const exists = await server.query('select 1 from pg_database where datname = $1', [name]);
      if (exists.rowCount === 0) {
        const building = dbName(`${name}_building`);
        await server.query(`drop database if exists ${building} with (force)`);
        await server.query(`create database ${building}`);
        const client = new pg.Client({ connectionString: withDatabase(url, building) });
        await client.connect();
        try {
          await applyFiles(pgSql(client), schemaFiles());
        } finally {
          await client.end();
        }
        // Only a complete template gets the real name: a builder that died leaves `…_building`.
        await server.query(`alter database ${building} rename to ${name}`);
        await server.query(`alter database ${name} is_template true`);
      }
      return name;
    } finally {
      await server.end();
    }
  })();
  return pgTemplateName;
}

async function pgDriver(url: string): Promise<Driver> {
  const { default: pg } = await import('pg');
  const template = await pgTemplate(url);
  const name = dbName(`tutor_test_${randomUUID().replaceAll('-', '')}`);
  const server = new pg.Client({ connectionString: url });
  await server.connect();
  await server.query(`create database ${name} template ${template}`);
  const dbUrl = withDatabase(url, name);
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  return {
    url: dbUrl,
    sql: pgSql(client),
    async close() {
      await client.end();
      await server.query(`drop database if exists ${name} with (force)`);
      await server.end();
    },
  };
}

/** Builds the template of the configured driver now (Vitest's globalSetup, before the workers). */
export async function prepareTemplate(): Promise<void> {
  const url = process.env.DB_TEST_URL;
  if (url) await pgTemplate(url);
  else await pgliteTemplate();
}

/**
 * Inside an open transaction: from here on, act as the actor exactly as PostgREST does per request
 * (set_config('role', …, true) and set_config('request.jwt.claims', …, true)).
 */
export async function actAs(sql: Sql, actor: Actor): Promise<void> {
  const role =
    actor.kind === 'anon' ? 'anon' : actor.kind === 'service' ? 'service_role' : 'authenticated';
  await sql.exec('reset role');
  await sql.query(
    `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`,
    [role, JSON.stringify(claimsOf(actor))],
  );
}

function claimsOf(actor: Actor): Record<string, unknown> {
  if (actor.kind === 'anon') return { role: 'anon' };
  if (actor.kind === 'service') return { role: 'service_role' };
  return { sub: actor.id, role: 'authenticated', aud: 'authenticated', email: actor.email };
}

/**
 * A fresh database with the shim and all migrations applied (a copy of the template), plus extra SQL
 * files applied on top in order (e.g. the seed).
 */
export async function createTestDb(extraFiles: string[] = []): Promise<TestDb> {
  const url = process.env.DB_TEST_URL;
  const driver = url ? await pgDriver(url) : await pgliteDriver();
  const { sql } = driver;
  await applyFiles(sql, extraFiles);

  async function inTransaction<T>(
    actor: Actor,
    fn: (tx: Sql) => Promise<T>,
    commit: boolean,
  ): Promise<T> {
    await sql.exec('begin');
    try {
      await actAs(sql, actor);
      const result = await fn(sql);
      await sql.exec(commit ? 'commit' : 'rollback');
      return result;
    } catch (error) {
      await sql.exec('rollback');
      throw error;
    }
  }

  return {
    admin: sql,
    as: (actor, fn) => inTransaction(actor, fn, true),
    try: (actor, fn) => inTransaction(actor, fn, false),
    url: driver.url,
    close: () => driver.close(),
  };
}

export interface PgErrorLike {
  code?: string;
  constraint?: string;
  message: string;
}

/** Awaits a promise that must fail with a Postgres error; returns the error for assertions. */
export async function pgError(promise: Promise<unknown>): Promise<PgErrorLike> {
  try {
    await promise;
  } catch (error) {
    return error as PgErrorLike;
  }
  throw new Error('expected the statement to fail, but it succeeded');
}

/** Creates an auth.users row the way GoTrue's sign-up does (as the superuser). */
export async function createUser(
  sql: Sql,
  user: {
    id?: string;
    email: string;
    name?: string;
    gradeLevel?: string;
    admin?: boolean;
    createdAt?: string;
    userMetadata?: Record<string, unknown>;
  },
): Promise<{ kind: 'user'; id: string; email: string }> {
  const id = user.id ?? randomUUID();
  await sql.query(
    `insert into auth.users (id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ($1, 'authenticated', 'authenticated', $2, $3::jsonb, $4::jsonb,
             coalesce($5::timestamptz, now()), now())`,
    [
      id,
      user.email,
      JSON.stringify({
        provider: 'email',
        providers: ['email'],
        ...(user.admin ? { is_admin: true } : {}),
      }),
      JSON.stringify({
        ...(user.name ? { name: user.name } : {}),
        ...(user.gradeLevel ? { grade_level: user.gradeLevel } : {}),
        ...user.userMetadata,
      }),
      user.createdAt ?? null,
    ],
  );
  return { kind: 'user', id, email: user.email };
}

export const anon: Actor = { kind: 'anon' };
/** The service role (the tutor function with the service key): bypasses RLS, writes replies. */
export const service: Actor = { kind: 'service' };

/**
 * Calls an RPC with named arguments and returns its rows as JSON (numbers as numbers, timestamps as
 * ISO strings), the way PostgREST would serialise them, identically on both drivers.
 */
export async function rpc(
  sql: Sql,
  name: string,
  args: Record<string, unknown> = {},
): Promise<Row[]> {
  const keys = Object.keys(args);
  const call = `public.${name}(${keys.map((k, i) => `${k} => $${i + 1}`).join(', ')})`;
  const rows = await sql.query<{ j: Row[] }>(
    `select coalesce(jsonb_agg(to_jsonb(r)), '[]'::jsonb) as j from ${call} as r`,
    keys.map((k) => args[k]),
  );
  return rows[0]?.j ?? [];
}

/** Calls an RPC that returns one scalar (jsonb, boolean) and returns it as JSON. */
export async function rpcScalar(
  sql: Sql,
  name: string,
  args: Record<string, unknown> = {},
): Promise<unknown> {
  const keys = Object.keys(args);
  const call = `public.${name}(${keys.map((k, i) => `${k} => $${i + 1}`).join(', ')})`;
  const rows = await sql.query<{ j: unknown }>(
    `select to_jsonb(${call}) as j`,
    keys.map((k) => args[k]),
  );
  return rows[0]?.j;
}

/** Calls an RPC that returns void. */
export async function rpcVoid(
  sql: Sql,
  name: string,
  args: Record<string, unknown> = {},
): Promise<void> {
  const keys = Object.keys(args);
  await sql.query(
    `select public.${name}(${keys.map((k, i) => `${k} => $${i + 1}`).join(', ')})`,
    keys.map((k) => args[k]),
  );
}
