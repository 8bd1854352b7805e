/**
 * Stands in for auth-js's GoTrueAdminApi where GoTrueClient imports it in the browser build
 * (scripts/vite/supabase-slim.ts). The browser never uses `supabase.auth.admin` (user management
 * runs in the functions with the service key), but GoTrueClient builds one and signs out through it.
 * So the real class loads on first call (its own chunk), and sign-out, the one call the app makes
 * through it, forwards to it with the same arguments and the same answer.
 */
import type { GoTrueAdminApi as AdminApi } from '@supabase/auth-js';

type AdminArgs = ConstructorParameters<typeof AdminApi>;

export default class GoTrueAdminApi {
  #args: AdminArgs;
  #real: Promise<AdminApi> | undefined;

  constructor(...args: AdminArgs) {
    this.#args = args;
  }

  /** The real admin API, loaded and built once. */
  load(): Promise<AdminApi> {
    // The module itself, not auth-js's index: the index is in the first-load chunk, and what it
    // imports statically would be pulled in with it.
    this.#real ??= import('@supabase/auth-js/dist/module/GoTrueAdminApi.js').then(
      ({ default: Real }) => new Real(...this.#args),
    );
    return this.#real;
  }

  async signOut(...args: Parameters<AdminApi['signOut']>): ReturnType<AdminApi['signOut']> {
    return (await this.load()).signOut(...args);
  }
}
