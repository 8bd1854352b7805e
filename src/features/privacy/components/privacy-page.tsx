import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';

import { buttonClasses } from '@/components/ui/button-classes';
import { Card } from '@/components/ui/card';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { privacyTexts as t } from '@/features/privacy/texts';

/** 'Privacidad' (issue 12): public, readable signed in or out. */
export function PrivacyPage({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="min-h-dvh bg-gradient-to-b from-indigo-50/70 to-slate-50 dark:from-slate-950 dark:to-slate-950">
      <header className="border-b border-slate-200/80 bg-white/80 backdrop-blur dark:border-slate-800 dark:bg-slate-900/80">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-2 px-4 sm:px-6">
          <Link
            to={signedIn ? paths.home : paths.auth}
            className={buttonClasses({ variant: 'ghost', size: 'sm' })}
          >
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            {signedIn ? t.backSignedIn : t.backSignedOut}
          </Link>
          <Logo size="sm" />
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
        <h1 className="flex items-center gap-2 text-2xl font-extrabold tracking-tight text-slate-900 dark:text-white sm:text-3xl">
          <ShieldCheck
            className="h-7 w-7 text-indigo-600 dark:text-indigo-400"
            aria-hidden="true"
          />
          {t.title}
        </h1>
        <p className="mt-3 text-base leading-relaxed text-slate-700 dark:text-slate-300">
          {t.intro}
        </p>
        <div className="mt-6 space-y-4">
          {t.sections.map((section) => (
            <Card key={section.id} className="p-5 sm:p-6">
              <section aria-labelledby={`privacidad-${section.id}`}>
                <h2
                  id={`privacidad-${section.id}`}
                  className="text-lg font-semibold text-slate-900 dark:text-white"
                >
                  {section.title}
                </h2>
                <ul className="mt-3 list-disc space-y-2 pl-5 text-sm leading-relaxed text-slate-700 marker:text-indigo-500 dark:text-slate-300">
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </section>
            </Card>
          ))}
        </div>
        <p className="mt-6 text-sm leading-relaxed text-slate-600 dark:text-slate-400">{t.help}</p>
        {signedIn && (
          <p className="mt-4">
            <Link to={paths.profile} className={buttonClasses({ variant: 'secondary' })}>
              {t.profileLink}
            </Link>
          </p>
        )}
      </main>
    </div>
  );
}
