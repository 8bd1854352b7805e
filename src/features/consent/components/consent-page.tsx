import { CheckCircle2, ShieldCheck } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CardPage } from '@/components/ui/card-page';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { acceptConsent, consentLinkStatus, type LinkStatus } from '@/features/consent/api/consent';
import { consentTexts } from '@/features/consent/texts';
import { errorText } from '@/lib/errors';
import { useDocumentTitle } from '@/lib/use-document-title';

const t = consentTexts.page;

type PageState =
  | { kind: 'checking' }
  | { kind: 'accepted' }
  | { kind: 'valid'; name: string }
  | { kind: Exclude<LinkStatus, 'valid'> };

const closed: Record<
  'used' | 'expired' | 'unknown',
  { title: string; body: string; tone: 'success' | 'warning' }
> = {
  used: { title: t.usedTitle, body: t.used, tone: 'success' },
  expired: { title: t.expiredTitle, body: t.expired, tone: 'warning' },
  unknown: { title: t.unknownTitle, body: t.unknown, tone: 'warning' },
};

const heading = 'flex items-center gap-2 text-xl font-bold text-slate-900 dark:text-white';
const body = 'text-sm leading-relaxed text-slate-700 dark:text-slate-300';

/** One titled part of what the guardian consents to. */
function InfoSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-1">
      <h2 id={id} className="text-base font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The link's state, checked once on load, and `accept`: on a failure it shows the error and, when
 * the link changed meanwhile (used, expired), what the link is now.
 */
function useConsentLink(token: string) {
  const [state, setState] = useState<PageState>({ kind: 'checking' });
  const [error, setError] = useState<string | null>(null);
  const [accepting, setAccepting] = useState(false);

  useEffect(() => {
    let active = true;
    void consentLinkStatus(token)
      .then(({ status, studentName }) => {
        if (!active) return;
        setState(
          status === 'valid' ? { kind: 'valid', name: studentName ?? '' } : { kind: status },
        );
      })
      .catch((caught: unknown) => {
        if (active) setError(errorText(caught));
      });
    return () => {
      active = false;
    };
  }, [token]);

  async function accept() {
    setAccepting(true);
    setError(null);
    try {
      await acceptConsent(token);
      setState({ kind: 'accepted' });
    } catch (caught) {
      setError(errorText(caught));
      // The link may have changed meanwhile (used, expired): show what it is now.
      const now = await consentLinkStatus(token).catch(() => null);
      if (now && now.status !== 'valid') setState({ kind: now.status });
    } finally {
      setAccepting(false);
    }
  }

  return { state, error, accepting, accept };
}

/** A valid link: what the guardian consents to, and the button that accepts. */
function ConsentRequest({
  name,
  error,
  accepting,
  onAccept,
}: {
  name: string;
  error: string | null;
  accepting: boolean;
  onAccept: () => void;
}) {
  return (
    <>
      <h1 className={heading}>
        <ShieldCheck className="h-5 w-5 text-indigo-600 dark:text-indigo-300" aria-hidden="true" />
        {t.title}
      </h1>
      <p className={body}>{t.intro(name)}</p>
      <InfoSection id="consent-what" title={t.whatTitle}>
        <p className={body}>{t.what}</p>
      </InfoSection>
      <InfoSection id="consent-data" title={t.dataTitle}>
        <ul className={`list-disc space-y-1 pl-5 marker:text-indigo-500 ${body}`}>
          {t.data.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </InfoSection>
      <InfoSection id="consent-rights" title={t.rightsTitle}>
        <p className={body}>{t.rights}</p>
      </InfoSection>
      <p className="text-sm">
        <TextLink to={paths.privacy}>{t.privacyLink}</TextLink>
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      <Button size="lg" fullWidth onClick={onAccept} disabled={accepting}>
        {accepting ? t.accepting : t.accept}
      </Button>
    </>
  );
}

/** The link was just accepted. */
function ConsentAccepted() {
  return (
    <>
      <h1 className={heading}>
        <CheckCircle2
          className="h-5 w-5 text-emerald-600 dark:text-emerald-400"
          aria-hidden="true"
        />
        {t.acceptedTitle}
      </h1>
      <Alert tone="success">{t.accepted}</Alert>
    </>
  );
}

/**
 * /consentimiento?token=…: the page of the link e-mailed to a guardian (public, no session). It says
 * in plain Spanish what they consent to and accepts with one button; a used, expired, replaced or
 * made-up link says so (docs/consent.md).
 */
export function ConsentPage() {
  useDocumentTitle(t.documentTitle);
  const [token] = useState(() => new URLSearchParams(window.location.search).get('token') ?? '');
  const { state, error, accepting, accept } = useConsentLink(token);

  return (
    <CardPage width="xl" cardClassName="space-y-4">
      {state.kind === 'checking' && !error && (
        <p role="status" className={body}>
          {t.checking}
        </p>
      )}
      {state.kind === 'valid' && (
        <ConsentRequest
          name={state.name}
          error={error}
          accepting={accepting}
          onAccept={() => void accept()}
        />
      )}
      {state.kind === 'accepted' && <ConsentAccepted />}
      {(state.kind === 'used' || state.kind === 'expired' || state.kind === 'unknown') && (
        <>
          <h1 className={heading}>{closed[state.kind].title}</h1>
          <Alert tone={closed[state.kind].tone}>{closed[state.kind].body}</Alert>
        </>
      )}
      {state.kind === 'checking' && error && <Alert tone="error">{error}</Alert>}
      {state.kind !== 'valid' && state.kind !== 'checking' && (
        <p className="text-sm">
          <TextLink to={paths.auth}>{t.home}</TextLink>
        </p>
      )}
    </CardPage>
  );
}
