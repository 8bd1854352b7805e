/**
 * API keys and JWTs, exactly like the Supabase CLI's local gateway (Kong) and services.
 *
 * The values below are the Supabase CLI's public local demo keys (safe to publish, useless
 * anywhere but a developer's machine). The same JWT secret signs the access tokens that
 * @supabase/lite's auth issues, so one verifier serves /rest, /storage and /functions.
 */
import { jwtVerify, SignJWT } from 'jose';

export const JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
export const PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
export const SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

const secret = new TextEncoder().encode(JWT_SECRET);

export type ApiRole = 'anon' | 'service_role';

export type Claims = Record<string, unknown> & { role: string; sub?: string };

/** Verifies an HS256 JWT signed with the local secret. Throws with a short message. */
export async function verifyJwt(token: string): Promise<Claims> {
  const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], clockTolerance: 30 });
  const role = typeof payload.role === 'string' && payload.role ? payload.role : 'anon';
  return { ...payload, role } as Claims;
}

/** Role granted by an `apikey` value (new opaque keys or the legacy demo JWTs), or null. */
export async function roleForApiKey(key: string | null | undefined): Promise<ApiRole | null> {
  if (!key) return null;
  if (key === PUBLISHABLE_KEY) return 'anon';
  if (key === SECRET_KEY) return 'service_role';
  if (key.startsWith('sb_')) return null;
  try {
    const claims = await verifyJwt(key);
    if (claims.sub) return null; // a user token is not an API key
    if (claims.role === 'anon' || claims.role === 'service_role') return claims.role;
  } catch {
    // fall through: not a key we know
  }
  return null;
}

/**
 * Kong's rule (the Supabase CLI's internal/start BearerToken): a bearer that is absent, an `sb_` key
 * or the apikey itself means "no user token"; the role then comes from the apikey.
 */
export function userBearer(authorization: string | null, apikey: string | null): string | null {
  if (!authorization) return null;
  const m = /^Bearer\s+(.+)$/i.exec(authorization.trim());
  if (!m?.[1]) return authorization.trim() || null;
  const token = m[1].trim();
  if (token.startsWith('sb_')) return null;
  if (apikey && token === apikey) return null;
  return token;
}

export function apiKeyFrom(req: Request): string | null {
  const header = req.headers.get('apikey');
  if (header) return header;
  return new URL(req.url).searchParams.get('apikey');
}

export type RequestAuth =
  { ok: true; role: string; claims: Claims; token: string | null } | { ok: false; message: string };

/**
 * The caller's role and claims, as PostgREST and Storage derive them: a user JWT wins; otherwise
 * the apikey's role; with neither, `anon`.
 */
export async function resolveRequestAuth(req: Request): Promise<RequestAuth> {
  const apikey = apiKeyFrom(req);
  const bearer = userBearer(req.headers.get('authorization'), apikey);
  if (bearer) {
    try {
      const claims = await verifyJwt(bearer);
      return { ok: true, role: claims.role, claims, token: bearer };
    } catch (error) {
      return { ok: false, message: jwtErrorMessage(error) };
    }
  }
  const role = (await roleForApiKey(apikey)) ?? 'anon';
  return { ok: true, role, claims: { role }, token: null };
}

export function jwtErrorMessage(error: unknown): string {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'ERR_JWT_EXPIRED') return 'jwt expired';
  if (code === 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED') return 'invalid signature';
  return 'jwt malformed';
}

/** Signs a short-lived token (used for storage signed URLs). */
export async function signToken(payload: Record<string, unknown>, expiresInSec: number) {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSec)
    .sign(secret);
}
