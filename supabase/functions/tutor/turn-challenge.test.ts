/**
 * "Reto sin ayuda" through the tutor function: a challenge made by the demo tutor or the
 * model (under a JSON schema) with its own key, the key never readable by the student, the answer
 * checked server-side with at most two tries and the result recorded where only the server writes.
 */
import { describe, expect, it } from 'vitest';

import { EQUATION_CHALLENGE, socratic } from './fake-model.ts';
import { createHandler } from './handler.ts';
import {
  answering,
  baseEnv,
  fake,
  inOneDay,
  keyedEnv,
  messagesOf,
  say,
  service,
  stack,
  type Student,
  studentAsking,
  turn,
  turnRequest,
  useTutorStack,
} from './test-setup.ts';

useTutorStack();

type Json = Record<string, unknown>;

async function call(env: Record<string, string>, student: Student, body: Json) {
  const res = await createHandler(env)(turnRequest(student.token, body));
  return { status: res.status, body: (await res.json()) as Json };
}
const start = (
  env: Record<string, string>,
  student: Student,
  conversationId: string,
  extra: Json = {},
) =>
  call(env, student, { conversation_id: conversationId, challenge: { action: 'start', ...extra } });
const answer = (
  env: Record<string, string>,
  student: Student,
  conversationId: string,
  id: unknown,
  text: string,
) =>
  call(env, student, {
    conversation_id: conversationId,
    challenge: { action: 'answer', id, answer: text },
  });

/** A student whose first message has its reply: the conversation is ready for a challenge. */
async function answered(env: Record<string, string>, text = '¿Cómo resuelvo 2x + 3 = 11?') {
  const asked = await studentAsking(text, { subject: 'Matemáticas', grade_level: '8º' });
  expect((await turn(env, asked.student, asked.conversationId)).status).toBe(200);
  return asked;
}

/** The demo's equation 'ax + b = c' solved: its right answer. */
function solveDemo(statement: string): number {
  const m = /(\d+)x \+ (\d+) = (\d+)/.exec(statement);
  if (!m) throw new Error(`not an equation: ${statement}`);
  return (Number(m[3]) - Number(m[2])) / Number(m[1]);
}

