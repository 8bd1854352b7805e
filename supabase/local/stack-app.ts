/**
 * The local stack's two HTTP apps: @supabase/lite's (auth and the REST API on the stack's
 * database) and the stack's own Hono app in front of it (request log, CORS, body limit, the routes
 * of /auth/v1, /rest/v1, /storage/v1 and /functions/v1). server.ts starts them.
 */
import { App } from '@supabase/lite';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

import { createUser, deleteUser } from './admin-users.ts';
import {
  OTP_THROTTLE,
  SIGN_IN_THROTTLE,
  SignInThrottle,
  type ThrottleRules,
  throttledSignIn,
  throttledVerify,
} from './auth-throttle.ts';
import type { OpenedDatabase } from './database.ts';
import { emailTemplates } from './email-templates.ts';
import type { liteGateway } from './gateway.ts';
import { corsHeaders, json, type Mutex, storageError, withCors } from './http.ts';
import { JWT_SECRET, PUBLISHABLE_KEY, roleForApiKey, SECRET_KEY } from './keys.ts';
import { MailboxEmailDriver } from './mailbox/driver.ts';
import type { RecoveryRequests } from './mailbox/recovery.ts';
import type { Mailbox } from './mailbox/store.ts';

/** Largest request body the stack accepts (storage buckets may set less). */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;

type StackEnv = { Bindings: { incoming?: { socket?: { remoteAddress?: string } } } };

/** lite's app on the stack's database, initialised; its e-mails go to the local mailbox. */
export async function liteApp(deps: {
  connection: OpenedDatabase['connection'];
  mailbox: Mailbox;
  recovery: RecoveryRequests;
  /** The stack's URL: auth's e-mailed links name it. */
  siteUrl: string;
}) {
  const { mailbox, recovery } = deps;
  const lite = new App({
    connection: deps.connection,
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
      site_url: deps.siteUrl,
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
  return lite;
}

/** One log line per request (method, path, status, time); none when `log` is null. */
function requestLog(log: ((line: string) => void) | null): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    if (log) {
      const ms = (performance.now() - started).toFixed(1);
      log(`${c.req.method} ${new URL(c.req.url).pathname} ${c.res.status} ${ms}ms`);
    }
  };
}

/** CORS for the APIs; a function answers its own preflight and, when it sets them, its headers. */
const cors: MiddlewareHandler = async (c, next) => {
  const isFunction = c.req.path.startsWith('/functions/v1/');
  if (c.req.method === 'OPTIONS' && !isFunction) {
    return new Response(null, { status: 204, headers: corsHeaders(c.req.raw) });
  }
  await next();
  if (!isFunction || !c.res.headers.has('access-control-allow-origin')) {
    c.res = withCors(c.req.raw, c.res);
  }
};

/** A body over MAX_BODY_BYTES is refused as storage or PostgREST would refuse it. */
const sizeLimit = () =>
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
        : json({ code: 'PGRST413', message: 'Payload Too Large', details: null, hint: null }, 413),
  });

export interface StackAppDeps {
  db: Pick<OpenedDatabase, 'pg'>;
  mutex: Mutex;
  recovery: RecoveryRequests;
  toLite: ReturnType<typeof liteGateway>;
  storage: Hono;
  functions: (req: Request) => Promise<Response>;
  /** Where request lines go; null logs none. */
  log: ((line: string) => void) | null;
  signInThrottle?: Partial<ThrottleRules>;
  otpThrottle?: Partial<ThrottleRules>;
}

/** The routes: auth's admin users, recovery and throttled sign-ins, REST, storage, functions. */
function stackRoutes(app: Hono<StackEnv>, deps: StackAppDeps) {
  const { db, mutex, recovery, toLite } = deps;
  app.delete('/auth/v1/admin/users/:id', (c) =>
    deleteUser({ pg: db.pg, mutex }, c.req.raw, c.req.param('id')),
  );
  app.post('/auth/v1/admin/users', (c) =>
    createUser({ pg: db.pg, mutex }, c.req.raw, (req) => toLite(req, null)),
  );
  const throttle = new SignInThrottle({ ...SIGN_IN_THROTTLE, ...deps.signInThrottle });
  app.post('/auth/v1/recover', (c) => {
    const peer = c.env?.incoming?.socket?.remoteAddress ?? null;
    return recovery.intercept(c.req.raw, (req) => toLite(req, peer));
  });
  const otpThrottle = new SignInThrottle({ ...OTP_THROTTLE, ...deps.otpThrottle });
  app.all('/auth/v1/*', (c) => {
    const peer = c.env?.incoming?.socket?.remoteAddress ?? null;
    return throttledVerify(otpThrottle, c.req.raw, peer, (verified) =>
      throttledSignIn(throttle, verified, peer, (req) => toLite(req, peer)),
    );
  });
  app.all('/rest/v1/*', (c) => toLite(c.req.raw, c.env?.incoming?.socket?.remoteAddress ?? null));
  app.route('/storage/v1', deps.storage);
  app.all('/functions/v1/*', (c) => deps.functions(c.req.raw));
  app.get('/health', () => json({ status: 'ok' }));
  app.notFound(() => json({ message: 'no Route matched with those values' }, 404));
  app.onError((error) => {
    console.error('[stack] unhandled error:', error);
    return json({ message: 'An invalid response was received from the upstream server' }, 502);
  });
}

/** The stack's Hono app: the request log, CORS and the body limit in front of every route. */
export function stackApp(deps: StackAppDeps): Hono<StackEnv> {
  const app = new Hono<StackEnv>();
  app.use('*', requestLog(deps.log));
  app.use('*', cors);
  app.use('*', sizeLimit());
  stackRoutes(app, deps);
  return app;
}
