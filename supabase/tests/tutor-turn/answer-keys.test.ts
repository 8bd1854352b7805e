// The answer key of a task: service role only, scoped to the owner, never readable by a
// student, replaced on a task change, deleted with the conversation and with the account.
import { describe, expect, it } from 'vitest';

import { anon, pgError, rpcScalar, service } from '../harness';
import { queryError } from '../setup';

import { ana, beto, CONV_A, CONV_B, db, MSG, useTutorTurnDb } from './setup';

useTutorTurnDb();

const KEY = { task: 'Resolver 2x = 6', answers: ['x = 3', '3'], steps: ['Divide entre 2.'] };

const save = (user: string, conversation: string, message: string, key: unknown = KEY) =>
  db.as(service, (s) =>
    rpcScalar(s, 'tutor_save_answer_key', {
      p_user_id: user,
      p_conversation_id: conversation,
      p_task_message_id: message,
      p_key: JSON.stringify(key),
      p_model: 'gpt-4.1-mini',
    }),
  );
const read = (user: string, conversation: string) =>
  db.try(service, (s) =>
    rpcScalar(s, 'tutor_get_answer_key', { p_user_id: user, p_conversation_id: conversation }),
  );
const keyCount = async (conversation: string) => {
  const [row] = await db.admin.query<{ n: number }>(
    'select count(*)::int as n from private.answer_keys where conversation_id = $1',
    [conversation],
  );
  return row?.n;
};

describe('private.answer_keys', () => {
  it('stores a key for the owner’s task message and reads it back', async () => {
    expect(await save(ana.id, CONV_A, MSG(3))).toBe(true);
    expect(await read(ana.id, CONV_A)).toMatchObject({
      ...KEY,
      task_message_id: MSG(3),
      model: 'gpt-4.1-mini',
    });
  });

  it('never reads or writes another student’s conversation', async () => {
    expect(await read(beto.id, CONV_A)).toBeNull();
    expect(await save(beto.id, CONV_A, MSG(3))).toBe(false);
    // A message of another conversation, or the tutor's own, cannot state the task.
    expect(await save(beto.id, CONV_B, MSG(3))).toBe(false);
    expect(await save(ana.id, CONV_A, MSG(2))).toBe(false);
  });

  it('replaces the key when the task changes (one row per conversation)', async () => {
    await save(ana.id, CONV_A, MSG(1), { task: 'Saludo', answers: [], steps: [] });
    await save(ana.id, CONV_A, MSG(3));
    expect(await keyCount(CONV_A)).toBe(1);
    expect(await read(ana.id, CONV_A)).toMatchObject({ task: KEY.task, task_message_id: MSG(3) });
  });

  it('refuses a key past its limits (23514) and missing arguments (22023)', async () => {
    const many = { ...KEY, answers: Array.from({ length: 13 }, (_, i) => String(i)) };
    expect((await pgError(save(ana.id, CONV_A, MSG(3), many))).code).toBe('23514');
    expect((await pgError(save(ana.id, CONV_A, MSG(3), { ...KEY, task: '' }))).code).toBe('23514');
    expect((await pgError(save(ana.id, CONV_A, MSG(3), [1]))).code).toBe('22023');
  });

  it('students and anon reach neither the table nor the RPCs', async () => {
    await save(ana.id, CONV_A, MSG(3));
    for (const actor of [ana, anon]) {
      expect((await queryError(db, actor, 'select * from private.answer_keys')).code).toBe('42501');
      const get = await pgError(
        db.try(actor, (s) =>
          rpcScalar(s, 'tutor_get_answer_key', { p_user_id: ana.id, p_conversation_id: CONV_A }),
        ),
      );
      expect(get.code).toBe('42501');
    }
  });

  it('is not in the student’s own export', async () => {
    await save(ana.id, CONV_A, MSG(3));
    const exported = await db.try(ana, (s) => rpcScalar(s, 'export_my_data'));
    expect(JSON.stringify(exported)).toContain('2x = 6');
    expect(JSON.stringify(exported)).not.toContain('Divide entre 2.');
  });

  it('is deleted with its conversation and with the account', async () => {
    await save(ana.id, CONV_A, MSG(3));
    await db.admin.query('delete from public.conversations where id = $1', [CONV_A]);
    expect(await keyCount(CONV_A)).toBe(0);
    await save(beto.id, CONV_B, await betoMessage());
    expect(await keyCount(CONV_B)).toBe(1);
    await db.admin.query('delete from auth.users where id = $1', [beto.id]);
    expect(await keyCount(CONV_B)).toBe(0);
  });
});

async function betoMessage() {
  const [row] = await db.admin.query<{ id: string }>(
    `insert into public.messages (conversation_id, role, content) values ($1, 'user', '3 + 4')
     returning id`,
    [CONV_B],
  );
  return row!.id;
}
