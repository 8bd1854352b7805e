import { TutorTurnError } from '../lib/errors';

import {
  conv,
  exchange,
  mocked,
  resetChatStore,
  state,
  stored,
  useChatStore,
} from './chat-store-test-setup';

vi.mock('../api', () => import('./chat-api-mock'));

describe('sendMessage (direct mode: the browser calls the model and writes)', () => {
  beforeEach(() => mocked.tutorMode.mockReturnValue('direct'));

  it('checks the switch, then stores user row, title, reply (with reply_to) and metrics from the shared rules', async () => {
    useChatStore.setState({ conversations: [conv('c')], currentConversation: conv('c') });
    await state().sendMessage('  ¿Qué dice la segunda ley de Newton?  ');
    expect(mocked.clientTutorWritesEnabled).toHaveBeenCalledTimes(1);
    expect(mocked.requestTutorTurn).not.toHaveBeenCalled();
    expect(mocked.requestDirectTitle).toHaveBeenCalledWith('¿Qué dice la segunda ley de Newton?');
    expect(mocked.updateConversationTitle).toHaveBeenCalledWith('c', 'Segunda ley de Newton');
    expect(state().currentConversation?.title).toBe('Segunda ley de Newton');
    expect(mocked.requestDirectReply).toHaveBeenCalledWith(
      [{ role: 'user', content: '¿Qué dice la segunda ley de Newton?', imageDataUrls: undefined }],
      'Física',
      'Secundaria',
    );
    const assistantInsert = mocked.insertMessage.mock.calls[1]?.[0];
    expect(assistantInsert).toMatchObject({
      role: 'assistant',
      content: '¿Qué sabes de la fuerza?',
      metadata: { reply_to: 'm1', response_time_ms: expect.any(Number) },
    });
    expect(assistantInsert?.metadata).not.toHaveProperty('has_eureka');
    expect(mocked.insertMessageMetrics).toHaveBeenCalledWith({
      message_id: 'm2',
      api_response_time_ms: assistantInsert?.metadata?.response_time_ms,
      tokens_used: 42,
      model_used: 'gpt-4o-mini',
      word_count: 5,
      character_count: 24,
      question_count: 1,
      contains_code_snippet: false,
      contains_math_formula: false,
      complexity_score: expect.any(Number),
    });
    expect(state().lastModel).toBe('gpt-4o-mini');
  });

  it('sends the full history with image data URLs and flags eureka from the student message', async () => {
    const earlier = [
      stored({
        conversation_id: 'c',
        role: 'user',
        content: 'mira',
        metadata: { images: ['p.jpg'] },
      }),
      stored({ conversation_id: 'c', role: 'assistant', content: '¿Y tú qué piensas?' }),
    ];
    useChatStore.setState({ currentConversation: conv('c', { title: 'T' }), messages: earlier });
    await state().sendMessage('¡Ah, ya entendí!');
    expect(mocked.requestDirectTitle).not.toHaveBeenCalled();
    expect(mocked.requestDirectReply.mock.calls[0]?.[0]).toEqual([
      { role: 'user', content: 'mira', imageDataUrls: ['data:image/jpeg;base64,p.jpg'] },
      { role: 'assistant', content: '¿Y tú qué piensas?', imageDataUrls: undefined },
      { role: 'user', content: '¡Ah, ya entendí!', imageDataUrls: undefined },
    ]);
    expect(mocked.insertMessage.mock.calls[1]?.[0].metadata).toMatchObject({ has_eureka: true });
  });

  it("falls back to 'Nueva conversación' when the title call fails", async () => {
    useChatStore.setState({
      conversations: [conv('c', { title: 'x' })],
      currentConversation: conv('c', { title: 'x' }),
    });
    mocked.requestDirectTitle.mockRejectedValue(new Error('model down'));
    await state().sendMessage('hola');
    expect(mocked.updateConversationTitle).toHaveBeenCalledWith('c', 'Nueva conversación');
    expect(state().messages).toHaveLength(2);
  });

  it('only logs a metrics failure: the reply stays', async () => {
    useChatStore.setState({
      currentConversation: conv('c'),
      messages: exchange('a', 'b'),
    });
    mocked.insertMessageMetrics.mockRejectedValue(new Error('metrics down'));
    await expect(state().sendMessage('hola')).resolves.toBeUndefined();
    expect(state().messages.at(-1)?.role).toBe('assistant');
    expect(console.error).toHaveBeenCalledWith('Error guardando métricas:', expect.any(Error));
  });

  it('with the database switch off: writes nothing, calls no model, explains why in Spanish', async () => {
    useChatStore.setState({ conversations: [conv('c')], currentConversation: conv('c') });
    mocked.clientTutorWritesEnabled.mockResolvedValue(false);
    const failure = await state()
      .sendMessage('hola')
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(TutorTurnError);
    expect((failure as TutorTurnError).forStudent).toBe(true);
    expect((failure as TutorTurnError).message).toMatch(
      /^Modo directo: el servidor no permite guardar/,
    );
    expect(state().directWritesEnabled).toBe(false);
    expect(mocked.insertMessage).not.toHaveBeenCalled();
    expect(mocked.requestDirectReply).not.toHaveBeenCalled();
    expect(state().sending).toBe(false);
  });

  it('checkDirectMode records the switch (and is a no-op in proxy mode)', async () => {
    mocked.clientTutorWritesEnabled.mockResolvedValue(false);
    await state().checkDirectMode();
    expect(state().directWritesEnabled).toBe(false);
    mocked.tutorMode.mockReturnValue('proxy');
    resetChatStore();
    await state().checkDirectMode();
    expect(state().directWritesEnabled).toBeNull();
    expect(mocked.clientTutorWritesEnabled).toHaveBeenCalledTimes(1);
  });
});
