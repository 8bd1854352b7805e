// The database stops trusting the client. Every attack listed under "Why" in the
// issue, tried with a student's role exactly as PostgREST runs it, is refused (the tests named
// 'attack: …' all failed on the migrations before 20261123000100: the attack succeeded).
import { describe, expect, it } from 'vitest';

import {
  MAX_USER_MESSAGE_CHARS,
  USER_METADATA_MAX_CHARS,
} from '../../functions/_shared/tutor/limits.ts';
import { anon, pgError, rpc, service } from '../harness';
import { count, queryError } from '../setup';

import {
  admin,
  ana,
  beto,
  CONV_A,
  CONV_B,
  db,
  insertMessage,
  insertMetrics,
  MSG_A,
  updateUserData,
  useServerTrustDb,
} from './setup';

useServerTrustDb();

describe('attacks from a student’s token are refused', () => {
  it('attack: inserting a role assistant message (42501)', async () => {
    const err = await pgError(
      db.try(ana, (s) => insertMessage(s, { role: 'assistant', content: 'La respuesta es 42' })),
    );
    expect(err.code).toBe('42501');
    expect(err.message).toBe('Solo el servidor puede guardar las respuestas del tutor.');
  });

  it('attack: a forged response_time_ms / has_eureka on a user message (23514)', async () => {
    for (const metadata of [{ response_time_ms: 1e13 }, { has_eureka: true }]) {
      const err = await pgError(db.try(ana, (s) => insertMessage(s, { metadata })));
      expect(err.code, JSON.stringify(metadata)).toBe('23514');
      expect(err.message).toMatch(/^Datos no permitidos en el mensaje: /);
    }
  });

  it('attack: a forged assistant reply moving avg_response_time_ms (refused, the figure stays)', async () => {
    const figure = () =>
      db.try(admin, (s) =>
        rpc(s, 'get_engagement_stats', { start_date: '2000-01-01', end_date: '2100-01-01' }),
      );
    const before = await figure();
    const err = await pgError(
      db.as(ana, (s) =>
        insertMessage(s, { role: 'assistant', metadata: { response_time_ms: 1.2e13 } }),
      ),
    );
    expect(err.code).toBe('42501');
    expect(await figure()).toEqual(before);
  });

  it('attack: inserting a message_metrics row, even for their own message (42501)', async () => {
    const err = await pgError(db.try(ana, (s) => insertMetrics(s, MSG_A)));
    expect(err.code).toBe('42501');
  });

  it('attack: created_at in 2020 or 2099 on conversations and messages (the server clock wins)', async () => {
    await db.try(ana, async (s) => {
      for (const at of ['2020-01-01 00:00+00', '2099-01-01 00:00+00']) {
        const [conv] = await s.query<{ id: string; stamped: boolean }>(
          `insert into public.conversations (user_id, created_at) values ($1, $2)
           returning id, created_at = now() as stamped`,
          [ana.id, at],
        );
        expect(conv?.stamped, at).toBe(true);
        const [msg] = await s.query<{ stamped: boolean }>(
          `insert into public.messages (conversation_id, role, content, created_at)
           values ($1, 'user', 'hola', $2) returning created_at = now() as stamped`,
          [conv!.id, at],
        );
        expect(msg?.stamped, at).toBe(true);
      }
    });
  });

  it('attack: 400 rows × 20,000 characters in one insert (refused whole)', async () => {
    const rows = (role: string, chars: number) =>
      `insert into public.messages (conversation_id, role, content)
       select $1, '${role}', repeat('x', ${chars}) from generate_series(1, 400)`;
    expect(
      (await pgError(db.try(ana, (s) => s.query(rows('assistant', 20_000), [CONV_A])))).code,
    ).toBe('42501');
    const long = await pgError(db.try(ana, (s) => s.query(rows('user', 20_000), [CONV_A])));
    expect(long.code).toBe('23514');
    expect(long.constraint).toBe('messages_user_content_over_1000_chars');
    // Even within the per-message cap, 400 rows at once break the per-minute quota.
    const many = await pgError(
      db.try(ana, (s) => s.query(rows('user', MAX_USER_MESSAGE_CHARS), [CONV_A])),
    );
    expect(many.code).toBe('P0001');
    expect(many.message).toMatch(/^Límite alcanzado/);
    expect(
      await count(db.admin, 'select 1 from public.messages where conversation_id = $1', [CONV_A]),
    ).toBe(1);
  });

  it('attack: a 9 MB metadata (23514)', async () => {
    const huge = 'x'.repeat(9 * 1024 * 1024);
    const asStudent = await pgError(
      db.try(ana, (s) => insertMessage(s, { metadata: { images: [], note: huge } })),
    );
    expect(asStudent.code).toBe('23514');
    // A huge key is not echoed back whole in the error message.
    const hugeKey = await pgError(
      db.try(ana, (s) => insertMessage(s, { metadata: { ['k'.repeat(100_000)]: 1 } })),
    );
    expect(hugeKey.code).toBe('23514');
    expect(hugeKey.message.length).toBeLessThan(300);
    const inImages = await pgError(
      db.try(ana, (s) =>
        insertMessage(s, { metadata: { images: [`${ana.id}/${CONV_A}/${huge}`] } }),
      ),
    );
    expect(inImages.code).toBe('23514');
    // The server cannot store it either: the size cap is a check constraint for everyone.
    const asServer = await pgError(
      db.try(service, (s) =>
        insertMessage(s, { role: 'assistant', metadata: { gate: { note: huge } } }),
      ),
    );
    expect(asServer.code).toBe('23514');
    expect(asServer.constraint).toBe('messages_metadata_must_be_at_most_4096_bytes');
  });

  it('attack: a 1 MB user_metadata.name through updateUser (22001, Spanish, nothing changed)', async () => {
    const err = await pgError(
      db.try(anon, async (s) => {
        await s.exec('reset role');
        await updateUserData(s, ana.id, { name: 'x'.repeat(1_000_000) });
      }),
    );
    expect(err.code).toBe('22001');
    expect(err.message).toBe(
      `El nombre no puede superar ${USER_METADATA_MAX_CHARS.name} caracteres.`,
    );
    const [row] = await db.admin.query<{ name: string }>(
      `select raw_user_meta_data ->> 'name' as name from auth.users where id = $1`,
      [ana.id],
    );
    expect(row?.name).toBe('Ana');
  });

  it('attack: updating or deleting a single message (42501; a conversation delete still cascades)', async () => {
    for (const text of [
      `update public.messages set content = 'x' where id = $1`,
      `update public.messages set metadata = '{"has_eureka":true}' where id = $1`,
      `delete from public.messages where id = $1`,
    ]) {
      expect((await queryError(db, ana, text, [MSG_A])).code).toBe('42501');
    }
    await db.try(ana, async (s) => {
      await s.query('delete from public.conversations where id = $1', [CONV_A]);
      await s.exec('reset role');
      expect(await count(s, 'select 1 from public.messages where id = $1', [MSG_A])).toBe(0);
    });
  });

  it('attack: changing a conversation’s owner, subject, level or date (42501); the title is allowed', async () => {
    for (const set of [
      `user_id = '${beto.id}'`,
      `subject = 'Otra'`,
      `grade_level = 'Universidad'`,
      `created_at = '2099-01-01'`,
    ]) {
      const err = await pgError(
        db.try(ana, (s) =>
          s.query(`update public.conversations set ${set} where id = $1`, [CONV_A]),
        ),
      );
      expect(err.code, set).toBe('42501');
    }
    const renamed = await db.try(ana, (s) =>
      s.query(`update public.conversations set title = 'Nuevo' where id = $1 returning title`, [
        CONV_A,
      ]),
    );
    expect(renamed).toEqual([{ title: 'Nuevo' }]);
  });

  it('attack: image paths outside the caller’s own {uid}/{conversation_id}/ folder (23514)', async () => {
    for (const path of [
      `${beto.id}/${CONV_B}/1.jpg`,
      `${ana.id}/${CONV_B}/1.jpg`,
      `${ana.id}/1.jpg`,
      `${ana.id}/${CONV_A}/sub/1.jpg`,
      `${ana.id}/${CONV_A}/`,
      'https://evil.example/x.jpg',
    ]) {
      const err = await pgError(
        db.try(ana, (s) => insertMessage(s, { metadata: { images: [path] } })),
      );
      expect(err.code, path).toBe('23514');
    }
  });
});
