/**
 * The weekly "Resumen" e-mail's words: the week in Spanish, every figure of the digest with its
 * label, students named with their counts and nothing a student wrote, the class page's link, and
 * an HTML part that says the same with every name escaped.
 */
import { describe, expect, it } from 'vitest';

import { eachCase } from '../case-table-test-fixtures.ts';

import {
  escapeHtml,
  type WeeklyDigestClaim,
  weeklyDigestMessage,
  weekRangeText,
} from './weekly-digest-email.ts';

const CLAIM: WeeklyDigestClaim = {
  class_id: '0a1b2c3d-0000-4000-8000-000000000001',
  class_name: 'Álgebra 3°B',
  teacher_id: '0a1b2c3d-0000-4000-8000-0000000000aa',
  teacher_email: 'tere@escuela.test',
  teacher_name: 'Tere',
  week_start: '2026-11-23',
  week_end: '2026-11-29',
  digest: {
    totals: {
      students: 28,
      active_students: 12,
      student_messages: 85,
      tutor_replies: 90,
      conversations: 14,
    },
    subjects: [
      { subject: 'Matemáticas', students: 10, messages: 60 },
      { subject: 'Física', students: 1, messages: 1 },
    ],
    stuck: {
      deep_hints: 7,
      not_understood: 2,
      challenges_not_solved: 3,
      gave_up: 1,
      repeated_questions: 4,
    },
    need_help: [{ name: 'Ana Pérez', deep_hints: 5, not_understood: 1, challenges_tried: 0 }],
    went_well: [{ subject: 'Matemáticas', solved: 4, first_try: 3, students: 3 }],
    alerts: { alta: 1, revisar: 2 },
  },
};

const SITE = 'https://tutor.escuela.test';

describe('weekRangeText', () => {
  eachCase('%s – %s: %s', weekRangeText, [
    ['2026-11-23', '2026-11-29', 'del 23 al 29 de noviembre de 2026'],
    ['2026-11-30', '2026-12-06', 'del 30 de noviembre al 6 de diciembre de 2026'],
    ['2026-12-28', '2027-01-03', 'del 28 de diciembre de 2026 al 3 de enero de 2027'],
  ]);
});

