/**
 * Where the e2e run lives. Defaults: stack on 54329, app on 4173. Override with E2E_STACK_PORT and
 * E2E_WEB_PORT to run two suites side by side on one machine.
 */
export const STACK_PORT = Number(process.env.E2E_STACK_PORT ?? 54329);
export const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 4173);
export const STACK_URL = `http://127.0.0.1:${STACK_PORT}`;
export const WEB_URL = `http://127.0.0.1:${WEB_PORT}`;
/** The stack's local mailbox (Mailpit-compatible API): the stack's port + 3, as 54324 beside 54321. */
export const MAILBOX_URL = `http://127.0.0.1:${STACK_PORT + 3}`;

/** The Supabase CLI's public local demo keys (safe to publish, useless outside this machine). */
export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

/** Seeded accounts (supabase/seed/*.sql). */
export const seeded = {
  admin: { email: 'admin@tutor.local', password: 'admin123456' },
  ana: { email: 'ana@tutor.local', password: 'estudiante123' },
  luis: { email: 'luis@tutor.local', password: 'estudiante123' },
} as const;
