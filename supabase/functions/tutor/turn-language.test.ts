/**
 * The tutor writes in the language the student chose in their profile (user_metadata.language,
 * saved as the profile screen saves it): the model is told so in the system prompt, the title call
 * and the rewrite too, and the fixed texts (the demo tutor, the gate's guidance, the caring reply,
 * the titles) follow. The language is read from the stored profile: a request field is ignored.
 */
import { describe, expect, it, vi } from 'vitest';

import { SAFETY_REPLIES, SAFETY_REPLIES_BY_LANGUAGE } from '../_shared/safety/safety.ts';
import {
  GATE_FALLBACK_REPLIES,
  GATE_FALLBACK_REPLY,
  REWRITE_MARKER,
} from '../_shared/tutor/gate.ts';
import { ladderInstruction } from '../_shared/tutor/ladder.ts';
import type { TutorLanguage } from '../_shared/tutor/language.ts';
import { systemPrompt, titleSystemPrompt } from '../_shared/tutor/prompt.ts';
import { TUTOR_TITLES } from '../_shared/tutor/title-texts.ts';

import { demoReply } from './demo.ts';
import { revealingTutor } from './fake-model.ts';
import {
  answering,
  askingWithPhoto,
  baseEnv,
  fake,
  keyedEnv,
  newConversation,
  newStudent,
  say,
  type Student,
  turn,
  useTutorStack,
} from './test-setup.ts';

useTutorStack();

/** A new student whose profile keeps `language`, written as the profile screen writes it. */
async function studentIn(language: string): Promise<Student> {
  const student = await newStudent();
  const { error } = await student.db.auth.updateUser({ data: { language } });
  if (error) throw error;
  return student;
}

async function asking(language: string, text: string) {
  const student = await studentIn(language);
  const conversationId = await newConversation(student, {
    subject: 'Matemáticas',
    grade_level: 'Secundaria',
  });
  await say(student, conversationId, text);
  return { student, conversationId };
}

const systemOf = (kind: 'reply' | 'title' | 'rewrite') =>
  String((fake.of(kind)[0]?.body.messages as Array<{ content: string }>)[0]?.content);

