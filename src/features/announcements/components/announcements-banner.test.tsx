import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { getActiveAnnouncements } from '@/features/announcements/api/get-active-announcements';
import { AnnouncementsBanner } from '@/features/announcements/components/announcements-banner';
import { makeAnnouncement } from '@/features/announcements/lib/test-fixtures';

vi.mock('@/features/announcements/api/get-active-announcements', () => ({
  getActiveAnnouncements: vi.fn(),
}));
const fetchAnnouncements = vi.mocked(getActiveAnnouncements);

const regular = makeAnnouncement({ id: 'r', title: 'Bienvenida', priority: 5 });
const urgent = makeAnnouncement({ id: 'u', title: 'Mantenimiento', priority: 80, type: 'warning' });
const pinned = makeAnnouncement({ id: 'p', title: 'Fijo', priority: 1, always_visible: true });

// The banner's view is a lazy chunk: loaded once here, so the first test's findBy does not race the
// module's first import on a busy machine.
beforeAll(async () => {
  await import('@/features/announcements/components/announcements-banner-view');
});
afterEach(() => fetchAnnouncements.mockReset());

describe('AnnouncementsBanner', () => {
  it('shows the announcements of its location, highest priority first', async () => {
    fetchAnnouncements.mockResolvedValue([regular, pinned, urgent]);
    render(<AnnouncementsBanner location="login" />);
    const region = await screen.findByRole('region', { name: 'Anuncios' });
    const titles = within(region)
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(titles).toEqual(['Mantenimiento', 'Bienvenida', 'Fijo']);
    expect(fetchAnnouncements).toHaveBeenCalledWith('login');
    expect(screen.getByRole('article', { name: 'Mantenimiento' })).toHaveAttribute(
      'data-tone',
      'warning',
    );
  });

  it('shows an unknown type as info', async () => {
    fetchAnnouncements.mockResolvedValue([makeAnnouncement({ title: 'Raro', type: 'urgent' })]);
    render(<AnnouncementsBanner location="login" />);
    expect(await screen.findByRole('article', { name: 'Raro' })).toHaveAttribute(
      'data-tone',
      'info',
    );
  });

  it('renders nothing while loading', () => {
    fetchAnnouncements.mockReturnValue(new Promise(() => undefined));
    const { container } = render(<AnnouncementsBanner location="login" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing when every announcement was dismissed', async () => {
    localStorage.setItem('dismissed_announcements', JSON.stringify(['r']));
    fetchAnnouncements.mockResolvedValue([regular]);
    const { container } = render(<AnnouncementsBanner location="login" />);
    await waitFor(() => expect(fetchAnnouncements).toHaveBeenCalled());
    await act(async () => undefined);
    expect(container).toBeEmptyDOMElement();
  });

  it('dismisses with "Cerrar anuncio" and remembers it in localStorage', async () => {
    fetchAnnouncements.mockResolvedValue([regular, urgent]);
    render(<AnnouncementsBanner location="login" />);
    const card = await screen.findByRole('article', { name: 'Bienvenida' });
    await userEvent.click(within(card).getByRole('button', { name: 'Cerrar anuncio' }));
    expect(screen.queryByRole('article', { name: 'Bienvenida' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Mantenimiento' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('dismissed_announcements') ?? '[]')).toEqual(['r']);
  });

  it('offers no close button for an always-visible or non-dismissible announcement', async () => {
    const fixed = makeAnnouncement({ id: 'f', title: 'No se cierra', dismissible: false });
    fetchAnnouncements.mockResolvedValue([pinned, fixed]);
    render(<AnnouncementsBanner location="chat" />);
    await screen.findByRole('article', { name: 'Fijo' });
    expect(screen.queryByRole('button', { name: 'Cerrar anuncio' })).not.toBeInTheDocument();
  });

  it("dismisses instead of navigating when the button's url is empty or '#'", async () => {
    fetchAnnouncements.mockResolvedValue([
      makeAnnouncement({ id: 'h', title: 'Con botón', button_text: 'Entendido', button_url: '#' }),
    ]);
    render(<AnnouncementsBanner location="login" />);
    const card = await screen.findByRole('article', { name: 'Con botón' });
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Entendido' }));
    expect(screen.queryByRole('article', { name: 'Con botón' })).not.toBeInTheDocument();
    expect(localStorage.getItem('dismissed_announcements')).toBe('["h"]');
  });

  it('renders a real url as a link that opens in a new tab', async () => {
    fetchAnnouncements.mockResolvedValue([
      makeAnnouncement({
        title: 'Enlace',
        button_text: 'Ver más',
        button_url: 'https://example.com/x',
      }),
    ]);
    render(<AnnouncementsBanner location="login" />);
    const link = await screen.findByRole('link', { name: 'Ver más' });
    expect(link).toHaveAttribute('href', 'https://example.com/x');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("logs 'Error cargando anuncios' and shows nothing when loading fails", async () => {
    const failure = new Error('offline');
    fetchAnnouncements.mockRejectedValue(failure);
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(<AnnouncementsBanner location="login" />);
    await waitFor(() => expect(log).toHaveBeenCalledWith('Error cargando anuncios', failure));
    expect(container).toBeEmptyDOMElement();
    log.mockRestore();
  });

  it('reloads when the location changes', async () => {
    fetchAnnouncements.mockImplementation(async (location) =>
      location === 'login' ? [regular] : [urgent],
    );
    const { rerender } = render(<AnnouncementsBanner location="login" />);
    await screen.findByRole('article', { name: 'Bienvenida' });
    rerender(<AnnouncementsBanner location="chat" />);
    await screen.findByRole('article', { name: 'Mantenimiento' });
    expect(screen.queryByRole('article', { name: 'Bienvenida' })).not.toBeInTheDocument();
    expect(fetchAnnouncements).toHaveBeenLastCalledWith('chat');
  });

  describe('compact (the sign-in page on a phone)', () => {
    const withButton = makeAnnouncement({
      id: 'b',
      title: 'Nueva función: sube fotos de tus ejercicios',
      message: 'Adjunta imágenes de tu cuaderno.',
      priority: 50,
      button_text: 'Ver más',
      button_url: 'https://example.com/x',
    });

    it('shows one line per announcement (icon and title) that opens to the message and button', async () => {
      fetchAnnouncements.mockResolvedValue([regular, withButton]);
      render(<AnnouncementsBanner location="login" compact />);
      const line = await screen.findByRole('article', { name: withButton.title });
      expect(line).toHaveAttribute('data-compact');
      const details = line.querySelector('details')!;
      expect(details.open).toBe(false);
      // Closed: the message and the button are not shown.
      expect(within(line).getByText('Adjunta imágenes de tu cuaderno.')).not.toBeVisible();
      await userEvent.click(within(line).getByText(withButton.title));
      expect(details.open).toBe(true);
      expect(within(line).getByText('Adjunta imágenes de tu cuaderno.')).toBeVisible();
      expect(within(line).getByRole('link', { name: 'Ver más' })).toHaveAttribute(
        'href',
        'https://example.com/x',
      );
      // Same order as the cards: highest priority first.
      expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
        withButton.title,
        'Bienvenida',
      ]);
    });

    it('dismisses from the closed line and remembers it; an always-visible one has no close', async () => {
      fetchAnnouncements.mockResolvedValue([regular, pinned]);
      render(<AnnouncementsBanner location="login" compact />);
      const line = await screen.findByRole('article', { name: 'Bienvenida' });
      await userEvent.click(within(line).getByRole('button', { name: 'Cerrar anuncio' }));
      expect(screen.queryByRole('article', { name: 'Bienvenida' })).not.toBeInTheDocument();
      expect(localStorage.getItem('dismissed_announcements')).toBe('["r"]');
      const fixed = screen.getByRole('article', { name: 'Fijo' });
      expect(within(fixed).queryByRole('button', { name: 'Cerrar anuncio' })).toBeNull();
    });
  });
});
