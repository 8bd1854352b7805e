import { Shuffle } from 'lucide-react';
import { useState } from 'react';

import { sendFailureText } from '../lib/errors';
import { chatTexts } from '../texts';

/**
 * Under the latest reply: ask the tutor to explain it another way. It sends the student's message
 * 'Explícamelo de otra forma, por favor.': a turn like any other (the gate applies, it counts
 * against the limits), and asking is not an attempt, so the hint level stays the same.
 */
export function RephraseReply({ onAsk }: { onAsk: () => Promise<void> }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="-mt-2 flex flex-col gap-1 pl-10" data-testid="rephrase-reply">
      <button
        type="button"
        onClick={() => {
          setError(null);
          onAsk().catch((cause: unknown) => setError(sendFailureText(cause)));
        }}
        className="inline-flex min-h-9 w-fit items-center gap-1.5 rounded-lg border border-indigo-300 bg-white px-3 py-1.5 text-sm font-medium text-indigo-700 shadow-sm hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:border-indigo-400/50 dark:bg-slate-800 dark:text-indigo-200 dark:hover:bg-slate-700"
      >
        <Shuffle className="h-4 w-4" aria-hidden="true" />
        {chatTexts.rephrase}
      </button>
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
