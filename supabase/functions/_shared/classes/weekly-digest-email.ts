/**
 * The weekly e-mail of a class's "Resumen" (docs/classes.md, "Resumen semanal por correo"): the
 * figures of get_class_digest for the week that ended, in Spanish, as plain text and simple HTML,
 * with a link to the class page. It names students (those who may need help) and counts (the
 * safety alerts too: how many of each level, never their text, which stays behind the sign-in); it never
 * carries what a student wrote, nor the conversations' titles (the "Temas", written from the
 * students' questions), which stay behind the sign-in. Pure module: no Deno- or DOM-only APIs.
 */
import type { MailMessage } from '../http/mailer.ts';
import { APP_TIME_ZONE } from '../time/time-zone.ts';

import type { ClassDigest } from './digest.ts';

/** The part of get_class_digest's JSON the e-mail reads. */
export interface WeeklyDigestFigures extends Pick<
  ClassDigest,
  'totals' | 'stuck' | 'went_well' | 'alerts'
> {
  subjects: Pick<ClassDigest['subjects'][number], 'subject' | 'students' | 'messages'>[];
  need_help: Omit<ClassDigest['need_help'][number], 'user_id'>[];
}

/** One claimed weekly e-mail (a row of claim_class_weekly_digests). */
export interface WeeklyDigestClaim {
  class_id: string;
  class_name: string;
  teacher_id: string;
  teacher_email: string;
  teacher_name: string;
  /** 'YYYY-MM-DD', the Monday and the Sunday of the week on the deployment's clock. */
  week_start: string;
  week_end: string;
  digest: WeeklyDigestFigures;
}

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** "del 23 al 29 de noviembre de 2026" (calendar days: no zone involved). */
export function weekRangeText(start: string, end: string): string {
  const [sy, sm, sd] = start.split('-').map(Number) as [number, number, number];
  const [ey, em, ed] = end.split('-').map(Number) as [number, number, number];
  const endText = `${ed} de ${MONTHS[em - 1]} de ${ey}`;
  if (sy !== ey) return `del ${sd} de ${MONTHS[sm - 1]} de ${sy} al ${endText}`;
  if (sm !== em) return `del ${sd} de ${MONTHS[sm - 1]} al ${endText}`;
  return `del ${sd} al ${endText}`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The e-mail's sections: a title and its lines (each a plain sentence). */
interface Section {
  title: string;
  lines: string[];
}

function sections(d: WeeklyDigestFigures): Section[] {
  const t = d.totals;
  return [
    {
      title: 'Actividad',
      lines: [
        `${t.active_students} de ${plural(t.students, 'estudiante', 'estudiantes')} ${t.active_students === 1 ? 'escribió' : 'escribieron'} al tutor: ${plural(t.student_messages, 'mensaje', 'mensajes')} en ${plural(t.conversations, 'conversación', 'conversaciones')}; el tutor respondió ${plural(t.tutor_replies, 'vez', 'veces')}.`,
      ],
    },
    {
      title: 'Alertas de seguridad',
      lines:
        d.alerts.alta + d.alerts.revisar === 0
          ? ['Esta semana no hubo alertas.']
          : [
              `Urgentes: ${d.alerts.alta} (se avisó por correo en el momento).`,
              `Para revisar: ${d.alerts.revisar} (sin aviso por correo: léelas en la pestaña Alertas de la clase).`,
            ],
    },
    {
      title: 'Qué preguntaron (por materia)',
      lines: d.subjects.map(
        (s) =>
          `${s.subject}: ${plural(s.messages, 'mensaje', 'mensajes')} de ${plural(s.students, 'estudiante', 'estudiantes')}.`,
      ),
    },
    {
      title: 'Dónde se atascaron',
      lines: [
        `Pistas avanzadas (pista 3 o 4 de 4): ${d.stuck.deep_hints}.`,
        `Respuestas marcadas «No lo entendí»: ${d.stuck.not_understood}.`,
        `Retos sin resolver: ${d.stuck.challenges_not_solved} (abandonados: ${d.stuck.gave_up}).`,
        `Preguntas repetidas: ${d.stuck.repeated_questions}.`,
      ],
    },
    {
      title: 'Quién puede necesitar ayuda',
      lines:
        d.need_help.length === 0
          ? ['Esta semana nadie tuvo 3 o más pistas avanzadas sin resolver ningún reto.']
          : d.need_help.map(
              (p) =>
                `${p.name}: ${plural(p.deep_hints, 'pista avanzada', 'pistas avanzadas')}, ${p.not_understood} «No lo entendí», ${plural(p.challenges_tried, 'reto intentado', 'retos intentados')}.`,
            ),
    },
    {
      title: 'Qué salió bien',
      lines:
        d.went_well.length === 0
          ? ['Esta semana nadie resolvió un reto sin ayuda.']
          : d.went_well.map(
              (w) =>
                `${w.subject}: ${plural(w.solved, 'reto resuelto', 'retos resueltos')} sin ayuda (${w.first_try} a la primera), de ${plural(w.students, 'estudiante', 'estudiantes')}.`,
            ),
    },
  ];
}

/** Text for an HTML body: the five characters that could open markup or an attribute. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The class page's address (SITE_URL/profesor/clases/<id>), or null without SITE_URL. */
export function classPageUrl(siteUrl: string | null, classId: string): string | null {
  return siteUrl ? `${siteUrl}/profesor/clases/${encodeURIComponent(classId)}` : null;
}

/** The e-mail to one teacher with one class's week (Spanish; text and HTML say the same). */
export function weeklyDigestMessage(
  claim: WeeklyDigestClaim,
  siteUrl: string | null,
  timeZone: string = APP_TIME_ZONE,
): MailMessage {
  const week = weekRangeText(claim.week_start, claim.week_end);
  const intro = `Este es el resumen de tu clase «${claim.class_name}» de la semana ${week}, de lunes a domingo (hora de ${timeZone}). Solo cuentan quienes siguen en la clase.`;
  const link = classPageUrl(siteUrl, claim.class_id);
  const where = link
    ? `Los temas, los detalles y las conversaciones están en la página de la clase: ${link}`
    : 'Los temas, los detalles y las conversaciones están en Tutor, en Mis clases, pestaña Resumen de la clase.';
  const why = `Recibes este correo porque das clase en «${claim.class_name}» y tienes activada la opción «Recibir notificaciones por correo» en tu perfil (Perfil → Preferencias).`;
  const privacy = 'Por privacidad, este correo no incluye los mensajes de los estudiantes.';
  const body = sections(claim.digest);

  const text = [
    `Hola, ${claim.teacher_name}:`,
    '',
    intro,
    ...body.flatMap((s) => ['', s.title, ...s.lines.map((line) => `- ${line}`)]),
    '',
    where,
    '',
    why,
    privacy,
  ].join('\n');

  const p = (content: string) => `<p>${content}</p>`;
  const html = [
    '<!doctype html>',
    '<html lang="es"><head><meta charset="utf-8"><title>Resumen semanal</title></head>',
    '<body style="font-family: Arial, sans-serif; color: #1e293b; line-height: 1.5;">',
    p(escapeHtml(`Hola, ${claim.teacher_name}:`)),
    p(escapeHtml(intro)),
    ...body.map(
      (s) =>
        `<h2 style="font-size: 16px; margin: 16px 0 4px;">${escapeHtml(s.title)}</h2>\n<ul>${s.lines
          .map((line) => `<li>${escapeHtml(line)}</li>`)
          .join('')}</ul>`,
    ),
    p(
      link
        ? `<a href="${escapeHtml(link)}">Abrir el resumen de «${escapeHtml(claim.class_name)}» en Tutor</a>`
        : escapeHtml(where),
    ),
    `<p style="font-size: 12px; color: #64748b;">${escapeHtml(why)} ${escapeHtml(privacy)}</p>`,
    '</body></html>',
  ].join('\n');

  return {
    to: [claim.teacher_email],
    subject: `Tutor: resumen semanal de «${claim.class_name}» (${week})`,
    text,
    html,
  };
}
