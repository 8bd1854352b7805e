/**
 * One turn at a time, nothing stranded (docs/tutor.md): the store follows the tutor function's
 * fields — `pending_message_ids` (ask again), 409 turn_in_progress with `message_id` (another tab is
 * answering: show it, wait, ask again) and a failure's `message_id` / `unanswered_message_ids`.
 */
import type { ChatMessage } from '../api';
import { TutorTurnError } from '../lib/errors';
import { unansweredMessages } from '../lib/turn-state';
import { chatTexts } from '../texts';

import { conv, mocked, state, stored, turn, useChatStore } from './chat-store-test-setup';
import { MAX_TURN_CALLS } from './tutor-reply';

vi.mock('../api', () => import('./chat-api-mock'));

const user = (content: string) => stored({ conversation_id: 'c', role: 'user', content });
const replyTo = (to: ChatMessage, content: string, pendingIds: string[] = []) => {
  const result = turn(content);
  return {
    ...result,
    message: { ...result.message, metadata: { reply_to: to.id } },
    answeredIds: [to.id],
    pendingIds,
  };
};
const busy = (messageId: string | null, wait = 0.001) =>
  new TutorTurnError(chatTexts.turnInProgress, {
    status: 409,
    code: 'turn_in_progress',
    forStudent: true,
    messageId,
    retryAfterSeconds: wait,
  });
const contents = () => state().messages.map((m) => m.content);

describe('a turn that leaves messages pending', () => {
  it('asks again until every message has its reply, each reply after the message it answers', async () => {
    const a = user('a');
    useChatStore.setState({ currentConversation: conv('c'), messages: [a] });
    const b = user('b'); // stored by another tab while the first reply was being written
    const ra = replyTo(a, 'ra', [b.id]);
    mocked.listMessages.mockResolvedValue([a, ra.message, b]);
    const replying: string[][] = [];
    mocked.requestTutorTurn
      .mockImplementationOnce(async () => {
        replying.push(state().replying);
        return ra;
      })
      .mockImplementationOnce(async () => {
        replying.push(state().replying);
        return replyTo(b, 'rb');
      });
    await state().retryReply();
    expect(mocked.requestTutorTurn).toHaveBeenCalledTimes(2);
    // b was not loaded here: the store loaded it before asking for its reply.
    expect(mocked.listMessages).toHaveBeenCalledWith('c');
    expect(replying).toEqual([[a.id], [b.id]]);
    expect(contents()).toEqual(['a', 'ra', 'b', 'rb']);
    expect(unansweredMessages(state().messages)).toEqual([]);
    expect(state().replying).toEqual([]);
    expect(state().sending).toBe(false);
  });
});

describe('409 turn_in_progress (another turn holds the conversation)', () => {
  it('shows the messages that turn answers, waits, asks again and shows the reply', async () => {
    const a = user('a');
    const b = user('b');
    useChatStore.setState({ currentConversation: conv('c'), messages: [a, b] });
    let seenWhileBusy: string[] = [];
    mocked.requestTutorTurn
      .mockRejectedValueOnce(busy(a.id, 0.5))
      .mockImplementationOnce(async () => {
        seenWhileBusy = state().replying;
        return replyTo(b, 'rb');
      });
    const during = state().retryReply();
    await vi.waitFor(() => expect(state().replying).toEqual([a.id]));
    await during;
    expect(seenWhileBusy).toEqual([a.id, b.id]);
    expect(mocked.requestTutorTurn).toHaveBeenCalledTimes(2);
    expect(contents()).toEqual(['a', 'b', 'rb']);
    expect(state().replying).toEqual([]);
  });

  it('ends with already_answered when the other turn covered the message: reloads, no error', async () => {
    const a = user('a');
    useChatStore.setState({ currentConversation: conv('c'), messages: [a] });
    const elsewhere = { ...stored({ conversation_id: 'c', role: 'assistant', content: 'r' }) };
    mocked.listMessages.mockResolvedValue([a, elsewhere]);
    mocked.requestTutorTurn
      .mockRejectedValueOnce(busy(a.id))
      .mockRejectedValueOnce(new TutorTurnError('ya', { status: 409, code: 'already_answered' }));
    await expect(state().retryReply()).resolves.toBeUndefined();
    expect(contents()).toEqual(['a', 'r']);
  });

  it(`stops after ${MAX_TURN_CALLS} calls with a Spanish way forward; Reintentar stays`, async () => {
    const a = user('a');
    useChatStore.setState({ currentConversation: conv('c'), messages: [a] });
    mocked.listMessages.mockResolvedValue([a]);
    mocked.requestTutorTurn.mockRejectedValue(busy(a.id));
    await expect(state().retryReply()).rejects.toMatchObject({
      message: chatTexts.turnStillBusy,
      forStudent: true,
    });
    expect(mocked.requestTutorTurn).toHaveBeenCalledTimes(MAX_TURN_CALLS);
    expect(unansweredMessages(state().messages).map((m) => m.id)).toEqual([a.id]);
    expect(state().sending).toBe(false);
    expect(state().replying).toEqual([]);
  });

  it('stops asking once the student opened another conversation', async () => {
    const a = user('a');
    useChatStore.setState({ currentConversation: conv('c'), messages: [a] });
    mocked.requestTutorTurn.mockImplementationOnce(async () => {
      useChatStore.setState({ currentConversation: conv('d'), messages: [] });
      throw busy(a.id);
    });
    await state().retryReply();
    expect(mocked.requestTutorTurn).toHaveBeenCalledTimes(1);
    expect(state().messages).toEqual([]);
  });
});

describe('a failed turn', () => {
  it('loads the messages it names that this tab lacks, so each shows Reintentar', async () => {
    const a = user('a');
    useChatStore.setState({ currentConversation: conv('c'), messages: [a] });
    const b = user('b');
    mocked.listMessages.mockResolvedValue([a, b]);
    mocked.requestTutorTurn.mockRejectedValue(
      new TutorTurnError(chatTexts.tutorError, {
        status: 504,
        code: 'upstream_timeout',
        messageId: b.id,
        unansweredIds: [a.id, b.id],
      }),
    );
    await expect(state().retryReply()).rejects.toBeInstanceOf(TutorTurnError);
    expect(unansweredMessages(state().messages).map((m) => m.id)).toEqual([a.id, b.id]);
  });

  it('does not reload when it names only messages already shown', async () => {
    const a = user('a');
    useChatStore.setState({ currentConversation: conv('c'), messages: [a] });
    mocked.requestTutorTurn.mockRejectedValue(
      new TutorTurnError(chatTexts.tutorError, { status: 502, messageId: a.id }),
    );
    await expect(state().retryReply()).rejects.toBeInstanceOf(TutorTurnError);
    expect(mocked.listMessages).not.toHaveBeenCalled();
  });
});
