import { fileURLToPath, URL } from 'node:url';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

import { prerender } from './scripts/vite/prerender.ts';
import { supabaseSlim } from './scripts/vite/supabase-slim.ts';
import { deploymentWarning } from './src/config/deployment.ts';

/** `vite` / `npm run dev`: one line while a deployment's own values (support contacts, credit link) are unset. */
function deploymentValuesWarning(): Plugin {
  return {
    name: 'tutor-deployment-values',
    apply: 'serve',
    configResolved(config) {
      const line = deploymentWarning(loadEnv(config.mode, config.envDir || config.root, 'VITE_'));
      if (line) config.logger.warn(`\u26a0 ${line}`);
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    deploymentValuesWarning(),
    supabaseSlim(),
    // The sign-in page and the chat's shell arrive in the first response, also at / (docs/frontend.md).
    prerender({
      entry: 'src/prerender.tsx',
      pages: [
        { path: '/auth', route: 'src/app/routes/auth.tsx', kind: 'page' },
        { path: '/', route: 'src/app/routes/chat.tsx', kind: 'shell', signedOut: '/auth' },
      ],
    }),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // Pure tutor rules shared with the tutor function (supabase/functions/_shared).
      '@shared': fileURLToPath(new URL('./supabase/functions/_shared', import.meta.url)),
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  // The manifest lets `npm run size` measure what each route loads first.
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // The small shared UI pieces travel as one chunk instead of a dozen tiny requests.
        codeSplitting: {
          groups: [
            // (The admin and profile screens' tables, tabs and page frame stay with those screens, as do
            // the pieces only class, admin or chat screens use; the toasts and the confirmation dialog
            // load after the first paint. The sign-in page loads this chunk whole.)
            {
              name: 'ui',
              test: /src[\\/]components[\\/]ui[\\/](?!data-table|tab|page-shell|scroll-region|toaster|confirm-dialog|form-dialog|email-with-breaks|spinner|image-file-input|error-fallback|count-badge)/,
            },
            // What every screen runs first (React, the router, the Supabase client, the auth store):
            // one chunk, not a handful of slivers split off the entry. Not storage-js nor auth-js's
            // admin API: they load on first use (scripts/vite/supabase-slim.ts).
            // The small modules and icons both first screens (/auth and the chat) load: one request,
            // not a dozen slivers each paying its own gzip and module overhead.
            {
              name: 'shell',
              test: /src[\\/](lib[\\/](use-document-title|use-media-query|errors)|app[\\/]route-titles|features[\\/]auth[\\/]texts)\.tsx?$|supabase[\\/]functions[\\/]_shared[\\/](tutor[\\/]limits|time[\\/]time-zone|consent[\\/]consent-rules)\.ts$|node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](book-open|user|mail)\.mjs$/,
            },
            // The chat screen's own icons (sidebar, header, composer): one chunk instead of seven
            // slivers that each pay their own gzip and module overhead on the first screen.
            {
              name: 'chat-icons',
              test: /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](trash|plus|x|search|rotate-cw|menu|log-out|pencil|hourglass|check)\.mjs$/,
            },
            // The sign-in screen's own icons (eye: the password's show button): one chunk, not seven slivers.
            {
              name: 'auth-icons',
              test: /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](users-round|shield-check|school|lock|clock|arrow-left|eye)\.mjs$/,
            },
            {
              name: 'core',
              priority: 1,
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|zustand|@supabase[\\/](?!storage-js|auth-js[\\/]dist[\\/]module[\\/]GoTrueAdminApi)[^\\/]+)[\\/]|src[\\/](config|lib[\\/](supabase|theme|early-input)|features[\\/]auth[\\/]stores)[\\/.]/,
            },
          ],
        },
      },
    },
  },
});
