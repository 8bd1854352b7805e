import { orderForDisplay, unansweredMessages } from './turn-state';

const user = (id: string) => ({ id, role: 'user' as const, metadata: {} });
const reply = (id: string, to?: string) => ({
  id,
  role: 'assistant' as const,
  metadata: to ? { reply_to: to } : {},
});
const ids = (list: { id: string }[]) => list.map((m) => m.id);

describe('orderForDisplay', () => {
  it('keeps the stored order when every reply follows its message', () => {
    const list = [user('a'), reply('r1', 'a'), user('b'), reply('r2', 'b')];
    expect(ids(orderForDisplay(list))).toEqual(['a', 'r1', 'b', 'r2']);
  });

  it('puts a reply right after its message when one was sent while it was being written', () => {
    // a answered by r1, but b was stored before r1.
    const list = [user('a'), user('b'), reply('r1', 'a')];
    expect(ids(orderForDisplay(list))).toEqual(['a', 'r1', 'b']);
  });

  it('keeps a reply whose message is not loaded (or has no reply_to) where it was stored', () => {
    const list = [reply('r0', 'gone'), user('a'), reply('r1')];
    expect(ids(orderForDisplay(list))).toEqual(['r0', 'a', 'r1']);
  });
});

describe('unansweredMessages', () => {
  it('is empty when the last message is a reply', () => {
    expect(unansweredMessages([user('a'), reply('r', 'a')])).toEqual([]);
  });

  it('lists every student message after the last reply, oldest first', () => {
    const list = [user('a'), reply('r', 'a'), user('b'), user('c')];
    expect(ids(unansweredMessages(list))).toEqual(['b', 'c']);
  });

  it('counts a batch reply as answering every message before it', () => {
    const list = orderForDisplay([user('a'), user('b'), reply('r', 'b')]);
    expect(unansweredMessages(list)).toEqual([]);
  });

  it('leaves pending the message sent while the reply was being written', () => {
    const list = orderForDisplay([user('a'), user('b'), reply('r', 'a')]);
    expect(ids(unansweredMessages(list))).toEqual(['b']);
  });

  it('lists every message of a conversation that never got a reply', () => {
    expect(ids(unansweredMessages([user('a'), user('b')]))).toEqual(['a', 'b']);
  });
});
