import { useCallback, useState } from 'react';

import { readDraft, writeDraft } from '@/lib/drafts';

/**
 * The composer's text for one conversation, kept across switching and reloading (@/lib/drafts):
 * read once when the conversation opens (the view is keyed by it), written on every change; an
 * empty text (a send that went through) removes it.
 */
export function useDraft(userId: string | null, conversationId: string) {
  const [draft, setDraftState] = useState(() => (userId ? readDraft(userId, conversationId) : ''));
  const setDraft = useCallback(
    (next: string | ((previous: string) => string)) => {
      setDraftState((previous) => {
        const value = typeof next === 'function' ? next(previous) : next;
        if (userId) writeDraft(userId, conversationId, value);
        return value;
      });
    },
    [userId, conversationId],
  );
  return [draft, setDraft] as const;
}
