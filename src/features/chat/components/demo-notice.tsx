import { chatTexts } from '../texts';

const box =
  'border-t border-amber-200 bg-amber-50 text-xs text-amber-800 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-200';

/**
 * The demonstration tutor's notice above the composer. `folded` (a phone): one line that still
 * says plainly it is a demonstration tutor, opening to the whole notice; a native <details>, so
 * it opens with Enter or Space and a screen reader announces it collapsed or expanded. Unfolded
 * (wider screens): the whole notice on one line. Shown once a demo reply arrives.
 */
export default function DemoNotice({ folded }: { folded: boolean }) {
  if (!folded) {
    return (
      <p data-testid="demo-notice" className={`${box} px-4 py-1.5 text-center`}>
        🧪 {chatTexts.demoNotice} {chatTexts.demoNoticeHint}
      </p>
    );
  }
  return (
    <details data-testid="demo-notice" className={`group ${box}`}>
      <summary className="flex min-h-8 cursor-pointer list-none items-center gap-1.5 px-3 py-1 font-medium focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-amber-700 dark:focus-visible:outline-amber-200 [&::-webkit-details-marker]:hidden">
        <span aria-hidden="true">🧪</span>
        <span className="min-w-0 flex-1 truncate">{chatTexts.demoNoticeShort}</span>
        <span aria-hidden="true" className="shrink-0 transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <p className="px-3 pb-2">
        {chatTexts.demoNotice} {chatTexts.demoNoticeHint}
      </p>
    </details>
  );
}
