// Database test harness: a fresh database with supabase/shim + supabase/migrations applied, and a
// way to run statements "as" anon or a signed-in user exactly as PostgREST does (one transaction,
// set_config('role', …, true) and set_config('request.jwt.claims', …, true)).
//
// Driver: in-memory PGlite by default (`npm test`); with DB_TEST_URL=postgres://… a `pg` client on a
// fresh database created for the test file on that server (`npm run test:pg15`). Every test file's
// database is a copy of one template (template.ts).
import { randomUUID } from 'node:crypto';

import {
  applyFiles,
  dbName,
  pgliteFromTemplate,
  pgliteSql,
  pgSql,
  pgTemplate,
  type Row,
  type Sql,
  withDatabase,
} from './template';

export type { Row, Sql } from './template';

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

async function pgliteDriver(): Promise<Driver> {
  const db = await pgliteFromTemplate();
  return { sql: pgliteSql(db), close: () => db.close() };
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

/**
 * Opens `count` sessions of their own on the test database (PostgreSQL only: db.url is set with
 * DB_TEST_URL), runs fn with them and always closes them: the setting of every concurrency test.
 * Each session is an Sql like db.admin's, so rpc, rpcScalar and the fixtures' calls take it as is.
 */
export async function withSessions<T>(
  db: TestDb,
  count: number,
  fn: (sessions: Sql[]) => Promise<T>,
): Promise<T> {
  const { default: pg } = await import('pg');
  const clients = await Promise.all(
    Array.from({ length: count }, async () => {
      const c = new pg.Client({ connectionString: db.url });
      await c.connect();
      return c;
    }),
  );
  try {
    return await fn(clients.map(pgSql));
  } finally {
    await Promise.all(clients.map((c) => c.end()));
  }
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

/** `public.name(key => $1, …)` and its parameters: how every helper below calls an RPC by name. */
function namedCall(
  name: string,
  args: Record<string, unknown>,
): { call: string; params: unknown[] } {
  const keys = Object.keys(args);
  return {
    call: `public.${name}(${keys.map((k, i) => `${k} => $${i + 1}`).join(', ')})`,
    params: keys.map((k) => args[k]),
  };
}

/** How the helpers below call an RPC: in the caller's session, by name, with named arguments. */
type RpcCall<T> = (sql: Sql, name: string, args?: Record<string, unknown>) => Promise<T>;

/**
 * Calls an RPC with named arguments and returns its rows as JSON (numbers as numbers, timestamps as
 * ISO strings), the way PostgREST would serialise them, identically on both drivers.
 */
export const rpc: RpcCall<Row[]> = async (sql, name, args = {}) => {
  const { call, params } = namedCall(name, args);
  const rows = await sql.query<{ j: Row[] }>(
    `select coalesce(jsonb_agg(to_jsonb(r)), '[]'::jsonb) as j from ${call} as r`,
    params,
  );
  return rows[0]?.j ?? [];
};

/** Calls an RPC that returns one scalar (jsonb, boolean) and returns it as JSON. */
export const rpcScalar: RpcCall<unknown> = async (sql, name, args = {}) => {
  const { call, params } = namedCall(name, args);
  const rows = await sql.query<{ j: unknown }>(`select to_jsonb(${call}) as j`, params);
  return rows[0]?.j;
};

/** Calls an RPC that returns void. */
export const rpcVoid: RpcCall<void> = async (sql, name, args = {}) => {
  const { call, params } = namedCall(name, args);
  await sql.query(`select ${call}`, params);
};
