import { describe, expect, it } from 'vitest';

import { classExportFileName, classGradebookCsv, classWeeklyCsv } from './class-export';

const row = (over: Partial<Parameters<typeof classWeeklyCsv>[0][number]> = {}) => ({
  student_name: 'Ana López',
  week_start: '2026-11-23',
  conversations: 2,
  student_messages: 14,
  tutor_replies: 13,
  understanding_moments: 3,
  challenges_finished: 2,
  challenges_solved: 1,
  deep_hints: 4,
  max_hint_level: 4,
  ...over,
});

describe('the class export (a spreadsheet in Spanish)', () => {
  it('starts with a UTF-8 BOM, Spanish headers and ";" between cells, one row per student and week', () => {
    const csv = classWeeklyCsv([
      row(),
      // A week without a reply at any hint level: the highest level is an empty cell.
      row({
        student_name: 'Íñigo',
        week_start: '2026-11-30',
        max_hint_level: null as unknown as number,
      }),
    ]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toEqual([
      'Estudiante;Semana (lunes);Conversaciones;Mensajes del estudiante;Respuestas del tutor;Momentos de comprensión;Retos terminados;Retos resueltos sin ayuda;Pistas 3–4;Pista más alta',
      'Ana López;2026-11-23;2;14;13;3;2;1;4;4',
      'Íñigo;2026-11-30;2;14;13;3;2;1;4;',
    ]);
  });

  it('quotes a name with ";" and defuses one that starts like a formula', () => {
    const csv = classWeeklyCsv([
      row({ student_name: 'Ana; la de 3°B' }),
      row({ student_name: '=HYPERLINK("x")' }),
    ]);
    const [, first, second] = csv.slice(1).split('\r\n');
    expect(first).toBe('"Ana; la de 3°B";2026-11-23;2;14;13;3;2;1;4;4');
    expect(second!.startsWith('"\'=HYPERLINK')).toBe(true);
  });

  it('names the file after the class and the day', () => {
    expect(classExportFileName('Álgebra 3°B', '2026-11-29')).toBe(
      'clase_algebra-3-b_2026-11-29.csv',
    );
    expect(classExportFileName('Álgebra 3°B', '2026-11-29', '_moodle')).toBe(
      'clase_algebra-3-b_moodle_2026-11-29.csv',
    );
  });
});

describe('the Moodle gradebook file', () => {
  it('is comma-separated UTF-8 without a BOM: name, e-mail, percentage solved alone', () => {
    const csv = classGradebookCsv([
      {
        student_name: 'Ana López',
        email: 'ana@colegio.es',
        challenges_finished: 3,
        challenges_solved: 2,
      },
      // A class account has no e-mail: the cell is empty for the teacher to fill in.
      {
        student_name: 'Íñigo, el de 3°B',
        email: null as unknown as string,
        challenges_finished: 1,
        challenges_solved: 1,
      },
      // Nothing finished: no grade (Moodle leaves it ungraded).
      { student_name: '=1+1', email: 'x@colegio.es', challenges_finished: 0, challenges_solved: 0 },
    ]);
    expect(Array.from(new TextEncoder().encode(csv).slice(0, 6))).toEqual(
      Array.from(new TextEncoder().encode('Nombre')),
    );
    expect(csv).toBe(
      [
        'Nombre,Correo electrónico,Aciertos sin ayuda (%)',
        'Ana López,ana@colegio.es,66.67',
        '"Íñigo, el de 3°B",,100.00',
        "'=1+1,x@colegio.es,",
      ].join('\r\n'),
    );
  });
});
