import { TutorTurnError } from '../lib/errors';

import {
  conv,
  exchange,
  mocked,
  state,
  stored,
  streamHandlers,
  turn,
  unansweredMessage,
  useChatStore,
} from './chat-store-test-setup';

vi.mock('../api', () => import('./chat-api-mock'));

/** Conversation c open, and its tutor turn refused with `failure`. */
function openWithFailingTurn(failure: TutorTurnError) {
  useChatStore.setState({ conversations: [conv('c')], currentConversation: conv('c') });
  mocked.requestTutorTurn.mockRejectedValue(failure);
}

describe('sendMessage (proxy mode: the tutor function owns the turn)', () => {
  it('requires a current conversation', async () => {
    await expect(state().sendMessage('hola')).rejects.toThrow();
    expect(mocked.insertMessage).not.toHaveBeenCalled();
    expect(state().sending).toBe(false);
  });

  it('stores the user message, appends it, then makes one function call whose reply and title it shows', async () => {
    useChatStore.setState({ conversations: [conv('c')], currentConversation: conv('c') });
    const seenDuringTurn: { sending: boolean; roles: string[] }[] = [];
    mocked.requestTutorTurn.mockImplementation(async () => {
      seenDuringTurn.push({ sending: state().sending, roles: state().messages.map((m) => m.role) });
      return turn('¿Qué sabes de la fuerza?', 'Segunda ley de Newton', 'demo-tutor-offline');
    });
    await state().sendMessage('  ¿Qué dice la segunda ley de Newton?  ');

    // The turn's order: user row stored and shown before the reply is asked for.
    expect(mocked.insertMessage).toHaveBeenCalledTimes(1);
    expect(mocked.insertMessage).toHaveBeenCalledWith({
      conversation_id: 'c',
      role: 'user',
      content: '¿Qué dice la segunda ley de Newton?',
      metadata: undefined,
    });
    expect(seenDuringTurn).toEqual([{ sending: true, roles: ['user'] }]);
    expect(mocked.requestTutorTurn).toHaveBeenCalledTimes(1);
    expect(mocked.requestTutorTurn).toHaveBeenCalledWith('c', streamHandlers);
    expect(
      mocked.insertMessage.mock.invocationCallOrder[0]! <
        mocked.requestTutorTurn.mock.invocationCallOrder[0]!,
    ).toBe(true);

    expect(state().messages.map((m) => [m.role, m.content])).toEqual([
      ['user', '¿Qué dice la segunda ley de Newton?'],
      ['assistant', '¿Qué sabes de la fuerza?'],
    ]);
    expect(state().currentConversation?.title).toBe('Segunda ley de Newton');
    expect(state().conversations[0]?.title).toBe('Segunda ley de Newton');
    expect(state().lastModel).toBe('demo-tutor-offline');
    expect(state().sending).toBe(false);

    // Nothing else from the browser: no title call or update, no assistant row, no metrics.
    expect(mocked.updateConversationTitle).not.toHaveBeenCalled();
    expect(mocked.insertMessageMetrics).not.toHaveBeenCalled();
    expect(mocked.requestDirectReply).not.toHaveBeenCalled();
    expect(mocked.requestDirectTitle).not.toHaveBeenCalled();
    expect(mocked.clientTutorWritesEnabled).not.toHaveBeenCalled();
  });

  it('keeps the title when the function returns none (later turns)', async () => {
    useChatStore.setState({
      conversations: [conv('c', { title: 'Ya titulada' })],
      currentConversation: conv('c', { title: 'Ya titulada' }),
      messages: exchange('primera', '¿Y tú qué piensas?'),
    });
    await state().sendMessage('¡Ah, ya entendí!');
    expect(state().currentConversation?.title).toBe('Ya titulada');
    expect(state().messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(mocked.requestTutorTurn).toHaveBeenCalledTimes(1);
  });

  it("uploads images and stores '📷 Imagen adjunta' with only the image paths as metadata; no data URLs are made", async () => {
    useChatStore.setState({ conversations: [conv('c')], currentConversation: conv('c') });
    mocked.uploadChatImages.mockResolvedValue(['u1/c/a.jpg']);
    mocked.requestTutorTurn.mockResolvedValue(turn('Veo una ecuación.', 'Análisis de imagen'));
    const image = new Blob(['x'], { type: 'image/png' });
    await state().sendMessage('   ', [image]);
    expect(mocked.uploadChatImages).toHaveBeenCalledWith('u1', 'c', [image]);
    expect(mocked.insertMessage).toHaveBeenCalledTimes(1);
    expect(mocked.insertMessage.mock.calls[0]?.[0]).toEqual({
      conversation_id: 'c',
      role: 'user',
      content: '📷 Imagen adjunta',
      metadata: { images: ['u1/c/a.jpg'] },
    });
    expect(mocked.getImageDataUrl).not.toHaveBeenCalled();
    expect(state().currentConversation?.title).toBe('Análisis de imagen');
  });

  it("keeps the user message and rethrows the 429's Spanish text for the student", async () => {
    openWithFailingTurn(
      new TutorTurnError('Límite alcanzado: espera 40 segundos.', {
        status: 429,
        code: 'rate_limited',
        forStudent: true,
      }),
    );
    const failure = await state()
      .sendMessage('hola')
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(TutorTurnError);
    expect((failure as TutorTurnError).message).toBe('Límite alcanzado: espera 40 segundos.');
    expect((failure as TutorTurnError).forStudent).toBe(true);
    expect(state().sending).toBe(false);
    expect(state().messages.map((m) => [m.role, m.content])).toEqual([['user', 'hola']]);
    expect(unansweredMessage(state().messages)?.content).toBe('hola');
  });

  it('keeps the user message (unanswered), clears sending and rethrows when the reply fails', async () => {
    openWithFailingTurn(
      new TutorTurnError('No se pudo obtener respuesta del asistente. Verifica tu API key.', {
        status: 502,
        code: 'upstream_error',
      }),
    );
    await expect(state().sendMessage('hola')).rejects.toThrow('Verifica tu API key');
    expect(state().sending).toBe(false);
    expect(state().messages.map((m) => [m.role, m.content])).toEqual([['user', 'hola']]);
    expect(unansweredMessage(state().messages)?.id).toBe('m1');
    expect(mocked.insertMessage).toHaveBeenCalledTimes(1);
  });

  it('clears sending and rethrows when storing the user message fails; no function call', async () => {
    useChatStore.setState({ currentConversation: conv('c') });
    mocked.insertMessage.mockRejectedValue({
      code: 'P0001',
      message: 'Límite alcanzado: máximo 30 mensajes por minuto. Espera un momento.',
    });
    await expect(state().sendMessage('hola')).rejects.toMatchObject({ code: 'P0001' });
    expect(state().sending).toBe(false);
    expect(state().messages).toEqual([]);
    expect(mocked.requestTutorTurn).not.toHaveBeenCalled();
  });

  it('sending the identical text while it is still unanswered retries the reply without a second row', async () => {
    useChatStore.setState({ conversations: [conv('c')], currentConversation: conv('c') });
    mocked.requestTutorTurn.mockRejectedValueOnce(
      new TutorTurnError('No se pudo obtener respuesta del asistente. Verifica tu API key.', {
        status: 504,
      }),
    );
    await expect(state().sendMessage('¿Qué es la energía?')).rejects.toThrow();
    await state().sendMessage('  ¿Qué es la energía?  ');
    expect(mocked.insertMessage).toHaveBeenCalledTimes(1);
    expect(mocked.requestTutorTurn).toHaveBeenCalledTimes(2);
    expect(state().messages.map((m) => [m.role, m.content])).toEqual([
      ['user', '¿Qué es la energía?'],
      ['assistant', '¿Qué sabes de la fuerza?'],
    ]);
  });

  it('a different text after a failure is a new message (the function answers the latest)', async () => {
    useChatStore.setState({
      currentConversation: conv('c'),
      messages: [stored({ conversation_id: 'c', role: 'user', content: 'primera' })],
    });
    await state().sendMessage('otra pregunta');
    expect(mocked.insertMessage).toHaveBeenCalledTimes(1);
    expect(state().messages.map((m) => m.content)).toEqual([
      'primera',
      'otra pregunta',
      '¿Qué sabes de la fuerza?',
    ]);
  });

  it('the same text after it was answered is a new message', async () => {
    useChatStore.setState({
      currentConversation: conv('c'),
      messages: exchange('hola', '¡Hola!'),
    });
    await state().sendMessage('hola');
    expect(mocked.insertMessage).toHaveBeenCalledTimes(1);
    expect(state().messages).toHaveLength(4);
  });

  it('does not show a reply that arrives after the student opened another conversation', async () => {
    useChatStore.setState({
      conversations: [conv('c'), conv('d')],
      currentConversation: conv('c'),
    });
    mocked.requestTutorTurn.mockImplementation(async () => {
      useChatStore.setState({ currentConversation: conv('d'), messages: [] });
      return turn('tarde', 'Título');
    });
    await state().sendMessage('hola');
    expect(state().messages).toEqual([]);
    expect(state().conversations.find((c) => c.id === 'c')?.title).toBe('Título');
    expect(state().currentConversation?.id).toBe('d');
  });

  it('never shows a message stored after the student switched to another conversation', async () => {
    useChatStore.setState({
      conversations: [conv('c'), conv('d')],
      currentConversation: conv('c'),
    });
    const other = stored({ conversation_id: 'd', role: 'user', content: 'en d' });
    mocked.insertMessage.mockImplementation(async (m) => {
      useChatStore.setState({ currentConversation: conv('d'), messages: [other] });
      return stored(m);
    });
    await state().sendMessage('hola desde c');
    expect(state().currentConversation?.id).toBe('d');
    expect(state().messages.map((m) => m.content)).toEqual(['en d']);
  });
});
