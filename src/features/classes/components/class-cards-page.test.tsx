import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import { readCardFragment } from '@shared/classes/class-accounts';

import { useCardsStore } from '../stores/cards-store';

import { ClassCardsPage } from './class-cards-page';

const cards = [
  { id: '11111111-1111-4111-8111-111111111111', name: 'Lucía M.', secret: 'gato luna sol' },
  { id: '22222222-2222-4222-8222-222222222222', name: 'Mateo G.', secret: 'rio pan flor' },
];

afterEach(() => useCardsStore.getState().clear());

/** Keeps class c1's cards, as creating its accounts does, and opens the cards page of `classId`. */
function openCards(classId: string) {
  useCardsStore.getState().add('c1', '1°A', 'ABCD2345', cards);
  render(
    <MemoryRouter>
      <ClassCardsPage classId={classId} />
    </MemoryRouter>,
  );
}

describe('ClassCardsPage', () => {
  it('prints one card per student with the code, the name, the secret and a QR', () => {
    openCards('c1');
    const printed = screen.getAllByTestId('login-card');
    expect(printed).toHaveLength(2);
    const lucia = within(printed[0]!);
    expect(lucia.getByText('Lucía M.')).toBeInTheDocument();
    expect(lucia.getByText('ABCD2345')).toBeInTheDocument();
    expect(lucia.getByText('gato luna sol')).toBeInTheDocument();
    expect(lucia.getByRole('img', { name: 'Código QR para que Lucía M. entre' })).toContainHTML(
      '<svg',
    );
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
  });

  it("shows no other class's cards", () => {
    openCards('c2');
    expect(screen.queryAllByTestId('login-card')).toHaveLength(0);
    expect(screen.getByText(/No hay tarjetas que imprimir/)).toBeInTheDocument();
  });
});

describe('the card in /auth fragment', () => {
  it('reads back what the QR carries', () => {
    expect(readCardFragment('#clase=ABCD2345&alumno=x&clave=gato+luna+sol')).toEqual({
      code: 'ABCD2345',
      studentId: 'x',
      secret: 'gato luna sol',
    });
    expect(readCardFragment('#access_token=1')).toBeNull();
  });
});
