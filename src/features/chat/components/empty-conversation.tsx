import { chatTexts } from '../texts';

/** A conversation without messages: a hint and example questions that fill the composer. */
export function EmptyConversation({ onPick }: { onPick: (question: string) => void }) {
  return (
    <div className="mx-auto mt-6 max-w-lg text-center">
      <p className="text-4xl" aria-hidden="true">
        💬
      </p>
      <h2 className="mt-2 text-lg font-semibold">{chatTexts.emptyConversationTitle}</h2>
      <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
        {chatTexts.emptyConversationHint}
      </p>
      <ul className="mt-4 space-y-2">
        {chatTexts.exampleQuestions.map((q) => (
          <li key={q}>
            <button
              type="button"
              onClick={() => onPick(q)}
              className="w-full rounded-xl border border-slate-200 bg-white px-4 py-3 text-left text-sm text-slate-700 shadow-sm hover:border-indigo-300 hover:bg-indigo-50 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700"
            >
              {q}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
