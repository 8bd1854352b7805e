import { Hourglass, LogOut, Mail, RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CardPage } from '@/components/ui/card-page';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { getMyConsent, sendConsentEmail, type MyConsent } from '@/features/consent/api/consent';
import { consentTexts } from '@/features/consent/texts';
import { errorText } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { useDocumentTitle } from '@/lib/use-document-title';
import { localDay } from '@shared/time/time-zone';

const t = consentTexts.waiting;

/** 'DD/MM/YYYY' of an instant on the deployment's calendar. */
function dayOf(instant: string): string {
  const [y, m, d] = localDay(new Date(instant)).split('-');
  return `${d}/${m}/${y}`;
}

type Busy = 'send' | 'check' | null;

/**
 * The account's consent request and the two actions on it: `send` (re)sends the guardian's e-mail,
 * `check` asks again and, once consent is given, refreshes the session so the app opens. The first
 * e-mail leaves on load, once, when none has left yet.
 */
function useConsentWaiting() {
  const [consent, setConsent] = useState<MyConsent | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error' | 'info'; text: string } | null>(
    null,
  );
  const firstSend = useRef(false);

  async function send(auto: boolean) {
    setBusy('send');
    if (!auto) setNotice(null);
    try {
      await sendConsentEmail(t.unreachable);
      setConsent(await getMyConsent());
      if (!auto) setNotice({ tone: 'success', text: t.resent });
    } catch (caught) {
      setNotice({ tone: 'error', text: errorText(caught) });
    } finally {
      setBusy(null);
    }
  }

  useEffect(() => {
    let active = true;
    void getMyConsent()
      .then((found) => {
        if (!active) return;
        setConsent(found);
        // The first e-mail: once, when none has left yet.
        if (found.pending && !found.sent_at && !firstSend.current) {
          firstSend.current = true;
          void send(true);
        }
      })
      .catch((caught: unknown) => {
        if (active) setNotice({ tone: 'error', text: errorText(caught) });
      });
    return () => {
      active = false;
    };
  }, []);

  async function check() {
    setBusy('check');
    setNotice(null);
    try {
      const found = await getMyConsent();
      setConsent(found);
      if (found.pending) {
        setNotice({ tone: 'info', text: t.stillWaiting });
        return;
      }
      // A new session carries the account as it is now: the app opens.
      const { error } = await supabase.auth.refreshSession();
      if (error) throw error;
    } catch (caught) {
      setNotice({ tone: 'error', text: errorText(caught) });
    } finally {
      setBusy(null);
    }
  }

  return { consent, busy, notice, send, check };
}

/** Where the e-mail stands: sent to whom, being sent, or not sent. */
function emailLine(consent: MyConsent | null, busy: Busy): string {
  if (consent?.sent_at && consent.guardian_email) return t.sentTo(consent.guardian_email);
  if (busy === 'send') return t.sending;
  return consent ? t.notSent : t.sending;
}

interface WaitingActionsProps {
  busy: Busy;
  onCheck: () => void;
  onResend: () => void;
}

/** Check again and resend, both off while either runs. */
function WaitingActions({ busy, onCheck, onResend }: WaitingActionsProps) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <Button onClick={onCheck} disabled={busy !== null} fullWidth>
        <RefreshCw className="h-4 w-4" aria-hidden="true" />
        {busy === 'check' ? t.checking : t.check}
      </Button>
      <Button variant="secondary" onClick={onResend} disabled={busy !== null} fullWidth>
        <Mail className="h-4 w-4" aria-hidden="true" />
        {busy === 'send' ? t.resending : t.resend}
      </Button>
    </div>
  );
}

/**
 * The only screen of a self sign-up waiting for a guardian's consent (docs/consent.md): who was
 * e-mailed, when the account is deleted without consent, resend the e-mail, check again, sign out.
 * The first e-mail leaves from here (also after an e-mail confirmation). Cosmetic: the database and
 * the tutor function refuse a waiting account whatever the browser shows.
 */
export function ConsentWaitingScreen() {
  useDocumentTitle(t.documentTitle);
  const signOut = useAuthStore((s) => s.signOut);
  const { consent, busy, notice, send, check } = useConsentWaiting();

  return (
    <CardPage width="lg" cardClassName="space-y-4">
      <h1 className="flex items-center gap-2 text-xl font-bold text-slate-900 dark:text-white">
        <Hourglass className="h-5 w-5 text-indigo-600 dark:text-indigo-300" aria-hidden="true" />
        {t.title}
      </h1>
      <p className="text-sm leading-relaxed text-slate-700 dark:text-slate-300">{t.intro}</p>
      <p
        role="status"
        className="flex items-start gap-2 text-sm leading-relaxed text-slate-700 dark:text-slate-300"
      >
        <Mail
          className="mt-0.5 h-4 w-4 shrink-0 text-indigo-600 dark:text-indigo-300"
          aria-hidden="true"
        />
        <span>{emailLine(consent, busy)}</span>
      </p>
      <p className="text-sm leading-relaxed text-slate-700 dark:text-slate-300">{t.afterConsent}</p>
      <p className="text-sm font-medium leading-relaxed text-slate-900 dark:text-white">
        {consent?.delete_after ? t.deadline(dayOf(consent.delete_after)) : t.deadlineUnknown}
      </p>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <WaitingActions busy={busy} onCheck={() => void check()} onResend={() => void send(false)} />
      <div className="flex items-center justify-between gap-4 border-t border-slate-200 pt-4 text-sm dark:border-slate-700">
        <TextLink to={paths.privacy}>{t.privacyLink}</TextLink>
        <button
          type="button"
          onClick={() => void signOut()}
          className="inline-flex items-center gap-1.5 font-medium text-slate-700 underline-offset-4 hover:underline dark:text-slate-200"
        >
          <LogOut className="h-4 w-4" aria-hidden="true" />
          {t.signOut}
        </button>
      </div>
    </CardPage>
  );
}
