import { tutorMode, type ChatMessage } from '../api';

import { unansweredMessages } from './turn-state';

/** The student messages with no reply yet (none while the messages load). */
export function unansweredIds(messages: ChatMessage[], loading: boolean): Set<string> {
  return new Set(loading ? [] : unansweredMessages(messages).map((m) => m.id));
}

/**
 * Where each unanswered message stands: `answering` (the turn in flight answers it),
 * `lastUnanswered` (the newest one left without a reply: the failure's reason shows under it) and
 * `typingAfter` (the shown message after which the reply being written appears; null: after the
 * last one).
 */
export function turnMarks(unanswered: Set<string>, shown: ChatMessage[], replying: string[]) {
  const answering = new Set(replying);
  const lastUnanswered = [...unanswered].at(-1) ?? null;
  const typingAfter = shown.findLast((m) => answering.has(m.id))?.id ?? null;
  return { unanswered, answering, lastUnanswered, typingAfter };
}

/**
 * "Pregúntame de otra forma" (asking again is a turn like any other): under the latest reply when
 * it is no challenge's statement and no message waits for a reply, in proxy mode.
 */
export function canRephrase(latest: ChatMessage | undefined, unanswered: Set<string>): boolean {
  return (
    latest?.role === 'assistant' &&
    !latest.metadata.challenge_id &&
    unanswered.size === 0 &&
    tutorMode() === 'proxy'
  );
}
