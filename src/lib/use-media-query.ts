import { useSyncExternalStore } from 'react';

/** Tailwind's breakpoints as queries: below sm is a phone; from lg the chat sidebar is a column. */
export const PHONE_QUERY = '(max-width: 639.98px)';
export const DESKTOP_QUERY = '(min-width: 1024px)';
/**
 * A touch screen (a coarse pointer, or no hover at all): no physical keyboard to speak of, and
 * focusing a text box opens the on-screen one.
 */
export const TOUCH_QUERY = '(pointer: coarse), (hover: none)';

/** Whether a CSS media query matches now, re-rendering when it changes (false where unsupported). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
