import { cn } from '@/components/ui/cn';

import type { Conversation } from '../api';

/**
 * A conversation's subject (indigo) and level (emerald) tags, each only when set: in the sidebar's
 * list and under the open conversation's title. `className` sizes the text.
 */
export function ConversationTags({
  conversation,
  className,
}: {
  conversation: Pick<Conversation, 'subject' | 'grade_level'>;
  className?: string;
}) {
  return (
    <>
      {conversation.subject && (
        <span
          className={cn(
            'rounded-full bg-indigo-100 px-2 py-0.5 font-medium text-indigo-700 dark:bg-indigo-500/20 dark:text-indigo-200',
            className,
          )}
        >
          {conversation.subject}
        </span>
      )}
      {conversation.grade_level && (
        <span
          className={cn(
            'rounded-full bg-emerald-100 px-2 py-0.5 font-medium text-emerald-700 dark:bg-emerald-500/20 dark:text-emerald-200',
            className,
          )}
        >
          {conversation.grade_level}
        </span>
      )}
    </>
  );
}
