/**
 * `npm run dev`: the local Supabase stack (127.0.0.1:54321, data in supabase/.data) and Vite,
 * together. Ctrl-C stops both. Copies .env.example to .env on first run.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

import { repoRoot } from '../supabase/local/database.ts';
import { startStack, StartupError } from '../supabase/local/server.ts';

const APP_URL = 'http://127.0.0.1:5173';

async function main() {
  const envFile = join(repoRoot, '.env');
  if (!existsSync(envFile)) {
    copyFileSync(join(repoRoot, '.env.example'), envFile);
    console.log('Created .env from .env.example (local demo keys).');
  }

  console.log('Starting the local Supabase stack...');
  const started = performance.now();
  const stack = await startStack({
    port: 54321,
    quiet: process.argv.includes('--quiet'),
    retention: true,
    weeklyDigest: true,
    appUrl: APP_URL,
  });
  console.log(
    `Stack ready on ${stack.url} in ${((performance.now() - started) / 1000).toFixed(1)}s` +
      (stack.fresh ? ' (new database: migrations + seed applied)' : ''),
  );

  const vite = spawn('npx', ['vite'], { cwd: repoRoot, stdio: 'inherit', env: process.env });
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    if (vite.exitCode === null) vite.kill('SIGTERM');
    await stack.stop();
    process.exit(code);
  };
  vite.on('exit', (code) => void stop(code ?? 0));
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  setTimeout(() => {
    console.log(
      [
        '',
        `  App:      ${APP_URL}`,
        `  API:      ${stack.url}  (Supabase-compatible local stack, data in supabase/.data)`,
        `  Mailbox:  ${stack.mailboxUrl}  (the e-mails the stack sends: password recovery)`,
        '  Accounts: admin@tutor.local / admin123456 (admin)',
        '            ana@tutor.local, luis@tutor.local / estudiante123 (students)',
        '  Ctrl-C stops both. `npm run db:reset` recreates the database.',
        '',
      ].join('\n'),
    );
  }, 1500);
}

main().catch((error: unknown) => {
  if (error instanceof StartupError)
    console.error(`\nThe local stack could not start: ${error.message}\n`);
  else console.error(error);
  process.exit(1);
});
