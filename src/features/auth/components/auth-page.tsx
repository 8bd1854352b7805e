import { BookOpen, Clock, Heart, School, ShieldCheck, Sparkles, WifiOff } from 'lucide-react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { IconHeading } from '@/components/ui/icon-heading';
import { Logo } from '@/components/ui/logo';
import { TextLink } from '@/components/ui/text-link';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { AuthForm } from '@/features/auth/components/auth-form';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { authTexts as t } from '@/features/auth/texts';
import { replayEarlyTap } from '@/lib/early-input';
import { useHydrated } from '@/lib/use-hydrated';
import { PHONE_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { type CardFields, readCardFragment } from '@shared/classes/class-accounts';

// Loaded when asked for (or opened by a card's QR): /auth's first load stays as small as it was.
const ClassSignInForm = lazy(() => import('@/features/auth/components/class-sign-in-form'));

const pointIcons = [BookOpen, Clock, Sparkles];

/** Where the login announcements go: the class that places them, and the phone's one-line form. */
export interface AnnouncementsPlacement {
  className: string;
  compact: boolean;
}

/**
 * /auth: sign-in and sign-up, and "¿Olvidaste tu contraseña?". Signed-in users
 * never see it (guard). `announcements` renders the login announcements where it is told; the route
 * passes the announcements feature's banner in (composition in src/app, no cross-feature import).
 * `?cuenta=eliminada` (the profile after deleting the account) shows a notice. Renders the same on
 * the server and in hydration (no window or query read before hydration ends).
 */
export function AuthPage({
  announcements,
}: {
  announcements: (placement: AnnouncementsPlacement) => ReactNode;
}) {
  // Login announcements sit above the form at every width; on a phone each is one line that opens
  // to the whole announcement, so 'Iniciar Sesión' stays in view. The server and hydration use the
  // wide layout (useMediaQuery's server snapshot); the banner renders nothing until its
  // announcements arrive (after hydration), so both render the same tree.
  const phone = useMediaQuery(PHONE_QUERY);
  const banner = announcements({
    className: phone ? 'mx-auto mb-4 w-full max-w-md' : 'mx-auto mb-6 w-full max-w-3xl',
    compact: phone,
  });
  // A button tapped before the page was live (a slow phone) is tapped again now.
  useEffect(replayEarlyTap, []);
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const accountDeleted =
    hydrated &&
    searchParams.get(paths.accountDeletedParam.name) === paths.accountDeletedParam.value;
  // null: the sign-in / sign-up form; a string: the recovery form with that e-mail.
  const [recoveryEmail, setRecoveryEmail] = useState<string | null>(null);
  // "Entrar con mi clase": a card's QR opens /auth with the card in the fragment. Read once; shown
  // only after hydration (the server has no fragment), then the secret leaves the address bar.
  const [qrCard] = useState(() =>
    typeof window === 'undefined' ? null : readCardFragment(window.location.hash),
  );
  useEffect(() => {
    if (qrCard)
      window.history.replaceState(null, '', window.location.pathname + window.location.search);
  }, [qrCard]);
  // undefined: not chosen yet (the QR's card, if any); null: closed; a card: open with it.
  const [chosenCard, setClassCard] = useState<CardFields | null | undefined>(undefined);
  const classCard = chosenCard === undefined ? (hydrated ? qrCard : null) : chosenCard;
  return (
    <div className="min-h-dvh bg-gradient-to-br from-indigo-50 via-white to-violet-100 dark:from-slate-950 dark:via-slate-950 dark:to-indigo-950">
      <div className="mx-auto flex min-h-dvh w-full max-w-6xl flex-col px-4 py-6 sm:px-6 sm:py-10">
        {banner}

        <main className="grid flex-1 items-start gap-6 lg:grid-cols-2 lg:content-center lg:gap-x-16 lg:gap-y-8">
          {authHero}

          <Card className="w-full min-w-0 max-w-md justify-self-center p-5 shadow-xl shadow-indigo-500/10 sm:p-8 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-center">
            {accountDeleted && (
              <Alert tone="success" className="mb-5">
                {t.accountDeleted}
              </Alert>
            )}
            {classCard !== null ? (
              <Suspense fallback={<p className="text-sm text-slate-500">{t.submitting}</p>}>
                <ClassSignInForm initial={classCard} onBack={() => setClassCard(null)} />
              </Suspense>
            ) : recoveryEmail === null ? (
              <>
                <AuthForm onForgotPassword={(email) => setRecoveryEmail(email)} />
                <div className="mt-6 border-t border-slate-200 pt-5 text-center dark:border-slate-700">
                  <p className="mb-2 text-xs text-slate-600 dark:text-slate-400">
                    {t.classSignIn.openHint}
                  </p>
                  <button
                    type="button"
                    onClick={() => setClassCard({ code: '', studentId: null, secret: '' })}
                    className="inline-flex items-center gap-2 rounded-xl border border-indigo-200 px-4 py-2 text-sm font-semibold text-indigo-700 hover:bg-indigo-50 dark:border-indigo-500/40 dark:text-indigo-300 dark:hover:bg-indigo-500/10"
                  >
                    <School className="h-4 w-4" aria-hidden="true" />
                    {t.classSignIn.open}
                  </button>
                </div>
              </>
            ) : (
              <ForgotPasswordForm
                initialEmail={recoveryEmail}
                onBack={() => setRecoveryEmail(null)}
              />
            )}
          </Card>

          {authAside}
        </main>

        {authFooter}
      </div>
    </div>
  );
}

/** The app's name and what it is for, beside (or above) the form. */
const authHero = (
  <header className="flex flex-col items-center gap-4 text-center lg:items-start lg:self-end lg:text-left">
    <Logo size="lg" />
    <div className="space-y-2">
      <h1 className="bg-gradient-to-r from-indigo-600 to-violet-600 bg-clip-text text-4xl font-extrabold tracking-tight text-transparent dark:from-indigo-300 dark:to-violet-300 sm:text-5xl">
        {t.appName}
      </h1>
      <p className="text-lg font-semibold text-slate-800 dark:text-slate-100 sm:text-xl">
        {t.tagline}
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-400 sm:text-base">{t.subtagline}</p>
    </div>
  </header>
);

/** What the tutor offers, and the note on interruptions. */
const authAside = (
  <aside className="mx-auto w-full max-w-md space-y-3 lg:mx-0 lg:max-w-none lg:self-start">
    <Card className="border-indigo-100 bg-white/80 p-5 backdrop-blur dark:border-indigo-500/20 dark:bg-slate-900/70">
      <IconHeading icon={Sparkles} className="text-indigo-700 dark:text-indigo-300">
        {t.infoTitle}
      </IconHeading>
      <p className="mt-2 text-sm leading-relaxed text-slate-600 dark:text-slate-300">
        {t.infoBody}
      </p>
      <ul className="mt-4 flex flex-wrap gap-2">
        {t.infoPoints.map((point, index) => {
          const Icon = pointIcons[index] ?? Sparkles;
          return (
            <li
              key={point}
              className="inline-flex items-center gap-1.5 rounded-full bg-indigo-50 px-3 py-1 text-xs font-medium text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-200"
            >
              <Icon className="h-3.5 w-3.5" aria-hidden="true" />
              {point}
            </li>
          );
        })}
      </ul>
    </Card>
    <p className="flex items-start gap-2 rounded-xl bg-amber-50/80 px-4 py-3 text-xs leading-relaxed text-amber-900 dark:bg-amber-500/10 dark:text-amber-200">
      <WifiOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      {t.interruptionsNote}
    </p>
  </aside>
);

/** The credit and the privacy link. */
const authFooter = (
  <footer className="mt-8 text-center text-xs text-slate-500 dark:text-slate-400">
    <span className="inline-flex items-center gap-1">
      {t.creditPrefix}
      <a
        href={env.creditUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 font-semibold text-indigo-600 underline-offset-4 hover:underline dark:text-indigo-400"
      >
        {t.creditLink}
        <Heart className="h-3 w-3" aria-hidden="true" />
      </a>
    </span>
    <span className="mt-2 block">
      <TextLink to={paths.privacy} icon={ShieldCheck} size="xs">
        {t.privacyLink}
      </TextLink>
    </span>
  </footer>
);
