/** ConversationView's 'Reintentar', and a way forward for every message the tutor has not answered. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import * as api from '../api';
import { TutorTurnError } from '../lib/errors';

import {
  message,
  openConversation,
  reply,
  setUpConversationViewWithSends,
  toasts,
} from './conversation-view-test-setup';

vi.mock('@/features/announcements/api/get-active-announcements');
vi.mock('../api', () => import('../stores/chat-api-mock'));
const mocked = vi.mocked(api);

/** What the store hands a proxy turn: the streamed turn's signal (Detener) and its reports. */
const streamHandlers = expect.objectContaining({ signal: expect.any(AbortSignal) });

const failure = () =>
  new TutorTurnError('No se pudo obtener respuesta del asistente. Verifica tu API key.', {
    status: 502,
    code: 'upstream_error',
  });

setUpConversationViewWithSends();

const retryButton = () => screen.queryByRole('button', { name: 'Reintentar' });

describe("ConversationView 'Reintentar'", () => {
  it('shows it under a conversation whose latest message has no reply, and retrying stores nothing new', async () => {
    openConversation([message('u1', 'user', 'hola')]);
    const button = retryButton();
    expect(button).toBeInTheDocument();
    expect(button).toHaveAccessibleDescription('El tutor no respondió a este mensaje.');
    await userEvent.click(button!);
    expect(await screen.findByText('¿Qué sabes de la energía?')).toBeInTheDocument();
    expect(mocked.requestTutorTurn).toHaveBeenCalledExactlyOnceWith('c', streamHandlers);
    expect(mocked.insertMessage).not.toHaveBeenCalled();
    expect(retryButton()).toBeNull();
  });

  it('is not shown when the latest message is the tutor reply', () => {
    openConversation([message('u1', 'user', 'hola'), message('a1', 'assistant', '¡Hola!')]);
    expect(retryButton()).toBeNull();
  });

  it('a turn that fails once the message is stored: Reintentar under it, the composer empty, no toast', async () => {
    mocked.requestTutorTurn.mockRejectedValueOnce(failure());
    openConversation([]);
    const box = screen.getByRole('textbox', { name: 'Mensaje para el tutor' });
    await userEvent.type(box, '¿Qué es la energía?{Enter}');
    await waitFor(() => expect(retryButton()).toBeInTheDocument());
    // One thing, never both: the message is in the thread, so the composer lets go of it.
    expect(box).toHaveValue('');
    expect(toasts()).toEqual([]);
    const bubbles = screen.getAllByTestId('message');
    expect(bubbles).toHaveLength(1);
    expect(within(bubbles[0]!).getByText('¿Qué es la energía?')).toBeInTheDocument();
    // Enter on the empty composer sends nothing a second time.
    await userEvent.type(box, '{Enter}');
    expect(mocked.insertMessage).toHaveBeenCalledTimes(1);

    await userEvent.click(retryButton()!);
    expect(await screen.findByText('¿Qué sabes de la energía?')).toBeInTheDocument();
    expect(mocked.insertMessage).toHaveBeenCalledTimes(1);
    expect(mocked.requestTutorTurn).toHaveBeenCalledTimes(2);
    expect(retryButton()).toBeNull();
  });

  it('a message that could not be stored stays in the composer, with a toast and nothing in the thread', async () => {
    mocked.insertMessage.mockRejectedValueOnce(new Error('boom'));
    openConversation([]);
    const box = screen.getByRole('textbox', { name: 'Mensaje para el tutor' });
    await userEvent.type(box, 'hola{Enter}');
    await waitFor(() => expect(toasts()).toEqual(['Error al enviar mensaje. Intenta de nuevo.']));
    expect(box).toHaveValue('hola');
    expect(screen.queryAllByTestId('message')).toHaveLength(0);
    expect(retryButton()).toBeNull();
    expect(mocked.requestTutorTurn).not.toHaveBeenCalled();
  });

  it("shows a minute limit's own Spanish text under the message, Reintentar still offered", async () => {
    mocked.requestTutorTurn.mockRejectedValueOnce(
      new TutorTurnError(
        'Vas muy rápido: el límite es de 20 mensajes por minuto. Espera 3 segundos e intenta de nuevo.',
        {
          status: 429,
          code: 'rate_limited',
          forStudent: true,
        },
      ),
    );
    openConversation([]);
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Mensaje para el tutor' }),
      'hola{Enter}',
    );
    expect(await screen.findByTestId('turn-failure')).toHaveTextContent(
      'Vas muy rápido: el límite es de 20 mensajes por minuto.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('El tutor no respondió a este mensaje.');
    expect(retryButton()).toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });

  it('after a daily limit says when to come back and offers no Reintentar (it could only fail)', async () => {
    const text =
      'Has alcanzado el límite diario de mensajes de tu clase. Podrás volver a escribir mañana a partir de las 00:00.';
    mocked.requestTutorTurn.mockRejectedValueOnce(
      new TutorTurnError(text, {
        status: 429,
        code: 'class_daily_limit',
        forStudent: true,
        dailyLimit: true,
      }),
    );
    openConversation([]);
    const box = screen.getByRole('textbox', { name: 'Mensaje para el tutor' });
    await userEvent.type(box, 'hola{Enter}');
    expect(await screen.findByTestId('turn-failure')).toHaveTextContent(text);
    expect(retryButton()).toBeNull();
    expect(box).toHaveValue('');
  });

  it('is keyboard reachable and a failed retry says so and keeps the control', async () => {
    mocked.requestTutorTurn.mockRejectedValueOnce(failure());
    openConversation([message('u1', 'user', 'hola')]);
    const button = retryButton()!;
    // Tab order: the retry control comes before the composer.
    for (let i = 0; i < 20 && document.activeElement !== button; i += 1) await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El tutor no respondió a este mensaje.',
    );
    expect(toasts()).toEqual([]);
    expect(retryButton()).toBeInTheDocument();
    await userEvent.click(retryButton()!);
    expect(await screen.findByText('¿Qué sabes de la energía?')).toBeInTheDocument();
    expect(mocked.insertMessage).not.toHaveBeenCalled();
  });

  it('shows the limit note the reply brought, above the composer', async () => {
    const note =
      'Te quedan 2 mensajes hoy en esta clase. El límite se reinicia mañana a partir de las 00:00.';
    mocked.requestTutorTurn.mockResolvedValueOnce({ ...reply(), limitNote: note });
    openConversation([]);
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Mensaje para el tutor' }),
      'hola{Enter}',
    );
    expect(await screen.findByTestId('limit-note')).toHaveTextContent(note);
  });

  it('a successful retry keeps a different draft', async () => {
    openConversation([message('u1', 'user', 'hola')]);
    const box = screen.getByRole('textbox', { name: 'Mensaje para el tutor' });
    await userEvent.type(box, 'otra cosa');
    await userEvent.click(retryButton()!);
    expect(await screen.findByText('¿Qué sabes de la energía?')).toBeInTheDocument();
    expect(box).toHaveValue('otra cosa');
  });
});

