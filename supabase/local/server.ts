/**
 * The local stack: one HTTP server on 127.0.0.1 that speaks the Supabase APIs the app uses.
 * /auth/v1 and /rest/v1 come from @supabase/lite (embedded, PGlite driver); /storage/v1 and
 * /functions/v1 are ours; all share one database. Workarounds are named "workaround <name>"
 * and listed in docs/local-stack.md.
 */
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';

import {
  runWeeklyDigest,
  type WeeklyDigestClient,
} from '../functions/_shared/classes/weekly-digest.ts';
import { supabaseClients } from '../functions/_shared/http/clients.ts';
import type { Mailer } from '../functions/_shared/http/mailer.ts';
import { readSiteUrl } from '../functions/tutor/notify.ts';

import type { ThrottleRules } from './auth-throttle.ts';
import { defaultPaths, type DatabasePaths, openDatabase, repoRoot } from './database.ts';
import { functionsRouter } from './functions.ts';
import { liteGateway } from './gateway.ts';
import { Mutex } from './http.ts';
import { ANON_KEY, SERVICE_ROLE_KEY } from './keys.ts';
import { mailboxApp } from './mailbox/app.ts';
import { RecoveryRequests } from './mailbox/recovery.ts';
import { Mailbox } from './mailbox/store.ts';
import { assertPortFree, type FetchCallback, freePort, listen } from './net.ts';
import { forwardSqlstates } from './postgrest-errors.ts';
import { runRetention, startRetentionTimer } from './retention.ts';
import { liteApp, MAX_BODY_BYTES, stackApp } from './stack-app.ts';
import { diskBlobStore, memoryBlobStore, storageRoutes } from './storage/index.ts';
import { startWeeklyDigestTimer } from './weekly-digest.ts';

export { StartupError } from './database.ts';
export { ANON_KEY, JWT_SECRET, PUBLISHABLE_KEY, SECRET_KEY, SERVICE_ROLE_KEY } from './keys.ts';

export const DEFAULT_PORT = 54321;
export const DEFAULT_DATA_DIR = join(repoRoot, 'supabase/.data');
export { MAX_BODY_BYTES } from './stack-app.ts';
/** bcrypt cost of passwords hashed by the local stack (hosted GoTrue: 10). */
export const LOCAL_BCRYPT_COST = 4;

export interface StackOptions {
  /** 0 picks a free port. Default 54321. */
  port?: number;
  host?: string;
  /** In-memory database and storage (fresh migrations + seed every start). */
  memory?: boolean;
  /** Database in `<dataDir>/db`, storage bytes in `<dataDir>/storage`. */
  dataDir?: string;
  /** Delete the data dir first. */
  reset?: boolean;
  /** No per-request log lines. */
  quiet?: boolean;
  functionsDir?: string;
  migrationsDir?: string;
  shimDir?: string;
  /** Folder of seed files applied in name order (default supabase/seed). */
  seedDir?: string;
  /** Largest storage object accepted (default MAX_BODY_BYTES; buckets may set less). */
  maxUploadBytes?: number;
  /** Wrong-password throttle (default SIGN_IN_THROTTLE). */
  signInThrottle?: Partial<ThrottleRules>;
  /** Wrong e-mailed code throttle (default OTP_THROTTLE). */
  otpThrottle?: Partial<ThrottleRules>;
  /**
   * Port of the local mailbox (the Mailpit-compatible API and pages): default the stack's port + 3
   * (54324 beside 54321, as the Supabase CLI), 0 picks a free one, null serves none (the mails are
   * still kept in `stack.mailbox`).
   */
  mailboxPort?: number | null;
  /** Fresh-database template cache (default supabase/.temp/stack-cache; null disables). */
  cacheDir?: string | null;
  /**
   * Run the retention job (supabase/local/retention.ts): at start and daily at 03:30 on the
   * deployment's clock. Off unless asked: `npm run stack` asks (`--no-retention` does not).
   */
  retention?: boolean;
  /**
   * Run the classes' weekly "Resumen" e-mails (supabase/local/weekly-digest.ts) into the mailbox:
   * at start and every Monday at 07:00 on the deployment's clock. Off unless asked.
   */
  weeklyDigest?: boolean;
  /** The app's address for the weekly e-mails' links when SITE_URL is not set (`npm run dev`). */
  appUrl?: string;
  log?: (line: string) => void;
}

