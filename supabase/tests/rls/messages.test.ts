// RLS on messages and message_metrics: who reads, adds, edits and deletes, as PostgREST runs it.
import { describe, expect, it } from 'vitest';

import { anon, pgError, service, type Sql } from '../harness';
import { queryError } from '../setup';

import { ana, beto, CONV_A, CONV_B, db, ids, MSG_A, MSG_A2, MSG_B, useRlsDb } from './setup';

useRlsDb();

const ADD_MESSAGE = `insert into public.messages (conversation_id, role, content) values ($1, 'user', 'x')`;

describe('messages', () => {
  it('anon cannot read or add messages', async () => {
    expect((await queryError(db, anon, 'select * from public.messages')).code).toBe('42501');
    expect((await queryError(db, anon, ADD_MESSAGE, [CONV_A])).code).toBe('42501');
  });

  it('a student reads only the messages of their own conversations', async () => {
    expect(ids(await db.try(ana, (s) => s.query('select id from public.messages')))).toEqual(
      [MSG_A, MSG_A2].sort(),
    );
    expect(ids(await db.try(beto, (s) => s.query('select id from public.messages')))).toEqual([
      MSG_B,
    ]);
    expect(
      await db.try(ana, (s) =>
        s.query('select id from public.messages where conversation_id = $1', [CONV_B]),
      ),
    ).toEqual([]);
  });

  it('a student adds a user message (images under their own folder) to their own conversation', async () => {
    const rows = await db.try(ana, (s) =>
      s.query<{ role: string; metadata: unknown }>(
        `insert into public.messages (conversation_id, role, content, metadata)
         values ($1, 'user', 'pregunta', $2)
         returning role, metadata`,
        [CONV_A, JSON.stringify({ images: [`${ana.id}/${CONV_A}/1.jpg`] })],
      ),
    );
    expect(rows).toEqual([{ role: 'user', metadata: { images: [`${ana.id}/${CONV_A}/1.jpg`] } }]);
  });

  it('a student cannot add an assistant message; the server (service role) does', async () => {
    const err = await pgError(
      db.try(ana, (s) =>
        s.query(
          `insert into public.messages (conversation_id, role, content, metadata)
           values ($1, 'assistant', 'respuesta', '{"response_time_ms":900,"has_eureka":true}')`,
          [CONV_A],
        ),
      ),
    );
    expect(err.code).toBe('42501');
    const rows = await db.try(service, (s) =>
      s.query<{ role: string; metadata: unknown }>(
        `insert into public.messages (conversation_id, role, content, metadata)
         values ($1, 'assistant', 'respuesta', '{"response_time_ms":900,"has_eureka":true}')
         returning role, metadata`,
        [CONV_A],
      ),
    );
    expect(rows).toEqual([
      { role: 'assistant', metadata: { response_time_ms: 900, has_eureka: true } },
    ]);
  });

  it('a student cannot add a message to another student’s conversation', async () => {
    expect((await queryError(db, ana, ADD_MESSAGE, [CONV_B])).code).toBe('42501');
  });

  it('nobody edits or deletes messages directly, not even their own', async () => {
    for (const text of [
      `update public.messages set content = 'x' where id = $1`,
      `delete from public.messages where id = $1`,
    ]) {
      expect((await queryError(db, ana, text, [MSG_A])).code).toBe('42501');
    }
  });
});

describe('message_metrics', () => {
  const insertMetrics = (s: Sql, messageId: string) =>
    s.query(
      `insert into public.message_metrics (message_id, api_response_time_ms, tokens_used, model_used,
         word_count, character_count, question_count, contains_code_snippet, contains_math_formula,
         complexity_score)
       values ($1, 900, 120, 'gpt-4o-mini', 3, 11, 1, false, true, 0.42) returning message_id`,
      [messageId],
    );

  it('the server (service role) adds metrics; a student cannot, not even for their own message', async () => {
    expect(await db.try(service, (s) => insertMetrics(s, MSG_A2))).toEqual([
      { message_id: MSG_A2 },
    ]);
    expect((await pgError(db.try(ana, (s) => insertMetrics(s, MSG_A2)))).code).toBe('42501');
  });

  it('a student cannot add metrics for another student’s message', async () => {
    expect((await pgError(db.try(ana, (s) => insertMetrics(s, MSG_B)))).code).toBe('42501');
  });

  it('a student reads only the metrics of their own messages', async () => {
    const rows = await db.try(ana, (s) =>
      s.query<{ message_id: string }>('select message_id from public.message_metrics'),
    );
    expect(rows).toEqual([{ message_id: MSG_A }]);
  });

  it('anon cannot read metrics, and nobody updates or deletes them directly', async () => {
    expect(
      (await pgError(db.try(anon, (s) => s.query('select * from public.message_metrics')))).code,
    ).toBe('42501');
    expect(
      (
        await pgError(
          db.try(ana, (s) => s.query('update public.message_metrics set word_count = 9')),
        )
      ).code,
    ).toBe('42501');
    expect(
      (await pgError(db.try(ana, (s) => s.query('delete from public.message_metrics')))).code,
    ).toBe('42501');
  });

  it('a message has at most one metrics row', async () => {
    const err = await pgError(db.try(service, (s) => insertMetrics(s, MSG_A)));
    expect(err.code).toBe('23505');
    expect(err.constraint).toBe('message_metrics_one_row_per_message');
  });
});
