import { WandSparkles } from 'lucide-react';
import { useCallback, useMemo } from 'react';

import { Spinner } from '@/components/ui/spinner';
import { useLoad } from '@/lib/use-load';
import { groupMessages, type MessageGroup } from '@shared/classes/message-groups';

import { getGroupSummaries } from '../api/group-summaries';
import { CLASS_MESSAGES_LIMIT, getClassStudentMessages } from '../api/teacher';
import { digestAiTexts } from '../digest-ai-texts';
import { classTexts } from '../texts';

import { Empty, Section } from './digest-section';

const t = classTexts.digest;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The model's one-sentence summary of a group, marked as the AI's. */
function GroupSummaryLine({ summary }: { summary: string }) {
  return (
    <p className="mt-1.5 text-sm text-slate-700 dark:text-slate-200">
      <span className="mr-1.5 inline-flex items-center gap-1 rounded-md bg-indigo-50 px-1.5 py-0.5 text-xs font-medium text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-200">
        <WandSparkles aria-hidden="true" className="h-3 w-3" />
        {digestAiTexts.summaryLabel}
      </span>
      {summary}
    </p>
  );
}

function GroupItem({ group, summary }: { group: MessageGroup; summary?: string }) {
  return (
    <li className="rounded-xl border border-slate-200 p-3 dark:border-slate-700">
      <h3 className="font-medium text-slate-900 dark:text-slate-100">{capitalised(group.label)}</h3>
      {summary && <GroupSummaryLine summary={summary} />}
      <p className="text-xs text-slate-600 dark:text-slate-300">
        {t.groupFigures(group.messages, group.students)}
      </p>
      <ul aria-label={t.groupExamples} className="mt-2 space-y-1.5">
        {group.examples.map((example) => (
          <li key={example.text} className="break-words">
            «{example.text}»{' '}
            <span className="whitespace-nowrap text-slate-500 dark:text-slate-400">
              — {example.studentName}
            </span>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The AI's summary of each group by label, once the groups are there (never for an empty week).
 * Null while it loads, after a failure and without a model key: the groups show alone.
 */
function useGroupSummaries(classId: string, start: string, end: string, wanted: boolean) {
  const load = useCallback(() => getGroupSummaries(classId, start, end), [classId, start, end]);
  const { data, error, loading } = useLoad(
    wanted ? load : null,
    'Error cargando los resúmenes de la IA:',
  );
  const byLabel = useMemo(
    () =>
      data && !loading && error === null ? new Map(data.map((s) => [s.label, s.summary])) : null,
    [data, loading, error],
  );
  return { byLabel, failed: wanted && !loading && error !== null };
}

/**
 * "Preguntas parecidas": the week's student messages of the class (get_class_student_messages,
 * the class's teachers only) grouped in the browser by what they ask about, with examples; with a
 * model key, each group's summary by the AI arrives after them (the class-digest function).
 */
export function ClassMessageGroups({
  classId,
  start,
  end,
}: {
  classId: string;
  start: string;
  end: string;
}) {
  const load = useCallback(
    () => getClassStudentMessages(classId, start, end),
    [classId, start, end],
  );
  const { data, error, loading } = useLoad(load, 'Error cargando los mensajes de la semana:');
  const groups = useMemo(
    () =>
      data &&
      groupMessages(
        data.map((m) => ({
          text: m.content,
          studentId: m.student_id,
          studentName: m.student_name,
        })),
      ),
    [data],
  );
  const summaries = useGroupSummaries(classId, start, end, (groups?.length ?? 0) > 0);
  return (
    <Section title={t.groupsTitle} hint={t.groupsHint} testId="digest-groups" wide>
      {loading ? (
        <p role="status" className="flex items-center gap-2 text-slate-500 dark:text-slate-400">
          <Spinner />
          {t.groupsLoading}
        </p>
      ) : error !== null || !groups ? (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {t.groupsError}
        </p>
      ) : groups.length === 0 ? (
        <Empty>{t.groupsEmpty}</Empty>
      ) : (
        <>
          <ol className="grid gap-3 md:grid-cols-2">
            {groups.map((group, i) => (
              <GroupItem
                key={`${i}:${group.label}`}
                group={group}
                summary={summaries.byLabel?.get(group.label)}
              />
            ))}
          </ol>
          {(data?.length ?? 0) >= CLASS_MESSAGES_LIMIT && (
            <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">
              {t.groupsCapped(CLASS_MESSAGES_LIMIT)}
            </p>
          )}
          {summaries.failed && (
            <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">
              {digestAiTexts.summariesFailed}
            </p>
          )}
        </>
      )}
    </Section>
  );
}
