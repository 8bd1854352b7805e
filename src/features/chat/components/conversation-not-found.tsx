import { MessageSquareWarning, Plus } from 'lucide-react';

import { buttonClasses } from '@/components/ui/button-classes';

import { chatTexts } from '../texts';

import { MenuButton } from './menu-button';

/**
 * /c/:id for an id that is not among the student's conversations (deleted, mistyped, another
 * student's), or when the list could not be loaded: says so and offers the way on.
 */
export function ConversationNotFound({
  failed,
  onRetry,
  onOpenMenu,
  onStart,
}: {
  failed: boolean;
  onRetry: () => void;
  onOpenMenu: () => void;
  onStart: () => void;
}) {
  return (
    <section className="flex min-h-0 flex-1 flex-col" data-testid="conversation-not-found">
      <div className="flex items-center border-b border-slate-200 px-4 py-3 lg:hidden dark:border-slate-800">
        <MenuButton onClick={onOpenMenu} />
        <span className="ml-2 font-semibold">{chatTexts.appTitle}</span>
      </div>
      <div className="mx-auto flex max-w-lg flex-1 flex-col items-center justify-center px-4 text-center">
        <MessageSquareWarning className="h-12 w-12 text-slate-400" aria-hidden="true" />
        <h1 className="mt-4 text-xl font-bold">
          {failed ? chatTexts.listFailedTitle : chatTexts.notFoundTitle}
        </h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300" role="alert">
          {failed ? chatTexts.listFailedText : chatTexts.notFoundText}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {failed ? (
            <button type="button" onClick={onRetry} className={buttonClasses({})}>
              {chatTexts.tryAgain}
            </button>
          ) : (
            <button type="button" onClick={onStart} className={buttonClasses({})}>
              <Plus className="h-4 w-4" aria-hidden="true" />
              {chatTexts.startConversation}
            </button>
          )}
          <button
            type="button"
            onClick={onOpenMenu}
            className={buttonClasses({ variant: 'secondary', className: 'lg:hidden' })}
          >
            {chatTexts.showConversations}
          </button>
        </div>
      </div>
    </section>
  );
}
