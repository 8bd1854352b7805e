/**
 * The safety e-mails. The safeguarding e-mail: after a turn that recorded a safety alert, each alert not yet notified
 * is claimed once (claim_safety_alert_notifications) and announced to the deployment's
 * safeguarding address. The e-mail says that an alert exists and where to review it; it carries no
 * name, e-mail or message of the student. An alert whose e-mail fails is released, so a later
 * safety turn tries it again. Never fails the turn.
 */
import { type Mailer, type MailMessage, parseAddresses } from '../_shared/http/mailer.ts';
import { APP_TIME_ZONE, localDay, localTime } from '../_shared/time/time-zone.ts';

import type { SupabaseLike } from './turn-context.ts';

type Env = Record<string, string | undefined>;

/** Alerts claimed per safety turn (the rest wait for the next one). */
export const NOTIFY_BATCH = 10;

export interface SafeguardingConfig {
  recipients: string[];
  /** The app's address, for the link to the alerts (SITE_URL); null: no link. */
  siteUrl: string | null;
}

/** SITE_URL without a trailing slash, or null when it is not an http(s) address. */
export function readSiteUrl(env: Env): string | null {
  const site = env.SITE_URL?.trim().replace(/\/+$/, '');
  return site && /^https?:\/\//.test(site) ? site : null;
}

/** SAFEGUARDING_EMAIL (one or more addresses) and SITE_URL; null when no valid address is set. */
export function readSafeguardingConfig(env: Env): SafeguardingConfig | null {
  const recipients = parseAddresses(env.SAFEGUARDING_EMAIL);
  if (recipients.length === 0) return null;
  return { recipients, siteUrl: readSiteUrl(env) };
}

export interface ClaimedAlert {
  id: string;
  category: string;
  created_at: string;
}

/**
 * When an alert was raised, as the e-mails say it: the day and time on the deployment's clock
 * (APP_TIME_ZONE, the zone of every "today" of the product), naming the zone.
 */
export function alertWhen(createdAt: string): string {
  const when = new Date(createdAt);
  return `el ${localDay(when)} a las ${localTime(when)} (hora de ${APP_TIME_ZONE})`;
}

/** The e-mail for one alert (Spanish; the time on the deployment's clock). */
export function safeguardingMessage(alert: ClaimedAlert, config: SafeguardingConfig): MailMessage {
  const where = config.siteUrl
    ? `Revísala en el panel de administración: ${config.siteUrl}/admin/activity`
    : 'Revísala en el panel de administración, en la página Actividad.';
  return {
    to: config.recipients,
    subject: 'Tutor: nueva alerta de seguridad',
    text: alertText(
      `Tutor registró una nueva alerta de seguridad ${alertWhen(alert.created_at)}.`,
      'Un estudiante escribió algo que puede indicar que corre peligro o necesita ayuda.',
      where,
      alert.id,
    ),
  };
}

/** An alert e-mail's body: what happened, where to review it, and no name or message of the student. */
function alertText(raised: string, wrote: string, where: string, alertId: string): string {
  return [
    'Hola:',
    '',
    raised,
    wrote,
    '',
    where,
    '',
    'Por privacidad, este correo no incluye el nombre del estudiante ni su mensaje.',
    `Referencia de la alerta: ${alertId}`,
  ].join('\n');
}

/** Claims the pending alerts and e-mails each one; returns how many were sent and failed. */
export async function notifySafeguarding(
  service: SupabaseLike,
  mailer: Mailer,
  config: SafeguardingConfig,
): Promise<{ sent: number; failed: number }> {
  const claimed = await service.rpc('claim_safety_alert_notifications', { p_limit: NOTIFY_BATCH });
  if (claimed.error || !Array.isArray(claimed.data)) {
    console.error('tutor: no se pudieron reclamar las alertas para avisar', claimed.error);
    return { sent: 0, failed: 0 };
  }
  return sendEach(service, mailer, claimed.data as ClaimedAlert[], {
    message: (alert) => safeguardingMessage(alert, config),
    release: 'release_safety_alert_notification',
    failure: 'tutor: no se pudo enviar el aviso de la alerta',
  });
}

/**
 * E-mails each claimed alert once; an alert whose e-mail fails is given back (`release`, by its id)
 * so a later safety turn tries it again. Returns how many were sent and failed.
 */
async function sendEach<A extends ClaimedAlert>(
  service: SupabaseLike,
  mailer: Mailer,
  alerts: A[],
  how: { message: (alert: A) => MailMessage; release: string; failure: string },
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (const alert of alerts) {
    try {
      await mailer.send(how.message(alert));
      sent += 1;
    } catch (cause) {
      failed += 1;
      console.error(how.failure, alert.id, cause);
      const released = await service.rpc(how.release, { p_alert_id: alert.id });
      if (released.error) console.error('tutor: no se pudo liberar la alerta', released.error);
    }
  }
  return { sent, failed };
}

/** An alert of a class conversation claimed for its teachers' e-mail. */
export interface ClassAlertClaim extends ClaimedAlert {
  class_id: string;
  class_name: string;
  teacher_emails: string[];
}

/** The e-mail to a class's teachers (Spanish; no name, e-mail or message of the student). */
export function classTeachersMessage(alert: ClassAlertClaim, siteUrl: string | null): MailMessage {
  const where = siteUrl
    ? `Revísala en la pestaña Alertas de tu clase: ${siteUrl}/profesor/clases/${alert.class_id}`
    : 'Revísala en Tutor, en Mis clases, pestaña Alertas de la clase.';
  return {
    to: alert.teacher_emails,
    subject: `Tutor: nueva alerta de seguridad en ${alert.class_name}`,
    text: alertText(
      `Tutor registró una nueva alerta de seguridad en tu clase «${alert.class_name}» ${alertWhen(alert.created_at)}.`,
      'Un estudiante de la clase escribió algo que puede indicar que corre peligro o necesita ayuda.',
      where,
      alert.id,
    ),
  };
}

/**
 * After a safety turn in a class conversation: claims the conversation's alerts not yet e-mailed to
 * the class's teachers and e-mails them (once per alert; a failed send is released for a later
 * safety turn). Nothing when the conversation has no class.
 */
export async function notifyClassTeachers(
  service: SupabaseLike,
  mailer: Mailer,
  turn: { userId: string; conversationId: string; siteUrl: string | null },
): Promise<{ sent: number; failed: number }> {
  const claimed = await service.rpc('claim_class_alert_teacher_notifications', {
    p_user_id: turn.userId,
    p_conversation_id: turn.conversationId,
  });
  if (claimed.error || !Array.isArray(claimed.data)) {
    console.error('tutor: no se pudieron reclamar las alertas para los profesores', claimed.error);
    return { sent: 0, failed: 0 };
  }
  return sendEach(service, mailer, claimed.data as ClassAlertClaim[], {
    message: (alert) => classTeachersMessage(alert, turn.siteUrl),
    release: 'release_class_alert_teacher_notification',
    failure: 'tutor: no se pudo avisar a los profesores de la alerta',
  });
}