export interface Stack {
  url: string;
  port: number;
  /** Whether the database was created on this start (migrations from scratch + seed). */
  fresh: boolean;
  applied: string[];
  /** The local mailbox: every e-mail the stack sends; `deliver` sends one more (notifications). */
  mailbox: Mailbox;
  /** Where the mailbox's pages and Mailpit-compatible API answer; null with mailboxPort null. */
  mailboxUrl: string | null;
  /** Runs SQL as the superuser (serialised with the API); for tests and scripts only. */
  adminExec(sql: string): Promise<void>;
  /** Superuser SQL on the stack's database (tests and scripts only; bypasses RLS). */
  query<T extends Record<string, unknown> = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
  ): Promise<T[]>;
  stop(): Promise<void>;
}

/** The stack's database: in memory, or in `<dataDir>/db`, made fresh from the template cache. */
function openStackDatabase(
  options: StackOptions,
  where: { memory: boolean; dataDir: string; log: (line: string) => void },
) {
  const paths: DatabasePaths = {
    shimDir: options.shimDir ?? defaultPaths.shimDir,
    migrationsDir: options.migrationsDir ?? defaultPaths.migrationsDir,
    seedDir: options.seedDir ?? defaultPaths.seedDir,
  };
  return openDatabase({
    memory: where.memory,
    dataDir: join(where.dataDir, 'db'),
    paths,
    cacheDir:
      options.cacheDir === undefined
        ? join(repoRoot, 'supabase/.temp/stack-cache')
        : options.cacheDir,
    log: where.log,
  });
}

/** The mailbox's pages and Mailpit-compatible API on their own port; none with port null. */
async function listenMailbox(mailbox: Mailbox, port: number | null, host: string) {
  if (port === null) return { server: null, url: null };
  const server = await listen(
    mailboxApp(mailbox) as unknown as { fetch: FetchCallback },
    port,
    host,
  );
  return { server, url: `http://${host}:${(server.address() as AddressInfo).port}` };
}

/** Every e-mail the functions and the weekly run send lands in the local mailbox, never outside. */
function mailboxMailer(mailbox: Mailbox): Mailer {
  return {
    send: async ({ to, subject, text, html }) => {
      mailbox.deliver({ to, subject, text, html });
    },
  };
}

/**
 * The stack's port and the mailbox's, checked free before anything opens the data dir (a second
 * stack must not open it). Port 0 is resolved now: auth's e-mail links name the stack's URL
 * (lite's site_url), so it must be known up front.
 */
async function stackPorts(options: StackOptions, host: string) {
  if (options.port !== 0) await assertPortFree(options.port ?? DEFAULT_PORT, host);
  const port = options.port === 0 ? await freePort(host) : (options.port ?? DEFAULT_PORT);
  const mailboxPort =
    options.mailboxPort === undefined ? (options.port === 0 ? 0 : port + 3) : options.mailboxPort;
  if (mailboxPort) await assertPortFree(mailboxPort, host);
  return { port, mailboxPort };
}

/** The settings a function (and the stack's own jobs) reach the stack's APIs with. */
function stackEnv(url: string) {
  return {
    SUPABASE_URL: url,
    SUPABASE_ANON_KEY: ANON_KEY,
    SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
  };
}

/** The retention job and the weekly e-mails, each when the options ask for it. */
function startTimers(
  options: StackOptions,
  deps: { log: (line: string) => void; url: () => string; mailer: Mailer },
): { stop(): void } {
  const { log, url, mailer } = deps;
  const retention = options.retention
    ? startRetentionTimer({
        log,
        run: async () =>
          runRetention(
            (await supabaseClients<Parameters<typeof runRetention>[0]>(
              stackEnv(url()),
            ).service()) as Parameters<typeof runRetention>[0],
          ),
      })
    : null;

  const weeklyDigest = options.weeklyDigest
    ? startWeeklyDigestTimer({
        log,
        run: async () =>
          runWeeklyDigest(
            (await supabaseClients<WeeklyDigestClient>(
              stackEnv(url()),
            ).service()) as WeeklyDigestClient,
            mailer,
            { siteUrl: readSiteUrl(process.env) ?? options.appUrl ?? null },
          ),
      })
    : null;
  return {
    stop() {
      retention?.stop();
      weeklyDigest?.stop();
    },
  };
}

