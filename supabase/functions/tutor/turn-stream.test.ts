/**
 * The streamed turn (Accept: text/event-stream) over the real local stack with the scripted model
 * streaming: the events and their order, the stored reply equal to what was shown, the hold-back
 * gate (a leaking chunk never reaches the student), Detener, and the JSON path's refusals.
 */
import { describe, expect, it } from 'vitest';

import { SAFETY_REPLIES } from '../_shared/safety/safety.ts';
import { GATE_FALLBACK_REPLY } from '../_shared/tutor/gate.ts';

import { proposalOf, revealingTutor, socratic } from './fake-model.ts';
import {
  answering,
  baseEnv,
  fake,
  inOneMinute,
  keyedEnv,
  messagesOf,
  newStudent,
  say,
  shownText,
  streamedTurn,
  studentAsking,
  turn,
  type TurnEvent,
  useTutorStack,
} from './test-setup.ts';

useTutorStack();

const LONG_SOCRATIC =
  'Vamos a pensarlo juntos, paso a paso y sin prisa. ¿Qué operación aparece sumando al lado de la x? ' +
  'Piensa en cómo deshacer esa suma en los dos lados a la vez. ¿Qué te queda entonces? ' +
  'Cuando lo tengas, escríbeme el paso y lo revisamos juntos.';

const names = (events: TurnEvent[]) => events.map((e) => e.event);
const deltas = (events: TurnEvent[]) =>
  events.filter((e) => e.event === 'delta').map((e) => String(e.data.text));

