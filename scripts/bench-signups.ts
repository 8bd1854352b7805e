/**
 * `npm run bench:signups [-- --users 100]`: N sign-ups at once against a fresh in-memory local
 * stack, with the real supabase-js over HTTP; prints median, p95 and max latency and the wall time,
 * then N sign-ins at once the same way (both hash or compare a bcrypt password).
 */
import { parseArgs } from 'node:util';

import { ANON_KEY, startStack } from '../supabase/local/server.ts';
import { client } from '../supabase/local/test-helpers.ts';

import { median, percentile } from './bench/stats.ts';

const { values } = parseArgs({ options: { users: { type: 'string', default: '100' } } });
const users = Number(values.users);
const stack = await startStack({ memory: true, port: 0, quiet: true, log: () => undefined });
const run = `${Date.now().toString(36)}`;
const email = (i: number) => `carga${run}-${i}@tutor.local`;
const password = 'estudiante123';

async function burst(what: string, call: (i: number) => Promise<{ error: unknown }>) {
  const started = performance.now();
  const times = await Promise.all(
    Array.from({ length: users }, async (_, i) => {
      const t = performance.now();
      const { error } = await call(i);
      if (error) throw new Error(`${what} ${i} failed: ${String((error as Error).message)}`);
      return performance.now() - t;
    }),
  );
  const wall = performance.now() - started;
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `${what.padEnd(8)} ${users} at once: median ${s(median(times))}, p95 ${s(percentile(times, 95))}, max ${s(Math.max(...times))}, wall ${s(wall)}`,
  );
}

try {
  await burst('sign-up', (i) =>
    client(stack.url, ANON_KEY).auth.signUp({ email: email(i), password }),
  );
  await burst('sign-in', (i) =>
    client(stack.url, ANON_KEY).auth.signInWithPassword({ email: email(i), password }),
  );
} finally {
  await stack.stop();
}
