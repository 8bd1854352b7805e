/**
 * The local mailbox through the real path: supabase-js `resetPasswordForEmail` on the local stack
 * delivers the recovery mail to the mailbox (never a real address), the Mailpit-compatible API
 * lists, shows and deletes it, and its link signs the person in on the app's page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startStack, type Stack } from '../server.ts';
import { client } from '../test-helpers.ts';

let stack: Stack;
let mailbox: string;

beforeAll(async () => {
  stack = await startStack({ memory: true, port: 0, quiet: true, log: () => {} });
  mailbox = stack.mailboxUrl!;
});
afterAll(async () => {
  await stack?.stop();
});

interface Summary {
  ID: string;
  Subject: string;
  To: unknown;
  Read: boolean;
  Text: string;
}
interface Listing {
  total: number;
  unread: number;
  messages_count: number;
  messages: Summary[];
}

const api = async <T>(path: string) => {
  const res = await fetch(`${mailbox}${path}`);
  return { status: res.status, body: (await res.json().catch(() => null)) as T };
};

describe('the local mailbox', () => {
  it('catches the recovery mail, whose link verifies and redirects to the app with a recovery session', async () => {
    await fetch(`${mailbox}/api/v1/messages`, { method: 'DELETE' });
    const db = client(stack.url);
    const { error } = await db.auth.resetPasswordForEmail('ana@tutor.local', {
      redirectTo: 'http://127.0.0.1:4173/restablecer',
    });
    expect(error).toBeNull();

    const list = await api<Listing>('/api/v1/messages');
    expect(list.body).toMatchObject({ total: 1, unread: 1, messages_count: 1 });
    const summary = list.body.messages[0]!;
    expect(summary.To).toEqual([{ Name: '', Address: 'ana@tutor.local' }]);

    const message = await api<Summary>(`/api/v1/message/${summary.ID}`);
    expect(message.body.Read).toBe(true);
    const link = message.body.Text.match(/https?:\/\/\S+/)?.[0];
    expect(link).toContain(`${stack.url}/auth/v1/verify?`);
    expect(link).toContain('type=recovery');

    const verified = await fetch(link!, { redirect: 'manual' });
    expect(verified.status).toBe(303);
    const location = new URL(verified.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe('http://127.0.0.1:4173/restablecer');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('access_token')).toBeTruthy();
  });

  it('the recovery mail is the Spanish template of supabase/config.toml, in the text and the HTML', async () => {
    await fetch(`${mailbox}/api/v1/messages`, { method: 'DELETE' });
    const db = client(stack.url);
    expect((await db.auth.resetPasswordForEmail('luis@tutor.local')).error).toBeNull();
    const [summary] = (await api<Listing>('/api/v1/messages')).body.messages;
    const message = (await api<Summary & { HTML: string }>(`/api/v1/message/${summary!.ID}`)).body;
    expect(message.Subject).toBe('Tutor: restablece tu contraseña');
    for (const part of [message.Text, message.HTML]) {
      expect(part).toContain('Restablece tu contraseña');
      expect(part).toContain('Si no lo pediste tú, ignora este correo');
      expect(part).toContain('luis@tutor.local');
      expect(part).toMatch(/\b\d{6}\b/);
      expect(part).not.toMatch(/Reset Your Password|Powered by|Supabase/i);
    }
    expect(message.HTML).toContain('lang="es"');
    expect(message.Text).toMatch(/Elegir una nueva contraseña: http:\/\/\S+type=recovery/);
  });

  it('an unknown address gets no mail and the same answer (no account is revealed)', async () => {
    await fetch(`${mailbox}/api/v1/messages`, { method: 'DELETE' });
    const { error } = await client(stack.url).auth.resetPasswordForEmail('nadie@tutor.local', {
      redirectTo: 'http://127.0.0.1:4173/restablecer',
    });
    expect(error).toBeNull();
    expect((await api<Listing>('/api/v1/messages')).body.total).toBe(0);
  });

  it('sends one recovery mail per address per minute: the next request gets GoTrue’s 429', async () => {
    const { error } = await client(stack.url).auth.resetPasswordForEmail('ana@tutor.local', {
      redirectTo: 'http://127.0.0.1:4173/restablecer',
    });
    expect(error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
  });

  it('deletes by id or all, answers 404 for an unknown id, and shows the list and a mail as pages', async () => {
    const first = stack.mailbox.deliver({
      to: 'a@tutor.local',
      subject: 'Aviso <uno>',
      text: 'Hola https://example.test/x',
    });
    stack.mailbox.deliver({ to: 'b@tutor.local', subject: 'Aviso dos', html: '<p>Hola</p>' });
    const page = await fetch(`${mailbox}/`);
    const html = await page.text();
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('Aviso &#60;uno&#62;');
    const view = await (await fetch(`${mailbox}/view/${first.ID}`)).text();
    expect(view).toContain('<a href="https://example.test/x">');
    expect((await api('/api/v1/message/nope')).status).toBe(404);

    await fetch(`${mailbox}/api/v1/messages`, {
      method: 'DELETE',
      body: JSON.stringify({ IDs: [first.ID] }),
    });
    const left = (await api<Listing>('/api/v1/messages')).body.messages.map((m) => m.Subject);
    expect(left).toContain('Aviso dos');
    expect(left).not.toContain('Aviso <uno>');
    await fetch(`${mailbox}/api/v1/messages`, { method: 'DELETE' });
    expect((await api<Listing>('/api/v1/messages')).body.total).toBe(0);
  });
});
