/**
 * Self sign-up consent over HTTP, as the SPA and the guardian's page call it (docs/consent.md): a
 * 12-year-old signs up with supabase-js and waits; the consent function e-mails the guardian a link
 * (local mailbox); accepting it through the public RPC activates the account. Refused while waiting:
 * the tutor function, a conversation over REST or RPC, joining a class. Refused links: reused,
 * replaced, made up. Birth years count back from the deployment's year, so nothing depends on the date.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';

import { ANON_KEY, type Stack } from '../../local/server.ts';
import { client, signedIn, STUDENT_PASSWORD, workerStack } from '../../local/test-helpers.ts';
import { localDay } from '../_shared/time/time-zone.ts';

import { consentMessage, loopbackAppUrl } from './handler.ts';

let stack: Stack;
let thisYear: number;
const APP = 'http://127.0.0.1:4999';

beforeAll(async () => {
  stack = await workerStack();
  thisYear = Number(localDay(new Date()).slice(0, 4));
}, 240_000);

let n = 0;
async function signUp(age: number, guardian?: string) {
  n += 1;
  const c = client(stack.url);
  const email = `consent${n}@tutor.local`;
  const { data, error } = await c.auth.signUp({
    email,
    password: 'clave-segura-1',
    options: {
      data: {
        name: `Nora ${n}`,
        grade_level: 'Secundaria',
        birth_year: thisYear - age,
        ...(guardian ? { guardian_email: guardian } : {}),
      },
    },
  });
  if (error || !data.session) throw error ?? new Error('no session');
  return { c, session: data.session, email };
}

async function call(fn: string, token: string, body: Record<string, unknown>) {
  const res = await fetch(`${stack.url}/functions/v1/${fn}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      apikey: ANON_KEY,
    },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as Record<string, unknown>,
  };
}

const mailsTo = (address: string) =>
  stack.mailbox.list().filter((m) => m.To.some((to) => to.Address === address));

const tokenIn = (text: string) => /\/consentimiento\?token=([0-9a-f]{64})/.exec(text)?.[1] ?? null;

describe('a self sign-up aged 12', () => {
  let kid: Awaited<ReturnType<typeof signUp>>;
  let anonymous: SupabaseClient;
  const guardian = 'madre.nora@familia.local';

  beforeAll(async () => {
    kid = await signUp(12, guardian);
    anonymous = client(stack.url);
  });

  it('waits: the session says so and the server refuses the tutor, conversations and classes', async () => {
    expect(kid.session.user.app_metadata.consent_pending).toBe(true);
    expect(kid.session.user.user_metadata).not.toHaveProperty('guardian_email');
    const mine = await kid.c.rpc('get_my_consent');
    expect(mine.data).toEqual([
      expect.objectContaining({ pending: true, guardian_email: guardian }),
    ]);

    const tutor = await call('tutor', kid.session.access_token, {
      conversation_id: crypto.randomUUID(),
      message: 'Hola',
    });
    expect(tutor.status, JSON.stringify(tutor.body)).toBe(403);
    expect(tutor.body).toMatchObject({ code: 'consent_pending' });

    const inserted = await kid.c
      .from('conversations')
      .insert({ user_id: kid.session.user.id, title: 'x' });
    expect(inserted.error).toMatchObject({
      code: '42501',
      message: 'Tu cuenta espera el permiso de tu madre, padre o tutor legal.',
    });
    const started = await kid.c.rpc('start_conversation', {
      subject: null,
      grade_level: null,
      class_id: null,
    });
    expect(started.error?.code).toBe('42501');
    const teacher = await signedIn(stack.url, 'profesora@tutor.local', STUDENT_PASSWORD);
    const made = await teacher.client
      .from('classes')
      .insert({ name: 'Consentimiento 1°A' })
      .select('id')
      .single();
    const [cls] = await stack.query<{ join_code: string }>(
      'select join_code from public.class_settings where class_id = $1',
      [made.data!.id],
    );
    const joined = await kid.c.rpc('join_class', { code: cls!.join_code });
    expect(joined.error).toMatchObject({ code: '42501' });
    const members = await stack.query('select 1 from public.class_members where user_id = $1', [
      kid.session.user.id,
    ]);
    expect(members).toEqual([]);
    const rows = await stack.query('select id from public.conversations where user_id = $1', [
      kid.session.user.id,
    ]);
    expect(rows).toEqual([]);
  });

  it('the guardian gets a link (local mailbox) that activates the account once', async () => {
    const sent = await call('consent', kid.session.access_token, { action: 'send', app_url: APP });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toMatchObject({ sent_to: guardian });
    const [mail] = mailsTo(guardian);
    expect(mail?.Subject).toBe(`Tutor: Nora ${n} necesita su permiso`);
    expect(mail?.Text).toContain(`${APP}/consentimiento?token=`);
    const token = tokenIn(mail!.Text)!;
    expect(token).not.toBeNull();

    // Another link within the minute is refused, with Retry-After.
    const again = await call('consent', kid.session.access_token, { action: 'send', app_url: APP });
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ code: 'consent_too_soon' });
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);

    const before = await anonymous.rpc('consent_link_status', { p_token: token });
    expect(before.data).toEqual([
      expect.objectContaining({ status: 'valid', student_name: `Nora ${n}` }),
    ]);
    const accepted = await anonymous.rpc('consent_accept', { p_token: token });
    expect(accepted).toMatchObject({ data: true, error: null });

    const reused = await anonymous.rpc('consent_accept', { p_token: token });
    expect(reused.error).toMatchObject({
      code: '22023',
      message: 'Este enlace ya se usó: la cuenta ya tiene su permiso.',
    });
    expect((await anonymous.rpc('consent_link_status', { p_token: token })).data).toEqual([
      { status: 'used', student_name: null, expires_at: null },
    ]);

    // A fresh token (refreshed session) no longer carries the flag: the tutor and a conversation work.
    const { data: refreshed } = await kid.c.auth.refreshSession();
    expect(refreshed.session?.user.app_metadata.consent_pending).toBeUndefined();
    const started = await kid.c.rpc('start_conversation', {
      subject: null,
      grade_level: null,
      class_id: null,
    });
    expect(started.error).toBeNull();
    const done = await call('consent', refreshed.session!.access_token, {
      action: 'send',
      app_url: APP,
    });
    expect(done).toMatchObject({ status: 409, body: { code: 'consent_not_pending' } });
  });
});

describe('refusals', () => {
  it('a made-up token; a link for another site; an adult needs no consent', async () => {
    const anonymous = client(stack.url);
    const made = await anonymous.rpc('consent_accept', { p_token: 'f'.repeat(64) });
    expect(made.error?.code).toBe('22023');

    const kid = await signUp(11, 'padre@familia.local');
    const evil = await call('consent', kid.session.access_token, {
      action: 'send',
      app_url: 'https://evil.example',
    });
    expect(evil.status).toBe(500);
    expect(mailsTo('padre@familia.local')).toEqual([]);

    const adult = await signUp(30);
    expect(adult.session.user.app_metadata.consent_pending).toBeUndefined();
    const none = await call('consent', adult.session.access_token, {
      action: 'send',
      app_url: APP,
    });
    expect(none).toMatchObject({ status: 409, body: { code: 'consent_not_pending' } });
  });

  it('a minor without a guardian address cannot sign up', async () => {
    const c = client(stack.url);
    const { error } = await c.auth.signUp({
      email: 'sin-tutor@tutor.local',
      password: 'clave-segura-1',
      options: { data: { name: 'Sin', birth_year: thisYear - 10 } },
    });
    expect(error).not.toBeNull();
    const rows = await stack.query(
      `select id from auth.users where email = 'sin-tutor@tutor.local'`,
    );
    expect(rows).toEqual([]);
  });
});

describe('pure parts', () => {
  it('loopbackAppUrl keeps only http loopback origins', () => {
    expect(loopbackAppUrl('http://127.0.0.1:5173/x')).toBe('http://127.0.0.1:5173');
    expect(loopbackAppUrl('http://localhost:4173')).toBe('http://localhost:4173');
    for (const bad of [
      'https://127.0.0.1',
      'http://127.0.0.1.evil.example',
      'javascript:x',
      42,
      null,
    ]) {
      expect(loopbackAppUrl(bad)).toBeNull();
    }
  });

  it('the e-mail says who, why, the link, when it expires and what happens without consent', () => {
    const mail = consentMessage({
      to: 'm@f.local',
      studentName: 'Nora',
      url: 'http://app/consentimiento?token=abc',
      expiresAt: '2026-03-10T12:00:00Z',
    });
    expect(mail.to).toEqual(['m@f.local']);
    expect(mail.text).toContain('http://app/consentimiento?token=abc');
    expect(mail.text).toContain('cumple 14 años o menos');
    expect(mail.text).toContain('caduca el 2026-03-10');
    expect(mail.text).toContain('7 días');
  });
});
