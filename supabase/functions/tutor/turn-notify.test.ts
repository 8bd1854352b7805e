/**
 * The safeguarding e-mail: one e-mail per alert to SAFEGUARDING_EMAIL after a safety turn, nothing
 * personal in it, nothing without an address, a failed send retried by a later safety turn, and
 * the real SMTP path (nodemailer) against a small SMTP server run by the test.
 */
import { createServer, type Server } from 'node:net';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { loadNodeNodemailer, type MailMessage, readSmtpSettings } from '../_shared/http/mailer.ts';
import { SAFETY_REPLIES } from '../_shared/safety/safety.ts';

import { createHandler } from './handler.ts';
import { say, service, studentAsking, turnRequest, useTutorStack, baseEnv } from './test-setup.ts';

// Its own stack: the safeguarding e-mail claims the oldest alerts not yet e-mailed, from any file.
useTutorStack({ ownStack: true });

/** A mailer that keeps what it is given (or fails while `failing` is set). */
function capturingMailer() {
  const sent: MailMessage[] = [];
  const mailer = {
    sent,
    failing: false,
    async send(message: MailMessage) {
      if (mailer.failing) throw new Error('smtp down');
      sent.push(message);
    },
  };
  return mailer;
}

const env = (extra: Record<string, string> = {}) => ({
  ...baseEnv(),
  SAFEGUARDING_EMAIL: 'orientacion@escuela.test, direccion@escuela.test',
  SITE_URL: 'https://tutor.escuela.test/',
  ...extra,
});

async function safetyTurn(
  handler: (req: Request) => Promise<Response>,
  text = 'mi padrastro me pega cuando llego tarde',
) {
  const { student, conversationId, messageId } = await studentAsking(text);
  const res = await handler(turnRequest(student.token, { conversation_id: conversationId }));
  const body = (await res.json()) as { message: { content: string } };
  const { data } = await service
    .from('safety_alerts')
    .select('id, notified_at')
    .eq('message_id', messageId)
    .single();
  return { student, conversationId, status: res.status, body, alert: data! };
}

const refersTo = (message: MailMessage, alertId: string) =>
  message.text.includes(`Referencia de la alerta: ${alertId}`);

describe('safeguarding e-mail', () => {
  it('a safety turn e-mails the safeguarding addresses once, with a link and nothing personal', async () => {
    const mailer = capturingMailer();
    const handler = createHandler(env(), { mailer });
    const first = await safetyTurn(handler);
    expect(first.status).toBe(200);
    expect(first.body.message.content).toBe(SAFETY_REPLIES.abuse);
    const mine = mailer.sent.filter((m) => refersTo(m, first.alert.id));
    expect(mine).toHaveLength(1);
    const [mail] = mine;
    expect(mail!.to).toEqual(['orientacion@escuela.test', 'direccion@escuela.test']);
    expect(mail!.subject).toBe('Tutor: nueva alerta de seguridad');
    expect(mail!.text).toContain('https://tutor.escuela.test/admin/activity');
    expect(mail!.text).not.toContain('padrastro');
    expect(mail!.text).not.toContain('@tutor.local');
    expect(first.alert.notified_at).not.toBeNull();

    // An ordinary turn of the same student sends nothing; the next safety turn only its own alert.
    const before = mailer.sent.length;
    await say(first.student, first.conversationId, '¿Cuánto es 2 + 2?');
    await handler(turnRequest(first.student.token, { conversation_id: first.conversationId }));
    expect(mailer.sent).toHaveLength(before);
    const second = await safetyTurn(handler, 'a veces pienso que me quiero morir');
    expect(mailer.sent.slice(before).map((m) => refersTo(m, second.alert.id))).toEqual([true]);
  });

  it('without SAFEGUARDING_EMAIL nothing is sent and the alert waits, unclaimed', async () => {
    const mailer = capturingMailer();
    const { alert } = await safetyTurn(createHandler(baseEnv(), { mailer }));
    expect(mailer.sent).toHaveLength(0);
    expect(alert.notified_at).toBeNull();
    // Once an address is configured, the next safety turn sends the waiting alert too.
    const later = await safetyTurn(createHandler(env(), { mailer }));
    expect(mailer.sent.some((m) => refersTo(m, alert.id))).toBe(true);
    expect(mailer.sent.some((m) => refersTo(m, later.alert.id))).toBe(true);
  });

  it('a failed send never loses the turn; the alert is released and sent by a later safety turn', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const mailer = capturingMailer();
    mailer.failing = true;
    const handler = createHandler(env(), { mailer });
    const failed = await safetyTurn(handler);
    expect(failed.status).toBe(200);
    expect(failed.body.message.content).toBe(SAFETY_REPLIES.abuse);
    expect(failed.alert.notified_at).toBeNull();
    mailer.failing = false;
    const next = await safetyTurn(handler);
    expect(mailer.sent.filter((m) => refersTo(m, failed.alert.id))).toHaveLength(1);
    expect(mailer.sent.filter((m) => refersTo(m, next.alert.id))).toHaveLength(1);
  });

  it('parallel safety turns e-mail every alert exactly once', async () => {
    const mailer = capturingMailer();
    const handler = createHandler(env(), { mailer });
    const turns = await Promise.all(
      Array.from({ length: 4 }, () => safetyTurn(handler, 'me quiero morir, ya no puedo más')),
    );
    for (const { alert } of turns) {
      expect(mailer.sent.filter((m) => refersTo(m, alert.id))).toHaveLength(1);
    }
  });
});

