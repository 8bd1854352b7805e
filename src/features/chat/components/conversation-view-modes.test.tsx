/**
 * ConversationView's direct mode switch, drafts, offline state, the notice that the tutor is an AI,
 * and 'Volver arriba'.
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { useAuthStore } from '@/features/auth/stores/auth-store';
import { clearDrafts } from '@/lib/drafts';

import * as api from '../api';
import { useChatStore } from '../stores/chat-store';
import { chatTexts } from '../texts';

import { ConversationView } from './conversation-view';
import {
  conversation,
  message,
  openConversation,
  setUpConversationViewWithSends,
  toasts,
} from './conversation-view-test-setup';

vi.mock('@/features/announcements/api/get-active-announcements');
vi.mock('../api', () => import('../stores/chat-api-mock'));
const mocked = vi.mocked(api);

setUpConversationViewWithSends();

describe('ConversationView direct mode switch', () => {
  it('tells the student why replies cannot be saved, and the admin how to change it', () => {
    useChatStore.setState({ directWritesEnabled: false });
    openConversation([]);
    expect(screen.getByTestId('direct-mode-notice')).toHaveTextContent(
      'Modo directo: el servidor no permite guardar las respuestas del tutor',
    );
    expect(screen.queryByText(/^Administrador:/)).toBeNull();
  });

  it('adds the admin line for an admin', () => {
    useAuthStore.setState({
      user: { id: 'a', user_metadata: { is_admin: true } } as never,
    });
    useChatStore.setState({ directWritesEnabled: false });
    openConversation([]);
    expect(screen.getByText(/^Administrador:/)).toHaveTextContent('docs/tutor.md');
  });

  it('shows nothing when the switch is on or unknown', () => {
    useChatStore.setState({ directWritesEnabled: true });
    openConversation([]);
    expect(screen.queryByTestId('direct-mode-notice')).toBeNull();
  });
});

describe('ConversationView drafts', () => {
  const box = () => screen.getByRole('textbox', { name: 'Mensaje para el tutor' });

  it('keeps what was typed across leaving the conversation and coming back, and forgets it once sent', async () => {
    useAuthStore.setState({ user: { id: 'u1', user_metadata: {} } as never });
    openConversation([]);
    await userEvent.type(box(), 'medio escrito');
    cleanup();
    openConversation([]);
    expect(box()).toHaveValue('medio escrito');
    await userEvent.type(box(), '{Enter}');
    await waitFor(() => expect(box()).toHaveValue(''));
    cleanup();
    openConversation([]);
    expect(box()).toHaveValue('');
  });

  it('are per conversation and go on sign-out', async () => {
    useAuthStore.setState({ user: { id: 'u1', user_metadata: {} } as never });
    openConversation([]);
    await userEvent.type(box(), 'para Energía');
    cleanup();
    useChatStore.setState({ currentConversation: { ...conversation, id: 'other' } });
    render(<ConversationView onOpenMenu={() => {}} />);
    expect(box()).toHaveValue('');
    cleanup();
    clearDrafts();
    openConversation([]);
    expect(box()).toHaveValue('');
  });
});

describe('ConversationView offline', () => {
  let online = false;
  beforeEach(() => {
    online = false;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  });

  it('shows a banner, keeps the message in the composer and sends it when the connection is back', async () => {
    openConversation([]);
    expect(screen.getByTestId('offline-banner')).toHaveTextContent('Sin conexión.');
    const box = screen.getByRole('textbox', { name: 'Mensaje para el tutor' });
    await userEvent.type(box, 'sin red{Enter}');
    expect(mocked.insertMessage).not.toHaveBeenCalled();
    expect(box).toHaveValue('sin red');
    expect(screen.getByTestId('offline-banner')).toHaveTextContent(
      'Tu mensaje se enviará solo en cuanto vuelva la conexión.',
    );
    expect(toasts()).toEqual([]);

    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('¿Qué sabes de la energía?')).toBeInTheDocument();
    expect(mocked.insertMessage).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(box).toHaveValue(''));
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });
});

describe('ConversationView tells people they are talking to an AI', () => {
  it.each([
    ['the demo tutor', 'demo-tutor-offline'],
    ['a model', 'gpt-4o-mini'],
    ['no reply yet', null],
  ])('in every conversation (%s)', (_case, model) => {
    useChatStore.setState({ lastModel: model });
    openConversation([message('m1', 'user', 'hola')]);
    expect(screen.getByTestId('ai-notice')).toHaveTextContent(
      'Estás hablando con una IA, no con una persona.',
    );
    expect(screen.getByTestId('ai-notice')).toBeVisible();
  });
});

describe("ConversationView 'Volver arriba'", () => {
  /** The list scrolled `top` px down (jsdom lays nothing out: the scroll event is what it hears). */
  function scrollList(top: number) {
    const list = screen.getByTestId('message-list');
    act(() => {
      list.scrollTop = top;
      list.dispatchEvent(new Event('scroll'));
    });
  }
  const backToTop = () => screen.queryByRole('button', { name: chatTexts.backToTop });

  it('floats over the message list once scrolled down, never in the header, and goes back up', async () => {
    openConversation([message('u1', 'user', 'hola'), message('a1', 'assistant', '¡Hola!')]);
    expect(backToTop()).toBeNull();
    scrollList(400);
    const button = backToTop();
    expect(button).toBeInTheDocument();
    expect(document.querySelector('header')).not.toContainElement(button);
    // Beside the list, inside the same frame (positioned over it).
    expect(button!.parentElement).toContainElement(screen.getByTestId('message-list'));
    const list = screen.getByTestId('message-list');
    list.scrollTo = vi.fn();
    await userEvent.click(button!);
    expect(list.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('is hidden while the title is being renamed, and back once the rename is cancelled', async () => {
    openConversation([message('u1', 'user', 'hola'), message('a1', 'assistant', '¡Hola!')]);
    scrollList(400);
    expect(backToTop()).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: chatTexts.rename }));
    expect(screen.getByRole('textbox', { name: chatTexts.renameLabel })).toBeInTheDocument();
    expect(backToTop()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: chatTexts.renameCancel }));
    expect(backToTop()).toBeInTheDocument();
  });
});
