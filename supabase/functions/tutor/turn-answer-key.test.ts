/**
 * The answer key and check in a turn: the key (made once, reused, replaced, never readable by
 * the student), the answer check and the re-check of a rewrite, the judge's cumulative view,
 * the title, the judge on its own server, and the judge's student_risk.
 */
import { describe, expect, it, vi } from 'vitest';

import { SAFETY_MODEL, SAFETY_REPLIES, type SafetyCategory } from '../_shared/safety/safety.ts';
import { GATE_FALLBACK_REPLY } from '../_shared/tutor/gate.ts';
import { DEFAULT_TITLE, IMAGE_ONLY_CONTENT } from '../_shared/tutor/title.ts';

import {
  type CallKind,
  EQUATION_KEY,
  type FakeAnswer,
  proposalOf,
  socratic,
  startFakeModel,
} from './fake-model.ts';
import {
  alertFor,
  askingWithPhoto,
  fake,
  imagePart,
  keyedEnv,
  say,
  service,
  studentAsking,
  titleOf,
  turn,
  useTutorStack,
} from './test-setup.ts';

useTutorStack();

type Verdict = Partial<{
  reveals_answer: boolean;
  guides: boolean;
  task_changed: boolean;
  student_risk: string | null;
}>;
const judged = (v: Verdict): FakeAnswer => ({
  content: JSON.stringify({ reveals_answer: false, guides: true, reason: 'r', ...v }),
  tokens: 11,
});
const caseOf = (body: Record<string, unknown>) =>
  String((body.messages as Array<{ content: unknown }>)[1]?.content ?? '');

/** Replies in order, a judge computed from the case it reads, everything else Socratic. */
function scripted(
  replies: string[],
  judge: (body: Record<string, unknown>) => Verdict = () => ({}),
) {
  let n = 0;
  return (kind: CallKind, body: Record<string, unknown>): FakeAnswer => {
    if (kind === 'reply')
      return { content: replies[Math.min(n++, replies.length - 1)]!, tokens: 7 };
    if (kind === 'judge') return judged(judge(body));
    return socratic(kind, body);
  };
}

async function reply(env: Record<string, string>, s: Awaited<ReturnType<typeof studentAsking>>) {
  const res = await turn(env, s.student, s.conversationId);
  expect(res.status).toBe(200);
  return res.body.message;
}

describe('the answer key', () => {
  it('is made once on the first message, reused later, read by the judge, never by the student', async () => {
    const asked = await studentAsking('¿Cuánto vale x en 2x + 3 = 11?');
    await reply(keyedEnv(), asked);
    expect(fake.of('key')).toHaveLength(1);
    expect(fake.of('key')[0]?.body).toMatchObject({
      model: 'gpt-4.1-mini',
      temperature: 0,
      response_format: { type: 'json_object' },
    });
    expect(JSON.stringify(fake.of('key')[0]?.body.messages)).toContain('2x + 3 = 11');

    fake.seen.length = 0;
    await say(asked.student, asked.conversationId, 'Resté 3, ¿y ahora?');
    await reply(keyedEnv(), asked);
    expect(fake.of('key')).toHaveLength(0);
    const view = caseOf(fake.of('judge')[0]!.body);
    expect(view).toContain('Tarea fijada: Resolver 2x + 3 = 11');
    expect(view).toContain('Respuestas aceptadas (clave): x = 4 | 4 | cuatro');

    // The student's own client: the table is out of reach, the RPC refused, nothing returned.
    const db = asked.student.db;
    const table = await db
      .schema('private' as 'public')
      .from('answer_keys')
      .select('*');
    expect(table.data ?? []).toEqual([]);
    expect(table.error).not.toBeNull();
    const rpc = await db.rpc('tutor_get_answer_key', {
      p_user_id: asked.student.id,
      p_conversation_id: asked.conversationId,
    });
    expect(rpc.data ?? null).toBeNull();
    expect(rpc.error).not.toBeNull();
    const messages = await db.from('messages').select('content, metadata');
    expect(JSON.stringify(messages.data)).not.toContain('Divide entre 2.');
    // The service role reads it back (what the function does).
    const stored = await service.rpc('tutor_get_answer_key', {
      p_user_id: asked.student.id,
      p_conversation_id: asked.conversationId,
    });
    expect(stored.data).toMatchObject(EQUATION_KEY);
  });

  it('solves a photo from the image', async () => {
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 9, 8, 7]);
    const { student, conversationId } = await askingWithPhoto(bytes);
    expect((await turn(keyedEnv(), student, conversationId)).status).toBe(200);
    const [key] = fake.of('key');
    expect((key?.body.messages as Array<{ content: unknown }>)[1]?.content).toEqual([
      { type: 'text', text: expect.stringContaining(IMAGE_ONLY_CONTENT) },
      imagePart(bytes),
    ]);
  });

  it('is replaced when the judge says the task changed, and the reply judged again against it', async () => {
    const asked = await studentAsking('¿Cuánto vale x en 2x + 3 = 11?');
    await reply(keyedEnv(), asked);
    const newKey = { task: 'Calcular 5 · 6', answers: ['30', 'treinta'], steps: ['Multiplica.'] };
    fake.seen.length = 0;
    fake.script = (kind, body) => {
      if (kind === 'key') return { content: JSON.stringify(newKey), tokens: 17 };
      if (kind === 'judge') {
        return judged({ task_changed: !caseOf(body).includes('Tarea fijada: Calcular 5 · 6') });
      }
      return socratic(kind, body);
    };
    await say(asked.student, asked.conversationId, 'Otro ejercicio: ¿cuánto es 5 · 6?');
    const message = await reply(keyedEnv(), asked);
    expect(fake.of('key')).toHaveLength(1);
    expect(fake.of('judge')).toHaveLength(2);
    const second = caseOf(fake.of('judge')[1]!.body);
    expect(second).toContain('Tarea fijada: Calcular 5 · 6');
    // The new task's turns only: the earlier exercise is not part of it.
    expect(second).toContain('Conversación de esta tarea:\n(ninguna)');
    expect(message.metadata.gate).toMatchObject({ checked: true, judge_calls: 2 });
    const stored = await service.rpc('tutor_get_answer_key', {
      p_user_id: asked.student.id,
      p_conversation_id: asked.conversationId,
    });
    expect(stored.data).toMatchObject(newKey);
  });

  it('a failed key call never loses the turn: the gate works without a key', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fake.script = (kind, body) =>
      kind === 'key' ? { status: 500, body: {} } : socratic(kind, body);
    const asked = await studentAsking('¿Cuánto vale x en 2x + 3 = 11?');
    const message = await reply(keyedEnv(), asked);
    expect(message.metadata.gate).toMatchObject({ checked: true, unverified: false });
    expect(caseOf(fake.of('judge')[0]!.body)).toContain('Tarea fijada: (ninguna todavía)');
  });
});

