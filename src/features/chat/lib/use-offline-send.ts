import { useCallback, useEffect, useRef, useState } from 'react';

import { useOnline } from '@/lib/use-online';

import { HeldOffline } from './errors';

/**
 * Sending without a connection: nothing is tried, the text stays in the composer (HeldOffline) and
 * goes out by itself when the device is back online (`resend`, the composer's own submit, so its
 * images go too). `held` says a message is waiting for that.
 */
export function useOfflineSend(
  send: (text: string, images: File[]) => Promise<void>,
  resend: () => void,
) {
  const online = useOnline();
  const [held, setHeld] = useState(false);
  const resendRef = useRef(resend);
  useEffect(() => {
    resendRef.current = resend;
  }, [resend]);

  useEffect(() => {
    if (!held) return;
    const onOnline = () => {
      setHeld(false);
      resendRef.current();
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [held]);

  const guardedSend = useCallback(
    async (text: string, images: File[]) => {
      if (!navigator.onLine) {
        setHeld(true);
        throw new HeldOffline();
      }
      await send(text, images);
    },
    [send],
  );
  return { online, held, send: guardedSend };
}
