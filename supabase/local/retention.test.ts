/**
 * The local stack's retention job: when the timer fires (fake timers, on the deployment's clock
 * whatever the host's zone), that it never holds the process open, and one run over HTTP with the
 * real supabase-js: the due conversation's image leaves the Storage API, then its row.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { instantAt } from '../functions/_shared/time/time-zone.ts';

import { nextRunAt, type RetentionCounts, runRetention, startRetentionTimer } from './retention.ts';
import { SERVICE_ROLE_KEY, type Stack } from './server.ts';
import {
  client,
  expectNextRunAt,
  expectStoppedFor,
  startTestStack,
  startTimerAt,
} from './test-helpers.ts';

const COUNTS: RetentionCounts = {
  conversations: 0,
  accounts: 0,
  alerts: 0,
  unconsented_accounts: 0,
  waiting_conversations: 0,
  waiting_accounts: 0,
  objects: 0,
};

describe('nextRunAt', () => {
  it.each([
    ['2026-03-02 02:00', '2026-03-02 03:30'],
    ['2026-03-02 03:30', '2026-03-03 03:30'],
    ['2026-03-02 23:59', '2026-03-03 03:30'],
    // The night the clocks go forward (29 March 2026 in Madrid) and back (25 October).
    ['2026-03-28 12:00', '2026-03-29 03:30'],
    ['2026-10-24 12:00', '2026-10-25 03:30'],
  ])('after %s (deployment clock) is %s', (now, next) => {
    expect(nextRunAt(instantAt(now))).toEqual(instantAt(next));
  });
});

describe('the retention timer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at start, then at 03:30 each day, and never after stop', async () => {
    const run = vi.fn(async () => ({ ...COUNTS, conversations: 2, objects: 1 }));
    const { log, timer } = await startTimerAt('2026-03-02 10:00', startRetentionTimer, run);
    expect(run).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenLastCalledWith(
      'retention: deleted 2 conversations, 0 accounts, 0 unconsented sign-ups, 0 alerts, 1 files',
    );
    await expectNextRunAt(run, '2026-03-03 03:30');
    await vi.advanceTimersByTimeAsync(24 * 3_600_000);
    expect(run).toHaveBeenCalledTimes(3);
    await expectStoppedFor(3, timer, run);
  });

  it('logs a failed run and still runs the next day', async () => {
    const run = vi
      .fn<() => Promise<RetentionCounts>>()
      .mockRejectedValueOnce(new Error('base de datos ocupada'))
      .mockResolvedValue({ ...COUNTS, waiting_conversations: 1 });
    const { log, timer } = await startTimerAt('2026-03-02 10:00', startRetentionTimer, run);
    expect(log).toHaveBeenLastCalledWith('retention: the run failed: base de datos ocupada');
    await vi.advanceTimersByTimeAsync(18 * 3_600_000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenLastCalledWith(
      'retention: deleted 0 conversations, 0 accounts, 0 unconsented sign-ups, 0 alerts, 0 files (1 waiting for their files)',
    );
    timer.stop();
  });

  it('does not keep the process alive', () => {
    const unref = vi.spyOn(globalThis, 'setTimeout');
    const timer = startRetentionTimer({ run: () => new Promise(() => undefined), log: () => {} });
    const handle = unref.mock.results[0]?.value as NodeJS.Timeout;
    expect(handle.hasRef()).toBe(false);
    timer.stop();
    unref.mockRestore();
  });
});

describe('one run over HTTP', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('removes the due conversation’s image through Storage, then the conversation', async () => {
    const service = client(stack.url, SERVICE_ROLE_KEY);
    const [user] = await stack.query<{ id: string }>(
      `select id from auth.users where email = 'ana@tutor.local'`,
    );
    const [old] = await stack.query<{ id: string }>(
      `insert into public.conversations (user_id, title, created_at)
       values ($1, 'Muy vieja', now() - interval '400 days') returning id`,
      [user!.id],
    );
    const [recent] = await stack.query<{ id: string }>(
      `insert into public.conversations (user_id, title, created_at)
       values ($1, 'Reciente', now() - interval '300 days') returning id`,
      [user!.id],
    );
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    for (const conv of [old!.id, recent!.id]) {
      const up = await service.storage
        .from('chat-images')
        .upload(`${user!.id}/${conv}/foto.jpg`, bytes, { contentType: 'image/jpeg' });
      expect(up.error).toBeNull();
    }

    const counts = await runRetention(service as unknown as Parameters<typeof runRetention>[0]);
    expect(counts).toMatchObject({ objects: 1, conversations: 1, waiting_conversations: 0 });

    const gone = await service.storage
      .from('chat-images')
      .download(`${user!.id}/${old!.id}/foto.jpg`);
    expect(gone.error).not.toBeNull();
    const kept = await service.storage
      .from('chat-images')
      .download(`${user!.id}/${recent!.id}/foto.jpg`);
    expect(kept.error).toBeNull();
    const left = await stack.query<{ id: string }>(
      `select id from public.conversations where id = any($1::uuid[])`,
      [[old!.id, recent!.id]],
    );
    expect(left.map((r) => r.id)).toEqual([recent!.id]);
    // The seed's people and conversations are all younger than their periods: nothing else went.
    expect(counts).toMatchObject({ accounts: 0, alerts: 0 });
  });
});