describe('weeklyDigestMessage', () => {
  it('goes to the one teacher, with the class and the week in the subject', () => {
    const mail = weeklyDigestMessage(CLAIM, SITE, 'Europe/Madrid');
    expect(mail.to).toEqual(['tere@escuela.test']);
    expect(mail.subject).toBe(
      'Tutor: resumen semanal de «Álgebra 3°B» (del 23 al 29 de noviembre de 2026)',
    );
  });

  it('says every figure of the week, names who may need help, and links the class page', () => {
    const { text } = weeklyDigestMessage(CLAIM, SITE, 'Europe/Madrid');
    expect(text).toBe(
      [
        'Hola, Tere:',
        '',
        'Este es el resumen de tu clase «Álgebra 3°B» de la semana del 23 al 29 de noviembre de 2026, de lunes a domingo (hora de Europe/Madrid). Solo cuentan quienes siguen en la clase.',
        '',
        'Actividad',
        '- 12 de 28 estudiantes escribieron al tutor: 85 mensajes en 14 conversaciones; el tutor respondió 90 veces.',
        '',
        'Alertas de seguridad',
        '- Urgentes: 1 (se avisó por correo en el momento).',
        '- Para revisar: 2 (sin aviso por correo: léelas en la pestaña Alertas de la clase).',
        '',
        'Qué preguntaron (por materia)',
        '- Matemáticas: 60 mensajes de 10 estudiantes.',
        '- Física: 1 mensaje de 1 estudiante.',
        '',
        'Dónde se atascaron',
        '- Pistas avanzadas (pista 3 o 4 de 4): 7.',
        '- Respuestas marcadas «No lo entendí»: 2.',
        '- Retos sin resolver: 3 (abandonados: 1).',
        '- Preguntas repetidas: 4.',
        '',
        'Quién puede necesitar ayuda',
        '- Ana Pérez: 5 pistas avanzadas, 1 «No lo entendí», 0 retos intentados.',
        '',
        'Qué salió bien',
        '- Matemáticas: 4 retos resueltos sin ayuda (3 a la primera), de 3 estudiantes.',
        '',
        'Los temas, los detalles y las conversaciones están en la página de la clase: https://tutor.escuela.test/profesor/clases/0a1b2c3d-0000-4000-8000-000000000001',
        '',
        'Recibes este correo porque das clase en «Álgebra 3°B» y tienes activada la opción «Recibir notificaciones por correo» en tu perfil (Perfil → Preferencias).',
        'Por privacidad, este correo no incluye los mensajes de los estudiantes.',
      ].join('\n'),
    );
  });

  it('says so when nobody needs help and nothing was solved; without SITE_URL, where to look', () => {
    const quiet: WeeklyDigestClaim = {
      ...CLAIM,
      digest: {
        ...CLAIM.digest,
        totals: { ...CLAIM.digest.totals, active_students: 1, student_messages: 1 },
        need_help: [],
        went_well: [],
        alerts: { alta: 0, revisar: 0 },
      },
    };
    const { text, html } = weeklyDigestMessage(quiet, null, 'Europe/Madrid');
    expect(text).toContain('Alertas de seguridad\n- Esta semana no hubo alertas.');
    expect(text).not.toContain('Urgentes');
    expect(text).toContain('1 de 28 estudiantes escribió al tutor: 1 mensaje en 14 conversaciones');
    expect(text).toContain(
      '- Esta semana nadie tuvo 3 o más pistas avanzadas sin resolver ningún reto.',
    );
    expect(text).toContain('- Esta semana nadie resolvió un reto sin ayuda.');
    expect(text).toContain('en Tutor, en Mis clases, pestaña Resumen de la clase.');
    expect(text).not.toContain('http');
    expect(html).not.toContain('<a ');
  });

  it('counts a week of only alerts to review: the count, never an alert’s text', () => {
    const review = {
      ...CLAIM,
      digest: {
        ...CLAIM.digest,
        alerts: { alta: 0, revisar: 3, excerpts: ['quiero desaparecer'] },
      },
    } as WeeklyDigestClaim;
    const mail = weeklyDigestMessage(review, SITE, 'Europe/Madrid');
    expect(mail.text).toContain(
      'Alertas de seguridad\n- Urgentes: 0 (se avisó por correo en el momento).\n- Para revisar: 3 (sin aviso por correo: léelas en la pestaña Alertas de la clase).',
    );
    expect(mail.html).toContain('<li>Para revisar: 3 (sin aviso');
    expect(mail.text).not.toContain('desaparecer');
    expect(mail.html).not.toContain('desaparecer');
  });

  it('names the deployment’s time zone it was given', () => {
    expect(weeklyDigestMessage(CLAIM, SITE, 'America/Mexico_City').text).toContain(
      '(hora de America/Mexico_City)',
    );
  });

  it('carries no topic (conversation title) even when the digest has them', () => {
    const withTopics = {
      ...CLAIM,
      digest: { ...CLAIM.digest, topics: [{ topic: 'Me siento solo', students: 1 }] },
    } as WeeklyDigestClaim;
    const mail = weeklyDigestMessage(withTopics, SITE);
    expect(mail.text).not.toContain('Me siento solo');
    expect(mail.html).not.toContain('Me siento solo');
  });

  it('the HTML part says the same, escapes names and links the class page', () => {
    const hostile: WeeklyDigestClaim = {
      ...CLAIM,
      class_name: 'Clase <b>"A"</b> & B',
      digest: {
        ...CLAIM.digest,
        need_help: [
          {
            name: '<img src=x onerror=alert(1)>',
            deep_hints: 3,
            not_understood: 0,
            challenges_tried: 1,
          },
        ],
      },
    };
    const { html } = weeklyDigestMessage(hostile, SITE, 'Europe/Madrid');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain(
      '&lt;img src=x onerror=alert(1)&gt;: 3 pistas avanzadas, 0 «No lo entendí», 1 reto intentado.',
    );
    expect(html).toContain('Clase &lt;b&gt;&quot;A&quot;&lt;/b&gt; &amp; B');
    expect(html).toContain(
      '<a href="https://tutor.escuela.test/profesor/clases/0a1b2c3d-0000-4000-8000-000000000001">',
    );
    const plain = weeklyDigestMessage(CLAIM, SITE, 'Europe/Madrid');
    for (const line of plain.text.split('\n').filter((l) => l.startsWith('- '))) {
      expect(plain.html).toContain(`<li>${escapeHtml(line.slice(2))}</li>`);
    }
  });
});
