/**
 * The local stack: one HTTP server on 127.0.0.1 that speaks the Supabase APIs the app uses.
 * /auth/v1 and /rest/v1 come from @supabase/lite (embedded, PGlite driver); /storage/v1 and
 * /functions/v1 are ours; all share one database. Workarounds are named "workaround <name>"
 * and listed in docs/local-stack.md.
 */
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';

import { App } from '@supabase/lite';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';

import {
  runWeeklyDigest,
  type WeeklyDigestClient,
} from '../functions/_shared/classes/weekly-digest.ts';
import { supabaseClients } from '../functions/_shared/http/clients.ts';
import type { Mailer } from '../functions/_shared/http/mailer.ts';
import { readSiteUrl } from '../functions/tutor/notify.ts';

import { createUser, deleteUser } from './admin-users.ts';
import {
  SIGN_IN_THROTTLE,
  OTP_THROTTLE,
  SignInThrottle,
  type ThrottleRules,
  throttledSignIn,
  throttledVerify,
} from './auth-throttle.ts';
import { defaultPaths, type DatabasePaths, openDatabase, repoRoot } from './database.ts';
import { emailTemplates } from './email-templates.ts';
import { functionsRouter } from './functions.ts';
import { liteGateway } from './gateway.ts';
import { corsHeaders, json, Mutex, storageError, withCors } from './http.ts';
import {
  ANON_KEY,
  JWT_SECRET,
  PUBLISHABLE_KEY,
  roleForApiKey,
  SECRET_KEY,
  SERVICE_ROLE_KEY,
} from './keys.ts';
import { mailboxApp } from './mailbox/app.ts';
import { MailboxEmailDriver } from './mailbox/driver.ts';
import { RecoveryRequests } from './mailbox/recovery.ts';
import { Mailbox } from './mailbox/store.ts';
import { assertPortFree, type FetchCallback, freePort, listen } from './net.ts';
import { forwardSqlstates } from './postgrest-errors.ts';
import { runRetention, startRetentionTimer } from './retention.ts';
import { diskBlobStore, memoryBlobStore, storageRoutes } from './storage/index.ts';
import { startWeeklyDigestTimer } from './weekly-digest.ts';

export { StartupError } from './database.ts';
export { ANON_KEY, JWT_SECRET, PUBLISHABLE_KEY, SECRET_KEY, SERVICE_ROLE_KEY } from './keys.ts';

