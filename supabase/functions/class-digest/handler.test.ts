/**
 * The class-digest function over a local stack (real auth, RLS and get_class_student_messages)
 * with the scripted model: a teacher gets one summary per usable group, written from the groups'
 * example texts alone; a student, another teacher, no session and bad dates are refused before
 * any model call; without a key the answer is `summaries: null`; a malformed answer or a summary
 * the safety screen flags is dropped; the same week asked again costs no second call; past the
 * tutor's budget the teacher gets a 429. Only the model is faked.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';

import { ANON_KEY } from '../../local/server.ts';
import { ADMIN, client, signedIn, STUDENT_PASSWORD } from '../../local/test-helpers.ts';
import { addDays, localDay } from '../_shared/time/time-zone.ts';
import {
  answering,
  baseEnv,
  fake,
  inOneDay,
  keyedEnv,
  stack,
  turnRequest,
  useTutorStack,
} from '../tutor/test-setup.ts';

import { createHandler } from './handler.ts';

useTutorStack();

/** What three named students of the class ask (two groups, one lone question, a greeting). */
const ASKED: Record<string, string[]> = {
  'Lucía Paredes': [
    'no entiendo las fracciones equivalentes',
    'causas de la segunda guerra mundial',
  ],
  'Mateo Quintana': ['¿Cómo sé si dos fracciones son equivalentes?', 'hola'],
  'Sofía Berenguer': ['que es una fraccion equivalente', 'quien gano la segunda guerra mundial'],
};

let teacher: { token: string; db: SupabaseClient };
let classId: string;
let studentToken: string;
const studentIds: string[] = [];
// The period around today on the deployment's clock: it holds the messages written now.
const today = localDay(new Date());
const period = () => ({ class_id: classId, start: addDays(today, -3), end: addDays(today, 3) });

async function person(email: string, password = STUDENT_PASSWORD) {
  const { client: db, session } = await signedIn(stack.url, email, password);
  return { db, token: session.access_token };
}

async function newPerson(name: string) {
  const db = client(stack.url);
  const email = `d${Date.now()}${Math.random().toString(36).slice(2, 7)}@tutor.local`;
  const { data, error } = await db.auth.signUp({
    email,
    password: STUDENT_PASSWORD,
    options: { data: { name } },
  });
  if (error || !data.session || !data.user) throw error ?? new Error('no session');
  return { db, id: data.user.id, token: data.session.access_token };
}

beforeAll(async () => {
  teacher = await person('profesora@tutor.local');
  const made = await teacher.db
    .from('classes')
    .insert({ name: 'Resumen IA' })
    .select('id')
    .single();
  if (made.error) throw made.error;
  classId = made.data.id as string;
  const settings = await teacher.db.rpc('get_class_settings', { class_id: classId });
  if (settings.error) throw settings.error;
  for (const [name, messages] of Object.entries(ASKED)) {
    const student = await newPerson(name);
    studentIds.push(student.id);
    studentToken = student.token;
    const joined = await student.db.rpc('join_class', { code: settings.data[0].join_code });
    if (joined.error) throw joined.error;
    const conv = await student.db
      .from('conversations')
      .insert({ user_id: student.id, title: 'Dudas', class_id: classId })
      .select('id')
      .single();
    if (conv.error) throw conv.error;
    for (const content of messages) {
      const sent = await student.db
        .from('messages')
        .insert({ conversation_id: conv.data.id, role: 'user', content });
      if (sent.error) throw sent.error;
    }
  }
}, 240_000);

async function ask(env: Record<string, string>, token: string | null, body: unknown = period()) {
  const res = await createHandler(env)(turnRequest(token, body, undefined, '/class-digest'));
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as Record<string, unknown>,
  };
}

describe('a teacher asks for the summaries of the week', () => {
  it('gets one per usable group, from one call that saw the examples and no name or id', async () => {
    const handler = createHandler(keyedEnv());
    const call = async () => {
      const res = await handler(turnRequest(teacher.token, period(), undefined, '/class-digest'));
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const first = await call();
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual({
      summaries: [
        {
          label: 'fracciones equivalentes',
          summary: 'Dudas sobre cómo despejar la x en ecuaciones',
        },
      ],
    });
    const [seen, ...more] = fake.of('digest');
    expect(more).toHaveLength(0);
    expect(seen!.body.model).toBe('gpt-4.1-mini');
    const sent = JSON.stringify(seen!.body.messages);
    expect(sent).toContain('no entiendo las fracciones equivalentes');
    expect(sent).toContain('quien gano la segunda guerra mundial');
    for (const name of [...Object.keys(ASKED), 'Lucía', 'Paredes', 'Quintana', 'Berenguer']) {
      expect(sent).not.toContain(name);
    }
    for (const id of [...studentIds, classId]) expect(sent).not.toContain(id);
    // Neither the greeting nor the lone question is a group.
    expect(sent).not.toContain('hola');

    // The same week again: the kept answer, no second call.
    const again = await call();
    expect(again).toEqual(first);
    expect(fake.of('digest')).toHaveLength(1);
  });

  it('an admin may ask too', async () => {
    const admin = await person(ADMIN.email, ADMIN.password);
    const res = await ask(keyedEnv(), admin.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.summaries as unknown[]).length).toBe(1);
  });

  it('without a model key gets summaries: null and nothing is sent anywhere', async () => {
    const res = await ask(baseEnv(), teacher.token);
    expect(res).toMatchObject({ status: 200, body: { summaries: null } });
    expect(fake.seen).toHaveLength(0);
  });
});

