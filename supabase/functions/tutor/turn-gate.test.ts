/**
 * The answer-leak gate (judge, rewrite, fallback) and understanding: the rule, unless the
 * judge disagrees with confidence >= 0.8.
 */
import { describe, expect, it, vi } from 'vitest';

import { GATE_FALLBACK_REPLY, JUDGE_MARKER, REWRITE_MARKER } from '../_shared/tutor/gate.ts';

import { proposalOf, revealingTutor, socratic } from './fake-model.ts';
import {
  answering,
  fake,
  keyedEnv,
  messagesOf,
  metricsOf,
  studentAsking,
  turn,
  useTutorStack,
} from './test-setup.ts';

useTutorStack();

describe('the answer-leak gate', () => {
  const leaky = revealingTutor(
    'La respuesta es x = 4: resta 3 y divide entre 2.',
    'x = 4',
    'Da el valor de x.',
    { confidence: 0.95 },
  );

  it('catches a revealing reply and serves its rewrite', async () => {
    fake.script = leaky;
    const { student, conversationId } = await studentAsking('¿Cuánto vale x en 2x + 3 = 11?');
    const res = await turn(keyedEnv(), student, conversationId);
    expect(res.status).toBe(200);
    expect(res.body.message.content).toBe('¿Qué operación dejaría sola a la x?');
    expect(res.body.message.metadata.gate).toEqual({
      checked: true,
      rewritten: true,
      fallback: false,
      unverified: false,
      judge_error: false,
      judge_calls: 2,
      rule: true,
      reveals: true,
      guides: false,
    });
    // The rewrite was judged again.
    expect(fake.of('judge').map((j) => proposalOf(j.body))).toEqual([
      'La respuesta es x = 4: resta 3 y divide entre 2.',
      '¿Qué operación dejaría sola a la x?',
    ]);
    const [judge] = fake.of('judge');
    expect(judge?.body).toMatchObject({ temperature: 0, response_format: { type: 'json_object' } });
    const judgeText = JSON.stringify(judge?.body.messages);
    expect(judgeText).toContain('x = 4');
    expect(judgeText).toContain('2x + 3 = 11');
    const [rewrite] = fake.of('rewrite');
    expect(String((rewrite?.body.messages as Array<{ content: string }>)[0]?.content)).toMatch(
      new RegExp(`^\\${REWRITE_MARKER}`),
    );
    const stored = await messagesOf(conversationId);
    expect(stored[1]?.content).toBe('¿Qué operación dejaría sola a la x?');
    expect(JSON.stringify(stored)).not.toContain('x = 4');
    const metrics = await metricsOf(res.body.message.id);
    // reply + key + judge + rewrite + judge again + title
    expect(metrics?.tokens_used).toBe(9 + 17 + 11 + 13 + 11 + 5);
  });

  it('serves the general guidance, never the leak, when the rewrite fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fake.script = answering('rewrite', { status: 500, body: {} }, leaky);
    const { student, conversationId } = await studentAsking('¿Cuánto vale x en 2x + 3 = 11?');
    const res = await turn(keyedEnv(), student, conversationId);
    expect(res.status).toBe(200);
    expect(res.body.message.content).toBe(GATE_FALLBACK_REPLY);
    expect(res.body.message.metadata.gate).toMatchObject({
      checked: true,
      rewritten: true,
      fallback: true,
      unverified: false,
      reveals: true,
    });
    expect(fake.of('rewrite')).toHaveLength(1);
  });

  it('lets a Socratic reply through untouched, with no rewrite call', async () => {
    const { student, conversationId } = await studentAsking('¿Cuánto vale x en 2x + 3 = 11?');
    const res = await turn(keyedEnv(), student, conversationId);
    expect(res.body.message.content).toBe('¿Qué sabes ya de la ecuación? ¿Qué harías primero?');
    expect(res.body.message.metadata.gate).toMatchObject({ checked: true, rewritten: false });
    expect(fake.of('judge')).toHaveLength(1);
    expect(
      String((fake.of('judge')[0]?.body.messages as Array<{ content: string }>)[0]?.content),
    ).toMatch(new RegExp(`^\\${JUDGE_MARKER}`));
    expect(fake.of('rewrite')).toHaveLength(0);
  });

  it.each([
    ['an upstream error', { status: 500, body: {} }],
    ['a verdict that is not JSON', { content: 'Creo que está bien.' }],
    ['JSON without the verdict', { content: '{"ok": true}' }],
  ] as const)(
    'retries %s once, then serves what the answer check passes, recorded as unverified',
    async (_case, answer) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      fake.script = answering('judge', answer);
      const { student, conversationId } = await studentAsking('Claro, ya entendí');
      const res = await turn(keyedEnv(), student, conversationId);
      expect(res.status).toBe(200);
      expect(res.body.message.content).toBe('¿Qué sabes ya de la ecuación? ¿Qué harías primero?');
      expect(res.body.message.metadata.gate).toEqual({
        checked: false,
        rewritten: false,
        fallback: false,
        unverified: true,
        judge_error: true,
        judge_calls: 2,
        rule: false,
      });
      expect(fake.of('judge')).toHaveLength(2);
      expect(res.body.message.metadata).toMatchObject({
        has_eureka: true,
        eureka: { rule: true, judge: null, confidence: null, decided_by: 'rule' },
      });
      expect(fake.of('rewrite')).toHaveLength(0);
    },
  );

  it('is off with TUTOR_GATE=off: no judge call and no gate metadata', async () => {
    const { student, conversationId } = await studentAsking('Hola');
    const res = await turn(keyedEnv({ TUTOR_GATE: 'off' }), student, conversationId);
    expect(res.status).toBe(200);
    expect(fake.of('judge')).toHaveLength(0);
    expect(res.body.message.metadata.gate).toBeUndefined();
  });

  it('uses TUTOR_MODEL and TUTOR_JUDGE_MODEL', async () => {
    const { student, conversationId } = await studentAsking('Hola');
    await turn(
      keyedEnv({ TUTOR_MODEL: 'llama3.1', TUTOR_JUDGE_MODEL: 'qwen2.5' }),
      student,
      conversationId,
    );
    expect(fake.of('reply')[0]?.body.model).toBe('llama3.1');
    expect(fake.of('title')[0]?.body.model).toBe('llama3.1');
    expect(fake.of('judge')[0]?.body.model).toBe('qwen2.5');
  });
});

