import { TutorTurnError } from '../lib/errors';

import {
  conv,
  mocked,
  state,
  stored,
  streamHandlers,
  unansweredMessage,
  useChatStore,
} from './chat-store-test-setup';

vi.mock('../api', () => import('./chat-api-mock'));

describe('retryReply', () => {
  const waiting = () => [stored({ conversation_id: 'c', role: 'user', content: 'hola' })];

  it('asks the function again without inserting and shows the reply', async () => {
    useChatStore.setState({ currentConversation: conv('c'), messages: waiting() });
    await state().retryReply();
    expect(mocked.insertMessage).not.toHaveBeenCalled();
    expect(mocked.requestTutorTurn).toHaveBeenCalledExactlyOnceWith('c', streamHandlers);
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

  it('on 409 after the student opened another conversation, the reload does not show there', async () => {
    useChatStore.setState({ currentConversation: conv('c'), messages: waiting() });
    mocked.requestTutorTurn.mockImplementation(async () => {
      useChatStore.setState({ currentConversation: conv('d'), messages: [] });
      throw new TutorTurnError('Este mensaje ya tiene respuesta.', {
        status: 409,
        code: 'already_answered',
      });
    });
    mocked.listMessages.mockResolvedValue([
      stored({ conversation_id: 'c', role: 'user', content: 'hola' }),
      stored({ conversation_id: 'c', role: 'assistant', content: 'ya estaba' }),
    ]);
    await expect(state().retryReply()).resolves.toBeUndefined();
    expect(mocked.listMessages).toHaveBeenCalledWith('c');
    expect(state().currentConversation?.id).toBe('d');
    expect(state().messages).toEqual([]);
  });

  it('rethrows a second failure and leaves the message unanswered', async () => {
    useChatStore.setState({ currentConversation: conv('c'), messages: waiting() });
    mocked.requestTutorTurn.mockRejectedValue(new TutorTurnError('x', { status: 502 }));
    await expect(state().retryReply()).rejects.toBeInstanceOf(TutorTurnError);
    expect(state().sending).toBe(false);
    expect(unansweredMessage(state().messages)?.content).toBe('hola');
  });
});
