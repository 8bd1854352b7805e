/**
 * E-mail from the functions: one small `Mailer` interface, and its SMTP implementation over
 * Nodemailer (the same SMTP server the deployment gives Auth for its e-mails). The Deno entry passes
 * the `npm:` nodemailer; under Node it is loaded from node_modules; the local stack passes its own
 * mailbox. No bare import here, so this file runs unchanged under Deno and Node.
 */

type Env = Record<string, string | undefined>;

export interface MailMessage {
  to: string[];
  subject: string;
  text: string;
  /** An HTML alternative saying the same as `text` (optional; text is always sent). */
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface SmtpSettings {
  host: string;
  port: number;
  user: string | undefined;
  pass: string | undefined;
  from: { name: string; address: string };
}

/** The slice of the `nodemailer` module used here. */
export interface NodemailerLike {
  createTransport(options: Record<string, unknown>): {
    sendMail(message: Record<string, unknown>): Promise<unknown>;
  };
}

/** How long one SMTP conversation may take, connection included (ms). */
export const SMTP_TIMEOUT_MS = 10_000;

const EMAIL = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;

/** A comma- or semicolon-separated list of e-mail addresses; malformed entries are dropped. */
export function parseAddresses(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[,;]/)
    .map((address) => address.trim())
    .filter((address) => EMAIL.test(address));
}

/**
 * SMTP_HOST, SMTP_PORT (default 587), SMTP_USER, SMTP_PASS, SMTP_SENDER (the From address) and
 * SMTP_SENDER_NAME (default 'Tutor'); null when there is no host or no valid sender.
 */
export function readSmtpSettings(env: Env): SmtpSettings | null {
  const host = env.SMTP_HOST?.trim();
  const address = parseAddresses(env.SMTP_SENDER)[0];
  if (!host || !address) return null;
  const port = Number(env.SMTP_PORT?.trim() || 587);
  if (!Number.isInteger(port) || port < 1 || port > 65535) return null;
  return {
    host,
    port,
    user: env.SMTP_USER?.trim() || undefined,
    pass: env.SMTP_PASS || undefined,
    from: { name: env.SMTP_SENDER_NAME?.trim() || 'Tutor', address },
  };
}

/** A Mailer that sends each message through one SMTP transport (implicit TLS on port 465). */
export function smtpMailer(settings: SmtpSettings, nodemailer: NodemailerLike): Mailer {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.port === 465,
    ...(settings.user ? { auth: { user: settings.user, pass: settings.pass ?? '' } } : {}),
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    async send({ to, subject, text, html }) {
      await transport.sendMail({
        from: settings.from,
        to,
        subject,
        text,
        ...(html ? { html } : {}),
      });
    },
  };
}

let nodeNodemailer: Promise<NodemailerLike> | null = null;
/** Node (local stack, Vitest): nodemailer from node_modules, loaded only when SMTP is configured. */
export function loadNodeNodemailer(): Promise<NodemailerLike> {
  nodeNodemailer ??= (async () => {
    const specifier = 'nodemailer';
    const mod = (await import(specifier)) as { default: NodemailerLike };
    return mod.default;
  })();
  nodeNodemailer.catch(() => (nodeNodemailer = null));
  return nodeNodemailer;
}

/**
 * A function's mailer, made on first use and kept: `deps.mailer` when given (tests, the local
 * stack's mailbox), else SMTP from the deployment's settings, else null (no e-mail configured). A
 * failed start is forgotten, so the next call tries again.
 */
export function deploymentMailer(
  env: Env,
  deps: { mailer?: Mailer; nodemailer?: NodemailerLike } = {},
): () => Promise<Mailer | null> {
  const smtp = readSmtpSettings(env);
  let mailerPromise: Promise<Mailer | null> | null = null;
  return () => {
    mailerPromise ??= (async () => {
      if (deps.mailer) return deps.mailer;
      if (!smtp) return null;
      return smtpMailer(smtp, deps.nodemailer ?? (await loadNodeNodemailer()));
    })();
    mailerPromise.catch(() => (mailerPromise = null));
    return mailerPromise;
  };
}
