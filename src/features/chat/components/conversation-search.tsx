import { Search, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, type KeyboardEvent } from 'react';

import { IconButton } from '@/components/ui/icon-button';
import { SEARCH_QUERY_MAX_CHARS, SEARCH_QUERY_MIN_CHARS } from '@shared/tutor/limits';

import { normaliseQuery, useConversationSearch } from '../lib/use-conversation-search';
import { chatTexts } from '../texts';

import { ConversationTags } from './conversation-tags';

// Reading a passage's Markdown and LaTeX is only needed once the student searches: its own chunk,
// fetched when the results first show (the search waits for a pause in typing anyway).
const loadSnippet = () => import('./search-snippet');
const SearchSnippet = lazy(loadSnippet);
const SNIPPET = 'mt-0.5 line-clamp-2 text-xs text-slate-600 dark:text-slate-300';

/** The search box above the conversation list. */
export function ConversationSearchBox({
  query,
  onQuery,
}: {
  query: string;
  onQuery: (query: string) => void;
}) {
  const id = useId();
  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Escape' && query) {
      e.stopPropagation();
      onQuery('');
    }
    // Down arrow: into the results.
    if (e.key === 'ArrowDown') {
      const first = document.querySelector<HTMLElement>('[data-search-hit]');
      if (first) {
        e.preventDefault();
        first.focus();
      }
    }
  }
  return (
    <div className="relative px-3 pb-2">
      <label htmlFor={id} className="sr-only">
        {chatTexts.searchLabel}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-6 h-4 w-4 -translate-y-[calc(50%+4px)] text-slate-400"
        aria-hidden="true"
      />
      <input
        id={id}
        type="search"
        value={query}
        onChange={(e) => onQuery(e.target.value)}
        onKeyDown={onKeyDown}
        maxLength={SEARCH_QUERY_MAX_CHARS}
        placeholder={chatTexts.searchPlaceholder}
        autoComplete="off"
        className="h-10 w-full rounded-xl border border-slate-300 bg-white pr-9 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/40 focus:outline-none dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:placeholder:text-slate-400 [&::-webkit-search-cancel-button]:hidden"
      />
      {query && (
        <IconButton
          onClick={() => onQuery('')}
          label={chatTexts.searchClear}
          icon={X}
          iconClassName="h-4 w-4"
          className="absolute top-1/2 right-5 -translate-y-[calc(50%+4px)] rounded p-1 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-700"
        />
      )}
    </div>
  );
}

/** What the search found: title, tags and the matching passage; each opens its conversation. */
export function ConversationSearchResults({
  query,
  currentId,
  onOpen,
}: {
  query: string;
  currentId: string | null;
  onOpen: (id: string) => void;
}) {
  const state = useConversationSearch(query);
  useEffect(() => {
    loadSnippet().catch((error: unknown) => console.error('Error cargando la búsqueda:', error));
  }, []);
  const q = normaliseQuery(query);
  const note = 'mt-6 px-2 text-center text-sm text-slate-500 dark:text-slate-400';

  function onKeyDown(e: KeyboardEvent<HTMLButtonElement>) {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    const hits = Array.from(document.querySelectorAll<HTMLElement>('[data-search-hit]'));
    const at = hits.indexOf(e.currentTarget);
    const next = hits[at + (e.key === 'ArrowDown' ? 1 : -1)];
    if (next) {
      e.preventDefault();
      next.focus();
    }
  }

  return (
    <div data-testid="search-results">
      <p
        role="status"
        className={state.status === 'done' && state.hits.length > 0 ? 'sr-only' : note}
      >
        {state.status === 'too-short' && chatTexts.searchTooShort(SEARCH_QUERY_MIN_CHARS)}
        {state.status === 'loading' && chatTexts.searching}
        {state.status === 'done' &&
          (state.hits.length > 0
            ? chatTexts.searchResults(state.hits.length)
            : chatTexts.searchEmpty(q))}
      </p>
      {state.status === 'error' && (
        <p role="alert" className="mt-6 px-2 text-center text-sm text-red-700 dark:text-red-300">
          {state.message}
        </p>
      )}
      {state.status === 'done' && state.hits.length > 0 && (
        <ul className="space-y-1.5">
          {state.hits.map((hit) => (
            <li key={hit.id} data-testid="search-hit">
              <button
                type="button"
                data-search-hit
                onClick={() => onOpen(hit.id)}
                onKeyDown={onKeyDown}
                aria-current={hit.id === currentId ? 'true' : undefined}
                title={hit.title}
                className="w-full rounded-xl border border-transparent px-3 py-2.5 text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:bg-slate-800"
              >
                <p className="truncate text-sm font-medium">{hit.title}</p>
                {hit.snippet && (
                  <Suspense fallback={<p className={SNIPPET}>{hit.snippet}</p>}>
                    <SearchSnippet snippet={hit.snippet} query={q} className={SNIPPET} />
                  </Suspense>
                )}
                {(hit.subject || hit.level) && (
                  <div className="mt-1 flex flex-wrap gap-1">
                    <ConversationTags
                      conversation={{ subject: hit.subject, grade_level: hit.level }}
                      className="text-[11px]"
                    />
                  </div>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
