/**
 * The classes' weekly "Resumen" e-mail on the local stack: the timer's schedule (fake timers, on
 * the deployment's clock whatever the host's zone), and over HTTP with the real supabase-js and the
 * stack's mailbox: the stack started with the weekly run logs it at start, and a class's e-mail
 * arrives in the mailbox once, even when two runs go at the same time and a third follows, and
 * never to a co-teacher who switched "Recibir notificaciones por correo" off.
 * The week is the one that ended on the database's clock and the message sits on its Wednesday at
 * noon, so nothing depends on today's date or hour.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import {
  runWeeklyDigest,
  type WeeklyDigestClient,
  type WeeklyDigestResult,
} from '../functions/_shared/classes/weekly-digest.ts';
import type { Mailer } from '../functions/_shared/http/mailer.ts';

import { SERVICE_ROLE_KEY, type Stack, startStack } from './server.ts';
import {
  client,
  expectNextRunAt,
  expectStoppedFor,
  fixturesFunctionsDir,
  startTimerAt,
} from './test-helpers.ts';
import { startWeeklyDigestTimer, WEEKLY_DIGEST_RETRY_MS } from './weekly-digest.ts';

describe('the weekly timer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const result = (r: Partial<WeeklyDigestResult> = {}): WeeklyDigestResult => ({
    week: '2026-11-23',
    sent: 2,
    failed: 0,
    ...r,
  });

  it('runs at start, then on Monday at 07:00 (Madrid), and never after stop', async () => {
    const run = vi.fn(async () => result());
    const { log, timer } = await startTimerAt('2026-12-02 10:00', startWeeklyDigestTimer, run);
    expect(run).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenLastCalledWith('weekly-digest: week of 2026-11-23: 2 e-mails sent');
    await expectNextRunAt(run, '2026-12-07 07:00');
    await expectStoppedFor(14, timer, run);
  });

  it('after a failed e-mail or a failed run, tries again an hour later', async () => {
    const run = vi
      .fn<() => Promise<WeeklyDigestResult>>()
      .mockResolvedValueOnce(result({ sent: 1, failed: 1 }))
      .mockRejectedValueOnce(new Error('base de datos ocupada'))
      .mockResolvedValue(result({ sent: 1 }));
    const { log, timer } = await startTimerAt('2026-12-07 07:00', startWeeklyDigestTimer, run);
    expect(log).toHaveBeenLastCalledWith(
      'weekly-digest: the run failed: week of 2026-11-23: 1 sent, 1 not sent',
    );
    await vi.advanceTimersByTimeAsync(WEEKLY_DIGEST_RETRY_MS);
    expect(run).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenLastCalledWith('weekly-digest: the run failed: base de datos ocupada');
    await vi.advanceTimersByTimeAsync(WEEKLY_DIGEST_RETRY_MS);
    expect(run).toHaveBeenCalledTimes(3);
    expect(log).toHaveBeenLastCalledWith('weekly-digest: week of 2026-11-23: 1 e-mails sent');
    // Then the next Monday, not an hour later.
    await vi.advanceTimersByTimeAsync(WEEKLY_DIGEST_RETRY_MS);
    expect(run).toHaveBeenCalledTimes(3);
    timer.stop();
  });
});

interface MailSummary {
  ID: string;
  To: Array<{ Address: string }>;
  Subject: string;
}

describe('over the local stack', () => {
  let stack: Stack;
  const lines: string[] = [];
  let service: WeeklyDigestClient;
  let week: string;
  let classId: string;
  const CLASS = 'Historia 1°A semanal';

  beforeAll(async () => {
    stack = await startStack({
      port: 0,
      memory: true,
      quiet: true,
      functionsDir: fixturesFunctionsDir,
      weeklyDigest: true,
      appUrl: 'http://127.0.0.1:5173',
      log: (line) => lines.push(line),
    });
    service = client(stack.url, SERVICE_ROLE_KEY) as unknown as WeeklyDigestClient;
    const [w] = await stack.query<{ monday: string }>(
      `select to_char(date_trunc('week', now() at time zone private.app_timezone())::date - 7, 'YYYY-MM-DD') as monday`,
    );
    week = w!.monday;
    const id = async (email: string) =>
      (await stack.query<{ id: string }>('select id from auth.users where email = $1', [email]))[0]!
        .id;
    const teacher = await id('profesora@tutor.local');
    const coTeacher = await id('luis@tutor.local');
    const student = await id('ana@tutor.local');
    // Luis teaches too, with "Recibir notificaciones por correo" off.
    await stack.query(
      `update auth.users set raw_app_meta_data = raw_app_meta_data || '{"is_teacher": true}',
         raw_user_meta_data = raw_user_meta_data || '{"email_notifications": false}'
       where id = $1`,
      [coTeacher],
    );
    const [cls] = await stack.query<{ id: string }>(
      `insert into public.classes (name, subject, created_by) values ($1, 'Historia', $2) returning id`,
      [CLASS, teacher],
    );
    classId = cls!.id;
    await stack.query(
      `insert into public.class_members (class_id, user_id, role) values ($1, $2, 'teacher'), ($1, $3, 'teacher'), ($1, $4, 'student')
       on conflict (class_id, user_id) do nothing`,
      [classId, teacher, coTeacher, student],
    );
    const [conv] = await stack.query<{ id: string }>(
      `insert into public.conversations (user_id, title, class_id) values ($1, 'La Reconquista', $2) returning id`,
      [student, classId],
    );
    await stack.query(
      `insert into public.messages (conversation_id, role, content, created_at)
       values ($1, 'user', '¿Cuándo empezó la Reconquista?',
               ((($2::date + 2)::timestamp + time '12:00') at time zone private.app_timezone()))`,
      [conv!.id, week],
    );
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const mails = async (): Promise<MailSummary[]> => {
    const res = await fetch(`${stack.mailboxUrl}/api/v1/messages`);
    return ((await res.json()) as { messages: MailSummary[] }).messages;
  };

  it('the stack ran the weekly e-mails when it started, into its mailbox', async () => {
    await vi.waitFor(() => expect(lines.some((l) => l.startsWith('weekly-digest: '))).toBe(true), {
      timeout: 60_000,
    });
    const line = lines.find((l) => l.startsWith('weekly-digest: '))!;
    const sent = Number(/: (\d+) e-mails sent$/.exec(line)?.[1]);
    expect(line).toBe(`weekly-digest: week of ${week}: ${sent} e-mails sent`);
    const weekly = (await mails()).filter((m) => m.Subject.startsWith('Tutor: resumen semanal'));
    expect(weekly).toHaveLength(sent);
  });

  it('a class’s week arrives once, even with two runs at once and a third after', async () => {
    const mailer: Mailer = { send: async (m) => void stack.mailbox.deliver(m) };
    const runs = await Promise.all([
      runWeeklyDigest(service, mailer, { siteUrl: 'http://127.0.0.1:5173', week }),
      runWeeklyDigest(service, mailer, { siteUrl: 'http://127.0.0.1:5173', week }),
    ]);
    await runWeeklyDigest(service, mailer, { siteUrl: 'http://127.0.0.1:5173', week });
    expect(runs.every((r) => r.failed === 0)).toBe(true);

    const ours = (await mails()).filter((m) => m.Subject.includes(CLASS));
    expect(ours).toHaveLength(1);
    expect(ours[0]!.To.map((t) => t.Address)).toEqual(['profesora@tutor.local']);
    const res = await fetch(`${stack.mailboxUrl}/api/v1/message/${ours[0]!.ID}`);
    const mail = (await res.json()) as { Subject: string; Text: string; HTML: string };
    expect(mail.Subject).toMatch(/^Tutor: resumen semanal de «Historia 1°A semanal» \(del /);
    expect(mail.Text).toContain(
      '1 de 1 estudiante escribió al tutor: 1 mensaje en 1 conversación; el tutor respondió 0 veces.',
    );
    expect(mail.Text).toContain('- Historia: 1 mensaje de 1 estudiante.');
    expect(mail.Text).toContain(`http://127.0.0.1:5173/profesor/clases/${classId}`);
    expect(mail.HTML).toContain(`<a href="http://127.0.0.1:5173/profesor/clases/${classId}">`);
    // Nothing the student wrote, nor the conversation's title.
    for (const body of [mail.Text, mail.HTML]) {
      expect(body).not.toContain('Reconquista');
    }
    const [claims] = await stack.query<{ n: number }>(
      `select count(*)::int as n from private.class_weekly_digest_emails where class_id = $1`,
      [classId],
    );
    expect(claims!.n).toBe(1);
  });
});
