/**
 * Class accounts over HTTP, as the SPA calls them: a teacher creates accounts by name, a student
 * signs in with the card (class code, name, secret) and gets an ordinary session; wrong secrets
 * (throttled), a removed student, another class's code, a student trying to create accounts and
 * direct calls of the service-only RPCs are refused.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';

import type { Stack } from '../../local/server.ts';
import { client, signedIn, STUDENT_PASSWORD, workerStack } from '../../local/test-helpers.ts';
import { CLASS_LOGIN_TEXTS, SECRET_WORDS } from '../_shared/classes/class-accounts.ts';

let stack: Stack;
let teacher: SupabaseClient;
let classId: string;
let otherClassId: string;

beforeAll(async () => {
  stack = await workerStack();
  const t = await signedIn(stack.url, 'profesora@tutor.local', STUDENT_PASSWORD);
  teacher = t.client;
  const made = await teacher.from('classes').insert({ name: 'Cuentas 1°A' }).select('id').single();
  const other = await teacher.from('classes').insert({ name: 'Otra clase' }).select('id').single();
  if (made.error || other.error) throw made.error ?? other.error;
  classId = made.data.id;
  otherClassId = other.data.id;
}, 240_000);

async function call(c: SupabaseClient | null, body: Record<string, unknown>) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const token = c ? (await c.auth.getSession()).data.session?.access_token : null;
  const { ANON_KEY } = await import('../../local/server.ts');
  headers.authorization = `Bearer ${token ?? ANON_KEY}`;
  headers.apikey = ANON_KEY;
  const res = await fetch(`${stack.url}/functions/v1/class-accounts`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

type Card = { id: string; name: string; secret: string };
async function create(names: string[], id = classId) {
  const { status, body } = await call(teacher, { action: 'create', class_id: id, names });
  expect(status, JSON.stringify(body)).toBe(200);
  return body as { code: string; cards: Card[] };
}

const signIn = (code: string, card: Card, secret = card.secret) =>
  call(null, { action: 'sign-in', code, student_id: card.id, secret });

describe('a teacher creates class accounts', () => {
  it('gets one card per name with a secret of three words, and the accounts join the class', async () => {
    const { code, cards } = await create(['Lucía', 'Mateo G.', 'Sofía']);
    expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    expect(cards.map((c) => c.name)).toEqual(['Lucía', 'Mateo G.', 'Sofía']);
    for (const card of cards) {
      const words = card.secret.split(' ');
      expect(words).toHaveLength(3);
      for (const w of words) expect(SECRET_WORDS).toContain(w);
    }
    const listed = await teacher.rpc('get_class_accounts', { class_id: classId });
    expect(listed.error).toBeNull();
    expect(listed.data!.map((r: { display_name: string }) => r.display_name)).toEqual([
      'Lucía',
      'Mateo G.',
      'Sofía',
    ]);
    const members = await stack.query<{ n: number }>(
      `select count(*)::int as n from public.class_members
       where class_id = $1 and role = 'student' and left_at is null`,
      [classId],
    );
    expect(members[0]!.n).toBe(3);
    // Only hashes are stored; no address a person could read or write to.
    const stored = await stack.query<{ email: string; secret_hash: string }>(
      `select u.email, a.secret_hash from private.class_accounts a join auth.users u on u.id = a.user_id
       where a.class_id = $1`,
      [classId],
    );
    for (const row of stored) {
      expect(row.email).toMatch(/^[0-9a-f-]{36}@clase\.tutor\.invalid$/);
      expect(cards.some((c) => row.secret_hash.includes(c.secret))).toBe(false);
    }
  });

  it('refuses a repeated name and an empty list, in Spanish', async () => {
    const repeated = await call(teacher, { action: 'create', class_id: classId, names: ['Lucía'] });
    expect(repeated.status).toBe(400);
    expect(repeated.body.error).toMatch(/ya está en la clase/);
    const empty = await call(teacher, { action: 'create', class_id: classId, names: ['  '] });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('Escribe al menos un nombre, uno por línea.');
  });

  it('refuses a student trying to create class accounts, and a signed-out caller', async () => {
    const ana = await signedIn(stack.url, 'ana@tutor.local', STUDENT_PASSWORD);
    const asStudent = await call(ana.client, { action: 'create', class_id: classId, names: ['X'] });
    expect(asStudent.status).toBe(403);
    expect(asStudent.body.error).toBe(CLASS_LOGIN_TEXTS.notTeacher);
    const anon = await call(null, { action: 'create', class_id: classId, names: ['X'] });
    expect(anon.status).toBe(401);
    const count = await stack.query<{ n: number }>(
      'select count(*)::int as n from private.class_accounts where class_id = $1',
      [classId],
    );
    expect(count[0]!.n).toBe(3);
  });
});

describe('a student signs in with the card', () => {
  it('lists the names for the code and signs in with the secret into an ordinary session', async () => {
    const { code, cards } = await create(['Aitana']);
    const roster = await call(null, { action: 'roster', code: code.toLowerCase() });
    expect(roster.status).toBe(200);
    const students = roster.body.students as Array<{ id: string; name: string }>;
    expect(students.map((s) => s.name)).toContain('Aitana');
    expect(JSON.stringify(roster.body)).not.toMatch(/@/);

    // Typed loosely: capitals, accents, hyphens.
    const typed = cards[0]!.secret.toUpperCase().replace(/ /g, '-');
    const { status, body } = await signIn(code, cards[0]!, typed);
    expect(status, JSON.stringify(body)).toBe(200);
    const session = body.session as { access_token: string; refresh_token: string };
    const student = client(stack.url);
    await student.auth.setSession(session);
    const me = await student.auth.getUser();
    expect(me.data.user?.id).toBe(cards[0]!.id);
    expect(me.data.user?.user_metadata.name).toBe('Aitana');
    // The student is in the class and can start a conversation there.
    const classes = await student.rpc('get_my_classes');
    expect(classes.data!.map((c: { id: string }) => c.id)).toContain(classId);
    const conv = await student.rpc('start_conversation', {
      subject: 'Matemáticas',
      grade_level: 'Secundaria',
      class_id: classId,
    });
    expect(conv.error).toBeNull();
  });

  it('refuses a wrong secret, then throttles even the right one after 10 wrong tries', async () => {
    const { code, cards } = await create(['Bruno']);
    const card = cards[0]!;
    for (let i = 0; i < 10; i++) {
      const wrong = await signIn(code, card, 'gato gato gato');
      expect(wrong.status).toBe(403);
      expect(wrong.body.error).toBe(CLASS_LOGIN_TEXTS.wrong);
    }
    const right = await signIn(code, card);
    expect(right.status).toBe(429);
    expect(right.body.error).toBe(CLASS_LOGIN_TEXTS.rateLimited);
    // Another student of the class is not locked out by Bruno's failures.
    const { cards: others } = await create(['Carla']);
    expect((await signIn(code, others[0]!)).status).toBe(200);
  });

  it("refuses another class's code with the same answer as a wrong secret", async () => {
    const mine = await create(['Dario']);
    const other = await create(['Elena'], otherClassId);
    expect(other.code).not.toBe(mine.code);
    const crossed = await signIn(other.code, mine.cards[0]!);
    expect(crossed.status).toBe(403);
    expect(crossed.body.error).toBe(CLASS_LOGIN_TEXTS.wrong);
    const unknown = await call(null, { action: 'roster', code: 'ZZZZZZZZ' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(CLASS_LOGIN_TEXTS.badCode);
  });

  it('a reset card replaces the old secret; a removed student can no longer sign in', async () => {
    const { code, cards } = await create(['Fabio', 'Gala']);
    const [fabio, gala] = cards as [Card, Card];
    const reset = await call(teacher, { action: 'reset', class_id: classId, student_id: fabio.id });
    expect(reset.status).toBe(200);
    const card = (reset.body as { card: Card }).card;
    expect(card.secret).not.toBe(fabio.secret);
    expect((await signIn(code, fabio)).status).toBe(403);
    expect((await signIn(code, card)).status).toBe(200);

    const removed = await call(teacher, {
      action: 'remove',
      class_id: classId,
      student_id: gala.id,
    });
    expect(removed.status).toBe(200);
    const gone = await signIn(code, gala);
    expect(gone.status).toBe(403);
    expect(gone.body.error).toBe(CLASS_LOGIN_TEXTS.wrong);
    const users = await stack.query('select 1 from auth.users where id = $1', [gala.id]);
    expect(users).toHaveLength(0);
    // A teacher cannot reset or remove someone who is not a class account of this class.
    const ana = await signedIn(stack.url, 'ana@tutor.local', STUDENT_PASSWORD);
    const foreign = await call(teacher, {
      action: 'remove',
      class_id: classId,
      student_id: ana.user.id,
    });
    expect(foreign.status).toBe(404);
    expect(await stack.query('select 1 from auth.users where id = $1', [ana.user.id])).toHaveLength(
      1,
    );
  });

  it('the service-only RPCs refuse the browser roles', async () => {
    const ana = await signedIn(stack.url, 'ana@tutor.local', STUDENT_PASSWORD);
    for (const c of [client(stack.url), ana.client]) {
      const check = await c.rpc('class_login_check', {
        p_code: 'ABCDEFGH',
        p_user_id: ana.user.id,
        p_secret: 'x',
      });
      expect(check.error?.code).toBe('42501');
      const roster = await c.rpc('class_login_roster', { p_code: 'ABCDEFGH' });
      expect(roster.error?.code).toBe('42501');
      const logins = await c.rpc('class_account_logins', { p_class_id: classId, p_count: 1 });
      expect(logins.error?.code).toBe('42501');
    }
  });
});
