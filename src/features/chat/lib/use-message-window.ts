import { useCallback, useLayoutEffect, useRef, useState } from 'react';

const BACK_TO_TOP_FROM_PX = 300;
/** Long conversations render their newest messages first and earlier ones as the student scrolls up. */
export const RENDER_PAGE = 60;
const LOAD_EARLIER_FROM_PX = 400;

/**
 * The message list's scrolling: the newest RENDER_PAGE messages are rendered, another page each
 * time the student scrolls near the top (keeping the same message in view); new messages scroll
 * to the bottom; reading progress (0–100) and whether the back-to-top button shows.
 * `jumpKey` lists what, when it changes, should scroll to the bottom (sending, the conversation).
 */
export function useMessageWindow<T>(messages: T[], jumpKey: readonly unknown[]) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [progress, setProgress] = useState(0);
  const [showTop, setShowTop] = useState(false);
  const [renderCount, setRenderCount] = useState(RENDER_PAGE);
  const anchorFromBottom = useRef<number | null>(null);
  const hiddenEarlier = Math.max(0, messages.length - renderCount);
  const shown = hiddenEarlier > 0 ? messages.slice(hiddenEarlier) : messages;

  const onScroll = useCallback(() => {
    const el = scrollRef.current;
    if (!el) return;
    const max = el.scrollHeight - el.clientHeight;
    setProgress(max > 0 ? Math.min(100, (el.scrollTop / max) * 100) : 0);
    setShowTop(el.scrollTop > BACK_TO_TOP_FROM_PX);
    if (
      el.scrollTop < LOAD_EARLIER_FROM_PX &&
      hiddenEarlier > 0 &&
      anchorFromBottom.current === null
    ) {
      anchorFromBottom.current = el.scrollHeight - el.scrollTop;
      setRenderCount((n) => n + RENDER_PAGE);
    }
  }, [hiddenEarlier]);

  // Earlier messages were added above: keep the same message under the student's eyes.
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el || anchorFromBottom.current === null) return;
    el.scrollTop = el.scrollHeight - anchorFromBottom.current;
    anchorFromBottom.current = null;
  }, [renderCount]);

  // New messages (and the typing indicator) scroll into view.
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (el) el.scrollTop = el.scrollHeight;
    onScroll();
    // onScroll changes identity as pages load; only new messages should jump to the bottom.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [messages.length, ...jumpKey]);

  const scrollToTop = useCallback(
    () => scrollRef.current?.scrollTo({ top: 0, behavior: 'smooth' }),
    [],
  );

  return { scrollRef, onScroll, shown, progress, showTop, scrollToTop };
}
