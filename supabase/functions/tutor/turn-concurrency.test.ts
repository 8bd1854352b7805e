/**
 * One turn at a time, nothing stranded, over HTTP through the local stack's
 * gateway (`POST /functions/v1/tutor`, the student's token), with the scripted model counting every
 * call. Before the turn claim: 20 parallel turns on one waiting message spent 20 quota units and 80
 * model calls to store 1 reply; 20 parallel "send + turn" stored 20 messages and 1 reply and told 19
 * callers their message already had a reply.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { ANON_KEY } from '../../local/server.ts';

import {
  fake,
  messagesOf,
  newConversation,
  newStudent,
  say,
  stack,
  type Student,
  studentAsking,
  useTutorStack,
} from './test-setup.ts';

// Its own stack: the function it calls over HTTP reads the environment set below.
useTutorStack({ ownStack: true });

beforeAll(() => {
  // The stack's function reads process.env when it first runs: the scripted model, generous limits.
  vi.stubEnv('OPENAI_API_KEY', 'sk-server');
  vi.stubEnv('OPENAI_BASE_URL', fake.url);
  vi.stubEnv('TUTOR_RATE_LIMIT_PER_MINUTE', '1000');
  vi.stubEnv('TUTOR_RATE_LIMIT_PER_DAY', '100000');
});

// Files of a worker share one process: the next file's stack must not find this file's model.
afterAll(() => {
  vi.unstubAllEnvs();
});

interface TurnReply {
  status: number;
  code?: string;
  message_id?: string | null;
  retry_after_seconds?: number;
  answered_message_ids?: string[];
  pending_message_ids?: string[];
}

async function turnOverHttp(student: Student, conversationId: string): Promise<TurnReply> {
  const res = await fetch(`${stack.url}/functions/v1/tutor`, {
    method: 'POST',
    headers: {
      apikey: ANON_KEY,
      Authorization: `Bearer ${student.token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ conversation_id: conversationId }),
  });
  const body = (await res.json()) as Omit<TurnReply, 'status'>;
  return { ...body, status: res.status };
}

async function turnsCounted(userId: string) {
  const rows = await stack.query<{ n: number }>(
    'select coalesce(sum(day_count), 0)::int as n from private.tutor_usage where user_id = $1',
    [userId],
  );
  return rows[0]!.n;
}

/** The model calls one whole turn makes (reply, title, judge, moderation, ...), measured. */
async function callsOfOneTurn() {
  const { student, conversationId } = await studentAsking('¿Cómo resuelvo 2x + 3 = 7?');
  fake.seen.length = 0;
  expect((await turnOverHttp(student, conversationId)).status).toBe(200);
  const calls = fake.seen.length;
  fake.seen.length = 0;
  return calls;
}

describe('parallel turns on one conversation', () => {
  it('20 turns on one waiting message: one reply, one quota unit, the model calls of one turn', async () => {
    const perTurn = await callsOfOneTurn();
    expect(perTurn).toBeGreaterThan(0);
    const { student, conversationId, messageId } = await studentAsking('¿Qué es un número primo?');

    const replies = await Promise.all(
      Array.from({ length: 20 }, () => turnOverHttp(student, conversationId)),
    );

    const ok = replies.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0]).toMatchObject({ answered_message_ids: [messageId], pending_message_ids: [] });
    for (const lost of replies.filter((r) => r.status !== 200)) {
      expect(lost.status).toBe(409);
      // Lost the race while the winner was writing (told to wait), or came after it (answered).
      expect(['turn_in_progress', 'already_answered']).toContain(lost.code);
      if (lost.code === 'turn_in_progress') {
        expect(lost).toMatchObject({ message_id: messageId, retry_after_seconds: 3 });
      }
    }
    expect(replies.filter((r) => r.code === 'turn_in_progress').length).toBeGreaterThan(0);
    expect(fake.seen).toHaveLength(perTurn);
    expect(await turnsCounted(student.id)).toBe(1);
    const stored = await messagesOf(conversationId);
    expect(stored.filter((m) => m.role === 'assistant')).toHaveLength(1);
  });

  it('20 parallel "send + turn": every message is answered or its caller is told to wait, and following that answers all', async () => {
    const student = await newStudent();
    const conversationId = await newConversation(student);
    fake.seen.length = 0;

    const burst = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const id = await say(
          student,
          conversationId,
          `Pregunta número ${i + 1}: ¿cuánto es ${i} + 1?`,
        );
        return { id, reply: await turnOverHttp(student, conversationId) };
      }),
    );
    const sent = burst.map((b) => b.id);

    const answered = new Set(burst.flatMap((b) => b.reply.answered_message_ids ?? []));
    const waiting = burst.filter((b) => b.reply.code === 'turn_in_progress');
    for (const { id, reply } of burst) {
      if (reply.status === 200) {
        expect(reply.answered_message_ids).toContain(id);
      } else if (reply.code === 'already_answered') {
        // Never false any more: a reply that did answer this message exists.
        expect(answered.has(id)).toBe(true);
      } else {
        expect(reply).toMatchObject({ status: 409, code: 'turn_in_progress' });
      }
    }
    // The way forward the app follows: after turn_in_progress, or a reply listing pending
    // messages, ask again until nothing is pending.
    let followUps = 0;
    let more =
      waiting.length > 0 || burst.some((b) => (b.reply.pending_message_ids ?? []).length > 0);
    while (more) {
      followUps += 1;
      expect(followUps).toBeLessThanOrEqual(20);
      const next = await turnOverHttp(student, conversationId);
      if (next.status === 200) {
        for (const id of next.answered_message_ids ?? []) answered.add(id);
        more = (next.pending_message_ids ?? []).length > 0;
      } else {
        expect(next.code).toBe('already_answered');
        more = false;
      }
    }

    expect([...answered].sort()).toEqual([...sent].sort());
    const stored = await messagesOf(conversationId);
    const replyCount = stored.filter((m) => m.role === 'assistant').length;
    // Each reply answered a batch: far fewer model turns than messages, each counted once.
    expect(replyCount).toBeLessThan(sent.length);
    expect(await turnsCounted(student.id)).toBe(replyCount);
    expect(fake.of('reply')).toHaveLength(replyCount);
    // Every reply answers the newest message of its batch, each message at most once.
    const replyTo = stored
      .filter((m) => m.role === 'assistant')
      .map((m) => (m.metadata as { reply_to: string }).reply_to);
    expect(new Set(replyTo).size).toBe(replyCount);
  });
});