describe('the SMTP mailer (nodemailer) against a local SMTP server', () => {
  let server: Server;
  let port = 0;
  const received: { from: string; to: string[]; data: string }[] = [];

  beforeAll(async () => {
    // Just enough SMTP (RFC 5321) to accept one plain-text message per session.
    server = createServer((socket) => {
      let mail = { from: '', to: [] as string[], data: '' };
      let inData = false;
      let buffer = '';
      socket.write('220 test ESMTP\r\n');
      socket.on('data', (chunk) => {
        buffer += chunk.toString('utf8');
        let end: number;
        while ((end = buffer.indexOf('\r\n')) >= 0) {
          const line = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (inData) {
            if (line === '.') {
              inData = false;
              received.push(mail);
              mail = { from: '', to: [], data: '' };
              socket.write('250 queued\r\n');
            } else mail.data += `${line}\n`;
          } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
          else if (/^MAIL FROM:/i.test(line)) {
            mail.from = line.slice(10).trim();
            socket.write('250 ok\r\n');
          } else if (/^RCPT TO:/i.test(line)) {
            mail.to.push(line.slice(8).trim());
            socket.write('250 ok\r\n');
          } else if (/^DATA/i.test(line)) {
            inData = true;
            socket.write('354 go\r\n');
          } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
          else socket.write('250 ok\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('a safety turn with SMTP_* settings delivers the e-mail over SMTP', async () => {
    const smtpEnv = env({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(port),
      SMTP_SENDER: 'avisos@escuela.test',
      SMTP_SENDER_NAME: 'Tutor Escuela',
    });
    expect(readSmtpSettings(smtpEnv)).toMatchObject({ host: '127.0.0.1', port });
    const nodemailer = await loadNodeNodemailer();
    const { alert } = await safetyTurn(createHandler(smtpEnv, { nodemailer }));
    const mail = received.find((m) => m.data.includes(alert.id));
    expect(mail).toBeDefined();
    expect(mail!.from).toBe('<avisos@escuela.test>');
    expect(mail!.to).toEqual(['<orientacion@escuela.test>', '<direccion@escuela.test>']);
    expect(mail!.data).toMatch(/^Subject: Tutor: nueva alerta de seguridad$/m);
    expect(mail!.data).toMatch(/^From: Tutor Escuela <avisos@escuela.test>$/m);
  });
});
