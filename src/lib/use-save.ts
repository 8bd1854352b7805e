import { useCallback, useEffect, useRef, useState } from 'react';

import { errorText } from '@/lib/errors';

/** What a save left for a person to read (Spanish). */
export interface Notice {
  tone: 'success' | 'error';
  text: string;
}

export interface SaveOptions<R> {
  /** The success notice, or one made from what the save resolved with (e.g. 'created' vs 'updated'). */
  success: string | ((result: R) => string);
  /** How a failure reads; the one Spanish mapper by default (a screen may frame it, e.g. '❌ Error: …'). */
  describeError?: (error: unknown) => string;
  /** Logs a failure under this label (console.error), as the admin screens do. */
  label?: string;
  /** Told of every notice, and of null when it is cleared: for a banner the screen owns. */
  notify?: (notice: Notice | null) => void;
}

export interface Saver<A extends unknown[]> {
  /**
   * Clears the notice, runs the save and leaves its notice; true once saved. A second call while
   * one runs is ignored (false). The form keeps its values: the hook never touches them.
   */
  run: (...args: A) => Promise<boolean>;
  saving: boolean;
  /** The last outcome's notice (null while saving, after `clear`, before any save). */
  notice: Notice | null;
  /** The last failure's text, or null. */
  error: string | null;
  /** Clears the notice and forgets a save in flight (its outcome is then never shown). */
  clear: () => void;
}

/**
 * Save-with-notice for a form: saving / notice state around one async save, Spanish errors through
 * `errorText`, no double submit, and nothing set after unmount or `clear` (a stale outcome).
 */
export function useSave<A extends unknown[], R>(
  save: (...args: A) => Promise<R>,
  options: SaveOptions<R>,
): Saver<A> {
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  // The request whose outcome may still be shown; bumped by clear and unmount.
  const latest = useRef(0);
  const running = useRef(false);
  const current = useRef({ save, options });
  useEffect(() => {
    current.current = { save, options };
  });
  useEffect(() => {
    const requests = latest;
    return () => {
      requests.current += 1;
    };
  }, []);

  const show = useCallback((next: Notice | null) => {
    setNotice(next);
    current.current.options.notify?.(next);
  }, []);

  const run = useCallback(
    async (...args: A) => {
      if (running.current) return false;
      running.current = true;
      const id = ++latest.current;
      const { save: saveNow, options: opts } = current.current;
      show(null);
      setSaving(true);
      let outcome: Notice;
      try {
        const result = await saveNow(...args);
        outcome = {
          tone: 'success',
          text: typeof opts.success === 'function' ? opts.success(result) : opts.success,
        };
      } catch (failure) {
        if (opts.label) console.error(opts.label, failure);
        outcome = { tone: 'error', text: (opts.describeError ?? errorText)(failure) };
      }
      if (id !== latest.current) return false;
      running.current = false;
      setSaving(false);
      show(outcome);
      return outcome.tone === 'success';
    },
    [show],
  );

  const clear = useCallback(() => {
    latest.current += 1;
    running.current = false;
    setSaving(false);
    show(null);
  }, [show]);

  return { run, saving, notice, error: notice?.tone === 'error' ? notice.text : null, clear };
}
