// HTTP: responses and CORS of the functions, the caller's session, their supabase-js clients and
// the mailer.
export * from './clients.ts';
export * from './http.ts';
export * from './mailer.ts';
export * from './session.ts';
