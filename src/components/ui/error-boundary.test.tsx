import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { RouteErrorBoundary } from './error-boundary';
import { errorBoundaryTexts } from './error-boundary-texts';

function Throws(): never {
  throw new Error('roto');
}

/** The shape: an effect whose "cleanup" is not a function, so leaving the screen throws. */
function BadCleanup() {
  useEffect(() => {
    return Promise.resolve() as unknown as () => void;
  }, []);
  return <Link to="/fuera">Salir</Link>;
}

function Area({ children }: { children: React.ReactNode }) {
  return (
    <>
      <nav aria-label="Área">
        <Link to="/bien">Ir a otra pantalla</Link>
      </nav>
      <main>
        <RouteErrorBoundary backTo="/bien">{children}</RouteErrorBoundary>
      </main>
    </>
  );
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/roto" element={<Area>{<Throws />}</Area>} />
        <Route path="/bien" element={<Area>{<p>Pantalla sana</p>}</Area>} />
        <Route path="/limpieza" element={<Area>{<BadCleanup />}</Area>} />
        <Route path="/fuera" element={<Area>{<p>Fuera</p>}</Area>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('RouteErrorBoundary', () => {
  // The message's module loads after the first paint (a lazy chunk in the build). Loaded here once,
  // so the first test does not also time the module's transform on a busy machine.
  beforeAll(async () => {
    await import('./error-fallback');
  });
  // React reports the caught error on the console; the test keeps the output readable.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the Spanish message with "Volver" and "Recargar" in place of a screen that throws, and keeps the navigation', async () => {
    renderAt('/roto');
    expect(await screen.findByRole('alert')).toHaveTextContent(errorBoundaryTexts.title);
    expect(screen.getByRole('heading', { name: 'Algo salió mal…' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recargar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a otra pantalla' })).toBeInTheDocument();
  });

  it('"Volver" on the first screen of the visit goes to the area\'s start, which renders again', async () => {
    renderAt('/roto');
    await userEvent.click(await screen.findByRole('button', { name: 'Volver' }));
    expect(screen.getByText('Pantalla sana')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('"Recargar" reloads the page', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    renderAt('/roto');
    await userEvent.click(await screen.findByRole('button', { name: 'Recargar' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a cleanup that is not a function shows the message, not a blank page, and the next route renders', async () => {
    renderAt('/limpieza');
    await userEvent.click(screen.getByRole('link', { name: 'Salir' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(errorBoundaryTexts.title);
    await userEvent.click(screen.getByRole('link', { name: 'Ir a otra pantalla' }));
    expect(screen.getByText('Pantalla sana')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('renders its children when nothing throws', () => {
    renderAt('/bien');
    expect(screen.getByText('Pantalla sana')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
