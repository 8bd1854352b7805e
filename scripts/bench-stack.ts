/**
 * `npm run bench:stack`: cold start (empty data dir to ready, with and without the template
 * cache), warm start (existing data dir), and median REST latencies with the real supabase-js.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

import { ANON_KEY, startStack } from '../supabase/local/server.ts';

import { median } from './bench/stats.ts';

const quiet = { quiet: true, log: () => undefined, port: 0 };
const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t = performance.now();
  const r = await fn();
  return [r, performance.now() - t];
}

const root = mkdtempSync(join(tmpdir(), 'tutor-bench-'));
const cacheDir = join(root, 'cache');
try {
  const [s1, coldNoCache] = await timed(() =>
    startStack({ ...quiet, dataDir: join(root, 'a'), cacheDir }),
  );
  await s1.stop();
  const [s2, coldCached] = await timed(() =>
    startStack({ ...quiet, dataDir: join(root, 'b'), cacheDir }),
  );
  await s2.stop();
  const [stack, warm] = await timed(() =>
    startStack({ ...quiet, dataDir: join(root, 'a'), cacheDir }),
  );

  const sb = createClient(stack.url, ANON_KEY, {
    realtime: { transport: WebSocket as never },
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { data, error } = await sb.auth.signInWithPassword({
    email: 'ana@tutor.local',
    password: 'estudiante123',
  });
  if (error || !data.user) throw new Error(`sign-in failed: ${error?.message}`);

  const N = 200;
  const selects: number[] = [];
  const inserts: number[] = [];
  const { data: conv } = await sb.from('conversations').select('id').limit(1).single();
  for (let i = 0; i < 20; i++) await sb.from('conversations').select('*').limit(20); // warm-up
  for (let i = 0; i < N; i++) {
    const [r, ms] = await timed(async () =>
      sb.from('conversations').select('*').order('created_at', { ascending: false }).limit(20),
    );
    if (r.error) throw r.error;
    selects.push(ms);
  }
  for (let i = 0; i < N; i++) {
    const [r, ms] = await timed(async () =>
      sb
        .from('messages')
        .insert({ conversation_id: conv!.id, role: 'user', content: `bench ${i}` }),
    );
    if (r.error) throw r.error;
    inserts.push(ms);
  }
  await stack.stop();

  console.log(
    [
      'Local stack benchmark (this machine; figures include supabase-js over HTTP on 127.0.0.1)',
      `  cold start, no template cache (initdb + auth + shim + migrations + seed): ${secs(coldNoCache)}  (goal < 8 s)`,
      `  cold start, template cache present (the usual case):                     ${secs(coldCached)}  (goal < 8 s)`,
      `  warm start (existing data dir):                                          ${secs(warm)}  (goal < 3 s)`,
      `  authenticated select, 20 rows, median of ${N}:  ${median(selects).toFixed(2)} ms  (goal < 10 ms)`,
      `  insert (return=minimal), median of ${N}:        ${median(inserts).toFixed(2)} ms`,
    ].join('\n'),
  );
} finally {
  rmSync(root, { recursive: true, force: true });
}
