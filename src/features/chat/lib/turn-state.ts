/**
 * Which student messages have a reply, read from the stored rows (docs/tutor.md "One turn at a
 * time"). A reply answers every student message since the previous reply, up to its
 * `metadata.reply_to`; it is shown right after that message (the stored order differs only when a
 * message was sent while the reply was being written).
 */
interface TurnMessage {
  id: string;
  role: 'user' | 'assistant';
  metadata: { reply_to?: string };
}

/** Conversation order with each reply right after the message it answers (stable otherwise). */
export function orderForDisplay<T extends TurnMessage>(messages: T[]): T[] {
  const ids = new Set(messages.map((m) => m.id));
  const repliesTo = new Map<string, T[]>();
  const rest: T[] = [];
  for (const m of messages) {
    const target = m.role === 'assistant' ? m.metadata.reply_to : undefined;
    if (target && target !== m.id && ids.has(target)) {
      repliesTo.set(target, [...(repliesTo.get(target) ?? []), m]);
    } else {
      rest.push(m);
    }
  }
  if (repliesTo.size === 0) return messages;
  return rest.flatMap((m) => [m, ...(repliesTo.get(m.id) ?? [])]);
}

/** The student messages still without a reply (those after the last reply, in display order). */
export function unansweredMessages<T extends TurnMessage>(ordered: T[]): T[] {
  let lastReply = -1;
  ordered.forEach((m, i) => {
    if (m.role === 'assistant') lastReply = i;
  });
  return ordered.slice(lastReply + 1).filter((m) => m.role === 'user');
}
