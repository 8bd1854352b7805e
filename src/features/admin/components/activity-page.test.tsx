import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { SAFETY_PRIORITY } from '@shared/safety/safety';

import { getRecentActivity } from '../api/get-recent-activity';
import {
  countNewSafetyAlerts,
  getSafetyAlertContext,
  getSafetyAlerts,
  setSafetyAlertStatus,
} from '../api/safety-alerts';
import type { ActivityRow, SafetyAlertRow } from '../types';

import { ActivityPage } from './activity-page';

vi.mock('../api/get-recent-activity', () => ({ getRecentActivity: vi.fn() }));
// Every function of the module, a vi.fn() (vitest's automock).
vi.mock('../api/safety-alerts');
const activity = vi.mocked(getRecentActivity);
const alerts = vi.mocked(getSafetyAlerts);
const setStatus = vi.mocked(setSafetyAlertStatus);
const context = vi.mocked(getSafetyAlertContext);
const countNew = vi.mocked(countNewSafetyAlerts);

const safetyAlert = (extra: Partial<SafetyAlertRow> = {}): SafetyAlertRow => ({
  id: 'a1',
  user_name: 'Ana López',
  user_email: 'ana@tutor.local',
  conversation_id: 'c1',
  conversation_title: 'Tarea de álgebra',
  category: 'self_harm',
  level: 'alta',
  source: 'phrase_list',
  excerpt: 'ya no quiero seguir con nada',
  created_at: '2026-11-23T15:30:00Z',
  status: 'new',
  status_changed_at: null,
  status_changed_by_name: null,
  note: null,
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
  countNew.mockResolvedValue(0);
});
afterEach(() => vi.resetAllMocks());

