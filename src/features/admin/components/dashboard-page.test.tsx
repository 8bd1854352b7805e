import { render, screen, within } from '@testing-library/react';

import { getAdminStats } from '../api/get-admin-stats';
import { getUsageOverview } from '../api/get-usage-overview';
import type { AdminStats } from '../types';

import { DashboardPage } from './dashboard-page';

vi.mock('../api/get-admin-stats', () => ({ getAdminStats: vi.fn() }));
vi.mock('../api/get-usage-overview', () => ({ getUsageOverview: vi.fn() }));
vi.mock('../api/get-classes', () => ({ getClasses: vi.fn().mockResolvedValue([]) }));
vi.mock('./usage-chart', () => ({ default: () => <svg /> }));

const PERIOD = 'Conversaciones empezadas en los últimos 7 días, hoy incluido';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.mocked(getAdminStats).mockResolvedValue({ total_users: 3 } as unknown as AdminStats);
});
afterEach(() => vi.resetAllMocks());

describe('DashboardPage', () => {
  it('"Top 5 materias" and the levels say the period they count', async () => {
    vi.mocked(getUsageOverview).mockResolvedValue({
      usage: [{ day: '2026-11-29', conversations: 2, messages: 8 }],
      subjects: [{ subject: 'Matemáticas', count: 2 }],
      levels: [{ grade_level: 'Secundaria', count: 2 }],
    });
    render(<DashboardPage />);
    const top = await screen.findByRole('region', { name: 'Top 5 materias' });
    expect(within(top).getByText(PERIOD)).toBeInTheDocument();
    expect(await within(top).findByText('Matemáticas')).toBeInTheDocument();
    const levels = screen.getByRole('region', { name: 'Conversaciones por nivel' });
    expect(within(levels).getByText(PERIOD)).toBeInTheDocument();
  });
});
