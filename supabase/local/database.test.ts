/**
 * The on-disk database: a first start builds in `<dir>.building-<pid>` and renames it into place
 * (leftovers of a killed start are removed), a restart reopens it, and a data dir that cannot be
 * opened stops the start with a message naming `npm run db:reset`.
 * (`scripts/bench/first-start-kill.ts` kills real first starts; this file checks the pieces.)
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { startStack, StartupError } from './server.ts';
import { signedIn, STUDENT_PASSWORD } from './test-helpers.ts';

const root = mkdtempSync(join(tmpdir(), 'tutor-db-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const quiet = { port: 0, quiet: true, log: () => undefined };

describe('on-disk data dir', () => {
  it('builds in a temporary folder, moves it into place, and reopens it', async () => {
    const dataDir = join(root, 'data');
    const abandoned = join(dataDir, `db.building-999999`);
    mkdirSync(abandoned, { recursive: true });
    writeFileSync(join(abandoned, 'PG_VERSION'), '17');

    const first = await startStack({ ...quiet, dataDir });
    expect(first.fresh).toBe(true);
    const ana = await signedIn(first.url, 'ana@tutor.local', STUDENT_PASSWORD);
    const made = await ana.client
      .from('conversations')
      .insert({ user_id: ana.user.id, title: 'persiste' });
    expect(made.error).toBeNull();
    await first.stop();

    expect(readdirSync(dataDir).sort()).toEqual(['db', 'storage']);
    expect(existsSync(join(dataDir, 'db', 'PG_VERSION'))).toBe(true);

    const secondLog: string[] = [];
    const second = await startStack({ ...quiet, dataDir, log: (l) => secondLog.push(l) });
    try {
      expect(second.fresh).toBe(false);
      const again = await signedIn(second.url, 'ana@tutor.local', STUDENT_PASSWORD);
      const { data } = await again.client
        .from('conversations')
        .select('title')
        .eq('title', 'persiste');
      expect(data).toEqual([{ title: 'persiste' }]);
      expect(secondLog.join('\n')).not.toMatch(/older stack/);
      // What @supabase/lite's first role-carrying request left in data dirs before workaround
      // "lite-grants".
      await second.adminExec(
        'alter default privileges in schema private grant all on tables to anon, authenticated, service_role',
      );
    } finally {
      await second.stop();
    }
    const thirdLog: string[] = [];
    const third = await startStack({ ...quiet, dataDir, log: (l) => thirdLog.push(l) });
    await third.stop();
    expect(thirdLog.join('\n')).toMatch(
      /grants an older stack let @supabase\/lite add.*npm run db:reset/,
    );
  }, 240_000); // three starts of an on-disk stack, slow on a busy machine

  it('refuses a data dir that cannot open, naming npm run db:reset', async () => {
    const dataDir = join(root, 'broken');
    mkdirSync(join(dataDir, 'db'), { recursive: true });
    writeFileSync(join(dataDir, 'db', 'PG_VERSION'), '17');
    const error = await startStack({ ...quiet, dataDir }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(StartupError);
    expect((error as Error).message).toMatch(/cannot be opened.*npm run db:reset/);
  });
});
