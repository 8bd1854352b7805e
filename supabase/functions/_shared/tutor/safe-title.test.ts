import { describe, expect, it } from 'vitest';

import { safeTitle } from './safe-title.ts';
import { DEFAULT_TITLE, SAFETY_TITLE } from './title.ts';

describe('safeTitle', () => {
  const opts = { answers: ['x = 4', '4'], safety: false, fallbackFrom: 'resuelve 2x + 3 = 11' };

  it('keeps a title that gives nothing away, first letter in capitals', () => {
    expect(safeTitle('ecuación de primer grado', opts)).toBe('Ecuación de primer grado');
  });

  it.each(['Ecuación con x = 4', 'Despejar x: cuatro', 'Resultado 4'])(
    'replaces a title that names the answer: %j',
    (raw) => {
      expect(safeTitle(raw, opts)).toBe('Resuelve 2x + 3 = 11');
    },
  );

  it.each(['Ayuda ana@correo.com', 'Llámame al 612345678'])(
    'replaces a title that held personal data: %j',
    (raw) => {
      expect(safeTitle(raw, opts)).toBe('Resuelve 2x + 3 = 11');
    },
  );

  it('falls back to DEFAULT_TITLE when the first message is no better', () => {
    expect(safeTitle('x = 4', { ...opts, fallbackFrom: 'me da 4' })).toBe(DEFAULT_TITLE);
    expect(safeTitle('x = 4', { ...opts, fallbackFrom: 'escribe a a@b.co' })).toBe(DEFAULT_TITLE);
    expect(safeTitle('x = 4', { answers: ['4'], safety: false })).toBe(DEFAULT_TITLE);
    expect(safeTitle(null, { answers: [], safety: false, fallbackFrom: '  ' })).toBe(DEFAULT_TITLE);
  });

  it('keeps a title whose only flaw is extra spaces', () => {
    expect(safeTitle('  Ecuación   lineal  ', opts)).toBe('Ecuación lineal');
    expect(safeTitle('Ecuación\nlineal', opts)).toBe('Ecuación lineal');
  });

  it('uses the first message when the model gave no title', () => {
    expect(safeTitle('', opts)).toBe('Resuelve 2x + 3 = 11');
    expect(safeTitle(undefined, opts)).toBe('Resuelve 2x + 3 = 11');
  });

  it('is neutral after a safety case, whatever the raw title says', () => {
    expect(SAFETY_TITLE).toBe('Conversación');
    expect(safeTitle('Ayuda con autolesiones', { answers: [], safety: true })).toBe(SAFETY_TITLE);
  });
});
