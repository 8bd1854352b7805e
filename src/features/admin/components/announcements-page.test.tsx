import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { Announcement } from '@/features/announcements/types';
import { errorTexts } from '@/lib/errors';
import { deferred } from '@/test/deferred';

import { createAnnouncement, listAnnouncements, updateAnnouncement } from '../api/announcements';
import { EMPTY_ANNOUNCEMENT_FORM, formToPayload } from '../lib/announcement-form';

import { AnnouncementsPage } from './announcements-page';

// Every function of the module, a vi.fn() (vitest's automock).
vi.mock('../api/announcements');
const list = vi.mocked(listAnnouncements);
const create = vi.mocked(createAnnouncement);
const update = vi.mocked(updateAnnouncement);

/** A saved announcement: the form's defaults, as the database stores them, plus `extra`. */
const row = (extra: Partial<Announcement> = {}): Announcement =>
  ({
    ...formToPayload({
      ...EMPTY_ANNOUNCEMENT_FORM,
      title: 'Mantenimiento',
      message: 'El sábado no habrá servicio',
    }),
    id: 'a1',
    created_at: '2026-11-20T10:00:00Z',
    ...extra,
  }) as Announcement;

async function fillNew(title: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Nuevo anuncio' }));
  const form = screen.getByRole('form', { name: 'Crear anuncio' });
  await userEvent.type(within(form).getByLabelText('Título'), title);
  await userEvent.type(within(form).getByLabelText('Mensaje'), 'Hola a todos');
  return form;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  // Editing scrolls to the form; jsdom has no scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  list.mockResolvedValue([]);
});
afterEach(() => vi.resetAllMocks());

describe('AnnouncementsPage saving', () => {
  it('shows the success notice only once the reloaded list holds the saved row', async () => {
    render(<AnnouncementsPage />);
    expect(await screen.findByText('No hay anuncios todavía')).toBeInTheDocument();
    const reloaded = deferred<Announcement[]>();
    create.mockResolvedValue(row({ title: 'Vacaciones' }));
    list.mockReturnValueOnce(reloaded.promise);
    const form = await fillNew('Vacaciones');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));

    expect(create).toHaveBeenCalledWith(expect.objectContaining({ title: 'Vacaciones' }));
    expect(screen.queryByText('Anuncio creado exitosamente')).not.toBeInTheDocument();
    reloaded.resolve([row({ title: 'Vacaciones' })]);
    expect(await screen.findByText('Anuncio creado exitosamente')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Vacaciones' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Crear anuncio' })).not.toBeInTheDocument();
  });

  it('keeps the form and what was typed, and says why in Spanish, when the save fails', async () => {
    create.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<AnnouncementsPage />);
    await screen.findByText('No hay anuncios todavía');
    const form = await fillNew('Vacaciones');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));

    expect(await within(form).findByText(errorTexts.network)).toBeInTheDocument();
    expect(within(form).getByLabelText('Título')).toHaveValue('Vacaciones');
    expect(within(form).getByLabelText('Mensaje')).toHaveValue('Hola a todos');
    expect(screen.queryByText('Anuncio creado exitosamente')).not.toBeInTheDocument();

    // Opening the form again starts clean.
    await userEvent.click(within(form).getByRole('button', { name: 'Cancelar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo anuncio' }));
    expect(screen.queryByText(errorTexts.network)).not.toBeInTheDocument();
  });

  it('sends one update however often Guardar cambios is pressed while it runs', async () => {
    list.mockResolvedValue([row()]);
    const saving = deferred<Announcement>();
    update.mockReturnValue(saving.promise);
    render(<AnnouncementsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Editar: Mantenimiento' }));
    const form = screen.getByRole('form', { name: 'Editar anuncio' });
    const save = within(form).getByRole('button', { name: 'Guardar cambios' });
    await userEvent.click(save);
    await userEvent.click(save);
    saving.resolve(row());
    expect(await screen.findByText('Anuncio actualizado exitosamente')).toBeInTheDocument();
    expect(update).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledWith('a1', expect.objectContaining({ title: 'Mantenimiento' }));
  });
});
