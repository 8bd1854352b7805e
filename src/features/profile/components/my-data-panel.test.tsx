import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

import { deleteMyAccount, fetchMyData } from '@/features/profile/api/account';
import { MyDataPanel } from '@/features/profile/components/my-data-panel';
import { myDataFileName } from '@/features/profile/texts';
import { UserFacingError } from '@/lib/errors';

vi.mock('@/features/profile/api/account', () => ({
  fetchMyData: vi.fn(),
  deleteMyAccount: vi.fn(),
}));

function setup() {
  const notify = vi.fn();
  const onDeleted = vi.fn();
  render(
    <MemoryRouter>
      <MyDataPanel notify={notify} onDeleted={onDeleted} />
    </MemoryRouter>,
  );
  return { notify, onDeleted };
}

afterEach(() => vi.clearAllMocks());

describe('MyDataPanel', () => {
  it('downloads the JSON the server built, as mis-datos-tutor-<date>.json', async () => {
    vi.mocked(fetchMyData).mockResolvedValue({ account: { email: 'ana@tutor.local' } });
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:x';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    const { notify } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Descargar mis datos' }));
    expect(fetchMyData).toHaveBeenCalledTimes(1);
    expect(clicked).toEqual([myDataFileName()]);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0]!);
    });
    expect(JSON.parse(text)).toEqual({
      account: { email: 'ana@tutor.local' },
    });
    expect(notify).toHaveBeenLastCalledWith({
      tone: 'success',
      text: '✅ Tus datos se descargaron',
    });
  });

  it('says why a download failed, in Spanish', async () => {
    vi.mocked(fetchMyData).mockRejectedValue(
      new UserFacingError('No se pudieron leer tus archivos.'),
    );
    const { notify } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Descargar mis datos' }));
    expect(notify).toHaveBeenLastCalledWith({
      tone: 'error',
      text: '❌ Error: No se pudieron leer tus archivos.',
    });
  });

  it('asks for the password and the typed word ELIMINAR before calling the server', async () => {
    const { onDeleted } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    expect(screen.getByText('Escribe tu contraseña.')).toBeInTheDocument();
    expect(
      screen.getByText('Escribe ELIMINAR, en mayúsculas, para confirmar.'),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Tu contraseña'), 'secreta');
    await userEvent.type(screen.getByLabelText('Escribe ELIMINAR para confirmar'), 'eliminar');
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    expect(deleteMyAccount).not.toHaveBeenCalled();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('deletes with the password and ELIMINAR, then leaves', async () => {
    vi.mocked(deleteMyAccount).mockResolvedValue();
    const { onDeleted } = setup();
    await userEvent.type(screen.getByLabelText('Tu contraseña'), 'secreta');
    await userEvent.type(screen.getByLabelText('Escribe ELIMINAR para confirmar'), 'ELIMINAR');
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    expect(deleteMyAccount).toHaveBeenCalledWith('secreta', 'ELIMINAR');
    expect(onDeleted).toHaveBeenCalledTimes(1);
  });

  it('keeps the form and shows the server’s refusal (wrong password, last admin)', async () => {
    vi.mocked(deleteMyAccount).mockRejectedValue(
      new UserFacingError('La contraseña no es correcta.'),
    );
    const { notify, onDeleted } = setup();
    await userEvent.type(screen.getByLabelText('Tu contraseña'), 'mala');
    await userEvent.type(screen.getByLabelText('Escribe ELIMINAR para confirmar'), 'ELIMINAR');
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    expect(screen.getByRole('alert')).toHaveTextContent('❌ Error: La contraseña no es correcta.');
    expect(notify).not.toHaveBeenCalledWith(expect.objectContaining({ tone: 'error' }));
    expect(onDeleted).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Tu contraseña')).toHaveValue('mala');
    expect(screen.getByRole('button', { name: 'Eliminar mi cuenta' })).toBeEnabled();
  });

  it('links to the privacy page', () => {
    setup();
    expect(screen.getByRole('link', { name: 'Lee la página de privacidad' })).toHaveAttribute(
      'href',
      '/privacidad',
    );
  });
});
