/**
 * The safeguarding e-mail: after a turn that recorded a safety alert, each alert not yet notified
 * is claimed once (claim_safety_alert_notifications) and announced to the deployment's
 * safeguarding address. The e-mail says that an alert exists and where to review it; it carries no
 * name, e-mail or message of the student. An alert whose e-mail fails is released, so a later
 * safety turn tries it again. Never fails the turn.
 */
import { type Mailer, type MailMessage, parseAddresses } from '../_shared/mailer.ts';

import type { SupabaseLike } from './turn-context.ts';

type Env = Record<string, string | undefined>;

/** Alerts claimed per safety turn (the rest wait for the next one). */
export const NOTIFY_BATCH = 10;

export interface SafeguardingConfig {
  recipients: string[];
  /** The app's address, for the link to the alerts (SITE_URL); null: no link. */
  siteUrl: string | null;
}

/** SAFEGUARDING_EMAIL (one or more addresses) and SITE_URL; null when no valid address is set. */
export function readSafeguardingConfig(env: Env): SafeguardingConfig | null {
  const recipients = parseAddresses(env.SAFEGUARDING_EMAIL);
  if (recipients.length === 0) return null;
  const site = env.SITE_URL?.trim().replace(/\/+$/, '');
  return { recipients, siteUrl: site && /^https?:\/\//.test(site) ? site : null };
}

export interface ClaimedAlert {
  id: string;
  category: string;
  created_at: string;
}

/** The e-mail for one alert (Spanish; the time in UTC, since the reader's zone is unknown). */
export function safeguardingMessage(alert: ClaimedAlert, config: SafeguardingConfig): MailMessage {
  const when = new Date(alert.created_at);
  const day = when.toISOString().slice(0, 10);
  const time = when.toISOString().slice(11, 16);
  const where = config.siteUrl
    ? `Revísala en el panel de administración: ${config.siteUrl}/admin/activity`
    : 'Revísala en el panel de administración, en la página Actividad.';
  return {
    to: config.recipients,
    subject: 'Tutor: nueva alerta de seguridad',
    text: [
      'Hola:',
      '',
      `Tutor registró una nueva alerta de seguridad el ${day} a las ${time} (UTC).`,
      'Un estudiante escribió algo que puede indicar que corre peligro o necesita ayuda.',
      '',
      where,
      '',
      'Por privacidad, este correo no incluye el nombre del estudiante ni su mensaje.',
      `Referencia de la alerta: ${alert.id}`,
    ].join('\n'),
  };
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
  let sent = 0;
  let failed = 0;
  for (const alert of claimed.data as ClaimedAlert[]) {
    try {
      await mailer.send(safeguardingMessage(alert, config));
      sent += 1;
    } catch (cause) {
      failed += 1;
      console.error('tutor: no se pudo enviar el aviso de la alerta', alert.id, cause);
      const released = await service.rpc('release_safety_alert_notification', {
        p_alert_id: alert.id,
      });
      if (released.error) console.error('tutor: no se pudo liberar la alerta', released.error);
    }
  }
  return { sent, failed };
}
