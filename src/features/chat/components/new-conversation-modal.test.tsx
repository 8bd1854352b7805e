import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

import { useMyClassesStore } from '@/features/classes/stores/my-classes-store';
import type { MyClass } from '@/features/classes/types';

import { NewConversationModal } from './new-conversation-modal';

// archived_at is null for an active class (the generated type cannot say so).
const algebra = {
  id: 'c1',
  name: 'Álgebra 3ºB',
  subject: 'Matemáticas',
  grade_level: 'Secundaria',
  role: 'student',
  joined_at: '2026-11-25T10:00:00Z',
  teacher_names: ['Profesora Ruiz'],
  archived_at: null,
} as unknown as MyClass;

async function setup(defaultClassId?: string) {
  // The store as after get_my_classes: no request in these tests.
  useMyClassesStore.setState({ classes: [algebra], status: 'ready' });
  const onCreate = vi.fn().mockResolvedValue(undefined);
  render(
    <MemoryRouter>
      <NewConversationModal
        defaultLevel="Primaria"
        defaultClassId={defaultClassId}
        onCreate={onCreate}
        onClose={() => {}}
      />
    </MemoryRouter>,
  );
  // "Clase" comes with the classes' lazily loaded chunk.
  await screen.findByLabelText('Clase', {}, { timeout: 10_000 });
  return { onCreate };
}

afterEach(() => {
  cleanup();
  useMyClassesStore.getState().reset();
});

describe('NewConversationModal: the class', () => {
  it('starts with the class given ("Nueva conversación en esta clase"), its subject and level filled', async () => {
    const { onCreate } = await setup('c1');
    expect(screen.getByLabelText('Clase')).toHaveValue('c1');
    // Filled once the class is known (right after the field's first render).
    await waitFor(() =>
      expect(screen.getByLabelText('Materia (opcional)')).toHaveValue('Matemáticas'),
    );
    expect(screen.getByLabelText('Nivel educativo (opcional)')).toHaveValue('Secundaria');
    expect(screen.getByTestId('class-notice')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Comenzar' }));
    expect(onCreate).toHaveBeenCalledExactlyOnceWith('Matemáticas', 'Secundaria', 'c1');
  });

  it('the student may still choose no class', async () => {
    const { onCreate } = await setup('c1');
    await userEvent.selectOptions(screen.getByLabelText('Clase'), 'Sin clase');
    await userEvent.click(screen.getByRole('button', { name: 'Comenzar' }));
    expect(onCreate).toHaveBeenCalledExactlyOnceWith('Matemáticas', 'Secundaria', null);
  });

  it('without a class given, starts with none and the student’s own level', async () => {
    const { onCreate } = await setup();
    expect(screen.getByLabelText('Clase')).toHaveValue('');
    expect(screen.getByLabelText('Materia (opcional)')).toHaveValue('');
    expect(screen.getByLabelText('Nivel educativo (opcional)')).toHaveValue('Primaria');
    expect(screen.queryByTestId('class-notice')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Comenzar' }));
    expect(onCreate).toHaveBeenCalledExactlyOnceWith(null, 'Primaria', null);
  });
});