describe('what is never shown', () => {
  it('drops a malformed answer whole', async () => {
    fake.script = answering('digest', {
      content: 'Aquí tienes los resúmenes: grupo 1, fracciones',
    });
    const res = await ask(keyedEnv(), teacher.token);
    expect(res).toMatchObject({ status: 200, body: { summaries: [] } });
    expect(fake.of('digest')).toHaveLength(1);
  });

  it('drops a flagged, overlong, unknown or repeated summary and keeps the good one', async () => {
    const summaries = [
      { group: 1, summary: 'Dicen que se quieren suicidar por las fracciones' },
      { group: 2, summary: 'Preguntas sobre la segunda guerra mundial.' },
      { group: 2, summary: 'Otra frase para el mismo grupo' },
      { group: 3, summary: 'Un grupo que no existe' },
      { group: 1, summary: 'Fracciones equivalentes' },
    ];
    fake.script = answering('digest', { content: JSON.stringify({ summaries }) });
    const flagged = await ask(keyedEnv(), teacher.token);
    expect(flagged.body).toEqual({
      summaries: [
        { label: 'segunda guerra mundial', summary: 'Preguntas sobre la segunda guerra mundial' },
      ],
    });
    fake.script = answering('digest', {
      content: JSON.stringify({ summaries: [{ group: 1, summary: 'x'.repeat(161) }] }),
    });
    expect((await ask(keyedEnv(), teacher.token)).body).toEqual({ summaries: [] });
  });
});

describe('refusals', () => {
  it('a student of the class, another teacher: 403, and the model is never called', async () => {
    const student = await ask(keyedEnv(), studentToken);
    expect(student).toMatchObject({
      status: 403,
      body: { error: 'Solo los profesores de la clase ven sus resúmenes.', code: 'forbidden' },
    });
    const other = await newPerson('Otro Profesor');
    const admin = await person(ADMIN.email, ADMIN.password);
    const made = await admin.db.rpc('set_user_teacher_role', {
      target_user_id: other.id,
      is_teacher_role: true,
    });
    if (made.error) throw made.error;
    const signedAgain = await person(
      (await other.db.auth.getUser()).data.user!.email!,
      STUDENT_PASSWORD,
    );
    expect((await ask(keyedEnv(), signedAgain.token)).status).toBe(403);
    expect(fake.seen).toHaveLength(0);
  });

  it('through the stack’s /functions/v1: 403 for a student, 401 for the anon key alone', async () => {
    const call = async (token: string) => {
      const res = await fetch(`${stack.url}/functions/v1/class-digest`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          apikey: ANON_KEY,
        },
        body: JSON.stringify(period()),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    expect(await call(studentToken)).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    expect(await call(ANON_KEY)).toMatchObject({ status: 401, body: { code: 'invalid_token' } });
  });

  it('no session 401; bad dates or class 400, in Spanish', async () => {
    expect(await ask(keyedEnv(), null)).toMatchObject({
      status: 401,
      body: { error: 'Falta el token de sesión. Inicia sesión de nuevo.', code: 'missing_token' },
    });
    expect(await ask(keyedEnv(), 'no-es-un-token')).toMatchObject({
      status: 401,
      body: { code: 'invalid_token' },
    });
    const bad = [
      { ...period(), start: '2026-02-30' },
      { ...period(), start: addDays(today, 4) },
      { ...period(), start: '2024-01-01', end: '2026-01-01' },
      { ...period(), end: 'mañana' },
      { ...period(), class_id: 'clase' },
    ];
    for (const body of bad) {
      const res = await ask(keyedEnv(), teacher.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('invalid_request');
      expect(String(res.body.error)).toMatch(/no es válida|no son válidas|no puede pasar/);
    }
    expect(fake.seen).toHaveLength(0);
  });

  it('past the tutor’s daily token budget: 429 with Retry-After, and no call', async () => {
    await inOneDay(async () => {
      // A first call spends tokens of the teacher's day; a budget of one token is then spent.
      fake.script = answering('digest', { content: '{"summaries": []}', tokens: 5 });
      expect((await ask(keyedEnv(), teacher.token)).status).toBe(200);
      const res = await ask(keyedEnv({ TUTOR_TOKENS_PER_DAY: '1' }), teacher.token);
      expect(res).toMatchObject({
        status: 429,
        body: {
          error: 'Has pedido muchos resúmenes seguidos. Inténtalo más tarde.',
          code: 'rate_limited',
        },
      });
      expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect(fake.of('digest')).toHaveLength(1);
    });
  });
});
