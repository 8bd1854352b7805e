/**
 * Stands in for auth-js's passkey helpers (lib/webauthn) where GoTrueClient imports them in the
 * browser build (scripts/vite/supabase-slim.ts). The app signs in with a password or a class card,
 * never with a passkey or a WebAuthn second factor, so the ~4 KB gzip of WebAuthn code does not
 * ship. GoTrueClient builds `auth.mfa.webauthn` at start-up (an empty shell here); any passkey call
 * fails loudly instead of half-working.
 */
const NOT_IN_BUILD =
  'Las llaves de acceso (WebAuthn) no forman parte de esta build (scripts/vite/supabase-slim.ts): quita el reemplazo antes de usarlas.';

function notInBuild(): never {
  throw new Error(NOT_IN_BUILD);
}

function rejectNotInBuild(): Promise<never> {
  return Promise.reject(new Error(NOT_IN_BUILD));
}

export const createCredential = rejectNotInBuild;
export const getCredential = rejectNotInBuild;
export const deserializeCredentialCreationOptions = notInBuild;
export const deserializeCredentialRequestOptions = notInBuild;
export const serializeCredentialCreationResponse = notInBuild;
export const serializeCredentialRequestResponse = notInBuild;

/** No passkeys in this build: GoTrueClient's passkey sign-in checks this first and stops. */
export function browserSupportsWebAuthn(): boolean {
  return false;
}

export const webAuthnAbortService = { createNewAbortSignal: notInBuild, cancelCeremony(): void {} };

/** `supabase.auth.mfa.webauthn`: every call refuses. */
export class WebAuthnApi {
  enroll = rejectNotInBuild;
  challenge = rejectNotInBuild;
  verify = rejectNotInBuild;
  authenticate = rejectNotInBuild;
  register = rejectNotInBuild;

  constructor(_client: unknown) {}
}
