import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

import { useMyClassesStore } from '@/features/classes/stores/my-classes-store';
import type { MyClass } from '@/features/classes/types';

import type { Conversation } from '../api';

import { Sidebar } from './sidebar';

// archived_at is null for an active class (the generated type cannot say so).
function myClass(id: string, name: string, role = 'student'): MyClass {
  return {
    id,
    name,
    role,
    subject: 'Matemáticas',
    grade_level: 'Secundaria',
    joined_at: '2026-11-25T10:00:00Z',
    teacher_names: ['Profesora Ruiz'],
    archived_at: null,
  } as unknown as MyClass;
}

function conversation(id: string, title: string, classId: string | null): Conversation {
  return {
    id,
    title,
    class_id: classId,
    subject: null,
    grade_level: null,
    user_id: 'u1',
    created_at: '2026-11-20T10:00:00Z',
  };
}

const conversations = [
  conversation('a', 'Ecuaciones de la clase', 'c1'),
  conversation('b', 'Mis dudas de historia', null),
  conversation('c', 'Fracciones de la clase', 'c1'),
  conversation('d', 'De una clase que dejé', 'gone'),
];

async function setup(classes = [myClass('c1', 'Álgebra 3ºB'), myClass('c2', 'Física 4ºA')]) {
  // The store as after get_my_classes: no request in these tests.
  useMyClassesStore.setState({ classes, status: 'ready' });
  const onNew = vi.fn();
  render(
    <MemoryRouter>
      <Sidebar
        open
        onClose={() => {}}
        user={{
          name: 'Ana',
          email: 'ana@example.com',
          level: 'Secundaria',
          avatarUrl: null,
          isAdmin: false,
          isTeacher: false,
        }}
        conversations={conversations}
        currentId={null}
        onNew={onNew}
        onSelect={() => {}}
        onOpenById={() => {}}
        onDelete={() => {}}
        onSupport={() => {}}
        onLogout={() => {}}
      />
    </MemoryRouter>,
  );
  // The classes' chunk loads lazily (the first import in a worker can take a few seconds).
  await screen.findByTestId('student-classes', {}, { timeout: 10_000 });
  return { onNew };
}

const titles = () =>
  screen.getAllByTestId('conversation-item').map((item) => item.querySelector('p')?.textContent);

afterEach(() => {
  // Unmounted first: a mounted list would load the classes again from an empty store.
  cleanup();
  useMyClassesStore.getState().reset();
});

describe('Sidebar: classes', () => {
  it('tags each conversation of a class the user is in with its name, and no other', async () => {
    await setup();
    const tags = await screen.findAllByTestId('class-tag');
    expect(tags).toHaveLength(2);
    const [first, , third, fourth] = screen.getAllByTestId('conversation-item');
    // The name to read, "Clase:" for a screen reader, an icon as the cue beyond colour.
    expect(within(first!).getByTestId('class-tag')).toHaveTextContent('Clase: Álgebra 3ºB');
    expect(within(first!).getByTestId('class-tag').querySelector('svg')).not.toBeNull();
    expect(within(third!).getByTestId('class-tag')).toHaveTextContent('Clase: Álgebra 3ºB');
    // A private conversation, and one of a class left (its id is no longer among the classes).
    expect(within(screen.getAllByTestId('conversation-item')[1]!).queryByTestId('class-tag')).toBe(
      null,
    );
    expect(within(fourth!).queryByTestId('class-tag')).toBeNull();
  });

  it('tags a teacher’s trial conversation with the class they teach', async () => {
    await setup([myClass('c1', 'Álgebra 3ºB', 'teacher')]);
    expect(await screen.findAllByTestId('class-tag')).toHaveLength(2);
    // A class the user teaches is not among "Mis clases" (nothing to filter by).
    expect(screen.queryByTestId('my-class')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Todas' })).toBeNull();
  });

  it('filters the list by a class and shows all of them again with "Todas"', async () => {
    await setup();
    const algebra = await screen.findByRole('button', { name: /^Álgebra 3ºB/ });
    const all = screen.getByRole('button', { name: 'Todas' });
    expect(all).toHaveAttribute('aria-pressed', 'true');
    expect(algebra).toHaveAttribute('aria-pressed', 'false');
    expect(algebra).toHaveAccessibleDescription('Muestra solo las conversaciones de esta clase.');
    expect(titles()).toHaveLength(4);

    await userEvent.click(algebra);
    expect(algebra).toHaveAttribute('aria-pressed', 'true');
    expect(all).toHaveAttribute('aria-pressed', 'false');
    expect(titles()).toEqual(['Ecuaciones de la clase', 'Fracciones de la clase']);

    await userEvent.click(all);
    expect(all).toHaveAttribute('aria-pressed', 'true');
    expect(algebra).toHaveAttribute('aria-pressed', 'false');
    expect(titles()).toEqual([
      'Ecuaciones de la clase',
      'Mis dudas de historia',
      'Fracciones de la clase',
      'De una clase que dejé',
    ]);

    // Pressing the chosen class again also clears the filter.
    await userEvent.click(algebra);
    await userEvent.click(algebra);
    expect(all).toHaveAttribute('aria-pressed', 'true');
    expect(titles()).toHaveLength(4);
  });

  it('says so when the chosen class has no conversations yet', async () => {
    await setup();
    await userEvent.click(await screen.findByRole('button', { name: /^Física 4ºA/ }));
    expect(screen.queryAllByTestId('conversation-item')).toHaveLength(0);
    expect(screen.getByText('No hay conversaciones aún')).toBeVisible();
  });

  it('offers "Nueva conversación en esta clase" only while a class is chosen, for that class', async () => {
    const { onNew } = await setup();
    await screen.findByRole('button', { name: /^Álgebra 3ºB/ });
    const inClass = { name: 'Nueva conversación en esta clase' };
    expect(screen.queryByRole('button', inClass)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /^Física 4ºA/ }));
    await userEvent.click(screen.getByRole('button', inClass));
    expect(onNew).toHaveBeenCalledExactlyOnceWith('c2');

    // The general button starts a conversation with no class.
    await userEvent.click(screen.getByRole('button', { name: 'Nueva Conversación' }));
    expect(onNew).toHaveBeenLastCalledWith();
  });

  it('drops the filter when the chosen class is left', async () => {
    await setup();
    await userEvent.click(await screen.findByRole('button', { name: /^Álgebra 3ºB/ }));
    expect(titles()).toHaveLength(2);
    // What leave_class leaves in the store: the class is gone from the list.
    act(() => useMyClassesStore.setState({ classes: [myClass('c2', 'Física 4ºA')] }));
    await vi.waitFor(() => expect(titles()).toHaveLength(4));
    expect(screen.getByRole('button', { name: 'Todas' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryAllByTestId('class-tag')).toHaveLength(0);
  });
});
