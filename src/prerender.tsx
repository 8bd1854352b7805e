/**
 * Build-time entry (scripts/vite/prerender.ts renders it in Node) from the same components the
 * browser runs (main.tsx):
 * - `render`: a page as a visitor without a session first sees it; main.tsx hydrates it.
 * - `renderShell`: the chat's shell before any data (no user, no conversations); main.tsx replaces
 *   it with the real screen once the session and the chat's code are in. `gateScript` shows it only
 *   on its own path to a visitor with a stored session, and the sign-in page to one without.
 */
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';

import { App } from '@/app/app';
import { env } from '@/config/env';
import { firstPaintGateScript } from '@/lib/first-paint-gate';
import { authStorageKey } from '@/lib/supabase';

async function toHtml(node: ReactNode, pathname: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(<StrictMode>{node}</StrictMode>, {
    onError: (error) => void errors.push(error),
  });
  // A component that fails here would ship its error fallback as the page: fail the build instead.
  if (errors.length > 0) throw new AggregateError(errors, `Prerender of ${pathname} failed`);
  return new Response(prelude).text();
}

export function render(pathname: string): Promise<string> {
  // No localStorage here: the auth store starts signed out and not loading (hasStoredSession).
  const AtPath = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={pathname}>{children}</StaticRouter>
  );
  return toHtml(<App router={AtPath} />, pathname);
}

export async function renderShell(pathname: string): Promise<string> {
  const { default: ChatRoute } = await import('@/app/routes/chat');
  return toHtml(
    <StaticRouter location={pathname}>
      <ChatRoute />
    </StaticRouter>,
    pathname,
  );
}

/** The inline <head> script of the page that carries both the shell and the signed-out page. */
export function gateScript(shell: string, signedOut: string): string {
  return firstPaintGateScript({ storageKey: authStorageKey(env.supabaseUrl), shell, signedOut });
}
