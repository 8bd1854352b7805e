import { useCallback, useEffect, useMemo, useState } from 'react';

import type { Challenge } from '../api/challenges';

/**
 * The open conversation's challenges ("Reto sin ayuda"), as the thread shows them: each one by the
 * id its statement message carries (metadata.challenge_id), and the newest one (open: its answer box
 * replaces the composer). Read once the messages have loaded, and only when a message states a
 * challenge (most conversations have none and cost no request); the panel's answers update it.
 */
export function useConversationChallenges(
  conversationId: string,
  messages: { metadata: { challenge_id?: string } }[],
  ready: boolean,
) {
  // Held with the conversation they belong to: another conversation's never show, not even for the
  // render before a switch is read.
  const [held, setHeld] = useState<{ conversationId: string; list: Challenge[] }>({
    conversationId,
    list: [],
  });
  const challenges = held.conversationId === conversationId ? held.list : NONE;
  const stated = ready && messages.some((m) => typeof m.metadata.challenge_id === 'string');

  useEffect(() => {
    if (!stated) return;
    let live = true;
    // The challenges' API loads with the first conversation that has one.
    import('../api/challenges')
      .then(({ listChallenges }) => listChallenges(conversationId))
      .then(
        // A challenge answered here meanwhile keeps its newer state.
        (found) =>
          live &&
          setHeld((h) => ({
            conversationId,
            list: merge(found, h.conversationId === conversationId ? h.list : NONE),
          })),
        (error: unknown) => console.error('Error cargando los retos:', error),
      );
    return () => {
      live = false;
    };
  }, [conversationId, stated]);

  /** A challenge started, answered or given up here. */
  const update = useCallback((challenge: Challenge) => {
    setHeld((h) => ({
      conversationId: challenge.conversation_id,
      list: merge(h.conversationId === challenge.conversation_id ? h.list : NONE, [challenge]),
    }));
  }, []);

  const byId = useMemo(() => new Map(challenges.map((c) => [c.id, c])), [challenges]);
  const current = challenges.at(-1) ?? null;
  return { byId, current, update };
}

const NONE: Challenge[] = [];

/** `base` with `newer`'s rows in place of the same ids (and new ids at the end). */
function merge(base: Challenge[], newer: Challenge[]): Challenge[] {
  const out = [...base];
  for (const c of newer) {
    const at = out.findIndex((o) => o.id === c.id);
    if (at === -1) out.push(c);
    else out[at] = moreAdvanced(out[at]!, c);
  }
  return out;
}

/** Of two states of one challenge, the one with more recorded (a late read never undoes an answer). */
function moreAdvanced(a: Challenge, b: Challenge): Challenge {
  if (!!a.finished_at !== !!b.finished_at) return a.finished_at ? a : b;
  return a.tries > b.tries ? a : b;
}
