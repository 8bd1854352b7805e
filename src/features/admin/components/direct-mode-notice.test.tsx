import { act, render, screen, waitFor } from '@testing-library/react';

import { clientTutorWritesEnabled, isDirectMode } from '@/lib/tutor/direct-mode';

import { DirectModeNotice } from './direct-mode-notice';

vi.mock('@/lib/tutor/direct-mode', () => ({
  isDirectMode: vi.fn(),
  clientTutorWritesEnabled: vi.fn(),
}));
const direct = vi.mocked(isDirectMode);
const enabled = vi.mocked(clientTutorWritesEnabled);

afterEach(() => vi.resetAllMocks());

describe('DirectModeNotice', () => {
  it('in direct mode with the switch off, tells the admin why replies cannot be saved and the SQL', async () => {
    direct.mockReturnValue(true);
    enabled.mockResolvedValue(false);
    render(<DirectModeNotice />);
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(
      'la base de datos no permite que el navegador guarde las respuestas del tutor',
    );
    expect(notice).toHaveTextContent('update private.settings set client_tutor_writes = true;');
    expect(notice).toHaveTextContent('la clave de OpenAI es pública');
  });

  it('says nothing when the switch is on', async () => {
    direct.mockReturnValue(true);
    enabled.mockResolvedValue(true);
    const { container } = render(<DirectModeNotice />);
    await waitFor(() => expect(enabled).toHaveBeenCalled());
    await act(async () => undefined);
    expect(container).toBeEmptyDOMElement();
  });

  it('does not even ask in proxy mode', () => {
    direct.mockReturnValue(false);
    const { container } = render(<DirectModeNotice />);
    expect(enabled).not.toHaveBeenCalled();
    expect(container).toBeEmptyDOMElement();
  });
});
