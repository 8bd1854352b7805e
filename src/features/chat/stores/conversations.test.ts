import type { ChatMessage } from '../api';

import { conv, mocked, state, stored, useChatStore } from './chat-store-test-setup';

vi.mock('../api', () => import('./chat-api-mock'));

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
  it("starts 'Nueva conversación', makes it current with no messages and prepends it", async () => {
    useChatStore.setState({
      conversations: [conv('old')],
      currentConversation: conv('old'),
      messages: [stored({ conversation_id: 'old', role: 'user', content: 'x' })],
    });
    mocked.startConversation.mockResolvedValue(
      conv('new', { subject: 'Química', grade_level: null }),
    );
    const created = await state().createConversation('u1', 'Química', '');
    expect(mocked.startConversation).toHaveBeenCalledWith('Química', null, null);
    expect(created.id).toBe('new');
    expect(state().currentConversation?.id).toBe('new');
    expect(state().messages).toEqual([]);
    expect(state().conversations.map((c) => c.id)).toEqual(['new', 'old']);
  });

  it('opens the empty conversation the server hands back instead of listing it twice', async () => {
    useChatStore.setState({
      conversations: [conv('other'), conv('empty')],
      currentConversation: conv('other'),
      messages: [stored({ conversation_id: 'other', role: 'user', content: 'x' })],
    });
    mocked.startConversation.mockResolvedValue(conv('empty'));
    await state().createConversation('u1', 'Física', 'Secundaria');
    expect(state().conversations.map((c) => c.id)).toEqual(['other', 'empty']);
    expect(state().currentConversation?.id).toBe('empty');
    expect(state().messages).toEqual([]);
  });

  it('sends an empty subject and level (the modal\'s "none") as null', async () => {
    mocked.startConversation.mockResolvedValue(conv('new', { subject: null, grade_level: null }));
    await state().createConversation('u1', '', '');
    expect(mocked.startConversation).toHaveBeenCalledWith(null, null, null);
  });

  it('rethrows a creation failure and changes nothing', async () => {
    useChatStore.setState({ conversations: [conv('old')], currentConversation: conv('old') });
    mocked.startConversation.mockRejectedValue(new Error('nope'));
    await expect(state().createConversation('u1', null, null)).rejects.toThrow('nope');
    expect(state().conversations.map((c) => c.id)).toEqual(['old']);
    expect(state().currentConversation?.id).toBe('old');
  });
});

describe('renameConversation', () => {
  it('shows the stored (tidied) title in the list and the header', async () => {
    useChatStore.setState({
      conversations: [conv('a'), conv('b')],
      currentConversation: conv('a'),
    });
    mocked.renameConversation.mockResolvedValue(conv('a', { title: 'Repaso de álgebra' }));
    await state().renameConversation('a', '  Repaso   de álgebra ');
    expect(mocked.renameConversation).toHaveBeenCalledWith('a', '  Repaso   de álgebra ');
    expect(state().currentConversation?.title).toBe('Repaso de álgebra');
    expect(state().conversations.map((c) => c.title)).toEqual([
      'Repaso de álgebra',
      'Nueva conversación',
    ]);
  });

  it('keeps the old title when the database refuses', async () => {
    useChatStore.setState({ conversations: [conv('a')], currentConversation: conv('a') });
    mocked.renameConversation.mockRejectedValue({ code: '23514', message: 'check' });
    await expect(state().renameConversation('a', 'x'.repeat(300))).rejects.toMatchObject({
      code: '23514',
    });
    expect(state().currentConversation?.title).toBe('Nueva conversación');
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
