import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';

import { AuthPage } from '@/features/auth/components/auth-page';

vi.mock('@/features/auth/api/auth', () => ({ signIn: vi.fn(), signUp: vi.fn() }));

const NOTICE =
  'Tu cuenta y todos tus datos se eliminaron. Gracias por aprender con Tutor; puedes crear una cuenta nueva cuando quieras.';

function page(entry: string | { pathname: string; search?: string; state?: unknown }) {
  return (
    <MemoryRouter initialEntries={[entry]}>
      <AuthPage announcements={() => null} />
    </MemoryRouter>
  );
}

describe('AuthPage: the deleted-account notice', () => {
  it('shows on /auth?cuenta=eliminada (where the profile lands after deleting the account)', () => {
    render(page('/auth?cuenta=eliminada'));
    expect(screen.getByRole('status')).toHaveTextContent(NOTICE);
    expect(screen.getByRole('button', { name: 'Iniciar Sesión' })).toBeInTheDocument();
  });

  it('does not show on a plain /auth, nor from router state (the removed second mechanism)', () => {
    render(page({ pathname: '/auth', state: { accountDeleted: true } }));
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  it('leaves the prerendered page identical in hydration, then shows the notice', async () => {
    const html = renderToString(page('/auth?cuenta=eliminada'));
    expect(html).not.toContain('se eliminaron');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const recoverable = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page('/auth?cuenta=eliminada'), {
        onRecoverableError: recoverable,
      });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toContain(NOTICE);
    act(() => root?.unmount());
    container.remove();
  });

  it('keeps what was typed before hydration when another field changes after it', async () => {
    const html = renderToString(page('/auth'));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const email = container.querySelector<HTMLInputElement>('input[name="email"]')!;
    email.value = 'ana@example.com';
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page('/auth'));
    });
    const password = container.querySelector<HTMLInputElement>('input[name="password"]')!;
    act(() => {
      fireEvent.change(password, { target: { value: 'secreto123' } });
    });
    expect(container.querySelector<HTMLInputElement>('input[name="email"]')!.value).toBe(
      'ana@example.com',
    );
    expect(password.value).toBe('secreto123');
    act(() => root?.unmount());
    container.remove();
  });
});
