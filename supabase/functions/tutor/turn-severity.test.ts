/**
 * The two levels of a safety alert in a real turn: `alta` (a clear disclosure) gets the caring
 * reply, the alert and the e-mail; `revisar` (a possible one) gets the normal tutor reply, an alert
 * listed for the adults, and no e-mail, not even when a later `alta` turn sends its own. The
 * messages come from the labelled sets (evals/), read through their loader.
 */
import { describe, expect, it } from 'vitest';

import { loadSet } from '../../../evals/load.ts';
import type { MailMessage } from '../_shared/http/mailer.ts';
import {
  SAFETY_MODEL,
  SAFETY_REPLIES,
  type SafetyLevel,
  screenVerdict,
} from '../_shared/safety/safety.ts';

import { createHandler } from './handler.ts';
import {
  answering,
  baseEnv,
  fake,
  keyedEnv,
  service,
  studentAsking,
  turnRequest,
  type TurnBody,
  useTutorStack,
} from './test-setup.ts';

// Its own stack: the safeguarding e-mail claims the oldest alerts not yet e-mailed, from any file.
useTutorStack({ ownStack: true });

const SEED = loadSet('safety', 'seed-student-voices');

/** The first labelled case of the seed set whose offline verdict has `level` (null: harmless). */
function caseAt(level: SafetyLevel | null) {
  const found = SEED.find((c) =>
    level === null
      ? c.label === null && screenVerdict(c.text) === null
      : c.label !== null && screenVerdict(c.text)?.level === level,
  );
  if (!found) throw new Error(`no case at level ${level} in seed-student-voices`);
  return found;
}

/** A mailer that keeps what it is given. */
function capturingMailer() {
  const sent: MailMessage[] = [];
  return { sent, send: async (message: MailMessage) => void sent.push(message) };
}

const mailEnv = (env: Record<string, string>) => ({
  ...env,
  SAFEGUARDING_EMAIL: 'orientacion@escuela.test',
  SITE_URL: 'https://tutor.escuela.test',
});

/** One turn of a new student whose first message is `text`, through the handler with `mailer`. */
async function turnOf(
  text: string,
  env: Record<string, string>,
  mailer: ReturnType<typeof capturingMailer>,
) {
  const asked = await studentAsking(text);
  const res = await createHandler(mailEnv(env), { mailer })(
    turnRequest(asked.student.token, { conversation_id: asked.conversationId }),
  );
  const body = (await res.json()) as TurnBody;
  const { data: alerts, error } = await service
    .from('safety_alerts')
    .select('id, category, source, level, notified_at, excerpt')
    .eq('message_id', asked.messageId);
  if (error) throw error;
  return { status: res.status, body, alerts: alerts ?? [] };
}

const refersTo = (message: MailMessage, alertId: string) =>
  message.text.includes(`Referencia de la alerta: ${alertId}`);

describe('severity: revisar', () => {
  it('a possible disclosure: the normal tutor reply, an alert with level revisar, no e-mail', async () => {
    const possible = caseAt('revisar');
    const mailer = capturingMailer();
    const { status, body, alerts } = await turnOf(possible.text, baseEnv(), mailer);
    expect(status).toBe(200);
    // The student is not interrupted: the demo tutor's reply, not a caring one.
    expect(body.model).not.toBe(SAFETY_MODEL);
    expect(Object.values(SAFETY_REPLIES)).not.toContain(body.message.content);
    expect(body.message.content.length).toBeGreaterThan(0);
    expect(JSON.stringify(body)).not.toContain('revisar');
    expect(alerts).toEqual([
      {
        id: expect.any(String),
        category: possible.label,
        source: 'phrase_list',
        level: 'revisar',
        notified_at: null,
        excerpt: possible.text,
      },
    ]);
    expect(mailer.sent).toHaveLength(0);

    // A later clear disclosure e-mails its own alert only: the claim never takes a revisar one.
    const clear = await turnOf(caseAt('alta').text, baseEnv(), mailer);
    expect(clear.body.model).toBe(SAFETY_MODEL);
    expect(clear.alerts).toMatchObject([{ level: 'alta', notified_at: expect.any(String) }]);
    expect(mailer.sent.filter((m) => refersTo(m, clear.alerts[0]!.id))).toHaveLength(1);
    expect(mailer.sent.some((m) => refersTo(m, alerts[0]!.id))).toBe(false);
    const { data: still } = await service
      .from('safety_alerts')
      .select('notified_at, teachers_notified_at')
      .eq('id', alerts[0]!.id)
      .single();
    expect(still).toEqual({ notified_at: null, teachers_notified_at: null });
  });

  it('with a key, the possible disclosure goes to the tutor model and moderation silent keeps it revisar', async () => {
    const possible = caseAt('revisar');
    const mailer = capturingMailer();
    const { body, alerts } = await turnOf(possible.text, keyedEnv(), mailer);
    expect(fake.of('moderation')).toHaveLength(1);
    expect(fake.of('reply')).toHaveLength(1);
    expect(body.model).not.toBe(SAFETY_MODEL);
    expect(alerts).toMatchObject([{ level: 'revisar', source: 'phrase_list' }]);
    expect(mailer.sent).toHaveLength(0);
  });

  it("moderation's plain self-harm alone, on a message the screen reads as harmless: revisar", async () => {
    fake.script = answering('moderation', {
      moderation: { flagged: true, categories: { 'self-harm': true } },
    });
    const harmless = caseAt(null);
    const mailer = capturingMailer();
    const { body, alerts } = await turnOf(harmless.text, keyedEnv(), mailer);
    expect(fake.of('reply')).toHaveLength(1);
    expect(body.model).not.toBe(SAFETY_MODEL);
    expect(alerts).toMatchObject([
      { category: 'self_harm', source: 'moderation', level: 'revisar', notified_at: null },
    ]);
    expect(mailer.sent).toHaveLength(0);
  });
});

describe('severity: alta', () => {
  it('a clear disclosure keeps the caring reply, an alta alert and the e-mail', async () => {
    const clear = caseAt('alta');
    const mailer = capturingMailer();
    const { body, alerts } = await turnOf(clear.text, baseEnv(), mailer);
    expect(body.model).toBe(SAFETY_MODEL);
    expect(body.message.content).toBe(SAFETY_REPLIES[clear.label!]);
    expect(alerts).toMatchObject([
      {
        category: clear.label,
        source: 'phrase_list',
        level: 'alta',
        notified_at: expect.any(String),
      },
    ]);
    expect(mailer.sent.filter((m) => refersTo(m, alerts[0]!.id))).toHaveLength(1);
  });

  it('moderation confirming a possible disclosure makes it alta: the caring reply, no tutor call', async () => {
    const possible = caseAt('revisar');
    const category = screenVerdict(possible.text)!.category;
    // violence counts only where the screen reads a disclosure; here it corroborates one.
    fake.script = answering('moderation', {
      moderation: { flagged: true, categories: { violence: true } },
    });
    const mailer = capturingMailer();
    const { body, alerts } = await turnOf(possible.text, keyedEnv(), mailer);
    expect(body.message.content).toBe(SAFETY_REPLIES[category]);
    expect(fake.of('reply')).toHaveLength(0);
    expect(alerts).toMatchObject([{ category, source: 'moderation', level: 'alta' }]);
    expect(mailer.sent.filter((m) => refersTo(m, alerts[0]!.id))).toHaveLength(1);
  });
});
