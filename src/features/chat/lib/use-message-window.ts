import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

const BACK_TO_TOP_FROM_PX = 300;
/** Long conversations render their newest messages first and earlier ones as the student scrolls up. */
export const RENDER_PAGE = 60;
const LOAD_EARLIER_FROM_PX = 400;
/** Within this distance of the end the list counts as "at the newest message" and follows it. */
export const FOLLOW_WITHIN_PX = 64;

/**
 * The message list's scrolling. The view rests at the newest message: on opening, when a message
 * arrives and whenever the content or the list changes size later (markdown, KaTeX, images, the
 * composer growing), watched with ResizeObserver. Once the student scrolls up to read it stays put,
 * and a message arriving meanwhile shows `newBelow` (the "new message" button calls
 * `scrollToEnd`); the student's own message always goes to the end. Only the newest RENDER_PAGE
 * messages are rendered, another page each time the student nears the top, keeping the same
 * message under their eyes. Also: reading progress (0–100) and the back-to-top button.
 */
export function useMessageWindow<T extends { role: string }>(messages: T[]) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const [progress, setProgress] = useState(0);
  const [showTop, setShowTop] = useState(false);
  const [newBelow, setNewBelow] = useState(false);
  const [renderCount, setRenderCount] = useState(RENDER_PAGE);
  // Whether the view follows the newest message (the student has not scrolled up).
  const following = useRef(true);
  const anchorFromBottom = useRef<number | null>(null);
  const lastTop = useRef(0);
  const seenCount = useRef(messages.length);

  const hiddenEarlier = Math.max(0, messages.length - renderCount);
  const shown = hiddenEarlier > 0 ? messages.slice(hiddenEarlier) : messages;

  const pinToEnd = useCallback(() => {
    const el = scrollRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, []);

  const onScroll = useCallback(() => {
    const el = scrollRef.current;
    if (!el) return;
    const max = el.scrollHeight - el.clientHeight;
    const fromEnd = max - el.scrollTop;
    // At the end: follow. Moved up: the student is reading. Anything else (content growing below,
    // the browser's scroll anchoring moving down) keeps the current choice.
    if (fromEnd <= FOLLOW_WITHIN_PX) following.current = true;
    else if (el.scrollTop < lastTop.current - 1) following.current = false;
    lastTop.current = el.scrollTop;
    if (following.current && fromEnd <= FOLLOW_WITHIN_PX) setNewBelow(false);
    setProgress(max > 0 ? Math.min(100, (el.scrollTop / max) * 100) : 0);
    setShowTop(el.scrollTop > BACK_TO_TOP_FROM_PX);
    if (
      el.scrollTop < LOAD_EARLIER_FROM_PX &&
      hiddenEarlier > 0 &&
      anchorFromBottom.current === null &&
      !following.current
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

  // A new message: the student's own always goes to the end; a reply follows only when the student
  // is at the end, otherwise the "new message" button appears.
  useLayoutEffect(() => {
    const added = messages.length > seenCount.current;
    seenCount.current = messages.length;
    if (!added) return;
    if (messages.at(-1)?.role === 'user') following.current = true;
    if (following.current) pinToEnd();
    else setNewBelow(true);
  }, [messages, pinToEnd]);

  // Late layout (markdown, formulas, images, the typing indicator, a resized window or composer):
  // while following, stay at the end. Browsers without ResizeObserver keep the jumps above.
  useEffect(() => {
    const el = scrollRef.current;
    const content = contentRef.current;
    if (!el || !content || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (following.current && anchorFromBottom.current === null) pinToEnd();
    });
    pinToEnd();
    observer.observe(content);
    observer.observe(el);
    return () => observer.disconnect();
  }, [pinToEnd]);

  const scrollToEnd = useCallback(() => {
    following.current = true;
    setNewBelow(false);
    const el = scrollRef.current;
    el?.scrollTo({ top: el.scrollHeight, behavior: 'smooth' });
  }, []);

  const scrollToTop = useCallback(() => {
    following.current = false;
    scrollRef.current?.scrollTo({ top: 0, behavior: 'smooth' });
  }, []);

  return {
    scrollRef,
    contentRef,
    onScroll,
    shown,
    progress,
    showTop,
    newBelow,
    scrollToEnd,
    scrollToTop,
  };
}
