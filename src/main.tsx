import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { App } from '@/app/app';
import { preloadRoute } from '@/app/router';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { takeOverEarlyInput } from '@/lib/early-input';
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
// as in the prerender); anyone else gets a fresh render. index.html also carries the signed-in
// screen's shell beside #root; its <head> gate (src/lib/first-paint-gate.ts) showed one of the two.
const shell = document.querySelector<HTMLElement>('[data-shell]');
const { loading } = useAuthStore.getState();
if (root.dataset.prerendered === pathname && !loading) {
  shell?.remove();
  // The screen's code first: hydration then takes the whole page at once and never leaves a part
  // waiting for its chunk, where a tap would reach neither React (which drops it) nor the early
  // guard, which keeps taps until now (src/lib/early-input.ts).
  await screenReady;
  takeOverEarlyInput();
  hydrateRoot(root, app);
} else {
  takeOverEarlyInput();
  if (shell) {
    // A shown shell stays on screen until the real screen can replace it in a single commit: it
    // moves into #root, which React clears when it commits. Hidden screens (another path, or no
    // stored session) are dropped.
    if (shell.dataset.shell === pathname && loading) {
      await Promise.all([sessionRead, screenReady]);
      root.replaceChildren(...shell.childNodes);
    } else {
      root.replaceChildren();
    }
    delete root.dataset.prerendered;
    shell.remove();
  }
  createRoot(root).render(app);
}
