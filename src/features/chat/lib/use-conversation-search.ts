import { useEffect, useState } from 'react';

import { SEARCH_QUERY_MAX_CHARS, SEARCH_QUERY_MIN_CHARS } from '@shared/tutor/limits';

import { searchConversations, type ConversationSearchHit } from '../api';

import { searchFailureText } from './errors';

/** Wait this long after the last key before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

export type SearchState =
  | { status: 'idle' }
  | { status: 'too-short' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'done'; hits: ConversationSearchHit[] };

/** The query as the server judges it: trimmed, runs of whitespace as one space. */
export const normaliseQuery = (query: string) => query.trim().replace(/\s+/g, ' ');

/**
 * Searching the student's conversations as they type: debounced, only queries the server accepts
 * (SEARCH_QUERY_MIN_CHARS..MAX), the newest query's answer wins, failures in Spanish.
 */
export function useConversationSearch(query: string): SearchState {
  const q = normaliseQuery(query).slice(0, SEARCH_QUERY_MAX_CHARS);
  const [state, setState] = useState<SearchState>({ status: 'idle' });

  useEffect(() => {
    if (q.length < SEARCH_QUERY_MIN_CHARS) return;
    let live = true;
    const timer = setTimeout(() => {
      setState({ status: 'loading' });
      searchConversations(q).then(
        (hits) => live && setState({ status: 'done', hits }),
        (error: unknown) => {
          console.error('Error buscando conversaciones:', error);
          if (live) setState({ status: 'error', message: searchFailureText(error) });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [q]);

  if (q.length === 0) return { status: 'idle' };
  if (q.length < SEARCH_QUERY_MIN_CHARS) return { status: 'too-short' };
  // Until the debounce fires, the previous answer is stale: show loading.
  return state.status === 'idle' ? { status: 'loading' } : state;
}
