/**
 * The weekly run: which week it sends (on the deployment's clock, whatever the host's zone), when
 * the next Monday run is, and how it claims, sends and gives back a failed e-mail (a fake client
 * stands in for the database, whose claim is proven in supabase/tests/classes/weekly-digest.test.ts).
 */
import { describe, expect, it, vi } from 'vitest';

import { eachCase } from '../case-table-test-fixtures.ts';
import type { Mailer, MailMessage } from '../http/mailer.ts';
import { instantAt } from '../time/time-zone.ts';

import type { WeeklyDigestClaim } from './weekly-digest-email.ts';
import {
  lastEndedWeek,
  nextWeeklyRunAt,
  runWeeklyDigest,
  WEEKLY_DIGEST_BATCH,
  type WeeklyDigestClient,
} from './weekly-digest.ts';

describe('lastEndedWeek', () => {
  eachCase(
    'at %s (Madrid) it is the week of %s',
    (now) => lastEndedWeek(instantAt(now, 'Europe/Madrid'), 'Europe/Madrid'),
    [
      // Monday 00:00 in Madrid is still Sunday in UTC: the week that ended is the one just before.
      ['2026-11-30 00:00', '2026-11-23'],
      ['2026-11-29 23:59', '2026-11-16'],
      ['2026-12-02 12:00', '2026-11-23'],
      ['2027-01-04 07:00', '2026-12-28'],
    ],
  );

  it('is the deployment’s week, not UTC’s', () => {
    // Sunday 29 November 23:30 UTC is Monday 30 November 00:30 in Madrid.
    expect(lastEndedWeek(new Date('2026-11-29T23:30:00Z'), 'Europe/Madrid')).toBe('2026-11-23');
    expect(lastEndedWeek(new Date('2026-11-29T23:30:00Z'), 'UTC')).toBe('2026-11-16');
  });
});

describe('nextWeeklyRunAt', () => {
  it.each([
    ['2026-11-30 06:59', '2026-11-30 07:00'],
    ['2026-11-30 07:00', '2026-12-07 07:00'],
    ['2026-12-03 15:00', '2026-12-07 07:00'],
    ['2026-12-06 23:59', '2026-12-07 07:00'],
    // The week the clocks go forward (Sunday 29 March 2026 in Madrid) and back (25 October).
    ['2026-03-25 12:00', '2026-03-30 07:00'],
    ['2026-10-21 12:00', '2026-10-26 07:00'],
  ])('after %s (Madrid) is %s', (now, next) => {
    expect(nextWeeklyRunAt(instantAt(now, 'Europe/Madrid'), 'Europe/Madrid')).toEqual(
      instantAt(next, 'Europe/Madrid'),
    );
  });
});

const claimFor = (n: number): WeeklyDigestClaim => ({
  class_id: `class-${n}`,
  class_name: `Clase ${n}`,
  teacher_id: `teacher-${n}`,
  teacher_email: `t${n}@escuela.test`,
  teacher_name: `Profe ${n}`,
  week_start: '2026-11-23',
  week_end: '2026-11-29',
  digest: {
    totals: {
      students: 2,
      active_students: 1,
      student_messages: 3,
      tutor_replies: 3,
      conversations: 1,
    },
    subjects: [],
    stuck: {
      deep_hints: 0,
      not_understood: 0,
      challenges_not_solved: 0,
      gave_up: 0,
      repeated_questions: 0,
    },
    need_help: [],
    went_well: [],
    alerts: { alta: 0, revisar: 0 },
  },
});

/** A claim queue as the database keeps it: each pending e-mail is handed out once until released. */
function fakeDatabase(pending: WeeklyDigestClaim[]) {
  const calls: Array<{ name: string; args: Record<string, unknown> }> = [];
  const queue = [...pending];
  const client: WeeklyDigestClient = {
    rpc: async (name, args) => {
      calls.push({ name, args });
      if (name === 'claim_class_weekly_digests') {
        return { data: queue.splice(0, Number(args.p_limit)), error: null };
      }
      if (name === 'release_class_weekly_digest') {
        queue.push(pending.find((c) => c.class_id === args.p_class_id)!);
        return { data: null, error: null };
      }
      return { data: null, error: { message: `unknown ${name}` } };
    },
  };
  return { client, calls, queue };
}

