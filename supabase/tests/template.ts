// The template every test database is copied from, built once from the schema files (the platform
// shim, then the app migrations): applying the migrations takes seconds per database, copying the
// result a fraction of that.
// - PGlite: the built data directory as a tarball (dumpDataDir), cached in
//   supabase/.temp/db-test-cache/ under a key of the schema files' contents and the PGlite version,
//   so a second run (or worker) loads it instead of building; a lock file keeps parallel builders to one.
// - PostgreSQL: a database `tutor_template_<key>` on the DB_TEST_URL server, built once (under an
//   advisory lock) and copied per file with `create database … template …` (harness.ts).
import { createHash } from 'node:crypto';
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
export async function applyFiles(sql: Sql, files: string[]): Promise<void> {
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

export function pgliteSql(db: PGlite): Sql {
  return {
    async query<T extends Row>(text: string, params?: unknown[]) {
      return (await db.query<T>(text, params)).rows;
    },
    async exec(text: string) {
      await db.exec(text);
    },
  };
}

export function pgSql(client: PgClient): Sql {
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
export function dbName(name: string): string {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name ${name}`);
  return name;
}

export function withDatabase(url: string, name: string): string {
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

/** Builds the template of the configured driver now (Vitest's globalSetup, before the workers). */
export async function prepareTemplate(): Promise<void> {
  const url = process.env.DB_TEST_URL;
  if (url) await pgTemplate(url);
  else await pgliteTemplate();
}
