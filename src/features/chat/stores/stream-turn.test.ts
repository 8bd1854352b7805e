import type { TurnStreamHandlers } from '../api';
import { TutorTurnError } from '../lib/errors';

import { conv, mocked, state, stored, turn, useChatStore } from './chat-store-test-setup';

vi.mock('../api', () => import('./chat-api-mock'));

type Handlers = TurnStreamHandlers | undefined;

describe('the streamed reply in the store', () => {
  it('shows the gated text as it grows, then the stored reply; nothing streaming after', async () => {
    useChatStore.setState({ currentConversation: conv('c'), messages: [] });
    const seen: Array<{ text: string; status: string | null }> = [];
    mocked.requestTutorTurn.mockImplementation(async (_id: string, h: Handlers) => {
      seen.push({ ...state().streaming! });
      h!.onText('Hola.');
      seen.push({ ...state().streaming! });
      h!.onStatus('revisando');
      seen.push({ ...state().streaming! });
      return turn('Hola.');
    });
    await state().sendMessage('¿Qué es la fuerza?');
    expect(seen).toEqual([
      { conversationId: 'c', text: '', status: 'pensando' },
      { conversationId: 'c', text: 'Hola.', status: null },
      { conversationId: 'c', text: 'Hola.', status: 'revisando' },
    ]);
    expect(state().streaming).toBeNull();
    expect(state().messages.map((m) => m.content)).toEqual(['¿Qué es la fuerza?', 'Hola.']);
  });

  it('Detener aborts the turn and shows the stored reply (what was shown, marked stopped)', async () => {
    const question = stored({ conversation_id: 'c', role: 'user', content: 'hola' });
    useChatStore.setState({ currentConversation: conv('c'), messages: [question] });
    mocked.requestTutorTurn.mockImplementation(
      (_id: string, h: Handlers) =>
        new Promise((_resolve, reject) => {
          h!.onText('Vamos por partes.');
          h!.signal.addEventListener('abort', () =>
            reject(new TutorTurnError('Respuesta detenida', { code: 'stopped' })),
          );
        }),
    );
    const reply = {
      ...stored({ conversation_id: 'c', role: 'assistant', content: 'Vamos por partes.' }),
      metadata: { reply_to: question.id, stopped: true as const },
    };
    mocked.listMessages.mockResolvedValue([question, reply]);
    const retrying = state().retryReply();
    await vi.waitFor(() => expect(state().streaming?.text).toBe('Vamos por partes.'));
    state().stopReply();
    await vi.waitFor(() => expect(state().streaming?.stopped).toBe(true));
    await expect(retrying).resolves.toBeUndefined();
    expect(state().messages.at(-1)).toEqual(reply);
    expect(state().streaming).toBeNull();
    expect(state().sending).toBe(false);
  });

  it('a dropped stream recovers the stored reply instead of failing', async () => {
    const question = stored({ conversation_id: 'c', role: 'user', content: 'hola' });
    useChatStore.setState({ currentConversation: conv('c'), messages: [question] });
    mocked.requestTutorTurn.mockImplementation(async (_id: string, h: Handlers) => {
      h!.onText('Vamos por partes.');
      throw new TutorTurnError('x', { code: 'stream_dropped' });
    });
    const reply = stored({ conversation_id: 'c', role: 'assistant', content: 'Vamos por partes.' });
    mocked.listMessages
      .mockResolvedValueOnce([question])
      .mockResolvedValue([question, { ...reply, metadata: { reply_to: question.id } }]);
    await expect(state().retryReply()).resolves.toBeUndefined();
    expect(state().messages.at(-1)?.content).toBe('Vamos por partes.');
    expect(mocked.listMessages.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('a dropped stream with nothing stored fails as before (Reintentar stays)', async () => {
    const question = stored({ conversation_id: 'c', role: 'user', content: 'hola' });
    useChatStore.setState({ currentConversation: conv('c'), messages: [question] });
    mocked.requestTutorTurn.mockRejectedValue(
      new TutorTurnError('No se pudo', { code: 'stream_dropped' }),
    );
    mocked.listMessages.mockResolvedValue([question]);
    await expect(state().retryReply()).rejects.toMatchObject({ code: 'stream_dropped' });
    expect(state().streaming).toBeNull();
  });
});
