import { Check, X } from 'lucide-react';

import { cn } from '@/components/ui/cn';

import type { Challenge } from '../api/challenges';
import { challengeResult, challengeTexts as t, REASON_TEXTS } from '../challenge-texts';

/**
 * Under the tutor's message that states a challenge: the student's answers, oldest first, each with
 * its verdict (only the last can be right: a right answer ends the challenge; the check's reason is
 * kept for the last one), then the result once it is finished. Read from the challenge's record
 * (public.challenges), so it is there on reload; nothing here is a chat message the tutor reads.
 */
export default function ChallengeTrail({ challenge }: { challenge: Challenge }) {
  const { attempts } = challenge;
  const result = challenge.finished_at ? challengeResult(challenge) : null;
  if (attempts.length === 0 && !result) return null;

  return (
    <div data-testid="challenge-trail" className="flex flex-col gap-2">
      {attempts.length > 0 && (
        <ol aria-label={t.trailLabel} className="flex flex-col items-end gap-2">
          {attempts.map((answer, i) => {
            const last = i === attempts.length - 1;
            const right = last && challenge.correct === true;
            const reason = last && !right && challenge.last_reason;
            return (
              <li
                key={i}
                data-testid="challenge-answer"
                className="max-w-[85%] rounded-2xl rounded-br-md border border-indigo-200 bg-indigo-50 px-4 py-2 text-indigo-950 sm:max-w-[75%] dark:border-indigo-500/40 dark:bg-indigo-500/15 dark:text-indigo-50"
              >
                <p className="text-xs font-semibold">{t.yourAnswer(i + 1)}</p>
                <p className="text-[15px] break-words whitespace-pre-wrap">{answer}</p>
                <p
                  className={cn(
                    'mt-0.5 flex items-center gap-1 text-xs',
                    right
                      ? 'text-emerald-800 dark:text-emerald-300'
                      : 'text-amber-900 dark:text-amber-200',
                  )}
                >
                  {right ? (
                    <Check className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
                  ) : (
                    <X className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
                  )}
                  {right ? t.answerRight : reason ? REASON_TEXTS[reason] : t.answerWrong}
                </p>
              </li>
            );
          })}
        </ol>
      )}
      {result && (
        <div
          data-testid="challenge-thread-result"
          className={cn(
            'max-w-[90%] self-start rounded-2xl border px-4 py-2.5 sm:ml-10 sm:max-w-[80%]',
            result.solved
              ? 'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-500/30 dark:bg-emerald-500/10 dark:text-emerald-100'
              : 'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-100',
          )}
        >
          <p className="font-semibold">
            {result.solved && '🎉 '}
            {result.title}
          </p>
          {result.text && <p className="text-sm">{result.text}</p>}
        </div>
      )}
    </div>
  );
}
