import * as api from '../api';
import type { ChatMessage, Conversation, NewMessage } from '../api';
import { TutorTurnError } from '../lib/errors';

import { resetChatStore, unansweredMessage, useChatStore } from './chat-store';

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
  tutorMode: vi.fn(),
  requestTutorTurn: vi.fn(),
  clientTutorWritesEnabled: vi.fn(),
  requestDirectReply: vi.fn(),
  requestDirectTitle: vi.fn(),
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

/** What the tutor function returns for a turn: the stored reply, the title on the first turn. */
function turn(content: string, title: string | null = null, model = 'gpt-4o-mini') {
  return {
    message: stored({
      conversation_id: 'c',
      role: 'assistant',
      content,
      metadata: { response_time_ms: 900 },
    }),
    title,
    model,
  };
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  resetChatStore();
  seq = 0;
  mocked.tutorMode.mockReturnValue('proxy');
  mocked.insertMessage.mockImplementation(async (m) => stored(m));
  mocked.requestTutorTurn.mockImplementation(async () => turn('¿Qué sabes de la fuerza?'));
  mocked.clientTutorWritesEnabled.mockResolvedValue(true);
  mocked.requestDirectReply.mockResolvedValue({
    content: '¿Qué sabes de la fuerza?',
    tokensUsed: 42,
    model: 'gpt-4o-mini',
  });
  mocked.requestDirectTitle.mockResolvedValue('Segunda ley de Newton');
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

    // SPEC.md section 4's order: user row stored and shown before the reply is asked for.
    expect(mocked.insertMessage).toHaveBeenCalledTimes(1);
    expect(mocked.insertMessage).toHaveBeenCalledWith({
      conversation_id: 'c',
      role: 'user',
      content: '¿Qué dice la segunda ley de Newton?',
      metadata: undefined,
    });
    expect(seenDuringTurn).toEqual([{ sending: true, roles: ['user'] }]);
    expect(mocked.requestTutorTurn).toHaveBeenCalledTimes(1);
    expect(mocked.requestTutorTurn).toHaveBeenCalledWith('c');
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
      messages: [
        stored({ conversation_id: 'c', role: 'user', content: 'primera' }),
        stored({ conversation_id: 'c', role: 'assistant', content: '¿Y tú qué piensas?' }),
      ],
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
    useChatStore.setState({ conversations: [conv('c')], currentConversation: conv('c') });
    mocked.requestTutorTurn.mockRejectedValue(
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
    useChatStore.setState({ conversations: [conv('c')], currentConversation: conv('c') });
    mocked.requestTutorTurn.mockRejectedValue(
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
      messages: [
        stored({ conversation_id: 'c', role: 'user', content: 'hola' }),
        stored({ conversation_id: 'c', role: 'assistant', content: '¡Hola!' }),
      ],
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
});

describe('retryReply', () => {
  const waiting = () => [stored({ conversation_id: 'c', role: 'user', content: 'hola' })];

  it('asks the function again without inserting and shows the reply', async () => {
    useChatStore.setState({ currentConversation: conv('c'), messages: waiting() });
    await state().retryReply();
    expect(mocked.insertMessage).not.toHaveBeenCalled();
    expect(mocked.requestTutorTurn).toHaveBeenCalledExactlyOnceWith('c');
    expect(state().messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(state().sending).toBe(false);
  });

  it('does nothing when the latest message already has its reply', async () => {
    useChatStore.setState({
      currentConversation: conv('c'),
      messages: [...waiting(), stored({ conversation_id: 'c', role: 'assistant', content: 'x' })],
    });
    await state().retryReply();
    expect(mocked.requestTutorTurn).not.toHaveBeenCalled();
  });

  it("reloads the messages on 409 'already_answered' instead of failing", async () => {
    const messages = waiting();
    useChatStore.setState({ currentConversation: conv('c'), messages });
    mocked.requestTutorTurn.mockRejectedValue(
      new TutorTurnError('Este mensaje ya tiene respuesta.', {
        status: 409,
        code: 'already_answered',
      }),
    );
    const answered = stored({ conversation_id: 'c', role: 'assistant', content: 'ya estaba' });
    mocked.listMessages.mockResolvedValue([...messages, answered]);
    await expect(state().retryReply()).resolves.toBeUndefined();
    expect(mocked.listMessages).toHaveBeenCalledWith('c');
    expect(state().messages.map((m) => m.content)).toEqual(['hola', 'ya estaba']);
    expect(unansweredMessage(state().messages)).toBeNull();
  });

  it('rethrows a second failure and leaves the message unanswered', async () => {
    useChatStore.setState({ currentConversation: conv('c'), messages: waiting() });
    mocked.requestTutorTurn.mockRejectedValue(new TutorTurnError('x', { status: 502 }));
    await expect(state().retryReply()).rejects.toBeInstanceOf(TutorTurnError);
    expect(state().sending).toBe(false);
    expect(unansweredMessage(state().messages)?.content).toBe('hola');
  });
});

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
      messages: [
        stored({ conversation_id: 'c', role: 'user', content: 'a' }),
        stored({ conversation_id: 'c', role: 'assistant', content: 'b' }),
      ],
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
