// "Reto sin ayuda": the challenge, its key and its result are written only by the tutor
// function (service role); the student reads the result and never the key, cannot forge or edit a
// result, cannot write to the conversation while the challenge is open, and may give it up.
import { describe, expect, it } from 'vitest';

import { anon, pgError, rpcScalar, service } from '../harness';
import { queryError } from '../setup';

import { ana, beto, CONV_A, CONV_B, CONV_EMPTY, db, finish, MSG, useTutorTurnDb } from './setup';

useTutorTurnDb();

type Json = Record<string, unknown>;
const KEY = { answers: ['x = 4'], steps: ['Resta 5.', 'Divide entre 3.'] };

const start = (user: string, conversation: string, args: Json = {}) =>
  db.as(service, (s) =>
    rpcScalar(s, 'tutor_start_challenge', {
      p_user_id: user,
      p_conversation_id: conversation,
      p_source: 'button',
      p_eureka_message_id: null,
      p_statement: 'Resuelve 3x + 5 = 17',
      p_content: '**Reto sin ayuda**\n\nResuelve 3x + 5 = 17',
      p_key: JSON.stringify(KEY),
      p_model: 'demo-tutor-offline',
      ...args,
    }),
  ) as Promise<Json>;
const record = (user: string, id: unknown, answer: string, correct: boolean, reason = 'wrong') =>
  db.as(service, (s) =>
    rpcScalar(s, 'tutor_record_challenge_answer', {
      p_user_id: user,
      p_challenge_id: id,
      p_answer: answer,
      p_correct: correct,
      p_reason: correct ? 'correct' : reason,
    }),
  ) as Promise<Json>;
const challengeOf = (result: Json) => result.challenge as Json;