describe('ActivityPage safety alerts', () => {
  it('lists the alerts first with user, e-mail, conversation, category, source, date and excerpt', async () => {
    alerts.mockResolvedValue([
      safetyAlert(),
      safetyAlert({
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
    expect(first.getByTestId('safety-alert-source')).toHaveTextContent(
      'Origen: Detección automática (frases de riesgo)',
    );
    expect(first.getByTestId('safety-alert-excerpt')).toHaveTextContent(
      'Mensaje señalado: ya no quiero seguir con nada',
    );
    // The date as the browser's calendar reads that instant (the same on any host's time zone).
    const day = new Intl.DateTimeFormat('es-ES', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(new Date('2026-11-23T15:00:00Z'));
    expect(first.getByText(new RegExp(day.replaceAll('/', '\\/')))).toBeInTheDocument();
    const second = within(items[1]!);
    expect(second.getByText('—')).toBeInTheDocument();
    expect(second.getByText('Conversación eliminada')).toBeInTheDocument();
    expect(second.getByText('Detección automática (moderación)')).toBeInTheDocument();
    expect(second.getByText('otra_categoria')).toBeInTheDocument();
    expect(alerts).toHaveBeenCalledWith(50, null, null);

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
      SAFETY_PRIORITY.map((category, i) => safetyAlert({ id: `c${i}`, category })),
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

describe('ActivityPage safety alert follow-up', () => {
  it('filters by state: each filter asks for its state and says when none are in it', async () => {
    alerts.mockResolvedValue([safetyAlert()]);
    render(<ActivityPage />);
    await screen.findByRole('list', { name: 'Alertas de seguridad' });
    const filters = screen.getByRole('group', { name: 'Mostrar alertas' });
    // The group's name is written on screen before its buttons, not only read to a screen reader.
    expect(within(filters).getByText('Mostrar alertas')).toBeVisible();
    expect(within(filters).getByRole('button', { name: 'Todas' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    alerts.mockResolvedValue([]);
    await userEvent.click(within(filters).getByRole('button', { name: 'En revisión' }));
    expect(await screen.findByText('No hay alertas en este estado')).toBeInTheDocument();
    expect(alerts).toHaveBeenLastCalledWith(50, 'in_review', null);
    expect(within(filters).getByRole('button', { name: 'En revisión' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it("names each alert's level and filters by it, with the state filter kept", async () => {
    alerts.mockResolvedValue([
      safetyAlert(),
      safetyAlert({ id: 'a2', level: 'revisar', excerpt: 'mi amiga dice que se quiere matar' }),
    ]);
    render(<ActivityPage />);
    const items = await screen.findAllByTestId('safety-alert');
    expect(items.map((item) => within(item).getByTestId('safety-alert-level').textContent)).toEqual(
      ['Urgencia: Urgente', 'Urgencia: Para revisar'],
    );
    expect(alerts).toHaveBeenLastCalledWith(50, null, null);

    const levels = screen.getByRole('group', { name: 'Mostrar por urgencia' });
    expect(within(levels).getByText('Mostrar por urgencia')).toBeVisible();
    alerts.mockResolvedValue([safetyAlert({ id: 'a2', level: 'revisar' })]);
    await userEvent.click(within(levels).getByRole('button', { name: 'Para revisar' }));
    expect(alerts).toHaveBeenLastCalledWith(50, null, 'revisar');
    expect(within(levels).getByRole('button', { name: 'Para revisar' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await screen.findAllByTestId('safety-alert')).toHaveLength(1);

    // Both filters at once; an empty answer says which filter emptied the list.
    alerts.mockResolvedValue([]);
    const states = screen.getByRole('group', { name: 'Mostrar alertas' });
    await userEvent.click(within(states).getByRole('button', { name: 'Nuevas' }));
    expect(alerts).toHaveBeenLastCalledWith(50, 'new', 'revisar');
    expect(await screen.findByText('No hay alertas en este estado')).toBeInTheDocument();
    await userEvent.click(within(states).getByRole('button', { name: 'Todas' }));
    expect(alerts).toHaveBeenLastCalledWith(50, null, 'revisar');
    expect(await screen.findByText('No hay alertas de esta urgencia')).toBeInTheDocument();
    await userEvent.click(within(levels).getByRole('button', { name: 'Todas' }));
    expect(alerts).toHaveBeenLastCalledWith(50, null, null);
    expect(await screen.findByText('No hay alertas de seguridad')).toBeInTheDocument();
  });

  it('moves a new alert to review in one click, with the note written first, then reloads the list and the badge count', async () => {
    alerts.mockResolvedValue([safetyAlert()]);
    setStatus.mockResolvedValue(undefined);
    render(<ActivityPage />);
    const item = within((await screen.findAllByTestId('safety-alert'))[0]!);
    expect(item.getByTestId('safety-alert-status')).toHaveTextContent('Estado: Nueva');
    const addNote = item.getByRole('button', { name: 'Añadir nota' });
    expect(addNote).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(addNote);
    expect(addNote).toHaveAttribute('aria-expanded', 'true');
    const noteBox = item.getByLabelText('Nota privada (opcional)');
    // The hint says truthfully who reads the note.
    expect(noteBox).toHaveAccessibleDescription(/La leen los administradores/);
    await userEvent.type(noteBox, 'Llamé a su familia');
    alerts.mockResolvedValue([
      safetyAlert({
        status: 'in_review',
        status_changed_at: '2026-11-23T16:00:00Z',
        status_changed_by_name: 'Admin',
        note: 'Llamé a su familia',
      }),
    ]);
    const countsBefore = countNew.mock.calls.length;
    await userEvent.click(item.getByRole('button', { name: 'Marcar en revisión' }));
    expect(setStatus).toHaveBeenCalledTimes(1);
    expect(setStatus).toHaveBeenCalledWith('a1', 'in_review', 'Llamé a su familia');
    expect(await screen.findByText('Estado de la alerta actualizado')).toBeInTheDocument();
    const updated = within(screen.getByTestId('safety-alert'));
    expect(updated.getByTestId('safety-alert-status')).toHaveTextContent('En revisión');
    expect(updated.getByTestId('safety-alert-note')).toHaveTextContent('Nota: Llamé a su familia');
    expect(updated.getByTestId('safety-alert-last-change')).toHaveTextContent('por Admin');
    expect(updated.queryByLabelText('Nota privada (opcional)')).toBeNull();
    // From review the next moves are resolve (and nothing back to 'new').
    expect(updated.getByRole('button', { name: 'Marcar como resuelta' })).toBeInTheDocument();
    expect(updated.queryByRole('button', { name: 'Marcar en revisión' })).toBeNull();
    expect(countNew.mock.calls.length).toBeGreaterThan(countsBefore);
  });

  it('one click without a note saves the state with an empty note; there is no separate "Guardar"', async () => {
    alerts.mockResolvedValue([safetyAlert()]);
    setStatus.mockResolvedValue(undefined);
    render(<ActivityPage />);
    const item = within((await screen.findAllByTestId('safety-alert'))[0]!);
    expect(item.queryByRole('button', { name: 'Guardar' })).toBeNull();
    await userEvent.click(item.getByRole('button', { name: 'Marcar como resuelta' }));
    expect(setStatus).toHaveBeenCalledWith('a1', 'resolved', '');
  });

  it('a failed save keeps the note open and says why in Spanish', async () => {
    alerts.mockResolvedValue([safetyAlert({ status: 'resolved' })]);
    setStatus.mockRejectedValue({ code: '42501', message: 'permission denied' });
    render(<ActivityPage />);
    const item = within((await screen.findAllByTestId('safety-alert'))[0]!);
    await userEvent.click(item.getByRole('button', { name: 'Añadir nota' }));
    await userEvent.type(item.getByLabelText('Nota privada (opcional)'), 'Reabierta');
    await userEvent.click(item.getByRole('button', { name: 'Reabrir' }));
    expect(await item.findByRole('alert')).toHaveTextContent('No tienes permiso para hacer esto.');
    expect(setStatus).toHaveBeenCalledWith('a1', 'in_review', 'Reabierta');
    expect(item.getByLabelText('Nota privada (opcional)')).toHaveValue('Reabierta');
  });

  it('someone else moved it first: the conflict is explained and the list reloads', async () => {
    alerts.mockResolvedValue([safetyAlert()]);
    setStatus.mockRejectedValue({ code: '22023', message: 'already resolved' });
    render(<ActivityPage />);
    const item = within((await screen.findAllByTestId('safety-alert'))[0]!);
    const loadsBefore = alerts.mock.calls.length;
    await userEvent.click(item.getByRole('button', { name: 'Marcar como resuelta' }));
    expect(await item.findByRole('alert')).toHaveTextContent(
      'Otra persona ya había cambiado esta alerta. La lista se ha actualizado.',
    );
    expect(alerts.mock.calls.length).toBeGreaterThan(loadsBefore);
  });

  it('shows the conversation around the flagged message in a dialog, flagged one marked', async () => {
    alerts.mockResolvedValue([safetyAlert()]);
    context.mockResolvedValue([
      {
        id: 'm1',
        role: 'user',
        content: 'no entiendo',
        created_at: '2026-11-23T15:20:00Z',
        is_flagged: false,
      },
      {
        id: 'm2',
        role: 'user',
        content: 'ya no quiero seguir',
        created_at: '2026-11-23T15:30:00Z',
        is_flagged: true,
      },
      {
        id: 'm3',
        role: 'assistant',
        content: 'Gracias por contármelo',
        created_at: '2026-11-23T15:30:05Z',
        is_flagged: false,
      },
    ]);
    render(<ActivityPage />);
    const item = within((await screen.findAllByTestId('safety-alert'))[0]!);
    await userEvent.click(item.getByRole('button', { name: 'Ver conversación' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Conversación alrededor de la alerta',
    });
    const messages = await within(dialog).findAllByTestId('alert-context-message');
    expect(messages.map((m) => m.textContent)).toEqual([
      expect.stringContaining('no entiendo'),
      expect.stringContaining('Mensaje señalado'),
      expect.stringContaining('Gracias por contármelo'),
    ]);
    expect(messages[1]).toHaveAttribute('data-flagged', 'true');
    expect(within(messages[2]!).getByText('Tutor')).toBeInTheDocument();
    expect(context).toHaveBeenCalledWith('a1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a long e-mail wraps before its @ and dots, and reads as the whole address', async () => {
    const email = 'alerta-seguimiento-mi4k2x9a7b1@colegio-san-jose-de-calasanz.edu.mx';
    alerts.mockResolvedValue([safetyAlert({ user_name: null, user_email: email })]);
    render(<ActivityPage />);
    const item = within((await screen.findAllByTestId('safety-alert'))[0]!);
    const shown = item.getByTestId('safety-alert-email');
    expect(shown).toHaveTextContent(email, { normalizeWhitespace: false });
    expect(shown.textContent).toBe(email);
    // One break opportunity before the '@' and before each of the two dots (hyphens break anyway).
    expect(shown.querySelectorAll('wbr')).toHaveLength(3);
    expect(shown.className).not.toMatch(/break-all/);
    expect(
      item.getByRole('article', { name: `Alertas de seguridad: ${email}` }),
    ).toBeInTheDocument();
  });

  it('an alert of a deleted account or conversation says so and offers no conversation', async () => {
    alerts.mockResolvedValue([
      safetyAlert({
        user_name: null,
        user_email: null,
        conversation_id: null,
        conversation_title: null,
      }),
    ]);
    render(<ActivityPage />);
    const item = within((await screen.findAllByTestId('safety-alert'))[0]!);
    expect(item.getByText('Cuenta eliminada')).toBeInTheDocument();
    expect(item.getByText('Conversación eliminada')).toBeInTheDocument();
    expect(item.queryByRole('button', { name: 'Ver conversación' })).toBeNull();
    expect(
      item.getByRole('article', { name: 'Alertas de seguridad: Cuenta eliminada' }),
    ).toBeInTheDocument();
  });
});
