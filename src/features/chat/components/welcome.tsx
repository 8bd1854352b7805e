import { Plus } from 'lucide-react';

import { buttonClasses } from '@/components/ui/button-classes';
import { Logo } from '@/components/ui/logo';
import { AnnouncementsBanner } from '@/features/announcements/components/announcements-banner';

import { chatTexts } from '../texts';

import { MenuButton } from './menu-button';

export function Welcome({ onStart, onOpenMenu }: { onStart: () => void; onOpenMenu: () => void }) {
  return (
    <section className="flex min-h-0 flex-1 flex-col overflow-y-auto">
      <div className="flex items-center border-b border-slate-200 px-4 py-3 lg:hidden dark:border-slate-800">
        <MenuButton onClick={onOpenMenu} />
        <span className="ml-2 font-semibold">{chatTexts.appTitle}</span>
      </div>
      <div className="mx-auto w-full max-w-4xl px-4 pt-4">
        <AnnouncementsBanner location="chat" />
      </div>
      <div className="mx-auto flex w-full max-w-4xl flex-1 flex-col items-center justify-center px-4 py-8 text-center">
        <Logo size="lg" />
        <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{chatTexts.welcomeTitle}</h1>
        <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-300">
          {chatTexts.welcomeSubtitle}
        </p>
        <div className="mt-8 grid w-full gap-4 sm:grid-cols-3">
          {chatTexts.benefits.map((b) => (
            <div
              key={b.title}
              className="rounded-2xl border border-slate-200 bg-white p-5 text-left shadow-sm dark:border-slate-700 dark:bg-slate-800"
            >
              <p className="text-3xl" aria-hidden="true">
                {b.icon}
              </p>
              <h2 className="mt-2 font-semibold">{b.title}</h2>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{b.text}</p>
            </div>
          ))}
        </div>
        <button
          type="button"
          onClick={onStart}
          className={buttonClasses({ size: 'lg', className: 'mt-8' })}
        >
          <Plus className="h-5 w-5" aria-hidden="true" />
          {chatTexts.startConversation}
        </button>
        <p className="mt-6 max-w-xl text-xs text-slate-500 dark:text-slate-400">
          {chatTexts.freeNote}
        </p>
      </div>
    </section>
  );
}