/** The stored reply of a conversation (the newest assistant row), waiting for it when asked. */
async function storedReply(conversationId: string, wait = false) {
  for (let i = 0; i < (wait ? 100 : 1); i += 1) {
    const reply = (await messagesOf(conversationId)).filter((m) => m.role === 'assistant').at(-1);
    if (reply) return reply;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
}

describe('the streamed turn', () => {
  it('sends status, deltas in sentence-sized chunks, then done; the stored reply is what was shown', async () => {
    fake.script = answering('reply', { content: LONG_SOCRATIC, tokens: 40 });
    fake.pace = { ...fake.pace, tokenMs: 2 };
    const { student, conversationId, messageId } = await studentAsking(
      '¿Cuánto vale x en 2x + 3 = 11?',
    );
    const res = await streamedTurn(keyedEnv(), student, conversationId);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const order = names(res.events);
    expect(order[0]).toBe('status');
    expect(res.events[0]!.data).toEqual({ state: 'pensando' });
    expect(order.at(-1)).toBe('done');
    expect(order).not.toContain('replace');
    expect(order).not.toContain('error');
    // Sentence-sized: more than one chunk, each ending a sentence.
    const chunks = deltas(res.events);
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    for (const chunk of chunks) expect(chunk).toMatch(/[.?!:]$/);
    const shown = shownText(res.events);
    expect(shown).toBe(LONG_SOCRATIC);
    const done = res.events.at(-1)!.data as {
      message_id: string;
      message: { id: string; content: string; metadata: Record<string, unknown> };
      answered_message_ids: string[];
      title: string | null;
    };
    expect(done.message_id).toBe(done.message.id);
    expect(done.message.content).toBe(shown);
    expect(done.answered_message_ids).toEqual([messageId]);
    expect(done.title).toBe('Ecuaciones de primer grado');
    const stored = await storedReply(conversationId);
    expect(stored?.id).toBe(done.message_id);
    expect(stored?.content).toBe(shown);
    // Judged before done: every released chunk was read by the judge (the last call read all).
    const judged = fake.of('judge').map((r) => proposalOf(r.body));
    expect(judged.at(-1)).toBe(shown);
    expect(stored?.metadata.gate).toMatchObject({
      checked: true,
      rewritten: false,
      unverified: false,
      streamed: true,
    });
    expect(fake.of('reply')[0]!.body.stream).toBe(true);
  });

  it('never sends a chunk that states the answer, even split across chunks; replace carries the rewrite', async () => {
    // The value is reached only in the last sentences: the check on everything released so far
    // plus the chunk blocks it before it is sent.
    const leaking =
      'Empecemos por el primer paso con calma. Resta 3 a los dos lados y queda 2x = 8. ' +
      'Ahora divide los dos lados entre 2. Así que x vale 4, y ya lo tienes. Comprueba el resultado.';
    fake.script = answering('reply', { content: leaking, tokens: 30 });
    fake.pace = { ...fake.pace, tokenMs: 2 };
    const { student, conversationId } = await studentAsking('¿Cuánto vale x en 2x + 3 = 11?');
    const res = await streamedTurn(keyedEnv(), student, conversationId);
    const sent = deltas(res.events).join('');
    expect(sent).not.toMatch(/x vale 4/);
    expect(sent.length).toBeGreaterThan(0);
    const order = names(res.events);
    expect(order).toContain('replace');
    expect(order.indexOf('replace')).toBeLessThan(order.indexOf('done'));
    expect(
      res.events.find((e) => e.event === 'status' && e.data.state === 'reescribiendo'),
    ).toBeTruthy();
    const shown = shownText(res.events);
    expect(shown).toBe('¿Qué operación dejaría sola a la x?');
    const stored = await storedReply(conversationId);
    expect(stored?.content).toBe(shown);
    // Blocked text is kept only as gate metadata (who, how long), never as text.
    expect(JSON.stringify(stored?.metadata)).not.toMatch(/vale 4/);
    expect(stored?.metadata.gate).toMatchObject({
      rule: true,
      rewritten: true,
      fallback: false,
      held_back: { by: 'rule', chars: expect.any(Number) },
    });
    // Generation stopped at the block: the model's stream was cut before its end.
    expect(fake.cancelled).toBe(1);
  });

  it('serves the fixed guidance when the rewrite still states the answer', async () => {
    fake.script = (kind, body) => {
      if (kind === 'reply') return { content: 'Lo resolvemos así de rápido: x = 4.', tokens: 9 };
      if (kind === 'rewrite') return { content: 'Mejor así: x = 4.', tokens: 9 };
      return socratic(kind, body);
    };
    const { student, conversationId } = await studentAsking('¿Cuánto vale x en 2x + 3 = 11?');
    const res = await streamedTurn(keyedEnv(), student, conversationId);
    expect(deltas(res.events).join('')).not.toContain('4');
    expect(shownText(res.events)).toBe(GATE_FALLBACK_REPLY);
    expect((await storedReply(conversationId))?.content).toBe(GATE_FALLBACK_REPLY);
  });

  it('holds the chunks that arrive while the judge reads, and replaces on its block', async () => {
    const reply =
      'Mira este primer paso con atención. Te cuento la solución completa del ejercicio ahora mismo. Fin.';
    fake.script = revealingTutor(reply, 'solución completa', 'Resuelve el ejercicio.', {
      tokens: 20,
    });
    // The whole reply arrives while the judge reads its first sentence.
    fake.pace = { ...fake.pace, tokenMs: 2, delayMs: { judge: 400 } };
    const { student, conversationId } = await studentAsking('¿Cuánto vale x en 2x + 3 = 11?');
    const res = await streamedTurn(keyedEnv(), student, conversationId);
    // First sentence, then (after the judge passed it) the rest at once, judged before done.
    expect(deltas(res.events)).toEqual([
      'Mira este primer paso con atención.',
      ' Te cuento la solución completa del ejercicio ahora mismo. Fin.',
    ]);
    const judged = fake.of('judge').map((r) => proposalOf(r.body));
    expect(judged.slice(0, 2)).toEqual([
      'Mira este primer paso con atención.',
      'Mira este primer paso con atención. Te cuento la solución completa del ejercicio ahora mismo. Fin.',
    ]);
    const order = names(res.events);
    expect(order.indexOf('replace')).toBeGreaterThan(order.lastIndexOf('delta'));
    expect(shownText(res.events)).toBe('¿Qué operación dejaría sola a la x?');
    const stored = await storedReply(conversationId);
    expect(stored?.content).toBe(shownText(res.events));
    expect(stored?.metadata.gate).toMatchObject({ held_back: { by: 'judge' }, rewritten: true });
  });

  it('Detener: keeps what was shown as the reply, marked as stopped, and counts one turn', async () => {
    fake.script = answering('reply', { content: LONG_SOCRATIC, tokens: 40 });
    fake.pace = { ...fake.pace, tokenMs: 15 };
    const env = keyedEnv({ TUTOR_RATE_LIMIT_PER_MINUTE: '2' });
    await inOneMinute(async () => {
      const { student, conversationId } = await studentAsking('¿Cuánto vale x en 2x + 3 = 11?');
      const res = await streamedTurn(env, student, conversationId, { stopAfter: 1 });
      const shown = shownText(res.events);
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.length).toBeLessThan(LONG_SOCRATIC.length);
      const stored = await storedReply(conversationId, true);
      expect(stored?.content).toBe(shown);
      expect(stored?.metadata.stopped).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(fake.cancelled).toBe(1);
      // One turn spent: with a limit of 2 per minute, one more turn passes and the next is refused.
      await say(student, conversationId, 'Sigo sin verlo');
      expect((await streamedTurn(env, student, conversationId)).status).toBe(200);
      await say(student, conversationId, '¿Y ahora?');
      expect((await streamedTurn(env, student, conversationId)).status).toBe(429);
    });
  });

  it('refuses as the JSON path does, before any event: 404, 409, 429', async () => {
    const env = keyedEnv({ TUTOR_RATE_LIMIT_PER_MINUTE: '1' });
    await inOneMinute(async () => {
      const { student, conversationId } = await studentAsking('Primera duda');
      const other = await newStudent();
      const notTheirs = await streamedTurn(env, other, conversationId);
      const notTheirsJson = await turn(env, other, conversationId);
      expect(notTheirs.status).toBe(404);
      expect(notTheirs.body).toEqual(notTheirsJson.body);

      expect((await streamedTurn(env, student, conversationId)).status).toBe(200);
      const answered = await streamedTurn(env, student, conversationId);
      expect(answered.status).toBe(409);
      expect(answered.body).toMatchObject({ code: 'already_answered' });

      await say(student, conversationId, 'Segunda duda');
      const limited = await streamedTurn(env, student, conversationId);
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({ code: 'rate_limited' });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(fake.of('reply')).toHaveLength(1);
    });
  });

  it('screens the message before any model call: the caring reply is sent and stored', async () => {
    const { student, conversationId } = await studentAsking('A veces pienso que me quiero morir');
    const res = await streamedTurn(keyedEnv({ TUTOR_MODERATION: 'off' }), student, conversationId);
    expect(fake.of('reply')).toHaveLength(0);
    expect(shownText(res.events)).toBe(SAFETY_REPLIES.self_harm);
    expect((await storedReply(conversationId))?.content).toBe(SAFETY_REPLIES.self_harm);
    expect(names(res.events).at(-1)).toBe('done');
    // Whether the turn recorded a safety alert never reaches the student (as in the JSON answer).
    expect(res.events.at(-1)!.data).not.toHaveProperty('alerted');
    expect(JSON.stringify(res.events)).not.toMatch(/self_harm|alert/);
  });

  it('a model failure after the stream opened is an error event with the message to retry', async () => {
    fake.script = answering('reply', { status: 500, body: { error: { message: 'boom' } } });
    const { student, conversationId, messageId } = await studentAsking('Primera duda');
    const res = await streamedTurn(keyedEnv(), student, conversationId);
    const error = res.events.at(-1)!;
    expect(error.event).toBe('error');
    expect(error.data).toMatchObject({
      code: 'upstream_error',
      message: 'El modelo falló al responder. Intenta de nuevo.',
      message_id: messageId,
    });
    expect(await storedReply(conversationId)).toBeUndefined();
    // The claim was released: Reintentar works at once.
    fake.script = socratic;
    expect((await streamedTurn(keyedEnv(), student, conversationId)).status).toBe(200);
  });

  it('the demo tutor streams its reply without a key', async () => {
    const { student, conversationId } = await studentAsking('¿Cómo resuelvo 2x + 3 = 11?');
    const env = { ...baseEnv(), TUTOR_DEMO_FIRST_TOKEN_MS: '50', TUTOR_DEMO_TOKEN_MS: '2' };
    const res = await streamedTurn(env, student, conversationId);
    expect(deltas(res.events).length).toBeGreaterThan(2);
    const done = res.events.at(-1)!;
    expect(done.event).toBe('done');
    expect(done.data.model).toBe('demo-tutor-offline');
    const stored = await storedReply(conversationId);
    expect(stored?.content).toBe(shownText(res.events));
    expect(stored?.content).toBe((await turnJsonOfDemo())!.trim());
  });
});

/** The JSON path's demo reply to the same message: the streamed one is the same text. */
async function turnJsonOfDemo() {
  const { student, conversationId } = await studentAsking('¿Cómo resuelvo 2x + 3 = 11?');
  const res = await turn(baseEnv(), student, conversationId);
  return res.body.message?.content;
}
