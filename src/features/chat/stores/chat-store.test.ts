import * as api from '../api';
import type { ChatMessage, Conversation, NewMessage } from '../api';

import { resetChatStore, useChatStore } from './chat-store';

vi.mock('../api', () => ({
  listConversations: vi.fn(),
  insertConversation: vi.fn(),
  updateConversationTitle: vi.fn(),
  deleteConversation: vi.fn(),
  listMessages: vi.fn(),
  insertMessage: vi.fn(),
  insertMessageMetrics: vi.fn(),
  uploadChatImages: vi.fn(),
  getImageDataUrl: vi.fn(),
  getSignedImageUrls: vi.fn(),
  requestTutorReply: vi.fn(),
  requestTitle: vi.fn(),
}));

const mocked = vi.mocked(api);

const conv = (id: string, extra: Partial<Conversation> = {}): Conversation => ({
  id,
  user_id: 'u1',
  title: 'Nueva conversación',
  subject: 'Física',
  grade_level: 'Secundaria',
  created_at: '2026-11-21T10:00:00Z',
  ...extra,
});

let seq = 0;
function stored(input: NewMessage): ChatMessage {
  seq += 1;
  return {
    id: `m${seq}`,
    conversation_id: input.conversation_id,
    role: input.role,
    content: input.content,
    metadata: input.metadata ?? {},
    images: input.metadata?.images ?? [],
    created_at: '2026-11-21T10:00:00Z',
  };
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  resetChatStore();
  seq = 0;
  mocked.insertMessage.mockImplementation(async (m) => stored(m));
  mocked.requestTutorReply.mockResolvedValue({
    content: '¿Qué sabes de la fuerza?',
    tokensUsed: 42,
    model: 'gpt-4o-mini',
  });
  mocked.requestTitle.mockResolvedValue('Segunda ley de Newton');
  mocked.updateConversationTitle.mockResolvedValue();
  mocked.insertMessageMetrics.mockResolvedValue();
  mocked.getImageDataUrl.mockImplementation(async (p) => `data:image/jpeg;base64,${p}`);
});

const state = () => useChatStore.getState();

describe('loadConversations', () => {
  it("loads the user's list", async () => {
    mocked.listConversations.mockResolvedValue([conv('a'), conv('b')]);
    await state().loadConversations('u1');
    expect(mocked.listConversations).toHaveBeenCalledWith('u1');
    expect(state().conversations.map((c) => c.id)).toEqual(['a', 'b']);
  });

  it('rethrows a data-layer failure and keeps the list', async () => {
    useChatStore.setState({ conversations: [conv('old')] });
    mocked.listConversations.mockRejectedValue(new Error('db down'));
    await expect(state().loadConversations('u1')).rejects.toThrow('db down');
    expect(state().conversations.map((c) => c.id)).toEqual(['old']);
  });
});

describe('createConversation', () => {
  it("creates 'Nueva conversación', makes it current with no messages and prepends it", async () => {
    useChatStore.setState({
      conversations: [conv('old')],
      currentConversation: conv('old'),
      messages: [stored({ conversation_id: 'old', role: 'user', content: 'x' })],
    });
    mocked.insertConversation.mockResolvedValue(
      conv('new', { subject: 'Química', grade_level: null }),
    );
    const created = await state().createConversation('u1', 'Química', '');
    expect(mocked.insertConversation).toHaveBeenCalledWith({
      user_id: 'u1',
      title: 'Nueva conversación',
      subject: 'Química',
      grade_level: null,
    });
    expect(created.id).toBe('new');
    expect(state().currentConversation?.id).toBe('new');
    expect(state().messages).toEqual([]);
    expect(state().conversations.map((c) => c.id)).toEqual(['new', 'old']);
  });

  it('rethrows a creation failure and changes nothing', async () => {
    useChatStore.setState({ conversations: [conv('old')], currentConversation: conv('old') });
    mocked.insertConversation.mockRejectedValue(new Error('nope'));
    await expect(state().createConversation('u1', null, null)).rejects.toThrow('nope');
    expect(state().conversations.map((c) => c.id)).toEqual(['old']);
    expect(state().currentConversation?.id).toBe('old');
  });
});

