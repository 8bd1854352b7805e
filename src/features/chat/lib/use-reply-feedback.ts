import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { errorText } from '@/lib/errors';

import { listMessageFeedback, setMessageFeedback, type ReplyFeedbackRating } from '../api';

/**
 * The student's ratings of the tutor replies on screen: read once on opening, changed optimistically
 * (the button shows the choice at once) and put back with a Spanish error if the server refuses.
 */
export function useReplyFeedback(messages: { id: string; role: string }[], ready: boolean) {
  const [ratings, setRatings] = useState<Record<string, ReplyFeedbackRating | null>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const asked = useRef(new Set<string>());
  const replyIds = useMemo(
    () => messages.filter((m) => m.role === 'assistant').map((m) => m.id),
    [messages],
  );

  // Read once, when the conversation's messages have loaded; a reply that arrives later is new and
  // has no rating yet (no request per turn).
  const loaded = useRef(false);
  useEffect(() => {
    if (!ready) return;
    const fresh = replyIds.filter((id) => !asked.current.has(id));
    for (const id of fresh) asked.current.add(id);
    const first = !loaded.current;
    loaded.current = true;
    if (!first || fresh.length === 0) return;
    let live = true;
    listMessageFeedback(fresh).then(
      (found) => live && setRatings((r) => ({ ...found, ...r })),
      (error: unknown) => console.error('Error cargando valoraciones:', error),
    );
    return () => {
      live = false;
    };
  }, [replyIds, ready]);

  const rate = useCallback(
    async (
      messageId: string,
      rating: ReplyFeedbackRating | null,
      previous: ReplyFeedbackRating | null,
    ) => {
      setRatings((r) => ({ ...r, [messageId]: rating }));
      setErrors(({ [messageId]: _gone, ...rest }) => rest);
      try {
        await setMessageFeedback(messageId, rating);
      } catch (error) {
        console.error('Error guardando la valoración:', error);
        setRatings((r) => ({ ...r, [messageId]: previous }));
        setErrors((e) => ({ ...e, [messageId]: errorText(error) }));
      }
    },
    [],
  );

  return { ratings, errors, rate };
}