describe('understanding: the rule, unless the judge disagrees with confidence >= 0.8', () => {
  const judging =
    (understands: boolean, confidence: number) =>
    (kind: Parameters<typeof socratic>[0], body: Record<string, unknown>) =>
      kind === 'judge'
        ? {
            content: JSON.stringify({
              reveals_answer: false,
              guides: true,
              student_understands: understands,
              understanding_confidence: confidence,
              reason: 'x',
            }),
          }
        : socratic(kind, body);

  it.each([
    [
      'the rule says yes, the judge no with 0.9: judge',
      'Tiene sentido',
      false,
      0.9,
      false,
      'judge',
    ],
    ['the rule says yes, the judge no with 0.5: rule', 'Tiene sentido', false, 0.5, true, 'rule'],
    [
      'the rule says no, the judge yes with 0.85: judge',
      // Two words: the learned layer leaves it to the rule, which misses it.
      'Ahora sé',
      true,
      0.85,
      true,
      'judge',
    ],
    ['both agree: rule', 'Ya entendí', true, 0.99, true, 'rule'],
  ] as const)('%s', async (_case, text, understands, confidence, stored, decidedBy) => {
    fake.script = judging(understands, confidence);
    const { student, conversationId } = await studentAsking(text);
    const res = await turn(keyedEnv(), student, conversationId);
    expect(res.status).toBe(200);
    const { metadata } = res.body.message;
    expect(metadata.has_eureka === true).toBe(stored);
    expect(metadata.eureka).toMatchObject({
      judge: understands,
      confidence,
      decided_by: decidedBy,
    });
  });
});