describe('the answer check and the re-check', () => {
  it('catches a leak the judge missed, and a rewrite that still states the value gets the fallback', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // The judge sees nothing; the answer check does ("cuatro" is an accepted form).
    fake.script = (kind, body) => {
      if (kind === 'reply') return { content: '¿Ves que x vale cuatro?', tokens: 7 };
      if (kind === 'rewrite') return { content: 'Casi: x = 4, ¿por qué?', tokens: 13 };
      if (kind === 'judge') return judged({});
      return socratic(kind, body);
    };
    const message = await reply(keyedEnv(), await studentAsking('¿Cuánto vale x en 2x + 3 = 11?'));
    expect(message.content).toBe(GATE_FALLBACK_REPLY);
    expect(message.metadata.gate).toEqual({
      checked: true,
      rewritten: true,
      fallback: true,
      unverified: false,
      judge_error: false,
      // The rewrite failed the answer check: no second judge call.
      judge_calls: 1,
      rule: true,
      reveals: false,
      guides: true,
    });
    expect(fake.of('rewrite')).toHaveLength(1);
  });

  it('a rewrite the judge still finds revealing gets the fallback', async () => {
    fake.script = (kind, body) => {
      if (kind === 'reply') return { content: 'Resta 3 y divide: x = 4.', tokens: 7 };
      if (kind === 'rewrite')
        return { content: 'Resta 3 y luego divide ambos lados entre 2.', tokens: 13 };
      if (kind === 'judge') return judged({ reveals_answer: true });
      return socratic(kind, body);
    };
    const message = await reply(keyedEnv(), await studentAsking('¿Cuánto vale x en 2x + 3 = 11?'));
    expect(message.content).toBe(GATE_FALLBACK_REPLY);
    expect(message.metadata.gate).toMatchObject({
      fallback: true,
      judge_calls: 2,
      unverified: false,
    });
  });

  it('with the judge down, a leak is still rewritten; the rewrite is served unverified', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fake.script = (kind, body) => {
      if (kind === 'reply') return { content: 'La respuesta es x = 4.', tokens: 7 };
      if (kind === 'judge') return { status: 503, body: {} };
      return socratic(kind, body);
    };
    const message = await reply(keyedEnv(), await studentAsking('¿Cuánto vale x en 2x + 3 = 11?'));
    expect(message.content).toBe('¿Qué operación dejaría sola a la x?');
    expect(message.metadata.gate).toEqual({
      checked: false,
      rewritten: true,
      fallback: false,
      unverified: true,
      judge_error: true,
      judge_calls: 4,
      rule: true,
    });
  });

  it('confirming the value the student wrote is not a reveal', async () => {
    const asked = await studentAsking('¿Cuánto vale x en 2x + 3 = 11?');
    await reply(keyedEnv(), asked);
    fake.script = scripted(['¡Exacto! x = 4 es correcto. ¿Cómo lo comprobarías?']);
    await say(asked.student, asked.conversationId, 'Creo que x = 4');
    const message = await reply(keyedEnv(), asked);
    expect(message.content).toBe('¡Exacto! x = 4 es correcto. ¿Cómo lo comprobarías?');
    expect(message.metadata.gate).toMatchObject({ rule: false, rewritten: false });
  });
});