describe('Reto sin ayuda with the demo tutor', () => {
  it('makes a similar exercise, states it in the chat and keeps the key on the server', async () => {
    const env = baseEnv();
    const { student, conversationId } = await answered(env);
    const res = await start(env, student, conversationId);
    expect(res.status).toBe(200);
    const challenge = res.body.challenge as Json;
    const statement = String(challenge.statement);
    expect(statement).toMatch(/^Resuelve la ecuación \$\d+x \+ \d+ = \d+\$\.$/);
    expect(challenge).toMatchObject({ tries: 0, correct: null, source: 'button' });
    // Neither the response nor anything the student can read holds the key.
    const x = solveDemo(statement);
    expect(JSON.stringify(res.body)).not.toMatch(/answers|steps/);
    expect(JSON.stringify(res.body)).not.toContain(`x = ${x}`);
    const own = await student.db.from('challenges').select('*');
    expect(own.data).toHaveLength(1);
    expect(JSON.stringify(own.data)).not.toContain(`x = ${x}`);
    const key = await student.db
      .schema('private' as 'public')
      .from('challenge_keys')
      .select('*');
    expect(key.data ?? []).toEqual([]);
    expect(key.error).not.toBeNull();
    const rpc = await student.db.rpc(
      'tutor_get_challenge' as never,
      {
        p_user_id: student.id,
        p_challenge_id: challenge.id,
      } as never,
    );
    expect(rpc.error).not.toBeNull();

    const messages = await messagesOf(conversationId);
    const stated = messages.at(-1)!;
    expect(stated).toMatchObject({ role: 'assistant', metadata: { challenge_id: challenge.id } });
    expect(stated.content).toContain('Reto sin ayuda');
    expect(stated.content).toContain(statement);
    expect(stated.content).not.toContain(`x = ${x}`);

    // The same conversation text makes the same challenge (deterministic demo), and a second
    // "Ponme a prueba" while one is open returns the open one.
    const again = await start(env, student, conversationId);
    expect((again.body.challenge as Json).id).toBe(challenge.id);
    expect(await messagesOf(conversationId)).toHaveLength(messages.length);
    const { data: stored } = await service
      .from('challenges')
      .select('message_id, subject, grade_level')
      .eq('id', challenge.id)
      .single();
    expect(stored).toEqual({ message_id: stated.id, subject: 'Matemáticas', grade_level: '8º' });
  });

  it('checks the answer on the server: a wrong try, then the right one, recorded as solved', async () => {
    const env = baseEnv();
    const { student, conversationId } = await answered(env);
    const challenge = (await start(env, student, conversationId)).body.challenge as Json;
    const x = solveDemo(String(challenge.statement));

    const wrong = await answer(env, student, conversationId, challenge.id, `x = ${-x}`);
    expect(wrong.status).toBe(200);
    expect(wrong.body.result).toEqual({ correct: false, reason: 'sign' });
    expect(wrong.body.challenge).toMatchObject({ tries: 1, correct: null, finished_at: null });

    const right = await answer(env, student, conversationId, challenge.id, `creo que es ${x}`);
    expect(right.body.result).toEqual({ correct: true, reason: 'correct' });
    expect(right.body.challenge).toMatchObject({ tries: 2, correct: true });

    const { data } = await service.from('challenges').select('*').eq('id', challenge.id).single();
    expect(data).toMatchObject({
      user_id: student.id,
      conversation_id: conversationId,
      tries: 2,
      correct: true,
      attempts: [`x = ${-x}`, `creo que es ${x}`],
      last_reason: 'correct',
    });
    expect(data!.finished_at).not.toBeNull();
    // Finished: another answer changes nothing.
    const late = await answer(env, student, conversationId, challenge.id, 'x = 0');
    expect(late.body.result).toBeNull();
    expect(late.body.challenge).toMatchObject({ tries: 2, correct: true });
  });

  it('two wrong tries end the challenge as not solved', async () => {
    const env = baseEnv();
    const { student, conversationId } = await answered(env);
    const challenge = (await start(env, student, conversationId)).body.challenge as Json;
    await answer(env, student, conversationId, challenge.id, '1000');
    const second = await answer(env, student, conversationId, challenge.id, 'no sé');
    expect(second.body.result).toEqual({ correct: false, reason: 'no-answer' });
    expect(second.body.challenge).toMatchObject({ tries: 2, correct: false });
    // The conversation goes on once the challenge is over.
    await say(student, conversationId, 'Vale, ¿me explicas dónde fallé?');
  });

  it('no student message while the challenge is open: the help waits until it is answered', async () => {
    const env = baseEnv();
    const { student, conversationId } = await answered(env);
    await start(env, student, conversationId);
    await expect(say(student, conversationId, '¿Me das una pista?')).rejects.toMatchObject({
      message: expect.stringContaining('Termina el reto'),
    });
  });

  it('refuses: a reply still pending (409), another student’s conversation or challenge (404), bad answers (400)', async () => {
    const env = baseEnv();
    const pending = await studentAsking('¿Cuánto es 3 + 4?');
    const busy = await start(env, pending.student, pending.conversationId);
    expect(busy).toMatchObject({ status: 409, body: { code: 'reply_pending' } });

    const { student, conversationId } = await answered(env);
    const challenge = (await start(env, student, conversationId)).body.challenge as Json;
    const other = await answered(env);
    expect((await start(env, other.student, conversationId)).status).toBe(404);
    expect((await answer(env, other.student, other.conversationId, challenge.id, '4')).status).toBe(
      404,
    );
    expect((await answer(env, other.student, conversationId, challenge.id, '4')).status).toBe(404);
    const empty = await answer(env, student, conversationId, challenge.id, '   ');
    expect(empty).toMatchObject({
      status: 400,
      body: { error: 'Escribe tu respuesta antes de comprobarla.' },
    });
    const long = await answer(env, student, conversationId, challenge.id, '4'.repeat(201));
    expect(long.status).toBe(400);
    const { data } = await service
      .from('challenges')
      .select('tries')
      .eq('id', challenge.id)
      .single();
    expect(data).toEqual({ tries: 0 });
  });
});

