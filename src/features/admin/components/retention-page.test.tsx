import { render, screen, within } from '@testing-library/react';

import { getRetentionOverview, type RetentionOverview } from '../api/get-retention-overview';

import { RetentionPage } from './retention-page';

vi.mock('../api/get-retention-overview', () => ({ getRetentionOverview: vi.fn() }));
const load = vi.mocked(getRetentionOverview);

const none = { due_now: 0, due_soon: 0, next_at: null, waiting: 0 };
const overview = (extra: Partial<RetentionOverview> = {}): RetentionOverview => ({
  conversations: { due_now: 3, due_soon: 12, next_at: '2026-12-14T23:30:00Z', waiting: 1 },
  accounts: { ...none, due_soon: 1, next_at: '2027-01-05T10:00:00Z' },
  alerts: none,
  last_run: {
    ran_at: '2026-11-29T02:30:00Z',
    counts: { conversations: 4, accounts: 1, alerts: 0 },
  },
  ...extra,
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.resetAllMocks());

const card = (label: string) =>
  screen.getAllByTestId('retention-due').find((c) => within(c).queryByText(label))!;
const value = (cardLabel: string, row: string) =>
  within(card(cardLabel)).getByText(row).nextElementSibling?.textContent;

describe('RetentionPage', () => {
  it('states the periods of the deployment’s settings', async () => {
    load.mockResolvedValue(overview());
    render(<RetentionPage />);
    const periods = screen.getByTestId('periods');
    expect(periods).toHaveTextContent('Se borran 365 días después de su último mensaje');
    expect(periods).toHaveTextContent('Se borran tras 2 años sin iniciar sesión ni escribir');
    expect(periods).toHaveTextContent('Se borran un año después de resolverse');
    await screen.findAllByTestId('retention-due');
  });

  it('shows per kind what is due, on the deployment’s clock (Madrid), and what waits', async () => {
    load.mockResolvedValue(overview());
    render(<RetentionPage />);
    await screen.findAllByTestId('retention-due');
    expect(value('Conversaciones', 'En la próxima ejecución')).toBe('3');
    expect(value('Conversaciones', 'En los próximos 30 días')).toBe('12');
    // 23:30 UTC on 14 December is already 15 December in Madrid.
    expect(value('Conversaciones', 'Siguiente fecha')).toBe('15 de diciembre de 2026');
    expect(value('Cuentas', 'Siguiente fecha')).toBe('5 de enero de 2027');
    expect(value('Alertas resueltas', 'Siguiente fecha')).toBe('Ninguna');
    expect(screen.getByText('1 elemento espera a que se borren sus archivos.')).toBeVisible();
    expect(screen.getByTestId('last-run')).toHaveTextContent(
      '29 de noviembre de 2026 a las 03:30. Borrado: conversaciones 4, cuentas 1, alertas 0.',
    );
  });

  it('says when it never ran, and nothing waits', async () => {
    load.mockResolvedValue(overview({ conversations: none, last_run: null }));
    render(<RetentionPage />);
    expect(await screen.findByTestId('last-run')).toHaveTextContent('Todavía no se ha ejecutado.');
    expect(screen.queryByText(/espera/)).toBeNull();
  });

  it('says so when the overview cannot be loaded', async () => {
    load.mockRejectedValue(Object.assign(new Error('forbidden'), { code: '42501' }));
    render(<RetentionPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo cargar la conservación de datos. Recarga la página.',
    );
    expect(screen.queryByTestId('retention-due')).toBeNull();
  });
});