describe('the model is told the student’s language', () => {
  it.each([
    ['en', 'inglés (English)'],
    ['fr', 'francés (français)'],
    ['pt', 'portugués (português)'],
  ] as const)('%s: the system prompt and the title call name it', async (language, name) => {
    const { student, conversationId } = await asking(language, 'How do I solve 2x + 3 = 11?');
    const res = await turn(keyedEnv(), student, conversationId);
    expect(res.status).toBe(200);
    const system = systemOf('reply');
    expect(system).toBe(
      `${systemPrompt('Matemáticas', 'Secundaria', '', language)}\n\n${ladderInstruction(1, false)}`,
    );
    expect(system).toContain(`11. Responde siempre en ${name}:`);
    expect(system).not.toContain('Responde siempre en español');
    expect(systemOf('title')).toBe(titleSystemPrompt(language));
    expect(systemOf('title')).toContain(`título breve en ${name}`);
  });

  it('Spanish by default and for a stored es; a request field cannot choose the language', async () => {
    // The database refuses any other stored value (enforce_user_metadata_caps); resolveLanguage
    // reads one from an older row as Spanish (language.test.ts).
    for (const [stored, extra] of [
      [undefined, { language: 'en' }],
      ['es', { language: 'fr' }],
    ] as const) {
      fake.seen.length = 0;
      const student = stored === undefined ? await newStudent() : await studentIn(stored);
      const conversationId = await newConversation(student, {
        subject: 'Matemáticas',
        grade_level: 'Secundaria',
      });
      await say(student, conversationId, '¿Cómo resuelvo 2x + 3 = 11?');
      const res = await turn(keyedEnv(), student, conversationId, extra);
      expect(res.status).toBe(200);
      expect(systemOf('reply')).toBe(
        `${systemPrompt('Matemáticas', 'Secundaria')}\n\n${ladderInstruction(1, false)}`,
      );
      expect(systemOf('reply')).toContain('11. Responde siempre en español.');
      expect(systemOf('title')).toBe(titleSystemPrompt('es'));
    }
  });

  it('a revealing reply is rewritten in the language, and its guidance served in it when the rewrite fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const leaky = revealingTutor('The answer is x = 4.', 'x = 4', 'Da el valor de x.');
    fake.script = answering('rewrite', { status: 500, body: {} }, leaky);
    const { student, conversationId } = await asking('pt', 'Quanto vale x em 2x + 3 = 11?');
    const res = await turn(keyedEnv(), student, conversationId);
    expect(res.status).toBe(200);
    expect(systemOf('rewrite')).toMatch(new RegExp(`^\\${REWRITE_MARKER}`));
    expect(systemOf('rewrite')).toContain('Responde en portugués (português), con Markdown');
    expect(res.body.message.content).toBe(GATE_FALLBACK_REPLIES.pt);
    expect(res.body.message.content).not.toBe(GATE_FALLBACK_REPLY);
    expect(res.body.message.metadata.gate).toMatchObject({ fallback: true });
  });

  it('a failed title call leaves the language’s untitled title; an image-only message its own', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fake.script = answering('title', { status: 500, body: {} });
    const { student, conversationId } = await asking('fr', 'Comment résoudre 2x + 3 = 11 ?');
    const res = await turn(keyedEnv(), student, conversationId);
    expect(res.body.title).toBe(TUTOR_TITLES.fr.untitled);
    expect(res.body.title).toBe('Nouvelle conversation');

    const english = await studentIn('en');
    const photo = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5]);
    const { conversationId: pictured } = await askingWithPhoto(photo, english);
    const image = await turn(keyedEnv(), english, pictured);
    expect(image.body.title).toBe('Image analysis');
  });
});

describe('the fixed texts follow the language', () => {
  it.each(['en', 'fr', 'pt'] as const)(
    '%s: the caring reply of the safety screen, with no model call',
    async (language: TutorLanguage) => {
      const { student, conversationId } = await asking(
        language,
        'A veces pienso que me quiero morir',
      );
      const res = await turn(keyedEnv(), student, conversationId);
      expect(res.status).toBe(200);
      expect(res.body.message.content).toBe(SAFETY_REPLIES_BY_LANGUAGE[language].self_harm);
      expect(res.body.message.content).not.toBe(SAFETY_REPLIES.self_harm);
      expect(fake.of('reply')).toHaveLength(0);
    },
  );

  it('the demo tutor (no key) answers in English, word for word, and titles from the student’s words', async () => {
    const { student, conversationId } = await asking('en', 'How do I solve 2x + 3 = 11?');
    const res = await turn(baseEnv(), student, conversationId);
    expect(res.status).toBe(200);
    const expected = demoReply({
      text: 'How do I solve 2x + 3 = 11?',
      task: 'How do I solve 2x + 3 = 11?',
      level: 1,
      language: 'en',
    });
    expect(res.body.message.content).toBe(expected);
    expect(res.body.message.content).toContain(
      'Look at $2x + 3 = 11$: **which operations are being done to $x$?** Which one would you undo first?',
    );
    expect(res.body.message.content).toContain(
      '_Reply from the demonstration tutor (not connected to an AI model)._',
    );
    expect(res.body.title).toBe('How do I solve 2x + 3');

    // A right value is confirmed in English, with the English decimal mark.
    await say(student, conversationId, 'x = 4');
    const right = await turn(baseEnv(), student, conversationId);
    expect(right.body.message.content).toMatch(
      /^(That's it!|Correct!|Well done, you got it!) 🎉 With \$x = 4\$ both sides of \$2x \+ 3 = 11\$ equal 11, so your value satisfies the equation\./,
    );
  });
});
