import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useState, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageLoading } from '@/components/ui/loading-screen';
import { useLoad } from '@/lib/use-load';
import { addDays, localDay, mondayOf } from '@shared/time/time-zone';

import { getClassDigest } from '../api/teacher';
import { classTexts } from '../texts';
import type { ClassDigest } from '../types';

const t = classTexts.digest;
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
const words = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('es-ES', { ...options, timeZone: 'UTC' });
const fullDay = words({ day: 'numeric', month: 'long', year: 'numeric' });
const dayMonth = words({ day: 'numeric', month: 'long' });

/**
 * A week's two calendar days in words, whatever the browser's zone, without repeating what they
 * share: "2" and "8 de marzo de 2026", "23 de febrero" and "1 de marzo de 2026".
 */
function weekWords(start: string, end: string): [string, string] {
  const from =
    start.slice(0, 7) === end.slice(0, 7)
      ? String(Number(start.slice(8)))
      : start.slice(0, 4) === end.slice(0, 4)
        ? dayMonth.format(asDate(start))
        : fullDay.format(asDate(start));
  return [from, fullDay.format(asDate(end))];
}

function Section({
  title,
  hint,
  testId,
  className = '',
  children,
}: {
  title: string;
  hint: string;
  testId: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={`p-4 sm:p-5 ${className}`} data-testid={testId}>
      <h2 className="text-base font-semibold text-slate-900 dark:text-slate-100">{title}</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{hint}</p>
      <div className="mt-3 text-sm text-slate-800 dark:text-slate-200">{children}</div>
    </Card>
  );
}

const Empty = ({ children }: { children: ReactNode }) => (
  <p className="text-slate-500 dark:text-slate-400">{children}</p>
);

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800">
      <dt className="text-xs text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="text-xl font-semibold text-slate-900 dark:text-white">{value}</dd>
    </div>
  );
}

function DigestSections({ digest }: { digest: ClassDigest }) {
  const { totals, subjects, topics, stuck, alerts } = digest;
  const { need_help: needHelp, went_well: wentWell } = digest;
  const anyStuck =
    stuck.deep_hints +
      stuck.not_understood +
      stuck.challenges_not_solved +
      stuck.repeated_questions >
    0;
  return (
    <>
      <p className="text-sm text-slate-700 dark:text-slate-200" data-testid="digest-totals">
        {t.totals(totals.active_students, totals.students, totals.student_messages)}
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        <Section title={t.askedTitle} hint={t.askedHint} testId="digest-asked">
          {subjects.length === 0 ? (
            <Empty>{t.askedEmpty}</Empty>
          ) : (
            <div className="space-y-3">
              <div>
                <h3 className="font-medium">{t.subjectsLabel}</h3>
                <ol className="mt-1 space-y-1">
                  {subjects.map((s) => (
                    <li key={s.subject}>
                      <span className="font-medium">{s.subject}</span>: {t.messages(s.messages)} ·{' '}
                      {t.students(s.students)}
                    </li>
                  ))}
                </ol>
              </div>
              {topics.length > 0 && (
                <div>
                  <h3 className="font-medium">{t.topicsLabel}</h3>
                  <ol className="mt-1 space-y-1">
                    {topics.map((topic) => (
                      <li key={topic.topic}>
                        {topic.topic}: {t.students(topic.students)}
                      </li>
                    ))}
                  </ol>
                </div>
              )}
            </div>
          )}
        </Section>
        <Section title={t.stuckTitle} hint={t.stuckHint} testId="digest-stuck">
          {anyStuck ? (
            <dl className="grid grid-cols-2 gap-2">
              <Figure label={t.deepHints} value={stuck.deep_hints} />
              <Figure label={t.notUnderstood} value={stuck.not_understood} />
              <Figure label={t.notSolved} value={stuck.challenges_not_solved} />
              <Figure label={t.repeated} value={stuck.repeated_questions} />
            </dl>
          ) : (
            <Empty>{t.stuckEmpty}</Empty>
          )}
        </Section>
        <Section title={t.needHelpTitle} hint={t.needHelpHint} testId="digest-need-help">
          {needHelp.length === 0 ? (
            <Empty>{t.needHelpEmpty}</Empty>
          ) : (
            <ul className="space-y-1">
              {needHelp.map((s) => (
                <li key={s.user_id}>
                  <span className="font-medium">{s.name}</span>:{' '}
                  {t.needHelpFigures(s.deep_hints, s.not_understood, s.challenges_tried)}
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title={t.wentWellTitle} hint={t.wentWellHint} testId="digest-went-well">
          {wentWell.length === 0 ? (
            <Empty>{t.wentWellEmpty}</Empty>
          ) : (
            <ul className="space-y-1">
              {wentWell.map((w) => (
                <li key={w.subject}>
                  <span className="font-medium">{w.subject}</span>:{' '}
                  {t.solved(w.solved, w.first_try)} · {t.students(w.students)}
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section
          title={t.alertsTitle}
          hint={t.alertsHint}
          testId="digest-alerts"
          className="lg:col-span-2"
        >
          {alerts.alta + alerts.revisar === 0 ? (
            <Empty>{t.alertsEmpty}</Empty>
          ) : (
            <dl className="grid grid-cols-2 gap-2">
              <Figure label={t.alertsUrgent} value={alerts.alta} />
              <Figure label={t.alertsReview} value={alerts.revisar} />
            </dl>
          )}
        </Section>
      </div>
    </>
  );
}

/**
 * "Resumen": the class's week (Monday to Sunday on the deployment's clock) from get_class_digest,
 * with buttons to the previous and next week (never past the current one).
 */
export function ClassDigestTab({ classId, now }: { classId: string; now?: Date }) {
  const [thisMonday] = useState(() => mondayOf(localDay(now ?? new Date())));
  const [monday, setMonday] = useState(thisMonday);
  const sunday = addDays(monday, 6);
  const load = useCallback(
    () => getClassDigest(classId, monday, sunday),
    [classId, monday, sunday],
  );
  const { data, error, loading } = useLoad(load, 'Error cargando el resumen:');
  const shown = data && data.start === monday ? data : null;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          className="text-lg font-semibold text-slate-900 dark:text-white"
          data-testid="digest-week"
          aria-live="polite"
        >
          {t.week(...weekWords(monday, sunday))}
        </h2>
        <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto">
          <Button
            variant="secondary"
            size="sm"
            className="whitespace-nowrap"
            onClick={() => setMonday(addDays(monday, -7))}
          >
            <ChevronLeft className="h-4 w-4" aria-hidden="true" />
            {t.previous}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            className="whitespace-nowrap"
            onClick={() => setMonday(addDays(monday, 7))}
            disabled={monday >= thisMonday}
          >
            {t.next}
            <ChevronRight className="h-4 w-4" aria-hidden="true" />
          </Button>
        </div>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t.intro}</p>
      {shown ? (
        <DigestSections digest={shown} />
      ) : error !== null && !loading ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t.loadError}
        </p>
      ) : (
        <PageLoading />
      )}
    </div>
  );
}
