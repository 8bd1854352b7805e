/**
 * `npx tsx scripts/bench/first-start-kill.ts [--runs 15] [--min 2] [--max 5]`
 *
 * Kills the very first start of the local stack (empty data dir, no template cache) at a random
 * moment between --min and --max seconds, alternating Ctrl-C (SIGINT) and kill -9 (SIGKILL),
 * then starts it again on the same data dir and counts the runs where the second start becomes
 * ready and serves a sign-in. Goal: every run recovers. Not a unit test (minutes, and timing).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

import { ANON_KEY } from '../../supabase/local/keys.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '15' },
    min: { type: 'string', default: '2' },
    max: { type: 'string', default: '5' },
    port: { type: 'string', default: '55070' },
  },
});
const runs = Number(values.runs);
const [minS, maxS] = [Number(values.min), Number(values.max)];
const port = Number(values.port);
const repo = resolve(import.meta.dirname, '../..');

function start(dataDir: string): { child: ChildProcess; output: () => string } {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'supabase/local/main.ts',
      '--port',
      String(port),
      '--data-dir',
      dataDir,
      '--quiet',
      '--no-cache',
    ],
    { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  return { child, output: () => out };
}

const exited = (child: ChildProcess) =>
  new Promise<void>((r) =>
    child.exitCode !== null || child.signalCode !== null ? r() : child.once('exit', () => r()),
  );

/** Resolves true when the stack prints "ready", false when it exits or times out first. */
async function ready(run: ReturnType<typeof start>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (run.output().includes('stack ready')) return true;
    if (run.child.exitCode !== null) return false;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

async function serves(): Promise<boolean> {
  const c = createClient(`http://127.0.0.1:${port}`, ANON_KEY, {
    realtime: { transport: WebSocket as never },
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { data, error } = await c.auth.signInWithPassword({
    email: 'ana@tutor.local',
    password: 'estudiante123',
  });
  return !error && !!data.session;
}

let recovered = 0;
for (let i = 1; i <= runs; i++) {
  const root = mkdtempSync(join(tmpdir(), 'tutor-kill-'));
  const dataDir = join(root, 'data');
  const signal: NodeJS.Signals = i % 2 ? 'SIGINT' : 'SIGKILL';
  const at = minS + Math.random() * (maxS - minS);
  const first = start(dataDir);
  await new Promise((r) => setTimeout(r, at * 1000));
  const finishedFirst = first.output().includes('stack ready');
  first.child.kill(signal);
  await exited(first.child);

  const second = start(dataDir);
  const ok = (await ready(second, 180_000)) && (await serves());
  second.child.kill('SIGINT');
  await exited(second.child);
  if (ok) recovered++;
  const lastLine = second.output().trim().split('\n').slice(-3).join(' | ');
  console.log(
    `run ${String(i).padStart(2)}: ${signal} at ${at.toFixed(1)} s${finishedFirst ? ' (first start had finished)' : ''} -> ${ok ? 'recovered' : `NOT recovered: ${lastLine}`}`,
  );
  rmSync(root, { recursive: true, force: true });
}
console.log(`\nfirst-start kill test: ${recovered}/${runs} recovered`);
process.exit(recovered === runs ? 0 : 1);
