import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { App } from '@/app/app';
import { preloadRoute } from '@/app/router';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { applyTheme, cachedTheme } from '@/lib/theme';
import '@/index.css';

// The <head> script painted the cached theme already; this caches it again and follows the system.
applyTheme(cachedTheme());

const { pathname } = window.location;
// The screen's code downloads while the session is read, not after.
const screenReady = preloadRoute(pathname);
const sessionRead = useAuthStore.getState().initialize();

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A page prerendered at build time (scripts/vite/prerender.ts) shows it to a visitor without a
// session: React takes it over as it is when no session is stored (the store then starts signed out,
// as in the prerender); anyone else gets a fresh render.
if (root.dataset.prerendered === pathname && !useAuthStore.getState().loading) {
  hydrateRoot(root, app);
} else {
  if (root.dataset.shell !== undefined) {
    // A shown shell stays on screen until the real screen can replace it in a single commit; a
    // hidden one (another path, or no stored session) is dropped.
    if (root.dataset.shell === pathname && useAuthStore.getState().loading)
      await Promise.all([sessionRead, screenReady]);
    else root.replaceChildren();
    delete root.dataset.shell;
  }
  createRoot(root).render(app);
}