describe('Reto sin ayuda with the model', () => {
  it('asks for JSON under a schema with the conversation as data, and checks against that key', async () => {
    const env = keyedEnv({ TUTOR_GATE: 'off', TUTOR_MODERATION: 'off' });
    // The student's eureka: the server records it on the reply, and the offer follows it.
    const { student, conversationId } = await answered(
      env,
      '¡Ahora sí lo entendí! Para 2x + 3 = 11 resto 3 y divido entre 2.',
    );
    const eurekaReply = (await messagesOf(conversationId)).at(-1)!;
    expect(eurekaReply.metadata).toMatchObject({ has_eureka: true });
    fake.seen.length = 0;
    const res = await start(env, student, conversationId, { source: 'eureka' });
    expect(res.status).toBe(200);
    const [made] = fake.of('challenge');
    expect(made!.body.response_format).toMatchObject({ type: 'json_schema' });
    expect(JSON.stringify(made!.body.messages)).toContain('2x + 3 = 11');
    const challenge = res.body.challenge as Json;
    expect(challenge).toMatchObject({ statement: EQUATION_CHALLENGE.statement, source: 'eureka' });
    const { data: stored } = await service
      .from('challenges')
      .select('eureka_message_id')
      .eq('id', challenge.id)
      .single();
    expect(stored).toEqual({ eureka_message_id: eurekaReply.id });
    const right = await answer(env, student, conversationId, challenge.id, '$x = 4$');
    expect(right.body.result).toEqual({ correct: true, reason: 'correct' });
  });

  it('an unusable key twice: 502, nothing stored, the student can ask again', async () => {
    const env = keyedEnv({ TUTOR_GATE: 'off', TUTOR_MODERATION: 'off' });
    const { student, conversationId } = await answered(env);
    fake.script = answering('challenge', {
      content: JSON.stringify({ statement: 'Resuelve 5x = 20', answers: [], steps: [] }),
    });
    const res = await start(env, student, conversationId);
    expect(res).toMatchObject({ status: 502, body: { code: 'challenge_failed' } });
    expect(fake.of('challenge')).toHaveLength(2);
    const { data } = await service
      .from('challenges')
      .select('id')
      .eq('conversation_id', conversationId);
    expect(data).toEqual([]);
    expect((await messagesOf(conversationId)).at(-1)!.metadata).not.toHaveProperty('challenge_id');
    fake.script = socratic;
    expect((await start(env, student, conversationId)).status).toBe(200);
  });
});

describe('limits that hold', () => {
  async function turnsCounted(userId: string) {
    const rows = await stack.query<{ n: number }>(
      'select coalesce(sum(day_count), 0)::int as n from private.tutor_usage where user_id = $1',
      [userId],
    );
    return rows[0]!.n;
  }

  it('10 parallel starts: one challenge, one quota unit, one model call; the others wait (409)', async () => {
    const env = keyedEnv({ TUTOR_GATE: 'off', TUTOR_MODERATION: 'off' });
    const { student, conversationId } = await answered(env);
    const before = await turnsCounted(student.id);
    fake.seen.length = 0;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => start(env, student, conversationId)),
    );
    const made = results.filter((r) => r.status === 200);
    expect(new Set(made.map((r) => (r.body.challenge as Json).id)).size).toBe(1);
    for (const r of results.filter((r) => r.status !== 200)) {
      expect(r).toMatchObject({
        status: 409,
        body: {
          code: 'challenge_in_progress',
          error: 'Ya se está preparando un reto en esta conversación. Espera un momento.',
        },
      });
    }
    expect(fake.of('challenge')).toHaveLength(1);
    expect((await turnsCounted(student.id)) - before).toBe(1);
    const { data } = await service
      .from('challenges')
      .select('id')
      .eq('conversation_id', conversationId);
    expect(data).toHaveLength(1);
    // The claim ended with the start: the challenge is answered at once.
    const id = (made[0]!.body.challenge as Json).id;
    expect((await answer(env, student, conversationId, id, '$x = 4$')).status).toBe(200);
  });

  it('the source is the server’s record: “eureka” without a recorded eureka is a button start', async () => {
    const env = baseEnv();
    const { student, conversationId } = await answered(env);
    const forged = (await messagesOf(conversationId)).at(-1)!.id;
    const res = await start(env, student, conversationId, {
      source: 'eureka',
      eureka_message_id: forged,
    });
    expect(res.status).toBe(200);
    expect(res.body.challenge).toMatchObject({ source: 'button' });
    const { data } = await service
      .from('challenges')
      .select('source, eureka_message_id')
      .eq('id', (res.body.challenge as Json).id)
      .single();
    expect(data).toEqual({ source: 'button', eureka_message_id: null });
  });

  it('a start counts against the student’s daily limit like a turn (429 past it, nothing made)', async () => {
    await inOneDay(async () => {
      const env = { ...baseEnv(), TUTOR_RATE_LIMIT_PER_DAY: '1' };
      const { student, conversationId } = await answered(env);
      const res = await start(env, student, conversationId);
      expect(res).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
      const { data } = await service
        .from('challenges')
        .select('id')
        .eq('conversation_id', conversationId);
      expect(data).toEqual([]);
    });
  });
});
