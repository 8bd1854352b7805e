/**
 * The consent function: e-mails the guardian of a self sign-up under the age of digital consent a
 * link to consent (docs/consent.md).
 *
 *   POST /functions/v1/consent { "action": "send", "app_url"?: "http://127.0.0.1:5173" }
 *     -> 200 { sent_to, expires_at } after issuing a new single-use link (consent_link_issue) and
 *        e-mailing it; an earlier link stops working.
 *
 * The link is SITE_URL + /consentimiento?token=…; without SITE_URL (the local stack), `app_url` may
 * name the app only when it is a loopback address, so nobody can make Tutor mail a guardian a link
 * to another site.
 * Errors: JSON { error: <Spanish text>, code } with 400/401/409/410/413/429/500/502/503.
 * Shared by the Deno entry (`index.ts`) and the local stack (Node); imports only relative files.
 */
import { CONSENT_AGE, CONSENT_WAIT_DAYS } from '../_shared/consent/consent-rules.ts';
import { type CreateClient as CreateClientOf, supabaseClients } from '../_shared/http/clients.ts';
import {
  errorResponse,
  json,
  type JsonFunction,
  type Parsed,
  readJsonRequest,
} from '../_shared/http/http.ts';
import {
  deploymentMailer,
  type Mailer,
  type MailMessage,
  type NodemailerLike,
} from '../_shared/http/mailer.ts';
import { verifiedUser } from '../_shared/http/session.ts';
import { localDay } from '../_shared/time/time-zone.ts';
import { readSiteUrl } from '../tutor/notify.ts';

type Env = Record<string, string | undefined>;

interface DbResult<T> {
  data: T | null;
  error: { message: string; code?: string } | null;
}

/** The slice of supabase-js this function uses. */
export interface ConsentClient {
  auth: {
    getUser(token: string): Promise<{
      data: { user: { id: string } | null };
      error: { message: string; status?: number } | null;
    }>;
  };
  rpc(name: string, args: Record<string, unknown>): PromiseLike<DbResult<unknown>>;
}

export type CreateClient = CreateClientOf<ConsentClient>;

export interface HandlerDeps {
  createClient?: CreateClient;
  /** Where the e-mails go (the local stack's mailbox); default: SMTP_* over nodemailer. */
  mailer?: Mailer;
  nodemailer?: NodemailerLike;
}

/** The request this function takes, checked before its own work (readJsonRequest). */
const CONSENT: JsonFunction<Record<string, unknown>> = {
  name: 'consent',
  unconfigured: 'El servicio de permisos no está configurado.',
  maxBytes: 1024,
  parse: parseSendRequest,
};

/** The page the guardian opens (the SPA's route, paths.consent). */
export const CONSENT_PAGE = '/consentimiento';

interface IssuedLink {
  ok: boolean;
  reason: 'not_pending' | 'expired' | 'too_soon' | 'too_many' | null;
  retry_after: number | null;
  token: string | null;
  guardian_email: string | null;
  student_name: string | null;
  expires_at: string | null;
}

/** `app_url` when it is an http loopback origin (the local stack's app), else null. */
export function loopbackAppUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
    return url.protocol === 'http:' && loopback ? url.origin : null;
  } catch {
    return null;
  }
}

/** The e-mail to the guardian (Spanish, usted): what the student asked, what consenting means. */
export function consentMessage(link: {
  to: string;
  studentName: string;
  url: string;
  expiresAt: string;
}): MailMessage {
  return {
    to: [link.to],
    subject: `Tutor: ${link.studentName} necesita su permiso`,
    text: [
      'Hola:',
      '',
      `${link.studentName} ha creado una cuenta en Tutor, un tutor con inteligencia artificial que ayuda a estudiar con pistas, sin dar las respuestas hechas, y ha escrito esta dirección como la de su madre, padre o tutor legal.`,
      '',
      `Como este año cumple ${CONSENT_AGE} años o menos, la ley pide su permiso para que pueda usar la cuenta. En esta página puede leer qué datos se guardan y darlo:`,
      '',
      link.url,
      '',
      `El enlace sirve una sola vez y caduca el ${localDay(new Date(link.expiresAt))}. Si nadie da el permiso en ${CONSENT_WAIT_DAYS} días desde el registro, la cuenta y todo lo que contiene se eliminan.`,
      '',
      'Si no conoce esta cuenta, ignore este correo: no se hará nada más.',
    ].join('\n'),
  };
}

