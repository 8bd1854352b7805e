/**
 * POST /auth/v1/recover on the local stack, as hosted GoTrue answers it. workaround: lite 0.10's
 * /recover ignores `redirect_to` (its mail always links back to site_url) and sends as often as
 * asked. Here, before lite sees the request:
 * - the requested `redirect_to` (a loopback http(s) URL: the app on this machine) is remembered per
 *   e-mail, and the recovery mail's link is pointed at it when the mailbox receives the mail;
 * - one recovery mail per address per RECOVERY_INTERVAL_SECONDS (GoTrue's `max_frequency`,
 *   60 s by default): earlier requests get GoTrue's 429 `over_email_send_rate_limit`.
 */
import { json } from '../http.ts';

export const RECOVERY_INTERVAL_SECONDS = 60;

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export class RecoveryRequests {
  private redirects = new Map<string, string>();
  private sentAt = new Map<string, number>();

  constructor(
    private readonly siteUrl: () => string,
    private readonly intervalSeconds = RECOVERY_INTERVAL_SECONDS,
  ) {}

  /** Handles the recover request: a 429 response, or the request to pass on to lite. */
  async intercept(req: Request, pass: (req: Request) => Promise<Response>): Promise<Response> {
    const raw = await req.text();
    let email = '';
    try {
      email = String((JSON.parse(raw) as { email?: unknown }).email ?? '').toLowerCase();
    } catch {
      // lite answers the malformed body itself.
    }
    const forward = new Request(req.url, { method: req.method, headers: req.headers, body: raw });
    if (!email) return pass(forward);

    const now = Date.now();
    const last = this.sentAt.get(email);
    if (last !== undefined && now - last < this.intervalSeconds * 1000) {
      const wait = Math.ceil((this.intervalSeconds * 1000 - (now - last)) / 1000);
      return json(
        {
          code: 429,
          error_code: 'over_email_send_rate_limit',
          msg: `For security purposes, you can only request this after ${wait} seconds.`,
        },
        429,
      );
    }
    const redirect = new URL(req.url).searchParams.get('redirect_to');
    if (redirect && isLoopbackHttp(redirect)) this.redirects.set(email, redirect);
    else this.redirects.delete(email);
    const res = await pass(forward);
    if (res.ok) this.sentAt.set(email, now);
    return res;
  }

  /** The mail's text or HTML with its link's redirect_to pointed at the address's requested page. */
  rewrite(to: string, body: string | undefined): string | undefined {
    const redirect = this.redirects.get(to.toLowerCase());
    if (!body || !redirect) return body;
    const site = encodeURIComponent(this.siteUrl());
    const wanted = encodeURIComponent(redirect);
    return body
      .replaceAll(`redirect_to=${site}`, `redirect_to=${wanted}`)
      .replaceAll(`redirect_to=${site.replace(/%/g, '%25')}`, `redirect_to=${wanted}`);
  }
}

function isLoopbackHttp(url: string): boolean {
  try {
    const u = new URL(url);
    return (u.protocol === 'http:' || u.protocol === 'https:') && LOOPBACK.has(u.hostname);
  } catch {
    return false;
  }
}
