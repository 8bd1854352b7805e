// Renaming a conversation and starting one: the student's title is stored tidy
// and within the limits, the tutor's automatic title never replaces it, and start_conversation
// returns the caller's empty conversation instead of piling up a second one.
import { describe, expect, it } from 'vitest';

import { MAX_CONVERSATION_TITLE_CHARS } from '../../functions/_shared/tutor/limits.ts';
import { anon, pgError, rpc, rpcScalar, service, type Sql } from '../harness';

import { ANA_ALGEBRA, ANA_HISTORY, BETO_CONV, db, MSG, people, useChatDb } from './setup';

useChatDb();

const rename = (title: string, id = ANA_HISTORY, who = people.ana) =>
  db.try(who, async (s) => {
    const rows = await s.query<{ id: string; title: string }>(
      `update public.conversations set title = $1 where id = $2 returning id, title`,
      [title, id],
    );
    await s.exec('reset role');
    const renamed = await s.query<{ id: string }>(
      'select conversation_id as id from private.conversation_renames',
    );
    return rows.map((r) => ({ title: r.title, renamed: renamed.some((x) => x.id === r.id) }));
  });

/**
 * As the service role: answers Ana's last message of ANA_HISTORY again (its reply removed first)
 * with the tutor's automatic title 'Caída del Imperio Romano'; returns tutor_finish_turn's answer.
 */
async function finishWithTitle(s: Sql): Promise<Record<string, unknown>> {
  await s.query(`delete from public.messages where id = $1`, [MSG(4)]);
  return (await rpcScalar(s, 'tutor_finish_turn', {
    p_user_id: people.ana.id,
    p_conversation_id: ANA_HISTORY,
    p_content: '¿Qué sabes de Roma?',
    p_metadata: JSON.stringify({ reply_to: MSG(3) }),
    p_metrics: JSON.stringify({ model_used: 'demo' }),
    p_tokens: 0,
    p_title: 'Caída del Imperio Romano',
  })) as Record<string, unknown>;
}

describe('renaming a conversation', () => {
  it('stores the student’s title trimmed, on one line, and marks it as renamed', async () => {
    expect(await rename('  Roma:\n  el   imperio  ')).toEqual([
      { title: 'Roma: el imperio', renamed: true },
    ]);
  });

  it(`accepts ${MAX_CONVERSATION_TITLE_CHARS} characters and refuses one more or a blank title`, async () => {
    const max = 'a'.repeat(MAX_CONVERSATION_TITLE_CHARS);
    expect(await rename(max)).toEqual([{ title: max, renamed: true }]);
    expect(await pgError(rename(`${max}a`))).toMatchObject({
      code: '23514',
      constraint: 'conversations_title_must_be_at_most_200_chars',
    });
    expect(await pgError(rename(' \n\t '))).toMatchObject({
      code: '23514',
      constraint: 'conversations_title_must_not_be_blank',
    });
  });

  it('another student’s conversation is not renamed (RLS: no row); the rename record is out of reach', async () => {
    expect(await rename('Mía', BETO_CONV)).toEqual([]);
    for (const statement of [
      'delete from private.conversation_renames',
      `update public.conversations set subject = 'Arte'`,
    ]) {
      const error = await pgError(db.try(people.ana, (s) => s.query(statement)));
      expect(error.code).toBe('42501');
    }
  });

  it('the tutor’s automatic title does not overwrite a renamed conversation (title_saved null)', async () => {
    await db.try(people.ana, async (s) => {
      await s.query(`update public.conversations set title = 'Mi título' where id = $1`, [
        ANA_HISTORY,
      ]);
      await s.exec('reset role');
      await s.query(`select set_config('role', 'service_role', true)`);
      const done = await finishWithTitle(s);
      expect(done).toMatchObject({ status: 'ok', title_saved: null });
      const [row] = await s.query<{ title: string }>(
        'select title from public.conversations where id = $1',
        [ANA_HISTORY],
      );
      expect(row!.title).toBe('Mi título');
    });
  });

  it('a conversation never renamed still gets the tutor’s title; the service role’s title is not a rename', async () => {
    await db.try(service, async (s) => {
      const done = await finishWithTitle(s);
      expect(done).toMatchObject({ status: 'ok', title_saved: true });
      await s.exec('reset role');
      const [row] = await s.query<{ title: string; renamed: boolean }>(
        `select title, exists (select 1 from private.conversation_renames) as renamed
         from public.conversations where id = $1`,
        [ANA_HISTORY],
      );
      expect(row).toEqual({ title: 'Caída del Imperio Romano', renamed: false });
    });
  });
});

describe('start_conversation', () => {
  const start = (s: Parameters<typeof rpc>[0], subject: string | null, grade: string | null) =>
    rpc(s, 'start_conversation', { subject, grade_level: grade });

  it('creates a conversation, then returns the same empty one instead of a second', async () => {
    await db.try(people.ana, async (s) => {
      const [first] = await start(s, 'Física', '1º de bachillerato');
      expect(first).toMatchObject({
        user_id: people.ana.id,
        title: 'Nueva conversación',
        subject: 'Física',
        grade_level: '1º de bachillerato',
      });
      const [again] = await start(s, 'Física', '1º de bachillerato');
      expect(again!.id).toBe(first!.id);
      const [count] = await s.query<{ n: number }>(
        `select count(*)::int as n from public.conversations where subject = 'Física'`,
      );
      expect(count!.n).toBe(1);
    });
  });

  it('a different subject or level, or a conversation with messages, gives a new one', async () => {
    await db.try(people.ana, async (s) => {
      const [fisica] = await start(s, 'Física', null);
      const [quimica] = await start(s, 'Química', null);
      expect(quimica!.id).not.toBe(fisica!.id);
      const [mates] = await start(s, 'Matemáticas', '2º de secundaria');
      expect(mates!.id).not.toBe(ANA_ALGEBRA);
      await s.query(
        `insert into public.messages (conversation_id, role, content) values ($1, 'user', 'hola')`,
        [fisica!.id],
      );
      const [next] = await start(s, 'Física', null);
      expect(next!.id).not.toBe(fisica!.id);
    });
  });

  it('never returns another student’s empty conversation; anon is refused', async () => {
    const [betoEmpty] = await db.try(people.beto, (s) => start(s, 'Arte', null));
    await db.try(people.beto, (s) => start(s, 'Arte', null));
    await db.as(people.beto, (s) => start(s, 'Arte', null));
    const [anas] = await db.try(people.ana, (s) => start(s, 'Arte', null));
    expect(anas!.user_id).toBe(people.ana.id);
    expect(anas!.id).not.toBe(betoEmpty!.id);
    const error = await pgError(db.try(anon, (s) => start(s, 'Arte', null)));
    expect(error.code).toBe('42501');
  });

  it('the daily conversation quota still applies', async () => {
    await db.try(people.ana, async (s) => {
      await s.exec('reset role');
      await s.query('update private.settings set conversations_per_day = 1');
      await s.query(`select set_config('role', 'authenticated', true)`);
      await start(s, 'Latín', null);
      const error = await pgError(start(s, 'Griego', null));
      expect(error).toMatchObject({ code: 'P0001' });
      expect(error.message).toContain('conversaciones por día');
    });
  });
});
