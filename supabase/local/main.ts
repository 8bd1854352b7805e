/**
 * `npm run stack [-- --port 54321 --data-dir supabase/.data --memory --reset]`
 * `npm run db:reset` (= `--reset-only`: recreate the local database, then exit).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs, parseEnv } from 'node:util';

import { ANON_KEY, DEFAULT_PORT, SERVICE_ROLE_KEY, startStack, StartupError } from './server.ts';

/**
 * The tutor function's settings (OPENAI_*, TUTOR_*, SAFEGUARDING_EMAIL, SITE_URL) from the
 * repository's `.env`, as the README
 * says, without overriding the shell. Only here: the tests' stacks never read `.env`, so a key
 * in a developer's `.env` cannot reach them.
 */
export function loadFunctionEnv(file = join(process.cwd(), '.env')): string[] {
  if (!existsSync(file)) return [];
  const loaded: string[] = [];
  for (const [name, value] of Object.entries(parseEnv(readFileSync(file, 'utf8')))) {
    if (
      !/^(OPENAI_|TUTOR_|SAFEGUARDING_EMAIL$|SITE_URL$)/.test(name) ||
      process.env[name] !== undefined
    )
      continue;
    process.env[name] = value;
    loaded.push(name);
  }
  return loaded;
}

export async function main(argv = process.argv.slice(2)) {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      'mailbox-port': { type: 'string' },
      'data-dir': { type: 'string' },
      memory: { type: 'boolean', default: false },
      reset: { type: 'boolean', default: false },
      'reset-only': { type: 'boolean', default: false },
      quiet: { type: 'boolean', default: false },
      'no-cache': { type: 'boolean', default: false },
      'no-retention': { type: 'boolean', default: false },
      'no-weekly-digest': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(
      'usage: npm run stack -- [--port 54321] [--mailbox-port <port + 3>] [--data-dir supabase/.data] [--memory] [--reset] [--quiet] [--no-cache] [--no-retention] [--no-weekly-digest]',
    );
    return;
  }
  const port = values.port === undefined ? DEFAULT_PORT : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new StartupError(`Invalid --port ${values.port}`);

  const mailboxPort =
    values['mailbox-port'] === undefined ? undefined : Number(values['mailbox-port']);
  if (
    mailboxPort !== undefined &&
    (!Number.isInteger(mailboxPort) || mailboxPort < 0 || mailboxPort > 65535)
  )
    throw new StartupError(`Invalid --mailbox-port ${values['mailbox-port']}`);

  const fromEnvFile = loadFunctionEnv();
  const started = performance.now();
  const stack = await startStack({
    port: values['reset-only'] ? 0 : port,
    mailboxPort: values['reset-only'] ? null : mailboxPort,
    dataDir: values['data-dir'],
    memory: values.memory,
    reset: values.reset || values['reset-only'],
    quiet: values.quiet,
    ...(values['no-cache'] ? { cacheDir: null } : {}),
    retention: !values['reset-only'] && !values['no-retention'],
    weeklyDigest: !values['reset-only'] && !values['no-weekly-digest'],
  });
  const secs = ((performance.now() - started) / 1000).toFixed(1);
  if (values['reset-only']) {
    await stack.stop();
    console.log(
      `Local database recreated (${stack.applied.length} migrations + seed) in ${secs}s.`,
    );
    return;
  }
  console.log(
    [
      `Local Supabase stack ready in ${secs}s${stack.fresh ? ' (new database: migrations + seed applied)' : ''}`,
      `  API URL:          ${stack.url}`,
      `  mailbox:          ${stack.mailboxUrl} (e-mails the stack sends, e.g. password recovery)`,
      `  anon key:         ${ANON_KEY}`,
      `  service_role key: ${SERVICE_ROLE_KEY}`,
      `  data:             ${values.memory ? 'in memory' : (values['data-dir'] ?? 'supabase/.data')}`,
      `  tutor:            ${process.env.OPENAI_API_KEY?.trim() ? `model at ${process.env.OPENAI_BASE_URL?.trim() || 'https://api.openai.com/v1'}` : 'offline demo tutor (no OPENAI_API_KEY)'}${fromEnvFile.length > 0 ? ` (from .env: ${fromEnvFile.join(', ')})` : ''}`,
    ].join('\n'),
  );
  const shutdown = async () => {
    await stack.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  if (error instanceof StartupError)
    console.error(`\nThe local stack could not start: ${error.message}\n`);
  else console.error(error);
  process.exit(1);
});
