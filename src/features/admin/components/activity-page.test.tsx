import { render, screen, within } from '@testing-library/react';

import { SAFETY_PRIORITY } from '@shared/safety';

import { getRecentActivity } from '../api/get-recent-activity';
import { getSafetyAlerts } from '../api/get-safety-alerts';
import type { ActivityRow, SafetyAlertRow } from '../types';

import { ActivityPage } from './activity-page';

vi.mock('../api/get-recent-activity', () => ({ getRecentActivity: vi.fn() }));
vi.mock('../api/get-safety-alerts', () => ({ getSafetyAlerts: vi.fn() }));
const activity = vi.mocked(getRecentActivity);
const alerts = vi.mocked(getSafetyAlerts);

const alert = (extra: Partial<SafetyAlertRow> = {}): SafetyAlertRow => ({
  id: 'a1',
  user_name: 'Ana López',
  user_email: 'ana@tutor.local',
  conversation_id: 'c1',
  conversation_title: 'Tarea de álgebra',
  category: 'self_harm',
  source: 'phrase_list',
  excerpt: 'ya no quiero seguir con nada',
  created_at: '2026-11-23T15:30:00Z',
  ...extra,
});
const activityRow: ActivityRow = {
  id: 'm1',
  user_name: 'Luis',
  user_email: 'luis@tutor.local',
  conversation_title: 'Física',
  created_at: '2026-11-23T15:00:00Z',
} as ActivityRow;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  activity.mockResolvedValue([activityRow]);
});
afterEach(() => vi.resetAllMocks());

describe('ActivityPage safety alerts', () => {
  it('lists the alerts first with user, e-mail, conversation, category, source, date and excerpt', async () => {
    alerts.mockResolvedValue([
      alert(),
      alert({
        id: 'a2',
        user_name: null,
        user_email: 'luis@tutor.local',
        conversation_title: null,
        category: 'otra_categoria',
        source: 'moderation',
        excerpt: 'me molestan en la escuela',
      }),
    ]);
    render(<ActivityPage />);
    const list = await screen.findByRole('list', { name: 'Alertas de seguridad' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByText('Ana López')).toBeInTheDocument();
    expect(first.getByText('ana@tutor.local')).toBeInTheDocument();
    expect(first.getByText('Tarea de álgebra')).toBeInTheDocument();
    expect(first.getByText('Autolesión o suicidio')).toBeInTheDocument();
    expect(first.getByText('Lista de frases')).toBeInTheDocument();
    expect(first.getByTestId('safety-alert-excerpt')).toHaveTextContent(
      'Mensaje señalado: ya no quiero seguir con nada',
    );
    expect(first.getByText(/23\/11\/2026/)).toBeInTheDocument();
    const second = within(items[1]!);
    expect(second.getByText('—')).toBeInTheDocument();
    expect(second.getByText('Conversación eliminada')).toBeInTheDocument();
    expect(second.getByText('Moderación')).toBeInTheDocument();
    expect(second.getByText('otra_categoria')).toBeInTheDocument();
    expect(alerts).toHaveBeenCalledWith(50);

    // Alerts come before the recent messages on the page.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Alertas de seguridad', 'Mensajes recientes']);
    expect(await screen.findAllByTestId('activity-row')).toHaveLength(1);
    expect(activity).toHaveBeenCalledWith(100);
  });

  it('names each of the five safety categories in Spanish', async () => {
    const labels = {
      self_harm: 'Autolesión o suicidio',
      sexual_minors: 'Abuso sexual o grooming',
      abuse: 'Maltrato en casa',
      neglect: 'Negligencia o abandono',
      bullying: 'Acoso o violencia escolar',
    };
    alerts.mockResolvedValue(
      SAFETY_PRIORITY.map((category, i) => alert({ id: `c${i}`, category })),
    );
    render(<ActivityPage />);
    const list = await screen.findByRole('list', { name: 'Alertas de seguridad' });
    const items = within(list).getAllByRole('listitem');
    expect(
      items.map((item) => within(item).getByText(/^Categoría:/).parentElement?.textContent),
    ).toEqual(SAFETY_PRIORITY.map((category) => `Categoría: ${labels[category]}`));
  });

  it("shows 'No hay alertas de seguridad' when there are none", async () => {
    alerts.mockResolvedValue([]);
    render(<ActivityPage />);
    expect(await screen.findByText('No hay alertas de seguridad')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Alertas de seguridad' })).toBeNull();
  });

  it('only logs a failed load and still shows the activity', async () => {
    alerts.mockRejectedValue(new Error('42501'));
    render(<ActivityPage />);
    expect(await screen.findAllByTestId('activity-row')).toHaveLength(1);
    expect(console.error).toHaveBeenCalledWith(
      'Error cargando alertas de seguridad:',
      expect.any(Error),
    );
    expect(screen.queryByText('No hay alertas de seguridad')).toBeNull();
    expect(screen.queryByTestId('safety-alert')).toBeNull();
  });
});