describe('public.challenges', () => {
  it('opens a challenge with the tutor’s message, and the student reads it but not its key', async () => {
    const started = await start(ana.id, CONV_EMPTY);
    expect(started.status).toBe('ok');
    const challenge = challengeOf(started);
    expect(challenge).toMatchObject({ tries: 0, correct: null, source: 'button' });
    expect(JSON.stringify(started)).not.toContain('x = 4');
    const message = started.message as Json;
    expect(message).toMatchObject({ role: 'assistant', metadata: { challenge_id: challenge.id } });

    const rows = await db.as(ana, (s) =>
      s.query<Json>('select id, statement, subject from public.challenges'),
    );
    expect(rows).toEqual([{ id: challenge.id, statement: 'Resuelve 3x + 5 = 17', subject: null }]);
    expect(await db.as(beto, (s) => s.query('select id from public.challenges'))).toEqual([]);
    for (const actor of [ana, anon]) {
      expect((await queryError(db, actor, 'select * from private.challenge_keys')).code).toBe(
        '42501',
      );
      const get = await pgError(
        db.try(actor, (s) =>
          rpcScalar(s, 'tutor_get_challenge', { p_user_id: ana.id, p_challenge_id: challenge.id }),
        ),
      );
      expect(get.code).toBe('42501');
    }
    const read = (await db.as(service, (s) =>
      rpcScalar(s, 'tutor_get_challenge', { p_user_id: ana.id, p_challenge_id: challenge.id }),
    )) as Json;
    expect(read).toMatchObject({ answers: KEY.answers, steps: KEY.steps });
    expect(
      await db.as(service, (s) =>
        rpcScalar(s, 'tutor_get_challenge', { p_user_id: beto.id, p_challenge_id: challenge.id }),
      ),
    ).toBeNull();
  });

  it('refuses another student’s conversation, a pending message, and a second open challenge', async () => {
    expect(await start(beto.id, CONV_A)).toEqual({ status: 'not_found' });
    expect(await start(ana.id, CONV_A)).toEqual({ status: 'pending' });
    await db.as(service, (s) => finish(s, ana.id, CONV_A));
    const first = await start(ana.id, CONV_A, { p_source: 'eureka', p_eureka_message_id: MSG(2) });
    expect(challengeOf(first)).toMatchObject({ source: 'eureka', tries: 0 });
    const second = await start(ana.id, CONV_A);
    expect(second.status).toBe('open');
    expect(challengeOf(second).id).toBe(challengeOf(first).id);
    const [row] = await db.admin.query<Json>(
      'select subject, grade_level, eureka_message_id from public.challenges where id = $1',
      [challengeOf(first).id],
    );
    expect(row).toEqual({ subject: 'Matemáticas', grade_level: '8º', eureka_message_id: MSG(2) });
  });

  it('records two wrong tries as not solved, then refuses a third', async () => {
    const id = challengeOf(await start(ana.id, CONV_EMPTY)).id;
    expect(challengeOf(await record(ana.id, id, '5', false))).toMatchObject({
      tries: 1,
      correct: null,
      attempts: ['5'],
      finished_at: null,
    });
    const done = challengeOf(await record(ana.id, id, '-4', false, 'sign'));
    expect(done).toMatchObject({ tries: 2, correct: false, last_reason: 'sign' });
    expect(done.finished_at).not.toBeNull();
    expect((await record(ana.id, id, '4', true)).status).toBe('closed');
    expect(await record(beto.id, id, '4', true)).toEqual({ status: 'not_found' });
  });

  it('records a right answer as solved alone', async () => {
    const id = challengeOf(await start(ana.id, CONV_EMPTY)).id;
    expect(challengeOf(await record(ana.id, id, 'x = 4', true))).toMatchObject({
      tries: 1,
      correct: true,
      last_reason: 'correct',
    });
  });

  it('refuses every result a student forges: insert, update, delete (42501)', async () => {
    const id = challengeOf(await start(ana.id, CONV_EMPTY)).id;
    const forged = [
      `insert into public.challenges (user_id, conversation_id, source, statement, tries, attempts, correct, finished_at)
       values ('${ana.id}', '${CONV_EMPTY}', 'button', 'Reto falso', 1, '{4}', true, now())`,
      `update public.challenges set correct = true, tries = 1, attempts = '{4}', finished_at = now() where id = '${String(id)}'`,
      `delete from public.challenges where id = '${String(id)}'`,
      `update private.challenge_keys set answers = '{1}'`,
    ];
    for (const sql of forged) {
      for (const actor of [ana, anon]) {
        expect((await pgError(db.try(actor, (s) => s.query(sql)))).code, sql).toBe('42501');
      }
    }
    const [row] = await db.admin.query<Json>(
      `select (select count(*) from public.challenges where statement = 'Reto falso')::int as forged,
              c.tries, c.correct, c.finished_at from public.challenges as c where c.id = $1`,
      [id],
    );
    expect(row).toEqual({ forged: 0, tries: 0, correct: null, finished_at: null });
    for (const fn of ['tutor_start_challenge', 'tutor_record_challenge_answer']) {
      const args =
        fn === 'tutor_record_challenge_answer'
          ? {
              p_user_id: ana.id,
              p_challenge_id: id,
              p_answer: '4',
              p_correct: true,
              p_reason: 'correct',
            }
          : {
              p_user_id: ana.id,
              p_conversation_id: CONV_EMPTY,
              p_source: 'button',
              p_eureka_message_id: null,
              p_statement: 'Reto falso',
              p_content: 'Reto falso',
              p_key: JSON.stringify(KEY),
              p_model: 'x',
            };
      expect((await pgError(db.try(ana, (s) => rpcScalar(s, fn, args)))).code, fn).toBe('42501');
    }
  });

  it('takes no student message while the challenge is open; giving it up reopens the chat', async () => {
    const id = challengeOf(await start(ana.id, CONV_EMPTY)).id;
    const send = () =>
      db.try(ana, (s) =>
        s.query(
          `insert into public.messages (conversation_id, role, content) values ($1, 'user', '¿me ayudas?')`,
          [CONV_EMPTY],
        ),
      );
    const refused = await pgError(send());
    expect(refused.code).toBe('P0001');
    expect(refused.message).toContain('Termina el reto');
    expect(
      (await pgError(db.try(beto, (s) => rpcScalar(s, 'give_up_challenge', { challenge_id: id }))))
        .code,
    ).toBe('P0002');
    const [given] = await db.as(ana, (s) =>
      s.query<Json>('select * from public.give_up_challenge($1)', [id]),
    );
    expect(given).toMatchObject({ gave_up: true, correct: false });
    await send();
    expect(
      (await pgError(db.try(ana, (s) => rpcScalar(s, 'give_up_challenge', { challenge_id: id }))))
        .code,
    ).toBe('P0002');
  });

  it('keeps the answers and the result for the thread: the student reads them, nobody else, and no answer becomes a chat message', async () => {
    const started = await start(ana.id, CONV_EMPTY);
    const id = challengeOf(started).id;
    const statementId = (started.message as Json).id;
    await record(ana.id, id, 'x = -4', false, 'sign');
    await record(ana.id, id, 'x = 4', true);

    // What the chat reads on reopening the conversation (the select the page makes, as Ana).
    const thread = await db.as(ana, (s) =>
      s.query<Json>(
        `select id, message_id, attempts, tries, correct, gave_up, last_reason,
                finished_at is not null as finished
         from public.challenges where id = $1`,
        [id],
      ),
    );
    expect(thread).toEqual([
      {
        id,
        message_id: statementId,
        attempts: ['x = -4', 'x = 4'],
        tries: 2,
        correct: true,
        gave_up: false,
        last_reason: 'correct',
        finished: true,
      },
    ]);
    // The statement it hangs from is Ana's conversation's message.
    const stated = await db.as(ana, (s) =>
      s.query<Json>('select role, metadata from public.messages where id = $1', [statementId]),
    );
    expect(stated).toEqual([{ role: 'assistant', metadata: { challenge_id: id } }]);

    // Nobody else reads them: another student, a visitor without a session.
    const others = `select id from public.challenges where id = '${String(id)}'`;
    expect(await db.as(beto, (s) => s.query(others))).toEqual([]);
    expect((await pgError(db.try(anon, (s) => s.query(others)))).code).toBe('42501');

    // The tutor reads the messages, and the answers are none of them: the challenge's own check
    // judged them, the next turn and the next challenge's context never see them as typed.
    const typed = await db.admin.query<Json>(
      `select role from public.messages where content like '%x = -4%'`,
    );
    expect(typed).toEqual([]);
    const context = (await db.as(service, (s) =>
      rpcScalar(s, 'tutor_challenge_context', { p_user_id: ana.id, p_conversation_id: CONV_EMPTY }),
    )) as Json;
    expect(context.status).toBe('ok');
    expect(JSON.stringify(context.recent)).not.toContain('x = -4');

    // The data download carries them, without the key.
    const download = (await db.as(ana, (s) => rpcScalar(s, 'export_my_data'))) as {
      challenges: Json[];
    };
    expect(download.challenges.filter((c) => c.id === id)).toEqual([
      expect.objectContaining({
        id,
        message_id: statementId,
        attempts: ['x = -4', 'x = 4'],
        correct: true,
        last_reason: 'correct',
      }),
    ]);
    expect(JSON.stringify(download)).not.toContain('Divide entre 3.');
  });

  it('is deleted with its conversation and with the account', async () => {
    const count = async (conversation: string) =>
      (
        await db.admin.query<{ n: number }>(
          `select (select count(*) from public.challenges where conversation_id = $1)::int
                + (select count(*) from private.challenge_keys as k join public.challenges as c
                   on c.id = k.challenge_id where c.conversation_id = $1)::int as n`,
          [conversation],
        )
      )[0]!.n;
    await start(ana.id, CONV_EMPTY);
    expect(await count(CONV_EMPTY)).toBeGreaterThanOrEqual(2);
    await db.admin.query('delete from public.conversations where id = $1', [CONV_EMPTY]);
    expect(await count(CONV_EMPTY)).toBe(0);
    expect((await start(beto.id, CONV_B)).status).toBe('ok');
    expect(await count(CONV_B)).toBe(2);
    await db.admin.query('delete from auth.users where id = $1', [beto.id]);
    expect(
      (
        await db.admin.query<{ n: number }>(
          'select count(*)::int as n from private.challenge_keys as k where not exists (select 1 from public.challenges as c where c.id = k.challenge_id)',
        )
      )[0]!.n,
    ).toBe(0);
    expect(await count(CONV_B)).toBe(0);
  });
});