describe('the cumulative rule', () => {
  it('the judge reads every earlier tutor reply of the task, so a solution split across replies is caught', async () => {
    // A judge that applies the rule to what it reads: the first step in an earlier reply plus
    // the last one in the proposal complete the solution.
    const cumulative = (body: Record<string, unknown>): Verdict => {
      const text = caseOf(body);
      const split = text.includes('[Tutor]: Primero: 2x = 8.') && /entre 2/.test(proposalOf(body));
      return { reveals_answer: split };
    };
    const asked = await studentAsking('¿Cuánto vale x en 2x + 3 = 11?');
    fake.script = scripted(['Primero: 2x = 8.'], cumulative);
    expect((await reply(keyedEnv(), asked)).content).toBe('Primero: 2x = 8.');
    await say(asked.student, asked.conversationId, 'Vale');
    fake.script = scripted(['Ahora reparte el 8 entre 2 y ya lo tienes.'], cumulative);
    const second = await reply(keyedEnv(), asked);
    expect(second.content).toBe('¿Qué operación dejaría sola a la x?');
    expect(second.metadata.gate).toMatchObject({ rewritten: true, reveals: true, rule: false });
  });
});

describe('the title', () => {
  it('never states the answer', async () => {
    fake.script = (kind, body) =>
      kind === 'title' ? { content: 'Ecuación con x = 4', tokens: 5 } : socratic(kind, body);
    const asked = await studentAsking('¿Cuánto vale x en 2x + 3 = 11?');
    const res = await turn(keyedEnv(), asked.student, asked.conversationId);
    // The model's title named the answer: the title comes from the student's own words instead.
    expect(res.body.title).toBe('¿Cuánto vale x en 2x + 3 = 11?');
    expect(await titleOf(asked.conversationId)).toBe(res.body.title);
  });

  it('a failed title call keeps the default title', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fake.script = (kind, body) =>
      kind === 'title' ? { status: 500, body: {} } : socratic(kind, body);
    const asked = await studentAsking('¿Cuánto vale x en 2x + 3 = 11?');
    const res = await turn(keyedEnv(), asked.student, asked.conversationId);
    expect(res.body.title).toBe(DEFAULT_TITLE);
  });
});

describe('the judge on its own server', () => {
  it('TUTOR_JUDGE_BASE_URL and _API_KEY route the judge and the key call, not the reply', async () => {
    const other = await startFakeModel();
    try {
      const asked = await studentAsking('¿Cuánto vale x en 2x + 3 = 11?');
      await reply(
        keyedEnv({ TUTOR_JUDGE_BASE_URL: `${other.url}/`, TUTOR_JUDGE_API_KEY: 'sk-judge' }),
        asked,
      );
      expect(other.seen.map((s) => s.kind).sort()).toEqual(['judge', 'key']);
      expect(other.seen[0]?.headers.authorization).toBe('Bearer sk-judge');
      expect(fake.seen.map((s) => s.kind).sort()).toEqual(['moderation', 'reply', 'title']);
    } finally {
      await other.close();
    }
  });
});

describe('student_risk from the judge', () => {
  it.each<SafetyCategory>(['self_harm', 'abuse', 'sexual_minors', 'bullying', 'neglect'])(
    '%s: the caring reply and an alert with source judge when moderation and the screen were silent',
    async (category) => {
      fake.script = scripted(['¿Qué sabes ya?'], () => ({ student_risk: category }));
      // Silent for moderation (the fake) and for the offline screen (screenOffline returns null);
      // 'todo me da igual' is no longer: the screen's learned layer reads it as self-harm.
      const text = 'Últimamente estoy raro, ¿me ayudas con fracciones?';
      const asked = await studentAsking(text);
      const res = await turn(keyedEnv(), asked.student, asked.conversationId);
      expect(res.body.message.content).toBe(SAFETY_REPLIES[category]);
      expect(res.body.model).toBe(SAFETY_MODEL);
      expect(res.body.title).toBeNull();
      expect(await alertFor(res)).toEqual({ category, source: 'judge' });
      expect(res.body.message.metadata.gate).toBeUndefined();
      const { data } = await service
        .from('safety_alerts')
        .select('category, source, message_id')
        .eq('user_id', asked.student.id);
      expect(data).toEqual([{ category, source: 'judge', message_id: asked.messageId }]);
      expect(await titleOf(asked.conversationId)).toBe(DEFAULT_TITLE);
    },
  );

  it('no risk: tutoring as usual, no alert', async () => {
    const asked = await studentAsking('¿Qué es una fracción?');
    const res = await turn(keyedEnv(), asked.student, asked.conversationId);
    expect(await alertFor(res)).toBeNull();
    const { data } = await service
      .from('safety_alerts')
      .select('id')
      .eq('user_id', asked.student.id);
    expect(data).toEqual([]);
  });
});
