/**
 * The slice of a supabase-js client the account function uses (structural, so no bare import
 * here), and what its export and delete share.
 */
import type { CreateClient as CreateClientOf, supabaseClients } from '../_shared/http/clients.ts';

/** The buckets that hold a person's files, each under `{userId}/`. */
export const BUCKETS = ['avatars', 'chat-images'] as const;
/** Storage objects listed or removed per request. */
export const LIST_PAGE = 1000;

export type ApiError = { message?: string; code?: string; hint?: string; status?: number } | null;
type Result<T> = { data: T; error: ApiError };

export interface UserLike {
  id: string;
  email?: string | null;
  phone?: string | null;
  created_at?: string;
  updated_at?: string;
  last_sign_in_at?: string | null;
  email_confirmed_at?: string | null;
  user_metadata?: Record<string, unknown>;
}

interface BucketLike {
  list(
    path: string,
    options: { limit: number; offset: number; sortBy?: { column: string; order: string } },
  ): PromiseLike<
    Result<Array<{
      name: string;
      id: string | null;
      metadata?: Record<string, unknown> | null;
    }> | null>
  >;
  createSignedUrl(
    path: string,
    expiresIn: number,
  ): PromiseLike<Result<{ signedUrl: string } | null>>;
  remove(paths: string[]): PromiseLike<Result<unknown>>;
}

export interface SupabaseLike {
  auth: {
    getUser(jwt: string): Promise<{ data: { user: UserLike | null }; error: unknown }>;
    signInWithPassword(credentials: {
      email: string;
      password: string;
    }): Promise<{ data: unknown; error: unknown }>;
    admin: { deleteUser(id: string): Promise<{ data: unknown; error: ApiError }> };
  };
  rpc(fn: string, args?: Record<string, unknown>): PromiseLike<Result<unknown>>;
  storage: { from(bucket: string): BucketLike };
}
export type CreateClient = CreateClientOf<SupabaseLike>;
export type Clients = ReturnType<typeof supabaseClients<SupabaseLike>>;
