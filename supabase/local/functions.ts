/**
 * /functions/v1/<name>: runs `supabase/functions/<name>/handler.ts` in Node with the Supabase
 * CLI's edge-runtime semantics (verify_jwt on, OPTIONS passed through, 404 for unknown names).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { json } from './http.ts';
import { ANON_KEY, apiKeyFrom, roleForApiKey, SERVICE_ROLE_KEY, verifyJwt } from './keys.ts';

type Handler = (req: Request) => Promise<Response>;
type HandlerModule = {
  createHandler?: (env: Record<string, string | undefined>, deps?: FunctionDeps) => Handler;
};

/** What the stack hands every function besides its env: the local mailbox as its mailer. */
export interface FunctionDeps {
  mailer?: {
    send(message: { to: string[]; subject: string; text: string; html?: string }): Promise<void>;
  };
}

export interface FunctionsDeps {
  functionsDir: string;
  env: () => Record<string, string | undefined>;
  deps?: FunctionDeps;
}

export function functionsRouter({ functionsDir, env, deps = {} }: FunctionsDeps) {
  const handlers = new Map<string, Promise<Handler>>();

  const load = (name: string): Promise<Handler> => {
    let handler = handlers.get(name);
    if (!handler) {
      handler = import(pathToFileURL(join(functionsDir, name, 'handler.ts')).href).then(
        (mod: HandlerModule) => {
          if (typeof mod.createHandler !== 'function') {
            throw new Error(`${name}/handler.ts does not export createHandler`);
          }
          return mod.createHandler(env(), deps);
        },
      );
      handler.catch(() => handlers.delete(name));
      handlers.set(name, handler);
    }
    return handler;
  };

  return async (req: Request): Promise<Response> => {
    const url = new URL(req.url);
    const path = url.pathname.replace(/^\/functions\/v1/, '');
    const name = path.split('/')[1] ?? '';
    if (!/^[A-Za-z0-9_-]+$/.test(name) || !existsSync(join(functionsDir, name, 'handler.ts'))) {
      return json('Function not found', 404);
    }

    const headers = new Headers(req.headers);
    if (req.method !== 'OPTIONS') {
      // Kong: an `sb_` bearer (or none, with an `sb_` apikey) becomes the matching role JWT.
      const authorization = headers.get('authorization');
      const bearer = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
      if (!authorization || bearer?.startsWith('sb_')) {
        const role = await roleForApiKey(bearer ?? apiKeyFrom(req));
        if (role && (bearer || apiKeyFrom(req)?.startsWith('sb_'))) {
          headers.set(
            'authorization',
            `Bearer ${role === 'service_role' ? SERVICE_ROLE_KEY : ANON_KEY}`,
          );
        }
      }
      const token = /^Bearer\s+(\S+)$/i.exec(headers.get('authorization') ?? '')?.[1];
      if (!headers.get('authorization'))
        return json({ msg: 'Error: Missing authorization header' }, 401);
      try {
        if (!token) throw new Error('no bearer');
        await verifyJwt(token);
      } catch {
        return json({ msg: 'Invalid JWT' }, 401);
      }
    }

    // The edge runtime hands the function its own path (`/<name>/...`), not `/functions/v1/...`.
    const inner = new URL(path + url.search, url.origin);
    const init: RequestInit & { duplex?: 'half' } = {
      method: req.method,
      headers,
      signal: req.signal,
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      init.body = req.body;
      init.duplex = 'half';
    }
    try {
      const handler = await load(name);
      return await handler(new Request(inner, init));
    } catch (error) {
      console.error(`[stack] function ${name} failed:`, error);
      return json(
        { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' },
        500,
      );
    }
  };
}
