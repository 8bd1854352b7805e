// The shared setup of the database test files (harness.ts is the driver, usable outside Vitest):
// one fresh database per test file, the people most files need, and a row counter.
//
// A folder of test files about one concern (rls/, server-trust/, ...) has a setup.ts that calls
// useTestDb and exports its database and fixtures as `export let` bindings: ES module bindings are
// live, so a test file that imports `db` or `ana` reads the value the file's beforeAll assigned.
import { afterAll, beforeAll } from 'vitest';

import {
  type Actor,
  createTestDb,
  createUser,
  pgError,
  type PgErrorLike,
  rpcVoid,
  type Sql,
  type TestDb,
} from './harness';

export type User = Extract<Actor, { kind: 'user' }>;

/** Registers the file's database: created and seeded before its tests, closed after them. */
export function useTestDb(seed: (db: TestDb) => Promise<void>, extraFiles: string[] = []): void {
  let db: TestDb | undefined;
  beforeAll(async () => {
    db = await createTestDb(extraFiles);
    await seed(db);
  });
  afterAll(async () => {
    await db?.close();
  });
}

export interface People {
  ana: User;
  beto: User;
  admin: User;
}

/**
 * Students Ana and Beto and an admin, signed up as GoTrue does: `<key>@<domain>`, named Ana, Beto
 * and Admin unless `names` says otherwise (null: no name in user_metadata).
 */
export async function createPeople(
  sql: Sql,
  {
    domain = 'test.local',
    names = {},
  }: { domain?: string; names?: Partial<Record<keyof People, string | null>> } = {},
): Promise<People> {
  const person = (key: keyof People, name: string) =>
    createUser(sql, {
      email: `${key}@${domain}`,
      name: names[key] === undefined ? name : (names[key] ?? undefined),
      admin: key === 'admin',
    });
  return {
    ana: await person('ana', 'Ana'),
    beto: await person('beto', 'Beto'),
    admin: await person('admin', 'Admin'),
  };
}

/**
 * The error of a statement run as the actor in a rolled-back transaction, which must fail: how the
 * tests check that a role is refused a read or a write (42501) as PostgREST would run it.
 */
export const queryError = (
  db: TestDb,
  actor: Actor,
  text: string,
  params?: unknown[],
): Promise<PgErrorLike> => pgError(db.try(actor, (s) => s.query(text, params)));

/**
 * The error of an RPC called by name as the actor in a rolled-back transaction, which must fail: a
 * refused caller (42501) or argument (22023).
 */
export const rpcError = (
  db: TestDb,
  actor: Actor,
  name: string,
  args: Record<string, unknown> = {},
): Promise<PgErrorLike> => pgError(db.try(actor, (s) => rpcVoid(s, name, args)));

/** How many rows a query returns. */
export const count = async (sql: Sql, text: string, params?: unknown[]) =>
  Number(
    (await sql.query<{ n: number }>(`select count(*)::int as n from (${text}) as q`, params))[0]?.n,
  );

/** createPeople, then one conversation each for Ana ('De Ana') and Beto ('De Beto'), with these ids. */
export async function createPeopleWithConversations(
  sql: Sql,
  anaConversation: string,
  betoConversation: string,
): Promise<People> {
  const people = await createPeople(sql);
  await sql.query(
    `insert into public.conversations (id, user_id, title) values ($1, $2, 'De Ana'), ($3, $4, 'De Beto')`,
    [anaConversation, people.ana.id, betoConversation, people.beto.id],
  );
  return people;
}
