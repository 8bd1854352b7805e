/**
 * Build-time entry (scripts/vite/prerender.ts renders it in Node): the HTML of a page as a visitor
 * without a session first sees it, from the same components the browser hydrates (main.tsx).
 */
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';

import { App } from '@/app/app';

export async function render(pathname: string): Promise<string> {
  // No localStorage here: the auth store starts signed out and not loading (hasStoredSession).
  const AtPath = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={pathname}>{children}</StaticRouter>
  );
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <App router={AtPath} />
    </StrictMode>,
    { onError: (error) => void errors.push(error) },
  );
  // A component that fails here would ship its error fallback as the page: fail the build instead.
  if (errors.length > 0) throw new AggregateError(errors, `Prerender of ${pathname} failed`);
  return new Response(prelude).text();
}