/** The request's body: `{ action: 'send', app_url? }`. */
function parseSendRequest(body: unknown): Parsed<Record<string, unknown>> {
  if (!body || typeof body !== 'object' || (body as Record<string, unknown>).action !== 'send') {
    return { ok: false, message: 'Acción desconocida: usa "send".' };
  }
  return { ok: true, request: body as Record<string, unknown> };
}

/** Why no link was issued, as the refusal the student reads. */
function refusalOf(link: IssuedLink): Response {
  switch (link.reason) {
    case 'not_pending':
      return errorResponse(409, 'Tu cuenta no necesita permiso.', 'consent_not_pending');
    case 'expired':
      return errorResponse(
        410,
        `Pasaron ${CONSENT_WAIT_DAYS} días sin permiso: tu cuenta se eliminará.`,
        'consent_expired',
      );
    case 'too_soon':
      return errorResponse(
        429,
        'Acabamos de enviar un correo. Espera un minuto antes de pedir otro.',
        'consent_too_soon',
        { 'Retry-After': String(link.retry_after ?? 60) },
      );
    default:
      return errorResponse(
        429,
        'Ya enviamos demasiados correos para esta cuenta.',
        'consent_too_many',
      );
  }
}

export function createHandler(env: Env, deps: HandlerDeps = {}) {
  const clients = supabaseClients(env, deps.createClient);
  const siteUrl = readSiteUrl(env);
  const mailer = deploymentMailer(env, deps);

  return async function handle(req: Request): Promise<Response> {
    const opened = await readJsonRequest(req, CONSENT, clients.configured);
    if (opened instanceof Response) return opened;
    const { token, request: body } = opened;
    const appUrl = siteUrl ?? loopbackAppUrl(body.app_url);
    if (!appUrl) {
      console.error('consent: falta SITE_URL (la dirección de la app para el enlace)');
      return errorResponse(500, 'El servicio de permisos no está configurado.', 'misconfigured');
    }
    const to = await mailer().catch(() => null);
    if (!to) {
      console.error('consent: no hay servidor de correo (SMTP_HOST, SMTP_SENDER)');
      return errorResponse(500, 'El envío de correos no está configurado.', 'mail_unavailable');
    }

    const user = await verifiedUser(clients.anon, token, 'consent');
    if (user instanceof Response) return user;

    const service = await clients.service();
    const issued = await service.rpc('consent_link_issue', { p_user_id: user.id });
    const link = (Array.isArray(issued.data) ? issued.data[0] : null) as IssuedLink | null;
    if (issued.error || !link) {
      console.error('consent: no se pudo crear el enlace', issued.error);
      return errorResponse(500, 'No se pudo enviar el correo. Inténtalo de nuevo.', 'issue_failed');
    }
    if (!link.ok || !link.token || !link.guardian_email || !link.expires_at) {
      return refusalOf(link);
    }

    const url = `${appUrl}${CONSENT_PAGE}?token=${link.token}`;
    try {
      await to.send(
        consentMessage({
          to: link.guardian_email,
          studentName: link.student_name ?? 'Su hijo o hija',
          url,
          expiresAt: link.expires_at,
        }),
      );
    } catch (cause) {
      console.error('consent: no se pudo enviar el correo', cause);
      return errorResponse(502, 'No se pudo enviar el correo. Inténtalo de nuevo.', 'mail_failed');
    }
    return json(200, { sent_to: link.guardian_email, expires_at: link.expires_at });
  };
}