/** Closes the servers, their open connections too. */
async function closeServers(servers: Array<Awaited<ReturnType<typeof listen>>>) {
  for (const s of servers) {
    await new Promise<void>((r) => {
      s.close(() => r());
      (s as { closeAllConnections?: () => void }).closeAllConnections?.();
    });
  }
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const log = options.log ?? ((line: string) => console.log(line));
  const host = options.host ?? '127.0.0.1';
  const memory = options.memory ?? false;
  const dataDir = resolve(options.dataDir ?? DEFAULT_DATA_DIR);
  if (options.reset && !memory) rmSync(dataDir, { recursive: true, force: true });
  // workaround "bcrypt-cost": lite hashes passwords with bcryptjs (pure JS, ~100 ms a hash at
  // GoTrue's cost 10, several times that on a busy machine) while it holds the stack's one
  // database lock, so every sign-up and sign-in waited for all the others' hashing. Locally, like
  // a test settings file's fast hasher, the cost is 4 (lite's own minimum; its setting, read per
  // hash); set LITE_AUTH_BCRYPT_COST to choose another.
  process.env.LITE_AUTH_BCRYPT_COST ??= String(LOCAL_BCRYPT_COST);

  const ports = await stackPorts(options, host);
  let port = ports.port;
  const { mailboxPort } = ports;
  const db = await openStackDatabase(options, { memory, dataDir, log });

  const mailbox = new Mailbox();
  const recovery = new RecoveryRequests(() => `http://${host}:${port}`);
  try {
    const mutex = new Mutex();
    forwardSqlstates(db.connection, { quiet: options.quiet ?? false });
    const lite = await liteApp({
      connection: db.connection,
      mailbox,
      recovery,
      siteUrl: `http://${host}:${port}`,
    });

    const url = () => `http://${host}:${port}`;
    const blobs = memory ? memoryBlobStore() : diskBlobStore(join(dataDir, 'storage'));
    const storage = storageRoutes({
      pg: db.pg,
      mutex,
      blobs,
      maxUploadBytes: options.maxUploadBytes ?? MAX_BODY_BYTES,
    });
    const functionsMailer = mailboxMailer(mailbox);
    const functions = functionsRouter({
      functionsDir: options.functionsDir ?? join(repoRoot, 'supabase/functions'),
      env: () => ({ ...process.env, ...stackEnv(url()) }),
      // The safeguarding e-mail (SAFEGUARDING_EMAIL) lands in the local mailbox, never outside.
      deps: { mailer: functionsMailer },
    });

    const toLite = liteGateway(lite, mutex);

    const app = stackApp({
      db,
      mutex,
      recovery,
      toLite,
      storage,
      functions,
      log: options.quiet ? null : log,
      signInThrottle: options.signInThrottle,
      otpThrottle: options.otpThrottle,
    });

    const server = await listen(app as unknown as { fetch: FetchCallback }, port, host);
    port = (server.address() as AddressInfo).port;
    const { server: mailServer, url: mailboxUrl } = await listenMailbox(mailbox, mailboxPort, host);

    const timers = startTimers(options, { log, url, mailer: functionsMailer });

    let stopped = false;
    return {
      url: url(),
      port,
      fresh: db.fresh,
      applied: db.applied,
      mailbox,
      mailboxUrl,
      adminExec: (sql) => mutex.run(async () => void (await db.pg.exec(sql))),
      async query<T extends Record<string, unknown>>(sql: string, params?: unknown[]) {
        return (await mutex.run(() => db.pg.query<T>(sql, params))).rows;
      },
      async stop() {
        if (stopped) return;
        stopped = true;
        timers.stop();
        await closeServers(mailServer ? [server, mailServer] : [server]);
        await mutex.run(() => db.connection.close());
      },
    };
  } catch (error) {
    await db.connection.close().catch(() => undefined);
    throw error;
  }
}
