import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useState } from 'react';

import { Button } from '@/components/ui/button';
import { PageLoading } from '@/components/ui/loading-screen';
import { useLoad } from '@/lib/use-load';
import { addDays, localDay, mondayOf } from '@shared/time/time-zone';

import { getClassDigest } from '../api/teacher';
import { classTexts } from '../texts';
import type { ClassDigest } from '../types';

import { ClassMessageGroups } from './class-message-groups';
import { Figure, NamedLines, Section } from './digest-section';

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

type Digest = { digest: ClassDigest };

function AskedSection({ digest: { subjects, topics } }: Digest) {
  return (
    <Section
      title={t.askedTitle}
      hint={t.askedHint}
      testId="digest-asked"
      empty={subjects.length === 0 && t.askedEmpty}
    >
      <div className="space-y-3">
        <div>
          <h3 className="font-medium">{t.subjectsLabel}</h3>
          <NamedLines
            as="ol"
            className="mt-1 space-y-1"
            lines={subjects.map((s) => ({
              key: s.subject,
              name: s.subject,
              text: `${t.messages(s.messages)} · ${t.students(s.students)}`,
            }))}
          />
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
    </Section>
  );
}

function StuckSection({ digest: { stuck } }: Digest) {
  const anyStuck =
    stuck.deep_hints +
      stuck.not_understood +
      stuck.challenges_not_solved +
      stuck.repeated_questions >
    0;
  return (
    <Section
      title={t.stuckTitle}
      hint={t.stuckHint}
      testId="digest-stuck"
      empty={!anyStuck && t.stuckEmpty}
    >
      <dl className="grid grid-cols-2 gap-2">
        <Figure label={t.deepHints} value={stuck.deep_hints} />
        <Figure label={t.notUnderstood} value={stuck.not_understood} />
        <Figure label={t.notSolved} value={stuck.challenges_not_solved} />
        <Figure label={t.repeated} value={stuck.repeated_questions} />
      </dl>
    </Section>
  );
}

type Line = { key: string; name: string; text: string };

const needHelpLines = ({ need_help }: ClassDigest): Line[] =>
  need_help.map((s) => ({
    key: s.user_id,
    name: s.name,
    text: t.needHelpFigures(s.deep_hints, s.not_understood, s.challenges_tried),
  }));

const wentWellLines = ({ went_well }: ClassDigest): Line[] =>
  went_well.map((w) => ({
    key: w.subject,
    name: w.subject,
    text: `${t.solved(w.solved, w.first_try)} · ${t.students(w.students)}`,
  }));

/** A section that names students or subjects, each with its week's figures, or says there are none. */
function LinesSection({
  texts,
  testId,
  lines,
}: {
  texts: { title: string; hint: string; empty: string };
  testId: string;
  lines: Line[];
}) {
  return (
    <Section
      title={texts.title}
      hint={texts.hint}
      testId={testId}
      empty={lines.length === 0 && texts.empty}
    >
      <NamedLines as="ul" className="space-y-1" lines={lines} />
    </Section>
  );
}

function AlertsSection({ digest: { alerts } }: Digest) {
  return (
    <Section
      title={t.alertsTitle}
      hint={t.alertsHint}
      testId="digest-alerts"
      wide
      empty={alerts.alta + alerts.revisar === 0 && t.alertsEmpty}
    >
      <dl className="grid grid-cols-2 gap-2">
        <Figure label={t.alertsUrgent} value={alerts.alta} />
        <Figure label={t.alertsReview} value={alerts.revisar} />
      </dl>
    </Section>
  );
}

function DigestSections({ digest, classId }: Digest & { classId: string }) {
  const { totals } = digest;
  return (
    <>
      <p className="text-sm text-slate-700 dark:text-slate-200" data-testid="digest-totals">
        {t.totals(totals.active_students, totals.students, totals.student_messages)}
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        <AskedSection digest={digest} />
        <StuckSection digest={digest} />
        <ClassMessageGroups classId={classId} start={digest.start} end={digest.end} />
        <LinesSection texts={t.needHelp} testId="digest-need-help" lines={needHelpLines(digest)} />
        <LinesSection texts={t.wentWell} testId="digest-went-well" lines={wentWellLines(digest)} />
        <AlertsSection digest={digest} />
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
        <DigestSections digest={shown} classId={classId} />
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
