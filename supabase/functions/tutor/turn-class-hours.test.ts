/**
 * When the tutor is open in a class, and the class's daily limit (docs/tutor.md "Classes"): paused
 * or outside its hours, a class turn is refused in Spanish with nothing sent to the model; past the
 * daily limit, refused with its text; only turns served count.
 */
import { describe, expect, it } from 'vitest';

import {
  CLASS_TUTOR_CLOSED_CODE,
  CLASS_TUTOR_PAUSED_MESSAGE,
  openingText,
} from '../_shared/classes/class-schedule.ts';
import { CLASS_DAILY_LIMIT_MESSAGE } from '../_shared/classes/classes.ts';
import { localDay, localTime } from '../_shared/time/time-zone.ts';

import { teacherA, newClass, classStudent, useClassTutorStack } from './class-test-setup.ts';
import { baseEnv, fake, insertAs, keyedEnv, say, stack, turn } from './test-setup.ts';

useClassTutorStack();

describe('when the tutor is open in a class', () => {
  it('paused or outside its hours: 423 class_tutor_closed in Spanish, nothing sent to the model; open again: answered', async () => {
    const cls = await newClass(teacherA, { name: 'Con horario' });
    const { student, conversationId } = await classStudent(cls);
    const env = keyedEnv();
    const setSchedule = async (row: Record<string, unknown>) => {
      const { error } = await teacherA.db
        .from('class_tutor_schedules')
        .upsert({ class_id: cls.id, ...row });
      if (error) throw error;
    };

    await setSchedule({ paused: true });
    await say(student, conversationId, 'Una duda en pausa');
    fake.seen.length = 0;
    const paused = await turn(env, student, conversationId);
    expect(paused.status).toBe(423);
    expect(paused.body).toMatchObject({
      code: CLASS_TUTOR_CLOSED_CODE,
      error: CLASS_TUTOR_PAUSED_MESSAGE,
      paused: true,
      next_open_at: null,
    });
    expect(fake.seen).toHaveLength(0);

    // Open every day but today (on the deployment's clock): closed now, whatever the hour, and
    // open tomorrow at 08:00.
    const today = new Date(`${localDay(new Date())}T12:00:00Z`).getUTCDay() || 7;
    await setSchedule({
      paused: false,
      days: [1, 2, 3, 4, 5, 6, 7].filter((d) => d !== today),
      opens_at: '08:00',
      closes_at: '14:00',
    });
    fake.seen.length = 0;
    const closed = await turn(env, student, conversationId);
    expect(closed.status).toBe(423);
    expect(closed.body.code).toBe(CLASS_TUTOR_CLOSED_CODE);
    const fields = closed.body as unknown as { paused: boolean; next_open_at: string };
    expect(fields.paused).toBe(false);
    const next = fields.next_open_at;
    expect(localTime(new Date(next))).toBe('08:00');
    expect(closed.body.error).toBe(
      `El tutor de esta clase está cerrado a esta hora. Abre ${openingText(next)}. Tu mensaje está guardado.`,
    );
    expect(fake.seen).toHaveLength(0);

    // No schedule, not paused: the turn is answered.
    await setSchedule({ paused: false, days: [], opens_at: null, closes_at: null });
    expect((await turn(env, student, conversationId)).status).toBe(200);
    expect(fake.seen.length).toBeGreaterThan(0);
  });
});

describe('the class daily limit counts turns served', () => {
  it('deleting conversations does not reset it, and “Ponme a prueba” counts against it', async () => {
    const cls = await newClass(teacherA, { name: 'Límite firme', daily_message_limit: 3 });
    const { student, conversationId: first } = await classStudent(cls);
    const env = baseEnv();
    const classConversation = async () =>
      (await insertAs(student, 'conversations', { user_id: student.id, class_id: cls.id })).id;
    const remove = async (id: string) => {
      const { error } = await student.db.from('conversations').delete().eq('id', id);
      expect(error).toBeNull();
    };
    // 1: a turn, then the conversation deleted.
    await say(student, first, '¿Cómo resuelvo 2x + 3 = 11?');
    expect((await turn(env, student, first)).status).toBe(200);
    await remove(first);
    // 2: a turn in a new conversation; 3: a challenge there.
    const second = await classConversation();
    await say(student, second, '¿Y cómo resuelvo 3x + 1 = 7?');
    expect((await turn(env, student, second)).status).toBe(200);
    const challenge = await turn(env, student, second, { challenge: { action: 'start' } });
    expect(challenge.status).toBe(200);
    await remove(second);
    // 4: refused, whatever was deleted, before any model call or unit.
    const third = await classConversation();
    await say(student, third, 'Otra duda más');
    const refused = await turn(env, student, third);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'class_daily_limit' });
    expect(refused.body.error).toMatch(new RegExp(`^${CLASS_DAILY_LIMIT_MESSAGE} Podrás volver`));
    // A challenge too (in a conversation with no message waiting for a reply).
    const fourth = await classConversation();
    const start = await turn(env, student, fourth, { challenge: { action: 'start' } });
    expect(start.status).toBe(429);
    expect(start.body.code).toBe('class_daily_limit');
    const [served] = await stack.query<{ turns: number }>(
      'select turns from private.class_daily_turns where class_id = $1 and user_id = $2',
      [cls.id, student.id],
    );
    expect(served?.turns).toBe(3);
  });
});