const mailerOf = (fail: (m: MailMessage) => boolean = () => false) => {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    send: async (m) => {
      if (fail(m)) throw new Error('SMTP caído');
      sent.push(m);
    },
  };
  return { mailer, sent };
};

describe('runWeeklyDigest', () => {
  it('claims the week that ended on the clock it is given and sends each e-mail once', async () => {
    const db = fakeDatabase([claimFor(1), claimFor(2)]);
    const { mailer, sent } = mailerOf();
    const result = await runWeeklyDigest(db.client, mailer, {
      siteUrl: 'https://tutor.escuela.test',
      now: instantAt('2026-12-02 12:00'),
    });
    expect(result).toEqual({ week: '2026-11-23', sent: 2, failed: 0 });
    expect(db.calls).toEqual([
      {
        name: 'claim_class_weekly_digests',
        args: { p_week_start: '2026-11-23', p_limit: WEEKLY_DIGEST_BATCH },
      },
    ]);
    expect(sent.map((m) => m.to)).toEqual([['t1@escuela.test'], ['t2@escuela.test']]);
    expect(sent[0]!.text).toContain('https://tutor.escuela.test/profesor/clases/class-1');
  });

  it('asks for more while batches come back full', async () => {
    const many = Array.from({ length: WEEKLY_DIGEST_BATCH + 3 }, (_, i) => claimFor(i));
    const db = fakeDatabase(many);
    const { mailer, sent } = mailerOf();
    const result = await runWeeklyDigest(db.client, mailer, { siteUrl: null, week: '2026-11-23' });
    expect(result.sent).toBe(WEEKLY_DIGEST_BATCH + 3);
    expect(new Set(sent.map((m) => m.to[0])).size).toBe(WEEKLY_DIGEST_BATCH + 3);
    expect(db.calls.filter((c) => c.name === 'claim_class_weekly_digests')).toHaveLength(2);
  });

  it('gives back a failed e-mail, sends the others, and leaves it for the next run', async () => {
    const db = fakeDatabase([claimFor(1), claimFor(2), claimFor(3)]);
    const failing = mailerOf((m) => m.to[0] === 't2@escuela.test');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = await runWeeklyDigest(db.client, failing.mailer, {
      siteUrl: null,
      week: '2026-11-23',
    });
    error.mockRestore();
    expect(first).toEqual({ week: '2026-11-23', sent: 2, failed: 1 });
    expect(db.calls).toContainEqual({
      name: 'release_class_weekly_digest',
      args: { p_class_id: 'class-2', p_teacher_id: 'teacher-2', p_week_start: '2026-11-23' },
    });
    // The next run sends only the one given back.
    const working = mailerOf();
    const second = await runWeeklyDigest(db.client, working.mailer, {
      siteUrl: null,
      week: '2026-11-23',
    });
    expect(second).toEqual({ week: '2026-11-23', sent: 1, failed: 0 });
    expect(working.sent.map((m) => m.to)).toEqual([['t2@escuela.test']]);
  });

  it('stops after a full batch with a failure instead of claiming the failed e-mails again', async () => {
    const many = Array.from({ length: WEEKLY_DIGEST_BATCH }, (_, i) => claimFor(i));
    const db = fakeDatabase(many);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await runWeeklyDigest(db.client, mailerOf(() => true).mailer, {
      siteUrl: null,
      week: '2026-11-23',
    });
    error.mockRestore();
    expect(result).toEqual({ week: '2026-11-23', sent: 0, failed: WEEKLY_DIGEST_BATCH });
    expect(db.calls.filter((c) => c.name === 'claim_class_weekly_digests')).toHaveLength(1);
    expect(db.queue).toHaveLength(WEEKLY_DIGEST_BATCH);
  });

  it('a failed claim fails the run (nothing sent)', async () => {
    const client: WeeklyDigestClient = {
      rpc: async () => ({ data: null, error: { message: 'permission denied' } }),
    };
    const { mailer, sent } = mailerOf();
    await expect(
      runWeeklyDigest(client, mailer, { siteUrl: null, week: '2026-11-23' }),
    ).rejects.toThrow('claim_class_weekly_digests: permission denied');
    expect(sent).toEqual([]);
  });
});
