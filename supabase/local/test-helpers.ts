/** Shared by the stack's integration tests: in-memory stacks, real supabase-js. */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, expect, type Mock, vi } from 'vitest';
import WebSocket from 'ws';

import { instantAt } from '../functions/_shared/time/time-zone.ts';

import type { JobTimer, JobTimerOptions } from './jobs.ts';
import { ANON_KEY, type Stack, startStack } from './server.ts';

export const fixturesFunctionsDir = fileURLToPath(
  new URL('./test-fixtures/functions', import.meta.url),
);

/** The project's own Edge Functions (the tutor), for tests of a real function over the stack. */
export const projectFunctionsDir = fileURLToPath(new URL('../functions', import.meta.url));

/** An in-memory stack on a free port; its functions are the test fixtures unless told otherwise. */
export function startTestStack(options: { functionsDir?: string } = {}): Promise<Stack> {
  return startStack({
    port: 0,
    memory: true,
    quiet: true,
    functionsDir: join(options.functionsDir ?? fixturesFunctionsDir),
    log: () => undefined,
  });
}

/**
 * The worker's in-memory stack, one per functions folder (the project's functions unless told
 * otherwise): started by the first test file of a Vitest worker that asks for it and shared by the
 * files after it (the node projects run a worker's files in one process, isolate: false), never
 * stopped by a file (the worker's exit ends it). Starting a stack and warming its database's caches
 * cost about 2 s of CPU per file, most of a short stack test's time. The files that share one
 * therefore make their own users, classes and rows, and never count rows they did not make.
 */
export function workerStack(options: { functionsDir?: string } = {}): Promise<Stack> {
  const worker = globalThis as { tutorWorkerStacks?: Map<string, Promise<Stack>> };
  const stacks = (worker.tutorWorkerStacks ??= new Map());
  const key = options.functionsDir ?? '';
  let stack = stacks.get(key);
  if (!stack) {
    stack = startStack({ port: 0, memory: true, quiet: true, log: () => undefined, ...options });
    stacks.set(key, stack);
  }
  return stack;
}

/** The test file's stack (see useTestStack): a live binding, set before the file's tests run. */
export let stack: Stack;

/** Gives the calling test file the worker's stack with the fixture functions before its tests. */
export function useTestStack(): void {
  beforeAll(async () => {
    stack = await workerStack({ functionsDir: fixturesFunctionsDir });
  });
}

/**
 * Starts a job's timer (retention, weekly e-mails) under fake timers at `now`, a wall-clock time
 * on the deployment's clock so the host's zone never matters, and lets its first run go; `log`
 * holds the lines it logged.
 */
export async function startTimerAt<Result>(
  now: string,
  start: (options: JobTimerOptions<Result>) => JobTimer,
  run: () => Promise<Result>,
) {
  vi.useFakeTimers({ now: instantAt(now) });
  const log = vi.fn();
  const timer = start({ run, log });
  await vi.advanceTimersByTimeAsync(0);
  return { log, timer };
}

/**
 * Under startTimerAt's fake timers: a minute before `at` (deployment clock) the job has not run
 * again, and at `at` it has run once more.
 */
export async function expectNextRunAt(run: Mock, at: string) {
  const calls = run.mock.calls.length;
  await vi.advanceTimersByTimeAsync(instantAt(at).getTime() - Date.now() - 60_000);
  expect(run).toHaveBeenCalledTimes(calls);
  await vi.advanceTimersByTimeAsync(60_000);
  expect(run).toHaveBeenCalledTimes(calls + 1);
  expect(new Date()).toEqual(instantAt(at));
}

/** Stops the job's timer: over the next `days` days it never runs again. */
export async function expectStoppedFor(days: number, timer: JobTimer, run: Mock) {
  const calls = run.mock.calls.length;
  timer.stop();
  await vi.advanceTimersByTimeAsync(days * 24 * 3_600_000);
  expect(run).toHaveBeenCalledTimes(calls);
}

export function client(url: string, key = ANON_KEY): SupabaseClient {
  return createClient(url, key, {
    realtime: { transport: WebSocket as never },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

export async function signedIn(url: string, email: string, password: string) {
  const c = client(url);
  const { data, error } = await c.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw new Error(`sign-in ${email} failed: ${error?.message}`);
  return { client: c, session: data.session, user: data.user };
}

export const STUDENT_PASSWORD = 'estudiante123';
export const ADMIN = { email: 'admin@tutor.local', password: 'admin123456' };

export type SignedIn = Awaited<ReturnType<typeof signedIn>>;

/** A test stack with the seeded students ana and luis signed in. */
export async function startWithStudents(): Promise<{
  stack: Stack;
  ana: SignedIn;
  luis: SignedIn;
}> {
  const stack = await startTestStack();
  const ana = await signedIn(stack.url, 'ana@tutor.local', STUDENT_PASSWORD);
  const luis = await signedIn(stack.url, 'luis@tutor.local', STUDENT_PASSWORD);
  return { stack, ana, luis };
}
