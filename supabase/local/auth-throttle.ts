/**
 * Workaround "signin-throttle": lite's /auth/v1 has no rate limits; hosted GoTrue limits sign-ins
 * per IP and answers 429 `{"code":429,"error_code":"over_request_rate_limit","msg":...}`.
 * We throttle only the wrong-password path (`POST /token?grant_type=password` answered with
 * `invalid_credentials`), per e-mail and per IP, over a sliding window, so a password cannot be
 * guessed at full speed while test suites that sign in hundreds of times keep working.
 */
import { json } from './http.ts';

export interface ThrottleRules {
  /** Failed sign-ins for one e-mail within the window before it is refused. */
  perEmail: number;
  /** Failed sign-ins from one IP within the window before it is refused. */
  perIp: number;
  windowMs: number;
}

export const SIGN_IN_THROTTLE: ThrottleRules = { perEmail: 10, perIp: 30, windowMs: 5 * 60_000 };

export class SignInThrottle {
  readonly #failures = new Map<string, number[]>();
  constructor(
    readonly rules: ThrottleRules = SIGN_IN_THROTTLE,
    readonly now: () => number = Date.now,
  ) {}

  #recent(key: string): number[] {
    const since = this.now() - this.rules.windowMs;
    const kept = (this.#failures.get(key) ?? []).filter((t) => t > since);
    if (kept.length) this.#failures.set(key, kept);
    else this.#failures.delete(key);
    return kept;
  }

  #keys(email: string, ip: string | null): [string, number][] {
    const keys: [string, number][] = [[`email:${email.trim().toLowerCase()}`, this.rules.perEmail]];
    if (ip) keys.push([`ip:${ip}`, this.rules.perIp]);
    return keys;
  }

  /** Seconds until the next attempt is allowed, or null when it is allowed now. */
  retryAfter(email: string, ip: string | null): number | null {
    let wait = 0;
    for (const [key, limit] of this.#keys(email, ip)) {
      const recent = this.#recent(key);
      if (recent.length >= limit) {
        const freeAt = recent[recent.length - limit]! + this.rules.windowMs;
        wait = Math.max(wait, Math.ceil((freeAt - this.now()) / 1000));
      }
    }
    return wait > 0 ? wait : null;
  }

  recordFailure(email: string, ip: string | null): void {
    for (const [key] of this.#keys(email, ip))
      this.#failures.set(key, [...this.#recent(key), this.now()]);
  }
}

/** GoTrue's 429 body (supabase-js surfaces `error_code` as `error.code`). */
export function rateLimited(retryAfterSeconds: number): Response {
  return json(
    { code: 429, error_code: 'over_request_rate_limit', msg: 'Request rate limit reached' },
    429,
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

/**
 * Wraps the forward to lite for password sign-ins: refuses while throttled, counts failures.
 * Other requests pass through untouched.
 */
export async function throttledSignIn(
  throttle: SignInThrottle,
  req: Request,
  ip: string | null,
  forward: (req: Request) => Promise<Response>,
): Promise<Response> {
  const url = new URL(req.url);
  const isPasswordGrant =
    req.method === 'POST' &&
    url.pathname === '/auth/v1/token' &&
    url.searchParams.get('grant_type') === 'password';
  if (!isPasswordGrant) return forward(req);

  const body = await req.text();
  let email = '';
  try {
    const parsed = JSON.parse(body) as { email?: unknown };
    if (typeof parsed.email === 'string') email = parsed.email;
  } catch {
    // lite answers the malformed body itself
  }
  const wait = email ? throttle.retryAfter(email, ip) : null;
  if (wait !== null) return rateLimited(wait);

  const res = await forward(new Request(req.url, { method: 'POST', headers: req.headers, body }));
  if (email && res.status === 400) {
    const answer = (await res
      .clone()
      .json()
      .catch(() => null)) as { error_code?: unknown } | null;
    if (answer?.error_code === 'invalid_credentials') throttle.recordFailure(email, ip);
  }
  return res;
}

/**
 * Workaround "otp-throttle": lite's /auth/v1/verify checks e-mailed codes (the 6-digit recovery
 * code) as often as asked; hosted GoTrue limits verifications (rate_limit.token_verifications, 30
 * per 5 minutes per IP). Failed checks of one e-mail or one IP within the window refuse the next
 * ones with GoTrue's 429, so a code cannot be guessed.
 */
export const OTP_THROTTLE: ThrottleRules = { perEmail: 5, perIp: 30, windowMs: 5 * 60_000 };

/**
 * Wraps the forward to lite for `POST /auth/v1/verify` with an e-mail and a code
 * (verifyOtp({ email, token, type })): refuses while throttled, counts failed checks. Other
 * requests pass through untouched.
 */
export async function throttledVerify(
  throttle: SignInThrottle,
  req: Request,
  ip: string | null,
  forward: (req: Request) => Promise<Response>,
): Promise<Response> {
  if (req.method !== 'POST' || new URL(req.url).pathname !== '/auth/v1/verify') return forward(req);
  const body = await req.text();
  let email = '';
  try {
    const parsed = JSON.parse(body) as { email?: unknown; token?: unknown };
    if (typeof parsed.email === 'string' && typeof parsed.token === 'string') email = parsed.email;
  } catch {
    // lite answers the malformed body itself
  }
  const again = new Request(req.url, { method: 'POST', headers: req.headers, body });
  if (!email) return forward(again);
  const wait = throttle.retryAfter(email, ip);
  if (wait !== null) return rateLimited(wait);
  const res = await forward(again);
  if (res.status >= 400 && res.status < 500 && res.status !== 429)
    throttle.recordFailure(email, ip);
  return res;
}
