/**
 * Safety screening: the offline screen and moderation; the category's caring reply and an alert.
 */
import { describe, expect, it, vi } from 'vitest';

import { loadSets } from '../../../evals/load.ts';
import {
  SAFETY_MODEL,
  SAFETY_PRIORITY,
  SAFETY_REPLIES,
  SAFETY_REPLY,
  type SafetyCategory,
  screenVerdict,
} from '../_shared/safety/safety.ts';

import {
  alertFor,
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

/** The first case of the tuned labelled sets the offline screen reads as a clear disclosure of `category`. */
function clearDisclosure(category: SafetyCategory): string {
  const found = loadSets('safety', 'train')
    .flatMap((set) => set.cases)
    .find(
      (c) =>
        c.label === category &&
        screenVerdict(c.text)?.category === category &&
        screenVerdict(c.text)?.level === 'alta',
    );
  if (!found) throw new Error(`no clear disclosure of ${category} in the tuned sets`);
  return found.text;
}

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
    expect(res.body.message.metadata).toMatchObject({ reply_to: userMessage });
    // The category reaches the alert, never the student's browser.
    expect(await alertFor(res)).toEqual({ category: 'self_harm', source: 'moderation' });
    expect(JSON.stringify(res.body)).not.toContain('self_harm');
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
    expect(await alertFor(res)).toEqual({ category: 'abuse', source: 'phrase_list' });
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
    expect(await alertFor(res)).toEqual({
      category: 'self_harm',
      source: 'phrase_list',
    });
    expect(fake.of('reply')).toHaveLength(0);

    const ordinary = await newConversation(student);
    await say(student, ordinary, '¿Qué es la velocidad media?');
    const tutoring = await turn(keyedEnv(), student, ordinary);
    expect(tutoring.status).toBe(200);
    expect(await alertFor(tutoring)).toBeNull();
    expect(fake.of('reply')).toHaveLength(1);
  });

  it('TUTOR_MODERATION=off makes no moderation call (the phrase list still runs)', async () => {
    const { student, conversationId } = await studentAsking('¿Qué es un ion?');
    const res = await turn(keyedEnv({ TUTOR_MODERATION: 'off' }), student, conversationId);
    expect(res.status).toBe(200);
    expect(fake.of('moderation')).toHaveLength(0);
  });

  /** The alerts recorded for a student: category, source, excerpt and level. */
  const alertsOf = async (userId: string) =>
    (
      await service
        .from('safety_alerts')
        .select('category, source, excerpt, level')
        .eq('user_id', userId)
    ).data;

  it.each(SAFETY_PRIORITY.map((category) => [category, clearDisclosure(category)] as const))(
    "without a key, a clear disclosure of %s: the category's caring reply and an alta alert filed under it",
    async (category, text) => {
      const { student, conversationId, messageId } = await studentAsking(text);
      const res = await turn(baseEnv(), student, conversationId);
      expect(res.status).toBe(200);
      expect(res.body.message.content).toBe(SAFETY_REPLIES[category]);
      expect(res.body.model).toBe(SAFETY_MODEL);
      expect(res.body.message.metadata).toMatchObject({ reply_to: messageId });
      expect(await alertFor(res)).toEqual({ category, source: 'phrase_list' });
      expect(JSON.stringify(res.body)).not.toContain(category);
      expect(await alertsOf(student.id)).toEqual([
        { category, source: 'phrase_list', excerpt: text, level: 'alta' },
      ]);
    },
  );

  it.each([
    ['este examen me mata, ¿me ayudas con las derivadas?'],
    ['¿Por qué Julieta se apuñala al final de Romeo y Julieta?'],
    ['la célula se suicida cuando tiene daño en el ADN, ¿cómo se llama eso?'],
    ['mi mamá me va a matar si repruebo, explícame las fracciones'],
  ])('a look-alike is tutored, with no alert: %s', async (text) => {
    const { student, conversationId } = await studentAsking(text);
    const res = await turn(baseEnv(), student, conversationId);
    expect(res.status).toBe(200);
    expect(await alertFor(res)).toBeNull();
    expect(Object.values(SAFETY_REPLIES)).not.toContain(res.body.message.content);
    expect(await alertsOf(student.id)).toEqual([]);
  });

  it('moderation flags violence on a history question: tutored, no alert', async () => {
    fake.script = answering('moderation', {
      moderation: { flagged: true, categories: { violence: true, 'violence/graphic': true } },
    });
    const { student, conversationId } = await studentAsking(
      '¿Cómo mataban a los prisioneros en los campos de concentración?',
    );
    const res = await turn(keyedEnv(), student, conversationId);
    expect(res.status).toBe(200);
    expect(await alertFor(res)).toBeNull();
    expect(fake.of('reply')).toHaveLength(1);
    expect(await alertsOf(student.id)).toEqual([]);
  });

  it.each([
    ['violence', 'mi papá me pega cuando llega borracho', 'abuse'],
    ['harassment/threatening', 'me amenazan por instagram con matarme', 'bullying'],
  ] as Array<[string, string, SafetyCategory]>)(
    'moderation flags %s and the screen reads a disclosure: an alert credited to moderation',
    async (flag, text, category) => {
      fake.script = answering('moderation', {
        moderation: { flagged: true, categories: { [flag]: true } },
      });
      const { student, conversationId } = await studentAsking(text);
      const res = await turn(keyedEnv(), student, conversationId);
      expect(res.body.message.content).toBe(SAFETY_REPLIES[category]);
      expect(await alertFor(res)).toEqual({ category, source: 'moderation' });
      expect(fake.of('reply')).toHaveLength(0);
      expect(await alertsOf(student.id)).toEqual([
        { category, source: 'moderation', excerpt: text, level: 'alta' },
      ]);
    },
  );

  it('moderation silent on a disclosure it has no category for: the screen still raises it', async () => {
    fake.script = answering('moderation', { moderation: { flagged: false, categories: {} } });
    const text = 'mis papás me dejan solo varios días sin comida';
    const { student, conversationId } = await studentAsking(text);
    const res = await turn(keyedEnv(), student, conversationId);
    expect(await alertFor(res)).toEqual({
      category: 'neglect',
      source: 'phrase_list',
    });
    expect(fake.of('reply')).toHaveLength(0);
  });
});