describe('selectConversation', () => {
  it('sets loading while messages load, then clears it', async () => {
    let resolve!: (m: ChatMessage[]) => void;
    mocked.listMessages.mockReturnValue(new Promise((r) => (resolve = r)));
    const pending = state().selectConversation(conv('a'));
    expect(state().loading).toBe(true);
    expect(state().currentConversation?.id).toBe('a');
    resolve([stored({ conversation_id: 'a', role: 'user', content: 'hola' })]);
    await pending;
    expect(state().loading).toBe(false);
    expect(state().messages.map((m) => m.content)).toEqual(['hola']);
  });

  it('clears loading also on error', async () => {
    mocked.listMessages.mockRejectedValue(new Error('boom'));
    await expect(state().selectConversation(conv('a'))).rejects.toThrow('boom');
    expect(state().loading).toBe(false);
  });
});

describe('sendMessage', () => {
  it('requires a current conversation', async () => {
    await expect(state().sendMessage('hola')).rejects.toThrow();
    expect(mocked.insertMessage).not.toHaveBeenCalled();
    expect(state().sending).toBe(false);
  });

  it('stores the user message, titles the first message, sends the history and stores the reply', async () => {
    useChatStore.setState({ conversations: [conv('c')], currentConversation: conv('c') });
    let sendingDuringReply = false;
    mocked.requestTutorReply.mockImplementation(async () => {
      sendingDuringReply = state().sending;
      return { content: '¿Qué sabes de la fuerza?', tokensUsed: 42, model: 'gpt-4o-mini' };
    });
    await state().sendMessage('  ¿Qué dice la segunda ley de Newton?  ');

    expect(sendingDuringReply).toBe(true);
    expect(state().sending).toBe(false);
    expect(mocked.insertMessage).toHaveBeenNthCalledWith(1, {
      conversation_id: 'c',
      role: 'user',
      content: '¿Qué dice la segunda ley de Newton?',
      metadata: undefined,
    });
    expect(mocked.requestTitle).toHaveBeenCalledWith('¿Qué dice la segunda ley de Newton?');
    expect(mocked.updateConversationTitle).toHaveBeenCalledWith('c', 'Segunda ley de Newton');
    expect(state().currentConversation?.title).toBe('Segunda ley de Newton');
    expect(state().conversations[0]?.title).toBe('Segunda ley de Newton');
    expect(mocked.requestTutorReply).toHaveBeenCalledWith(
      [{ role: 'user', content: '¿Qué dice la segunda ley de Newton?', imageDataUrls: undefined }],
      'Física',
      'Secundaria',
    );
    const assistantInsert = mocked.insertMessage.mock.calls[1]?.[0];
    expect(assistantInsert).toMatchObject({
      role: 'assistant',
      content: '¿Qué sabes de la fuerza?',
    });
    expect(assistantInsert?.metadata?.response_time_ms).toEqual(expect.any(Number));
    expect(assistantInsert?.metadata).not.toHaveProperty('has_eureka');
    expect(state().messages.map((m) => m.role)).toEqual(['user', 'assistant']);
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

  it('does not make a title after the first message and sends the full history', async () => {
    const earlier = [
      stored({ conversation_id: 'c', role: 'user', content: 'primera' }),
      stored({ conversation_id: 'c', role: 'assistant', content: '¿Y tú qué piensas?' }),
    ];
    useChatStore.setState({
      currentConversation: conv('c', { title: 'Ya titulada' }),
      messages: earlier,
    });
    await state().sendMessage('¡Ah, ya entendí!');
    expect(mocked.requestTitle).not.toHaveBeenCalled();
    expect(mocked.updateConversationTitle).not.toHaveBeenCalled();
    expect(mocked.requestTutorReply.mock.calls[0]?.[0].map((t) => t.content)).toEqual([
      'primera',
      '¿Y tú qué piensas?',
      '¡Ah, ya entendí!',
    ]);
    expect(mocked.insertMessage.mock.calls[1]?.[0].metadata).toMatchObject({ has_eureka: true });
  });

  it("stores '📷 Imagen adjunta' with the image paths and titles it 'Análisis de imagen'", async () => {
    useChatStore.setState({ conversations: [conv('c')], currentConversation: conv('c') });
    mocked.uploadChatImages.mockResolvedValue(['u1/c/a.jpg']);
    const image = new Blob(['x'], { type: 'image/png' });
    await state().sendMessage('   ', [image]);
    expect(mocked.uploadChatImages).toHaveBeenCalledWith('u1', 'c', [image]);
    expect(mocked.insertMessage.mock.calls[0]?.[0]).toEqual({
      conversation_id: 'c',
      role: 'user',
      content: '📷 Imagen adjunta',
      metadata: { images: ['u1/c/a.jpg'] },
    });
    expect(mocked.requestTitle).not.toHaveBeenCalled();
    expect(mocked.updateConversationTitle).toHaveBeenCalledWith('c', 'Análisis de imagen');
    expect(state().currentConversation?.title).toBe('Análisis de imagen');
    expect(mocked.requestTutorReply.mock.calls[0]?.[0]).toEqual([
      {
        role: 'user',
        content: '📷 Imagen adjunta',
        imageDataUrls: ['data:image/jpeg;base64,u1/c/a.jpg'],
      },
    ]);
  });

  it("falls back to 'Nueva conversación' when title generation fails", async () => {
    useChatStore.setState({
      conversations: [conv('c', { title: 'x' })],
      currentConversation: conv('c', { title: 'x' }),
    });
    mocked.requestTitle.mockRejectedValue(new Error('model down'));
    await state().sendMessage('hola');
    expect(mocked.updateConversationTitle).toHaveBeenCalledWith('c', 'Nueva conversación');
    expect(state().currentConversation?.title).toBe('Nueva conversación');
    expect(state().messages).toHaveLength(2);
  });

  it('keeps the user message, clears sending and rethrows when the reply fails', async () => {
    useChatStore.setState({ conversations: [conv('c')], currentConversation: conv('c') });
    mocked.requestTutorReply.mockRejectedValue(
      new Error('No se pudo obtener respuesta del asistente. Verifica tu API key.'),
    );
    await expect(state().sendMessage('hola')).rejects.toThrow('Verifica tu API key');
    expect(state().sending).toBe(false);
    expect(state().messages.map((m) => [m.role, m.content])).toEqual([['user', 'hola']]);
    expect(mocked.insertMessage).toHaveBeenCalledTimes(1);
    expect(mocked.insertMessageMetrics).not.toHaveBeenCalled();
  });

  it('clears sending and rethrows when storing the user message fails', async () => {
    useChatStore.setState({ currentConversation: conv('c') });
    mocked.insertMessage.mockRejectedValue(new Error('insert failed'));
    await expect(state().sendMessage('hola')).rejects.toThrow('insert failed');
    expect(state().sending).toBe(false);
    expect(state().messages).toEqual([]);
    expect(mocked.requestTutorReply).not.toHaveBeenCalled();
  });

  it('only logs a metrics failure: the reply stays', async () => {
    useChatStore.setState({
      currentConversation: conv('c'),
      messages: [stored({ conversation_id: 'c', role: 'user', content: 'a' })],
    });
    mocked.insertMessageMetrics.mockRejectedValue(new Error('metrics down'));
    await expect(state().sendMessage('hola')).resolves.toBeUndefined();
    expect(state().messages.at(-1)?.role).toBe('assistant');
    expect(console.error).toHaveBeenCalledWith('Error guardando métricas:', expect.any(Error));
  });
});

describe('deleteConversation and clearChat', () => {
  it('removes it from the list and clears the current one', async () => {
    useChatStore.setState({
      conversations: [conv('a'), conv('b')],
      currentConversation: conv('a'),
      messages: [stored({ conversation_id: 'a', role: 'user', content: 'x' })],
    });
    mocked.deleteConversation.mockResolvedValue();
    await state().deleteConversation('a');
    expect(state().conversations.map((c) => c.id)).toEqual(['b']);
    expect(state().currentConversation).toBeNull();
    expect(state().messages).toEqual([]);
  });

  it('keeps the current one when another is deleted', async () => {
    useChatStore.setState({
      conversations: [conv('a'), conv('b')],
      currentConversation: conv('a'),
    });
    mocked.deleteConversation.mockResolvedValue();
    await state().deleteConversation('b');
    expect(state().currentConversation?.id).toBe('a');
  });

  it('rethrows a delete failure and keeps the list', async () => {
    useChatStore.setState({ conversations: [conv('a')] });
    mocked.deleteConversation.mockRejectedValue(new Error('rls'));
    await expect(state().deleteConversation('a')).rejects.toThrow('rls');
    expect(state().conversations).toHaveLength(1);
  });

  it('clearChat resets the current conversation and messages', () => {
    useChatStore.setState({
      currentConversation: conv('a'),
      messages: [stored({ conversation_id: 'a', role: 'user', content: 'x' })],
    });
    state().clearChat();
    expect(state().currentConversation).toBeNull();
    expect(state().messages).toEqual([]);
  });
});
