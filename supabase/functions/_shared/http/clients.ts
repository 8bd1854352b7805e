/**
 * The supabase-js clients a function acts with: the anon key (to verify a caller, or acting with
 * the caller's own token so RLS decides), and the service role. The Deno entry passes the `npm:`
 * `createClient`; under Node (local stack, Vitest) it is loaded from node_modules. No bare import
 * here, so this file runs unchanged under Deno and Node. Not imported by the SPA.
 */

type Env = Record<string, string | undefined>;

/** supabase-js `createClient`, typed by the slice of the client a function uses. */
export type CreateClient<Client> = (
  url: string,
  key: string,
  options: Record<string, unknown>,
) => Client;

let nodeCreateClient: Promise<CreateClient<unknown>> | null = null;
/** Node (local stack, Vitest): supabase-js from node_modules, with `ws` for Node 20. */
function loadNodeCreateClient(): Promise<CreateClient<unknown>> {
  nodeCreateClient ??= (async () => {
    // Specifiers in variables: Deno's type check never resolves them (the entry passes its own).
    const supabaseSpecifier = '@supabase/supabase-js';
    const wsSpecifier = 'ws';
    const supabase = (await import(supabaseSpecifier)) as { createClient: CreateClient<unknown> };
    const ws = (await import(wsSpecifier).catch(() => null)) as { default?: unknown } | null;
    const transport = (globalThis as { WebSocket?: unknown }).WebSocket ?? ws?.default;
    return (url, key, options) =>
      supabase.createClient(url, key, { ...options, realtime: { transport } });
  })();
  nodeCreateClient.catch(() => (nodeCreateClient = null));
  return nodeCreateClient;
}

/** Reads SUPABASE_URL and the two keys, and makes clients with them (no session kept). */
export function supabaseClients<Client>(env: Env, createClient?: CreateClient<Client>) {
  const url = env.SUPABASE_URL ?? '';
  const anonKey = env.SUPABASE_ANON_KEY ?? '';
  const serviceKey = env.SUPABASE_SERVICE_ROLE_KEY ?? '';

  async function make(key: string, token?: string): Promise<Client> {
    const create =
      createClient ?? ((await loadNodeCreateClient()) as unknown as CreateClient<Client>);
    return create(url, key, {
      auth: { persistSession: false, autoRefreshToken: false },
      ...(token ? { global: { headers: { Authorization: `Bearer ${token}` } } } : {}),
    });
  }

  return {
    /** False when the platform did not hand the function all three settings. */
    configured: Boolean(url && anonKey && serviceKey),
    /** A new anon client; with `token`, it acts as that user (RLS applies). */
    anon: (token?: string) => make(anonKey, token),
    /** A new service-role client (bypasses RLS: always filter by the verified user). */
    service: () => make(serviceKey),
  };
}
