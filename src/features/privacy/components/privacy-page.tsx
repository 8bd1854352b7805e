import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';

import { buttonClasses } from '@/components/ui/button-classes';
import { Card } from '@/components/ui/card';
import { PageShell } from '@/components/ui/page-shell';
import { paths } from '@/config/paths';
import { privacyTexts as t } from '@/features/privacy/texts';

/** 'Privacidad': public, readable signed in or out. */
export function PrivacyPage({ signedIn }: { signedIn: boolean }) {
  return (
    <PageShell
      backTo={signedIn ? paths.home : paths.auth}
      backLabel={signedIn ? t.backSignedIn : t.backSignedOut}
      width="narrow"
    >
      <h1 className="flex items-center gap-2 text-2xl font-extrabold tracking-tight text-slate-900 dark:text-white sm:text-3xl">
        <ShieldCheck className="h-7 w-7 text-indigo-600 dark:text-indigo-400" aria-hidden="true" />
        {t.title}
      </h1>
      <p className="mt-3 text-base leading-relaxed text-slate-700 dark:text-slate-300">{t.intro}</p>
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
          <Link to={paths.profileMyData} className={buttonClasses({ variant: 'secondary' })}>
            {t.profileLink}
          </Link>
        </p>
      )}
    </PageShell>
  );
}