describe('ConversationView: every unanswered message has a way forward', () => {
  /** The element rendered right after the bubble of message `id`. */
  const after = (id: string) =>
    document.querySelector(`[data-message-id="${id}"]`)?.nextElementSibling ?? null;
  const withReplyTo = (to: string) => ({
    ...reply(),
    message: { ...message('r2', 'assistant', 'Vamos por partes.'), metadata: { reply_to: to } },
  });

  it('shows a Reintentar under each one; one retry answers them all', async () => {
    openConversation([
      message('u1', 'user', 'hola'),
      message('a1', 'assistant', '¡Hola!'),
      message('u2', 'user', '¿Qué es la energía?'),
      message('u3', 'user', '¿Y la potencia?'),
    ]);
    const buttons = screen.getAllByRole('button', { name: 'Reintentar' });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) {
      expect(button).toHaveAccessibleDescription('El tutor no respondió a este mensaje.');
    }
    expect(after('u2')).toHaveAttribute('data-testid', 'retry-reply');
    expect(after('u3')).toHaveAttribute('data-testid', 'retry-reply');
    expect(after('u1')).not.toHaveAttribute('data-testid', 'retry-reply');
    mocked.requestTutorTurn.mockResolvedValueOnce(withReplyTo('u3'));
    await userEvent.click(buttons[0]!);
    expect(await screen.findByText('Vamos por partes.')).toBeInTheDocument();
    expect(mocked.requestTutorTurn).toHaveBeenCalledExactlyOnceWith('c', streamHandlers);
    expect(retryButton()).toBeNull();
  });

  it('while another turn answers the first: typing after it, the second waiting, the composer waits', async () => {
    openConversation([message('u1', 'user', 'hola'), message('u2', 'user', '¿Y la potencia?')]);
    let finish: (value: ReturnType<typeof withReplyTo>) => void = () => {};
    mocked.requestTutorTurn
      .mockRejectedValueOnce(
        new TutorTurnError('El tutor todavía está respondiendo en esta conversación.', {
          status: 409,
          code: 'turn_in_progress',
          forStudent: true,
          messageId: 'u1',
          retryAfterSeconds: 0.4,
        }),
      )
      .mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    await userEvent.click(screen.getAllByRole('button', { name: 'Reintentar' })[1]!);

    // The other turn answers u1: the reply is being written right after it; u2 waits its turn.
    await waitFor(() => expect(after('u2')).toHaveAttribute('data-testid', 'queued-reply'));
    expect(after('u1')).toHaveTextContent('El tutor está escribiendo...');
    expect(screen.getByTestId('queued-reply')).toHaveTextContent(
      'En espera: el tutor lo responderá en cuanto termine la respuesta en curso.',
    );
    expect(retryButton()).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Mensaje para el tutor' })).toBeDisabled();
    expect(screen.getByText(/Podrás enviar tu siguiente mensaje cuando termine/)).toBeVisible();

    // Asked again after the wait: this tab's streamed turn answers both; its status line (the
    // reply being thought, before any text) moves after u2.
    await waitFor(() => expect(after('u2')).toHaveTextContent('El tutor está pensando...'));
    expect(screen.queryByTestId('queued-reply')).toBeNull();
    finish(withReplyTo('u2'));
    expect(await screen.findByText('Vamos por partes.')).toBeInTheDocument();
    expect(after('u2')).toHaveAttribute('data-message-id', 'r2');
    expect(retryButton()).toBeNull();
    expect(toasts()).toEqual([]);
  });
});
