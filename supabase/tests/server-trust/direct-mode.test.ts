// The database stops trusting the client. What the server (service role) and direct
// mode legitimately write still goes in, with the server's keys and clock.
import { describe, expect, it } from 'vitest';

import { instantAt } from '../../functions/_shared/time/time-zone.ts';
import { anon, pgError, rpcScalar, service } from '../harness';

import {
  ana,
  CONV_A,
  CONV_B,
  db,
  directModeOn,
  insertMessage,
  insertMetrics,
  MSG_A,
  useServerTrustDb,
} from './setup';

useServerTrustDb();

describe('the server and direct mode', () => {
  it('the service role writes replies with the server keys and their metrics, keeping its created_at', async () => {
    await db.try(service, async (s) => {
      const [reply] = await s.query<{ id: string; created_at: string }>(
        `insert into public.messages (conversation_id, role, content, metadata, created_at)
         values ($1, 'assistant', '¿Qué sabes?', $2::jsonb, '${instantAt('2026-03-02 10:00').toISOString()}')
         returning id, created_at`,
        [
          CONV_A,
          JSON.stringify({
            response_time_ms: 812,
            has_eureka: true,
            reply_to: MSG_A,
            gate: {
              checked: true,
              rewritten: false,
              judge_error: false,
              reveals: false,
              guides: true,
            },
            eureka: { rule: true, judge: null, confidence: null, decided_by: 'rule' },
          }),
        ],
      );
      expect(new Date(reply!.created_at).toISOString()).toBe(
        instantAt('2026-03-02 10:00').toISOString(),
      );
      await insertMetrics(s, reply!.id);
    });
  });

  it('a second reply to the same user message fails with 23505', async () => {
    await db.try(service, async (s) => {
      await insertMessage(s, { role: 'assistant', metadata: { reply_to: MSG_A } });
      const err = await pgError(
        insertMessage(s, { role: 'assistant', metadata: { reply_to: MSG_A } }),
      );
      expect(err.code).toBe('23505');
      expect(err.constraint).toBe('messages_one_reply_per_user_message');
    });
  });

  it('client_tutor_writes_enabled() is false by default, for students; anon cannot call it', async () => {
    expect(await db.try(ana, (s) => rpcScalar(s, 'client_tutor_writes_enabled'))).toBe(false);
    expect(
      (await pgError(db.try(anon, (s) => rpcScalar(s, 'client_tutor_writes_enabled')))).code,
    ).toBe('42501');
    for (const actor of [ana, anon]) {
      const err = await pgError(db.try(actor, (s) => s.query('select * from private.settings')));
      expect(err.code).toBe('42501');
    }
  });

  it('with the switch on, a student writes replies and metrics again (direct mode)', async () => {
    await db.try(ana, async (s) => {
      await directModeOn(s, ana);
      expect(await rpcScalar(s, 'client_tutor_writes_enabled')).toBe(true);
      const [reply] = await insertMessage(s, {
        role: 'assistant',
        metadata: { response_time_ms: 900, has_eureka: true },
      });
      await insertMetrics(s, reply!.id);
      // Still only into their own conversations, with the server keys only, at the server's clock.
      expect(
        (await pgError(insertMessage(s, { role: 'assistant', conversation: CONV_B }))).code,
      ).toBe('42501');
    });
    await db.try(ana, async (s) => {
      await directModeOn(s, ana);
      const err = await pgError(insertMessage(s, { role: 'assistant', metadata: { forged: 1 } }));
      expect(err.code).toBe('23514');
    });
  });
});
