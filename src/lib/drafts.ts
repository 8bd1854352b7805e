/**
 * What a student has typed and not sent, per conversation, kept in localStorage so it survives
 * switching conversations and reloading. Removed when sent (the composer empties) and, for every
 * conversation, on sign-out (the next person on the device must not see it).
 */
const PREFIX = 'tutor:draft:';

const keyOf = (userId: string, conversationId: string) => `${PREFIX}${userId}:${conversationId}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage blocked (private mode, policy): drafts live only in memory
  }
}

export function readDraft(userId: string, conversationId: string): string {
  return storage()?.getItem(keyOf(userId, conversationId)) ?? '';
}

/** Stores the draft, or removes it when empty (only whitespace counts as empty too). */
export function writeDraft(userId: string, conversationId: string, text: string): void {
  const store = storage();
  if (!store) return;
  try {
    if (text.trim()) store.setItem(keyOf(userId, conversationId), text);
    else store.removeItem(keyOf(userId, conversationId));
  } catch {
    // full or blocked: the draft stays in the composer for this visit
  }
}

/** Sign-out: every draft of the device goes. */
export function clearDrafts(): void {
  const store = storage();
  if (!store) return;
  const keys: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
}
