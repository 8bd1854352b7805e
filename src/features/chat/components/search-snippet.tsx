import { useMemo } from 'react';

import { highlightParts, snippetToText } from '../lib/search-snippet';

/** A hit's passage as plain text (no Markdown or LaTeX marks), the searched words marked. */
export default function SearchSnippet({
  snippet,
  query,
  className,
}: {
  snippet: string;
  query: string;
  className?: string;
}) {
  const parts = useMemo(() => highlightParts(snippetToText(snippet), query), [snippet, query]);
  return (
    <p data-testid="search-snippet" className={className}>
      {parts.map((part, i) =>
        part.match ? (
          <mark
            key={i}
            className="rounded-sm bg-amber-200 px-0.5 font-semibold text-slate-900 dark:bg-amber-300 dark:text-slate-950"
          >
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
