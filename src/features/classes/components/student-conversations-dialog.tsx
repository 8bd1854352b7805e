import { X } from 'lucide-react';
import { lazy, Suspense, useCallback, useId, useState } from 'react';

import { cn } from '@/components/ui/cn';
import { IconButton } from '@/components/ui/icon-button';
import { PageLoading } from '@/components/ui/loading-screen';
import { Modal } from '@/components/ui/modal';
import { tabPanelProps } from '@/components/ui/tab-panel-props';
import { Tabs } from '@/components/ui/tabs';
import { formatConversationDate, formatDateTime } from '@/lib/dates';
import { useLoad } from '@/lib/use-load';

import { getClassConversationMessages, getStudentClassConversations } from '../api/teacher';
import { classTexts } from '../texts';
import type { ClassMessage } from '../types';

import { StudentProgress } from './student-progress';

// The chat's own renderer (markdown, KaTeX), loaded on demand as in the chat.
const MarkdownContent = lazy(() => import('@/features/chat/components/markdown/markdown-content'));

const t = classTexts.classPage;

function Message({ message }: { message: ClassMessage }) {
  const isStudent = message.role === 'user';
  return (
    <li className={cn('flex', isStudent ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'max-w-[90%] rounded-2xl px-4 py-2.5 text-sm shadow-sm sm:max-w-[80%]',
          isStudent
            ? 'rounded-br-md bg-indigo-600 text-white'
            : 'rounded-bl-md border border-slate-200 bg-white text-slate-800 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100',
        )}
      >
        <p
          className={cn(
            'mb-1 text-[11px] font-semibold',
            isStudent ? 'text-indigo-100' : 'text-slate-500 dark:text-slate-400',
          )}
        >
          {isStudent ? t.studentRole : t.tutorRole} · {formatDateTime(message.created_at)}
        </p>
        {/* The renderer is loaded for the tutor's replies anyway; in `typed` mode the student's
            text shows as typed with only its formulas rendered, as in the chat. */}
        <Suspense fallback={<p className="break-words whitespace-pre-wrap">{message.content}</p>}>
          <MarkdownContent text={message.content} typed={isStudent} />
        </Suspense>
      </div>
    </li>
  );
}

function Messages({ conversationId }: { conversationId: string }) {
  const load = useCallback(() => getClassConversationMessages(conversationId), [conversationId]);
  const { data } = useLoad(load, 'Error cargando mensajes:');
  if (data === null) return <PageLoading />;
  if (data.length === 0) return <p className="p-6 text-sm text-slate-500">{t.noMessages}</p>;
  return (
    <ol className="space-y-3 p-4" aria-label={t.messages}>
      {data.map((m) => (
        <Message key={m.id} message={m} />
      ))}
    </ol>
  );
}

/** The student's class conversations: the list, and the open one's messages. */
function Conversations({ classId, studentId }: { classId: string; studentId: string }) {
  const load = useCallback(
    () => getStudentClassConversations(classId, studentId),
    [classId, studentId],
  );
  const { data: conversations } = useLoad(load, 'Error cargando conversaciones:');
  const [picked, setOpenId] = useState<string | null>(null);
  // The newest conversation is open until the teacher picks another.
  const openId = picked ?? conversations?.[0]?.id ?? null;
  return (
    <>
      {conversations === null && <PageLoading />}
      {conversations !== null && conversations.length === 0 && (
        <p className="p-6 text-sm text-slate-600 dark:text-slate-300">{t.noConversations}</p>
      )}
      {conversations !== null && conversations.length > 0 && (
        <div className="flex min-h-0 flex-1 flex-col md:flex-row">
          <nav
            aria-label={t.conversations}
            className="max-h-40 shrink-0 overflow-y-auto border-b border-slate-200 p-2 md:max-h-none md:w-64 md:border-r md:border-b-0 dark:border-slate-800"
          >
            <ul className="space-y-1">
              {conversations.map((c) => (
                <li key={c.id}>
                  <button
                    type="button"
                    onClick={() => setOpenId(c.id)}
                    aria-current={c.id === openId ? 'true' : undefined}
                    data-testid="class-conversation"
                    className={cn(
                      'w-full rounded-xl px-3 py-2 text-left text-sm',
                      c.id === openId
                        ? 'bg-indigo-50 font-semibold text-indigo-800 dark:bg-indigo-500/15 dark:text-indigo-200'
                        : 'hover:bg-slate-100 dark:hover:bg-slate-800',
                    )}
                  >
                    <span className="block truncate">{c.title}</span>
                    <span className="block text-[11px] font-normal text-slate-500 dark:text-slate-400">
                      {formatConversationDate(c.created_at)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <section
            aria-label={conversations.find((c) => c.id === openId)?.title ?? t.pickConversation}
            className="min-h-0 flex-1 overflow-y-auto bg-slate-50 dark:bg-slate-950"
            data-testid="class-conversation-messages"
            // The read-only transcript scrolls; keyboard users reach it with Tab (WCAG 2.1.1).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
          >
            {openId ? (
              <Messages conversationId={openId} />
            ) : (
              <p className="p-6">{t.pickConversation}</p>
            )}
          </section>
        </div>
      )}
    </>
  );
}

type Section = 'progress' | 'conversations';

/**
 * A student of the class, read-only, in two tabs: "Progreso" (their weeks by subject) and
 * "Conversaciones" (the list on one side, the open one's messages rendered like the chat on the
 * other, stacked on a phone).
 */
export function StudentConversationsDialog({
  classId,
  studentId,
  studentName,
  onClose,
}: {
  classId: string;
  studentId: string;
  studentName: string;
  onClose: () => void;
}) {
  const id = useId();
  const [section, setSection] = useState<Section>('progress');

  return (
    <Modal
      labelledBy={`${id}-title`}
      onClose={onClose}
      className="flex h-[85dvh] max-w-5xl flex-col"
    >
      <div className="flex items-center gap-3 border-b border-slate-200 px-5 py-4 dark:border-slate-800">
        <div className="min-w-0 flex-1">
          <h2 id={`${id}-title`} className="truncate text-lg font-bold">
            {studentName}
          </h2>
          <p className="text-xs text-slate-500 dark:text-slate-400">{t.readOnly}</p>
        </div>
        <IconButton
          onClick={onClose}
          label={t.close}
          icon={X}
          className="rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
        />
      </div>
      <Tabs
        items={[
          { id: 'progress', label: t.progressTab },
          { id: 'conversations', label: t.conversationsTab },
        ]}
        value={section}
        onChange={setSection}
        label={t.studentSections}
        idPrefix={id}
        className="mx-5 mt-3 self-start"
      />
      {section === 'progress' ? (
        <div {...tabPanelProps(id, 'progress')} className="min-h-0 flex-1 overflow-y-auto">
          <StudentProgress classId={classId} studentId={studentId} />
        </div>
      ) : (
        <div {...tabPanelProps(id, 'conversations')} className="mt-3 flex min-h-0 flex-1 flex-col">
          <Conversations classId={classId} studentId={studentId} />
        </div>
      )}
    </Modal>
  );
}
