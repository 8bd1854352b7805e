/** The slice of a supabase-js client the class-accounts function uses (structural, no bare import). */
import type { CreateClient as CreateClientOf, supabaseClients } from '../_shared/http/clients.ts';

export type ApiError = { message?: string; code?: string; hint?: string; status?: number } | null;
type Result<T> = { data: T; error: ApiError };

interface Session {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

export interface SupabaseLike {
  auth: {
    getUser(jwt: string): Promise<{ data: { user: { id: string } | null }; error: ApiError }>;
    signInWithPassword(credentials: {
      email: string;
      password: string;
    }): Promise<{ data: { session: Session | null }; error: ApiError }>;
    admin: {
      createUser(attributes: {
        email: string;
        password: string;
        email_confirm: boolean;
        user_metadata: Record<string, unknown>;
        app_metadata: Record<string, unknown>;
      }): Promise<{ data: { user: { id: string } | null }; error: ApiError }>;
      deleteUser(id: string): Promise<{ data: unknown; error: ApiError }>;
    };
  };
  rpc(fn: string, args?: Record<string, unknown>): PromiseLike<Result<unknown>>;
  storage: { from(bucket: string): unknown };
}
export type CreateClient = CreateClientOf<SupabaseLike>;
export type Clients = ReturnType<typeof supabaseClients<SupabaseLike>>;