export const DEFAULT_PORT = 54321;
export const DEFAULT_DATA_DIR = join(repoRoot, 'supabase/.data');
export const MAX_BODY_BYTES = 10 * 1024 * 1024;
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

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const log = options.log ?? ((line: string) => console.log(line));
  const host = options.host ?? '127.0.0.1';
  const memory = options.memory ?? false;
  const dataDir = resolve(options.dataDir ?? DEFAULT_DATA_DIR);
  if (options.reset && !memory) rmSync(dataDir, { recursive: true, force: true });
  const paths: DatabasePaths = {
    shimDir: options.shimDir ?? defaultPaths.shimDir,
    migrationsDir: options.migrationsDir ?? defaultPaths.migrationsDir,
    seedDir: options.seedDir ?? defaultPaths.seedDir,
  };
  const functionsDir = options.functionsDir ?? join(repoRoot, 'supabase/functions');
  // workaround "bcrypt-cost": lite hashes passwords with bcryptjs (pure JS, ~100 ms a hash at
  // GoTrue's cost 10, several times that on a busy machine) while it holds the stack's one
  // database lock, so every sign-up and sign-in waited for all the others' hashing. Locally, like
  // a test settings file's fast hasher, the cost is 4 (lite's own minimum; its setting, read per
  // hash); set LITE_AUTH_BCRYPT_COST to choose another.
  process.env.LITE_AUTH_BCRYPT_COST ??= String(LOCAL_BCRYPT_COST);

  // Check the port first: a second stack must not open the same data dir. Port 0 is resolved now:
  // auth's e-mail links name the stack's URL (lite's site_url), so it must be known up front.
  if (options.port !== 0) await assertPortFree(options.port ?? DEFAULT_PORT, host);
  let port = options.port === 0 ? await freePort(host) : (options.port ?? DEFAULT_PORT);
  const mailboxPort =
    options.mailboxPort === undefined ? (options.port === 0 ? 0 : port + 3) : options.mailboxPort;
  if (mailboxPort) await assertPortFree(mailboxPort, host);
  const db = await openDatabase({
    memory,
    dataDir: join(dataDir, 'db'),
    paths,
    cacheDir:
      options.cacheDir === undefined
        ? join(repoRoot, 'supabase/.temp/stack-cache')
        : options.cacheDir,
    log,
  });

  const mailbox = new Mailbox();
  const recovery = new RecoveryRequests(() => `http://${host}:${port}`);
  try {
    const mutex = new Mutex();
    forwardSqlstates(db.connection, { quiet: options.quiet ?? false });
    const lite = new App({
      connection: db.connection,
      auth: {
        enabled: true,
        jwt_secret: JWT_SECRET,
        jwt_expiry: 3600,
        enable_signup: true,
        publishable_key: PUBLISHABLE_KEY,
        secret_key: SECRET_KEY,
        // The Spanish templates of supabase/config.toml, as a hosted project uses them.
        email: { enable_confirmations: false, template: emailTemplates() },
        // E-mailed links are {site_url}/auth/v1/verify?...&redirect_to=<the app's page>.
        site_url: `http://${host}:${port}`,
      },
      options: {
        drivers: {
          email: new MailboxEmailDriver(mailbox, (to, body) => recovery.rewrite(to, body)),
        },
        server: {
          disableStudio: true,
          admin: false,
          // workaround "legacy-apikeys": lite only knows sb_ keys; accept the CLI's demo JWTs too.
          apiKeys: {
            resolver: async (key: string) => {
              const role = await roleForApiKey(key);
              if (!role) return null;
              return { type: role === 'service_role' ? 'secret' : 'publishable', claims: { role } };
            },
          },
        },
      },
    } as ConstructorParameters<typeof App>[0]);
    await lite.init();

    const url = () => `http://${host}:${port}`;
    const blobs = memory ? memoryBlobStore() : diskBlobStore(join(dataDir, 'storage'));
    const storage = storageRoutes({
      pg: db.pg,
      mutex,
      blobs,
      maxUploadBytes: options.maxUploadBytes ?? MAX_BODY_BYTES,
    });
    // Every e-mail the functions and the weekly run send lands in the local mailbox, never outside.
    const functionsMailer: Mailer = {
      send: async ({ to, subject, text, html }) => {
        mailbox.deliver({ to, subject, text, html });
      },
    };
    const functions = functionsRouter({
      functionsDir,
      env: () => ({
        ...process.env,
        SUPABASE_URL: url(),
        SUPABASE_ANON_KEY: ANON_KEY,
        SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
      }),
      // The safeguarding e-mail (SAFEGUARDING_EMAIL) lands in the local mailbox, never outside.
      deps: { mailer: functionsMailer },
    });

    const toLite = liteGateway(lite, mutex);

    const app = new Hono<{ Bindings: { incoming?: { socket?: { remoteAddress?: string } } } }>();
    app.use('*', async (c, next) => {
      const started = performance.now();
      await next();
      if (!options.quiet) {
        const ms = (performance.now() - started).toFixed(1);
        log(`${c.req.method} ${new URL(c.req.url).pathname} ${c.res.status} ${ms}ms`);
      }
    });
    app.use('*', async (c, next) => {
      const isFunction = c.req.path.startsWith('/functions/v1/');
      if (c.req.method === 'OPTIONS' && !isFunction) {
        return new Response(null, { status: 204, headers: corsHeaders(c.req.raw) });
      }
      await next();
      if (!isFunction || !c.res.headers.has('access-control-allow-origin')) {
        c.res = withCors(c.req.raw, c.res);
      }
    });
    app.use(
      '*',
      bodyLimit({
        maxSize: MAX_BODY_BYTES,
        onError: (c) =>
          c.req.path.startsWith('/storage/v1/')
            ? storageError(
                413,
                'EntityTooLarge',
                'Payload too large',
                'The object exceeded the maximum allowed size',
              )
            : json(
                { code: 'PGRST413', message: 'Payload Too Large', details: null, hint: null },
                413,
              ),
      }),
    );

    app.delete('/auth/v1/admin/users/:id', (c) =>
      deleteUser({ pg: db.pg, mutex }, c.req.raw, c.req.param('id')),
    );
    app.post('/auth/v1/admin/users', (c) =>
      createUser({ pg: db.pg, mutex }, c.req.raw, (req) => toLite(req, null)),
    );
    const throttle = new SignInThrottle({ ...SIGN_IN_THROTTLE, ...options.signInThrottle });
    app.post('/auth/v1/recover', (c) => {
      const peer = c.env?.incoming?.socket?.remoteAddress ?? null;
      return recovery.intercept(c.req.raw, (req) => toLite(req, peer));
    });
    const otpThrottle = new SignInThrottle({ ...OTP_THROTTLE, ...options.otpThrottle });
    app.all('/auth/v1/*', (c) => {
      const peer = c.env?.incoming?.socket?.remoteAddress ?? null;
      return throttledVerify(otpThrottle, c.req.raw, peer, (verified) =>
        throttledSignIn(throttle, verified, peer, (req) => toLite(req, peer)),
      );
    });
    app.all('/rest/v1/*', (c) => toLite(c.req.raw, c.env?.incoming?.socket?.remoteAddress ?? null));
    app.route('/storage/v1', storage);
    app.all('/functions/v1/*', (c) => functions(c.req.raw));
    app.get('/health', () => json({ status: 'ok' }));
    app.notFound(() => json({ message: 'no Route matched with those values' }, 404));
    app.onError((error) => {
      console.error('[stack] unhandled error:', error);
      return json({ message: 'An invalid response was received from the upstream server' }, 502);
    });

    const server = await listen(app as unknown as { fetch: FetchCallback }, port, host);
    port = (server.address() as AddressInfo).port;
    const mailServer =
      mailboxPort === null
        ? null
        : await listen(
            mailboxApp(mailbox) as unknown as { fetch: FetchCallback },
            mailboxPort,
            host,
          );
    const mailboxUrl = mailServer
      ? `http://${host}:${(mailServer.address() as AddressInfo).port}`
      : null;

    const retention = options.retention
      ? startRetentionTimer({
          log,
          run: async () =>
            runRetention(
              (await supabaseClients<Parameters<typeof runRetention>[0]>({
                SUPABASE_URL: url(),
                SUPABASE_ANON_KEY: ANON_KEY,
                SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
              }).service()) as Parameters<typeof runRetention>[0],
            ),
        })
      : null;

    const weeklyDigest = options.weeklyDigest
      ? startWeeklyDigestTimer({
          log,
          run: async () =>
            runWeeklyDigest(
              (await supabaseClients<WeeklyDigestClient>({
                SUPABASE_URL: url(),
                SUPABASE_ANON_KEY: ANON_KEY,
                SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
              }).service()) as WeeklyDigestClient,
              functionsMailer,
              { siteUrl: readSiteUrl(process.env) ?? options.appUrl ?? null },
            ),
        })
      : null;

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
        retention?.stop();
        weeklyDigest?.stop();
        for (const s of mailServer ? [server, mailServer] : [server]) {
          await new Promise<void>((r) => {
            s.close(() => r());
            (s as { closeAllConnections?: () => void }).closeAllConnections?.();
          });
        }
        await mutex.run(() => db.connection.close());
      },
    };
  } catch (error) {
    await db.connection.close().catch(() => undefined);
    throw error;
  }
}
