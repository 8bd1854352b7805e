import { lazy, Suspense } from 'react';

import type { Conversation } from '../api';
import { chatTexts } from '../texts';

import { ConversationTags } from './conversation-tags';
import { ConversationTitle } from './conversation-title';
import { MenuButton } from './menu-button';

const ClassConversationNotice = lazy(() => import('./class-conversation-notice'));

/**
 * Title, subject and grade chips, message count, and a class conversation's notice (who reads it;
 * for a teacher of the class, that it is a trial). `onRenamingChange` hears when the title is being
 * edited.
 */
export function ConversationHeader({
  conversation,
  messageCount,
  onOpenMenu,
  onRename,
  trial = false,
  onRenamingChange,
}: {
  conversation: Conversation;
  /** The signed-in user teaches the conversation's class: they are trying its tutor. */
  trial?: boolean;
  /** null while the messages load (no '0 mensajes' before they are known). */
  messageCount: number | null;
  onOpenMenu: () => void;
  onRename: (title: string) => Promise<void>;
  onRenamingChange?: (renaming: boolean) => void;
}) {
  return (
    <header className="flex items-center gap-3 border-b border-slate-200 bg-white px-4 py-3 dark:border-slate-800 dark:bg-slate-900">
      <MenuButton onClick={onOpenMenu} className="lg:hidden" />
      <div className="min-w-0 flex-1">
        <ConversationTitle
          title={conversation.title}
          onRename={onRename}
          onEditingChange={onRenamingChange}
        />
        <div className="mt-0.5 flex flex-wrap items-center gap-1.5 text-xs">
          <ConversationTags conversation={conversation} />
          {messageCount !== null && (
            <span className="text-slate-500 dark:text-slate-400" data-testid="message-count">
              {chatTexts.messageCount(messageCount)}
            </span>
          )}
        </div>
        {conversation.class_id && (
          <Suspense fallback={null}>
            <ClassConversationNotice trial={trial} />
          </Suspense>
        )}
      </div>
    </header>
  );
}
