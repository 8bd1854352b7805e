// The consent fixture (docs/consent.md): a database per test file, the deployment's year, and
// self sign-ups as GoTrue stores them. Birth years are counted back from the deployment's year
// (private.today()), so no test depends on the date. Each test file here calls useConsentDb().
import { anon, createUser, rpc, rpcScalar, service, type TestDb } from '../harness.ts';
import { type User, useTestDb } from '../setup.ts';

export let db: TestDb;
export let thisYear: number;

/** Registers the file's database and reads the deployment's year from it. */
export function useConsentDb(): void {
  useTestDb(async (created) => {
    db = created;
    const [row] = await db.admin.query<{ y: number }>(
      'select extract(year from private.today())::int as y',
    );
    thisYear = row!.y;
  });
}

let n = 0;
/** A self sign-up as GoTrue stores it: birth year and guardian in user_metadata. */
export async function signUp(
  age: number | null,
  opts: { guardian?: string | null; createdAt?: string } = {},
): Promise<User> {
  n += 1;
  const email = `alumno${n}@test.local`;
  const meta: Record<string, unknown> = { name: `Alumno ${n}` };
  if (age !== null) meta.birth_year = thisYear - age;
  if (opts.guardian !== null) meta.guardian_email = opts.guardian ?? `familia${n}@test.local`;
  const user = await createUser(db.admin, {
    email,
    userMetadata: meta,
    ...(opts.createdAt ? { createdAt: opts.createdAt } : {}),
  });
  return user;
}

export const pending = async (id: string) => {
  const [row] = await db.admin.query<{
    pending: boolean;
    flag: unknown;
    meta: Record<string, unknown>;
  }>(
    `select private.consent_pending(u.id) as pending, u.raw_app_meta_data -> 'consent_pending' as flag,
            u.raw_user_meta_data as meta
     from auth.users as u where u.id = $1`,
    [id],
  );
  return row!;
};

export const issue = async (id: string, now?: string) =>
  (
    await db.as(service, (s) => rpc(s, 'consent_link_issue', { p_user_id: id, p_now: now ?? null }))
  )[0]!;

export const status = (token: string) =>
  db.as(anon, (s) => rpc(s, 'consent_link_status', { p_token: token }));
export const accept = (token: string) =>
  db.as(anon, (s) => rpcScalar(s, 'consent_accept', { p_token: token }));
