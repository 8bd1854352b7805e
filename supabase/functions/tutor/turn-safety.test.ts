/**
 * Safety screening: moderation, then the phrase list; the caring reply and an alert.
 */
import { describe, expect, it, vi } from 'vitest';

import { SAFETY_MODEL, SAFETY_REPLY } from '../_shared/safety.ts';

import {
  answering,
  baseEnv,
  fake,
  keyedEnv,
  metricsOf,
  newConversation,
  say,
  service,
  studentAsking,
  turn,
  useTutorStack,
} from './test-setup.ts';

useTutorStack();

describe('safety', () => {
  it('moderation flags self-harm: the caring reply, an alert, no tutoring or title call', async () => {
    fake.script = answering('moderation', {
      moderation: {
        flagged: true,
        categories: { 'self-harm': true, 'self-harm/intent': true },
      },
    });
    const text = 'Ya no aguanto más, no sé qué hacer con todo esto';
    const { student, conversationId, messageId: userMessage } = await studentAsking(text);
    const res = await turn(keyedEnv(), student, conversationId);
    expect(res.status).toBe(200);
    expect(res.body.message.content).toBe(SAFETY_REPLY);
    expect(res.body.model).toBe(SAFETY_MODEL);
    expect(res.body.title).toBeNull();
    expect(res.body.message.metadata).toMatchObject({
      reply_to: userMessage,
      safety: { category: 'self_harm', source: 'moderation' },
    });
    expect(res.body.message.metadata.gate).toBeUndefined();
    expect(fake.of('moderation')).toHaveLength(1);
    expect(fake.of('moderation')[0]?.body).toEqual({
      model: 'omni-moderation-latest',
      input: text,
    });
    expect(fake.seen.filter((s) => s.kind !== 'moderation')).toHaveLength(0);
    const { data: alerts } = await service
      .from('safety_alerts')
      .select('user_id, conversation_id, message_id, category, source, excerpt')
      .eq('user_id', student.id);
    expect(alerts).toEqual([
      {
        user_id: student.id,
        conversation_id: conversationId,
        message_id: userMessage,
        category: 'self_harm',
        source: 'moderation',
        excerpt: text,
      },
    ]);
    // Students cannot read alerts, not even their own.
    const { data: mine } = await student.db.from('safety_alerts').select('id');
    expect(mine ?? []).toHaveLength(0);
    expect(await metricsOf(res.body.message.id)).toMatchObject({
      model_used: SAFETY_MODEL,
      tokens_used: 0,
    });
  });

  it('without a key the phrase list screens (labelled phrase_list), with TUTOR_SAFETY_REPLY', async () => {
    const { student, conversationId } = await studentAsking(
      'mi padrastro me pega cuando llego tarde',
    );
    const res = await turn(
      { ...baseEnv(), TUTOR_SAFETY_REPLY: 'Llama a la línea de ayuda 800-000.' },
      student,
      conversationId,
    );
    expect(res.status).toBe(200);
    expect(res.body.message.content).toBe('Llama a la línea de ayuda 800-000.');
    expect(res.body.message.metadata.safety).toEqual({ category: 'abuse', source: 'phrase_list' });
    expect(fake.seen).toHaveLength(0);
    const { data: alerts } = await service
      .from('safety_alerts')
      .select('category, source')
      .eq('user_id', student.id);
    expect(alerts).toEqual([{ category: 'abuse', source: 'phrase_list' }]);
  });

  it('a moderation failure falls back to the phrase list and never loses the turn', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fake.script = answering('moderation', { status: 500, body: {} });
    const { student, conversationId: flagged } = await studentAsking(
      'A veces pienso que me quiero morir',
    );
    const res = await turn(keyedEnv(), student, flagged);
    expect(res.body.message.metadata.safety).toEqual({
      category: 'self_harm',
      source: 'phrase_list',
    });
    expect(fake.of('reply')).toHaveLength(0);

    const ordinary = await newConversation(student);
    await say(student, ordinary, '¿Qué es la velocidad media?');
    const tutoring = await turn(keyedEnv(), student, ordinary);
    expect(tutoring.status).toBe(200);
    expect(tutoring.body.message.metadata.safety).toBeUndefined();
    expect(fake.of('reply')).toHaveLength(1);
  });

  it('TUTOR_MODERATION=off makes no moderation call (the phrase list still runs)', async () => {
    const { student, conversationId } = await studentAsking('¿Qué es un ion?');
    const res = await turn(keyedEnv({ TUTOR_MODERATION: 'off' }), student, conversationId);
    expect(res.status).toBe(200);
    expect(fake.of('moderation')).toHaveLength(0);
  });
});
