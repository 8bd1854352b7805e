import { HelpCircle, Lightbulb, ThumbsUp, type LucideIcon } from 'lucide-react';
import { useId } from 'react';

import { cn } from '@/components/ui/cn';
import {
  REPLY_FEEDBACK_LABELS,
  REPLY_FEEDBACK_RATINGS,
  type ReplyFeedbackRating,
} from '@shared/tutor/feedback';

import { chatTexts } from '../texts';

const ICONS: Record<ReplyFeedbackRating, LucideIcon> = {
  helped: ThumbsUp,
  gave_answer: Lightbulb,
  not_understood: HelpCircle,
};

/**
 * Under a tutor reply: 'Me ayudó' / 'Me dio la respuesta' / 'No lo entendí'. One choice, shown
 * pressed (aria-pressed); pressing another changes it, pressing the chosen one again clears it.
 */
export function ReplyFeedback({
  rating,
  error,
  onRate,
}: {
  rating: ReplyFeedbackRating | null;
  error?: string;
  onRate: (rating: ReplyFeedbackRating | null) => void;
}) {
  const id = useId();
  return (
    <div className="-mt-2 pl-10" data-testid="reply-feedback">
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        className="flex flex-wrap items-center gap-1.5"
      >
        <span id={`${id}-label`} className="sr-only">
          {chatTexts.feedbackLabel}
        </span>
        {REPLY_FEEDBACK_RATINGS.map((value) => {
          const Icon = ICONS[value];
          const pressed = rating === value;
          return (
            <button
              key={value}
              type="button"
              aria-pressed={pressed}
              onClick={() => onRate(pressed ? null : value)}
              className={cn(
                'inline-flex min-h-8 items-center gap-1 rounded-full border px-2.5 py-1 text-xs font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500',
                pressed
                  ? 'border-indigo-600 bg-indigo-600 text-white dark:border-indigo-400 dark:bg-indigo-500'
                  : 'border-slate-300 bg-white text-slate-600 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-300 dark:hover:bg-slate-700',
              )}
            >
              <Icon className="h-3.5 w-3.5" aria-hidden="true" />
              {REPLY_FEEDBACK_LABELS[value]}
            </button>
          );
        })}
      </div>
      {error && (
        <p role="alert" className="mt-1 text-xs text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
