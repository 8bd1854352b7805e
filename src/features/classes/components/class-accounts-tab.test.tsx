import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

import { ConfirmHost } from '@/components/ui/confirm-dialog';
import { UserFacingError } from '@/lib/errors';

import { type ClassAccount, getClassAccounts, removeClassAccount } from '../api/class-accounts';

import { ClassAccountsTab } from './class-accounts-tab';

// Every function of the module, a vi.fn() (vitest's automock).
vi.mock('../api/class-accounts');
const list = vi.mocked(getClassAccounts);
const remove = vi.mocked(removeClassAccount);

const account = (user_id: string, display_name: string): ClassAccount => ({
  user_id,
  display_name,
  created_at: '2026-03-02T09:00:00Z',
  secret_set_at: '2026-03-02T09:00:00Z',
  last_sign_in_at: null,
  login_code: 'ABCD2345',
});
const LUCIA = account('u1', 'Lucía M.');
const MATEO = account('u2', 'Mateo G.');

function renderTab() {
  render(
    <MemoryRouter>
      <ClassAccountsTab classId="c1" className="3.º B" />
      <ConfirmHost />
    </MemoryRouter>,
  );
}

/** Asks to delete `name`'s account and returns the confirmation it opens. */
async function askToRemove(name: string) {
  await userEvent.click(
    await screen.findByRole('button', { name: `Eliminar la cuenta de ${name}` }),
  );
  return within(await screen.findByRole('alertdialog', { name: 'Eliminar la cuenta' }));
}

beforeEach(() => {
  list.mockResolvedValue([LUCIA, MATEO]);
});
afterEach(() => vi.resetAllMocks());

describe('ClassAccountsTab deleting an account', () => {
  it('asks first, saying what goes with it, with the focus on Cancelar; cancelled, nothing is deleted', async () => {
    renderTab();
    const dialog = await askToRemove('Lucía M.');
    expect(
      dialog.getByText(
        'Se eliminarán la cuenta de Lucía M. y todo lo suyo (conversaciones, imágenes). No se puede deshacer.',
      ),
    ).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
    expect(screen.getByText('Lucía M.')).toBeInTheDocument();
  });

  it('confirmed, deletes that account, says so and shows the list without it', async () => {
    remove.mockResolvedValue(undefined);
    renderTab();
    const dialog = await askToRemove('Lucía M.');
    list.mockResolvedValue([MATEO]);
    await userEvent.click(dialog.getByRole('button', { name: 'Eliminar la cuenta' }));
    expect(remove).toHaveBeenCalledExactlyOnceWith('c1', 'u1');
    // The name's own full stop ends the sentence: not 'Lucía M..'.
    expect(await screen.findByRole('status')).toHaveTextContent(
      /^Se eliminó la cuenta de Lucía M\.$/,
    );
    await vi.waitFor(() => expect(screen.queryByText('Lucía M.')).not.toBeInTheDocument());
    expect(screen.getByText('Mateo G.')).toBeInTheDocument();
  });

  it('ends the notice with one full stop after a name written with its initial', async () => {
    remove.mockResolvedValue(undefined);
    list.mockResolvedValue([account('u3', 'Sofía R')]);
    renderTab();
    const dialog = await askToRemove('Sofía R');
    await userEvent.click(dialog.getByRole('button', { name: 'Eliminar la cuenta' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      /^Se eliminó la cuenta de Sofía R\.$/,
    );
  });

  it('a refusal shows its Spanish text and keeps the account in the list', async () => {
    remove.mockRejectedValue(new UserFacingError('No puedes eliminar esta cuenta.'));
    renderTab();
    const dialog = await askToRemove('Mateo G.');
    await userEvent.click(dialog.getByRole('button', { name: 'Eliminar la cuenta' }));
    expect(await screen.findByText('No puedes eliminar esta cuenta.')).toBeInTheDocument();
    expect(screen.queryByText(/Se eliminó/)).not.toBeInTheDocument();
    expect(screen.getByText('Mateo G.')).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(1);
  });
});
