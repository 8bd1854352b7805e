/**
 * What the model is sent from the history: the stored images (the most recent, bounded, only
 * the caller's) and the most recent messages within TUTOR_MAX_HISTORY_CHARS.
 */
import { describe, expect, it, vi } from 'vitest';

import { IMAGE_ONLY_CONTENT, IMAGE_ONLY_TITLE } from '../_shared/tutor/title.ts';

import { recentWithin } from './reply.ts';
import {
  askingWithPhoto,
  fake,
  imagePart,
  keyedEnv,
  newConversation,
  newStudent,
  say,
  service,
  turn,
  uploadImage,
  useTutorStack,
} from './test-setup.ts';

useTutorStack();

describe('images sent to the model', () => {
  it("sends the student's stored images as data URLs and titles an image-only first message without a call", async () => {
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5]);
    const { student, conversationId } = await askingWithPhoto(bytes);
    const res = await turn(keyedEnv(), student, conversationId);
    expect(res.status).toBe(200);
    expect(res.body.title).toBe(IMAGE_ONLY_TITLE);
    expect(fake.of('title')).toHaveLength(0);
    const user = (fake.of('reply')[0]?.body.messages as Array<{ content: unknown }>)[1];
    expect(user?.content).toEqual([{ type: 'text', text: IMAGE_ONLY_CONTENT }, imagePart(bytes)]);
  });

  it('sends only the most recent TUTOR_MAX_IMAGES, each within TUTOR_MAX_IMAGE_BYTES', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const student = await newStudent();
    const conversationId = await newConversation(student);
    const upload = (name: string, size: number) =>
      uploadImage(
        student,
        conversationId,
        `${name}.png`,
        new Uint8Array(size).fill(7),
        'image/png',
      );
    const old = await upload('vieja', 10);
    const big = await upload('grande', 3000);
    const recent = await upload('nueva', 20);
    await say(student, conversationId, 'primera', [old]);
    await service.from('messages').insert({
      conversation_id: conversationId,
      role: 'assistant',
      content: '¿Qué ves?',
      metadata: {},
    });
    await say(student, conversationId, 'segunda', [big, recent]);
    const res = await turn(
      keyedEnv({ TUTOR_MAX_IMAGES: '2', TUTOR_MAX_IMAGE_BYTES: '2048' }),
      student,
      conversationId,
    );
    expect(res.status).toBe(200);
    const sent = fake.of('reply')[0]?.body.messages as Array<{ content: unknown }>;
    // The first message's image is the third most recent: left out. The 3000-byte one is too big.
    expect(sent[1]?.content).toBe('primera');
    expect(sent[3]?.content).toEqual([
      { type: 'text', text: 'segunda' },
      imagePart(new Uint8Array(20).fill(7), 'image/png'),
    ]);
  });

  it("never reads an image outside the caller's folder, even from a row the client could not write", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const ana = await newStudent();
    const eve = await newStudent();
    const anasConversation = await newConversation(ana);
    const anasPath = await uploadImage(
      ana,
      anasConversation,
      'privada.jpg',
      new Uint8Array([0xff, 0xd8, 9, 9]),
    );
    const evesConversation = await newConversation(eve);
    // The database refuses this path from Eve's token; written with the service key to prove the
    // function's own check.
    const forged = await service.from('messages').insert({
      conversation_id: evesConversation,
      role: 'user',
      content: 'mira',
      metadata: { images: [anasPath] },
    });
    expect(forged.error).toBeNull();
    const res = await turn(keyedEnv(), eve, evesConversation);
    expect(res.status).toBe(200);
    const user = (fake.of('reply')[0]?.body.messages as Array<{ content: unknown }>)[1];
    expect(user?.content).toBe('mira');
  });
});

describe('the history sent to the model', () => {
  const rows = (...lengths: number[]) => lengths.map((n, i) => ({ id: i, content: 'a'.repeat(n) }));
  it.each([
    ['everything when it fits', [10, 10, 10], 30, [0, 1, 2]],
    ['the most recent within the budget', [10, 10, 10], 25, [1, 2]],
    ['the latest message even alone over the budget', [10, 50], 20, [1]],
    ['nothing from an empty conversation', [], 20, []],
  ] as const)('keeps %s', (_case, lengths, max, ids) => {
    expect(recentWithin(rows(...lengths), max).map((r) => r.id)).toEqual(ids);
  });

  it('a long conversation keeps its latest part within TUTOR_MAX_HISTORY_CHARS', async () => {
    const student = await newStudent();
    const conversationId = await newConversation(student);
    for (const [role, content] of [
      ['user', `vieja ${'x'.repeat(900)}`],
      ['assistant', `respuesta ${'y'.repeat(900)}`],
      ['user', 'la pregunta de ahora'],
    ] as const) {
      const { error } = await service
        .from('messages')
        .insert({ conversation_id: conversationId, role, content, metadata: {} });
      if (error) throw error;
    }
    const res = await turn(keyedEnv({ TUTOR_MAX_HISTORY_CHARS: '1000' }), student, conversationId);
    expect(res.status).toBe(200);
    const sent = fake.of('reply')[0]?.body.messages as Array<{ role: string; content: string }>;
    expect(sent.map((m) => m.role)).toEqual(['system', 'assistant', 'user']);
    expect(sent[2]?.content).toBe('la pregunta de ahora');
  });
});
