import { useCallback, useMemo } from 'react';

import { Spinner } from '@/components/ui/spinner';
import { useLoad } from '@/lib/use-load';
import { groupMessages, type MessageGroup } from '@shared/classes/message-groups';

import { CLASS_MESSAGES_LIMIT, getClassStudentMessages } from '../api/teacher';
import { classTexts } from '../texts';

import { Empty, Section } from './digest-section';

const t = classTexts.digest;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function GroupItem({ group }: { group: MessageGroup }) {
  return (
    <li className="rounded-xl border border-slate-200 p-3 dark:border-slate-700">
      <h3 className="font-medium text-slate-900 dark:text-slate-100">{capitalised(group.label)}</h3>
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
 * "Preguntas parecidas": the week's student messages of the class (get_class_student_messages,
 * the class's teachers only) grouped in the browser by what they ask about, with examples.
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
  return (
    <Section
      title={t.groupsTitle}
      hint={t.groupsHint}
      testId="digest-groups"
      className="lg:col-span-2"
    >
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
              <GroupItem key={`${i}:${group.label}`} group={group} />
            ))}
          </ol>
          {(data?.length ?? 0) >= CLASS_MESSAGES_LIMIT && (
            <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">
              {t.groupsCapped(CLASS_MESSAGES_LIMIT)}
            </p>
          )}
        </>
      )}
    </Section>
  );
}
