import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * What a screen reader hears when a tutor reply arrives: the reply's text as rendered (markdown and
 * formulas laid out), read from the page a frame after it appears, for a polite live region.
 * Replies already there when the conversation opens are not announced.
 */
export function useReplyAnnouncement(
  messages: { id: string; role: string }[],
  listRef: RefObject<HTMLElement | null>,
  prefix: string,
  ready: boolean,
) {
  const [announcement, setAnnouncement] = useState('');
  const known = useRef<string | null | undefined>(undefined);
  const last = messages.at(-1);

  useEffect(() => {
    if (!ready) return;
    const id = last?.id ?? null;
    // The messages there once loaded (the conversation's history) set the baseline.
    if (known.current === undefined) {
      known.current = id;
      return;
    }
    if (id === known.current) return;
    known.current = id;
    if (!last || last.role !== 'assistant') return;
    const frame = requestAnimationFrame(() => {
      const bubble = listRef.current?.querySelector(`[data-message-id="${CSS.escape(last.id)}"]`);
      const text = bubble?.querySelector('[data-message-text]')?.textContent?.trim();
      if (text) setAnnouncement(`${prefix} ${text}`);
    });
    return () => cancelAnimationFrame(frame);
  }, [last, listRef, prefix, ready]);

  return announcement;
}
