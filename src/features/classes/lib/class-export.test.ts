import { describe, expect, it } from 'vitest';

import { classExportFileName, classWeeklyCsv } from './class-export';

const row = (over: Partial<Parameters<typeof classWeeklyCsv>[0][number]> = {}) => ({
  student_name: 'Ana López',
  week_start: '2026-11-23',
  conversations: 2,
  student_messages: 14,
  tutor_replies: 13,
  understanding_moments: 3,
  ...over,
});

describe('the class export (a spreadsheet in Spanish)', () => {
  it('starts with a UTF-8 BOM, Spanish headers and ";" between cells, one row per student and week', () => {
    const csv = classWeeklyCsv([row(), row({ student_name: 'Íñigo', week_start: '2026-11-30' })]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toEqual([
      'Estudiante;Semana (lunes);Conversaciones;Mensajes del estudiante;Respuestas del tutor;Momentos de comprensión',
      'Ana López;2026-11-23;2;14;13;3',
      'Íñigo;2026-11-30;2;14;13;3',
    ]);
  });

  it('quotes a name with ";" and defuses one that starts like a formula', () => {
    const csv = classWeeklyCsv([
      row({ student_name: 'Ana; la de 3°B' }),
      row({ student_name: '=HYPERLINK("x")' }),
    ]);
    const [, first, second] = csv.slice(1).split('\r\n');
    expect(first).toBe('"Ana; la de 3°B";2026-11-23;2;14;13;3');
    expect(second!.startsWith('"\'=HYPERLINK')).toBe(true);
  });

  it('names the file after the class and the day', () => {
    expect(classExportFileName('Álgebra 3°B', '2026-11-29')).toBe(
      'clase_algebra-3-b_2026-11-29.csv',
    );
  });
});
