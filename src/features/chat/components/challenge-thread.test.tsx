import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { useNoticeStore } from '@/lib/notices';

import type { ChatMessage, Conversation } from '../api';
import * as challengeApi from '../api/challenges';
import type { Challenge } from '../api/challenges';

import { openConversation, resetConversationView } from './conversation-view-test-setup';

vi.mock('@/features/announcements/api/get-active-announcements', () => ({
  getActiveAnnouncements: vi.fn(),
}));
vi.mock('../api', () => import('../stores/chat-api-mock'));
vi.mock('../api/challenges', async (original) => ({
  ...(await original<typeof challengeApi>()),
  listChallenges: vi.fn(),
  startChallenge: vi.fn(),
  answerChallenge: vi.fn(),
  giveUpChallenge: vi.fn(),
}));
const challenges = vi.mocked(challengeApi);

const conversation: Conversation = {
  id: 'c',
  user_id: 'u1',
  title: 'Ecuaciones',
  subject: 'Matemáticas',
  grade_level: 'Secundaria',
  created_at: '2026-11-21T10:00:00Z',
  class_id: null,
};
const message = (
  id: string,
  role: 'user' | 'assistant',
  content: string,
  metadata: ChatMessage['metadata'] = {},
): ChatMessage => ({
  id,
  conversation_id: 'c',
  role,
  content,
  metadata,
  images: [],
  created_at: '2026-11-21T10:00:00Z',
});
const challenge = (over: Partial<Challenge> = {}): Challenge => ({
  id: 'ch1',
  conversation_id: 'c',
  message_id: 's1',
  statement: 'Resuelve 3x + 5 = 17',
  attempts: [],
  tries: 0,
  correct: null,
  gave_up: false,
  last_reason: null,
  finished_at: null,
  ...over,
});
/** A question, its reply, and the tutor's message stating challenge ch1. */
const thread = () => [
  message('u1', 'user', '¿Cómo resuelvo 2x + 3 = 11?'),
  message('a1', 'assistant', '¿Qué harías primero?'),
  message('s1', 'assistant', '**Reto sin ayuda**\n\nResuelve 3x + 5 = 17', { challenge_id: 'ch1' }),
];

beforeEach(() => {
  resetConversationView();
});
afterEach(() => vi.resetAllMocks());

const open = (messages: ChatMessage[]) => openConversation(messages, conversation);

const composer = () => screen.queryByRole('textbox', { name: 'Mensaje para el tutor' });
const statement = () => screen.getAllByTestId('message').find((m) => m.dataset.messageId === 's1')!;

describe('the challenge in the thread', () => {
  it('on opening shows each answer with its verdict and the result under the statement', async () => {
    challenges.listChallenges.mockResolvedValue([
      challenge({
        attempts: ['x = -4', 'x = 4 o x = 5'],
        tries: 2,
        correct: false,
        last_reason: 'hedged',
        finished_at: '2026-11-21T10:05:00Z',
      }),
    ]);
    open(thread());
    const answers = await screen.findAllByTestId('challenge-answer');
    expect(challenges.listChallenges).toHaveBeenCalledExactlyOnceWith('c');
    expect(answers.map((a) => a.textContent)).toEqual([
      'Tu respuesta 1x = -4No era correcta',
      'Tu respuesta 2x = 4 o x = 5Da una sola respuesta: escribiste más de una opción.',
    ]);
    expect(screen.getByRole('list', { name: 'Tus respuestas al reto' })).toBeInTheDocument();
    const result = screen.getByTestId('challenge-thread-result');
    expect(result).toHaveTextContent('Esta vez no salió');
    expect(result).toHaveTextContent('pide al tutor que repaséis juntos');
    // The trail sits right after the statement, in the thread's order.
    expect(statement().compareDocumentPosition(answers[0]!)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    // The finished challenge gives the chat back.
    expect(composer()).toBeInTheDocument();
  });

  it('puts no feedback chips under the statement, only under the replies', async () => {
    challenges.listChallenges.mockResolvedValue([challenge()]);
    open(thread());
    await screen.findByRole('form', { name: 'Reto sin ayuda' });
    const chips = screen.getAllByTestId('reply-feedback');
    expect(chips).toHaveLength(1);
    const reply = screen.getAllByTestId('message').find((m) => m.dataset.messageId === 'a1')!;
    expect(reply.nextElementSibling).toBe(chips[0]);
    expect(within(chips[0]!).getByRole('button', { name: 'Me dio la respuesta' })).toBeVisible();
  });

  it('reads no challenges for a conversation where none was stated', async () => {
    open([message('u1', 'user', 'hola'), message('a1', 'assistant', '¡Hola!')]);
    expect(await screen.findByRole('button', { name: 'Ponme a prueba' })).toBeInTheDocument();
    expect(challenges.listChallenges).not.toHaveBeenCalled();
    expect(screen.queryByTestId('challenge-trail')).toBeNull();
  });

  it('an open challenge: a wrong try joins the thread, the right one ends it, the composer takes the focus and the result is announced', async () => {
    challenges.listChallenges.mockResolvedValue([challenge()]);
    challenges.answerChallenge
      .mockResolvedValueOnce({
        challenge: challenge({ attempts: ['x = 3'], tries: 1, last_reason: 'wrong' }),
        result: { correct: false, reason: 'wrong' },
      })
      .mockResolvedValueOnce({
        challenge: challenge({
          attempts: ['x = 3', 'creo que x = 4'],
          tries: 2,
          correct: true,
          last_reason: 'correct',
          finished_at: '2026-11-21T10:05:00Z',
        }),
        result: { correct: true, reason: 'correct' },
      });
    open(thread());
    const box = await screen.findByRole('textbox', { name: 'Tu respuesta al reto' });
    expect(composer()).toBeNull();
    expect(screen.queryByTestId('challenge-trail')).toBeNull();

    await userEvent.type(box, 'x = 3{Enter}');
    const first = await screen.findByTestId('challenge-answer');
    expect(first).toHaveTextContent('x = 3');
    expect(first).toHaveTextContent('Ese resultado no es el correcto.');
    expect(screen.queryByTestId('challenge-thread-result')).toBeNull();
    expect(composer()).toBeNull();

    await userEvent.clear(box);
    await userEvent.type(box, 'creo que x = 4{Enter}');
    await waitFor(() => expect(composer()).toHaveFocus());
    expect(challenges.answerChallenge).toHaveBeenLastCalledWith('c', 'ch1', 'creo que x = 4');
    const answers = screen.getAllByTestId('challenge-answer');
    expect(answers.map((a) => a.textContent)).toEqual([
      'Tu respuesta 1x = 3No era correcta',
      'Tu respuesta 2creo que x = 4Correcta',
    ]);
    expect(screen.getByTestId('challenge-thread-result')).toHaveTextContent(
      '🎉 ¡Lo resolviste sin ayuda!',
    );
    expect(screen.getByTestId('challenge-announcement')).toHaveTextContent(
      '¡Lo resolviste sin ayuda! Eso demuestra que ya lo sabes hacer tú solo. ¡Buen trabajo!',
    );
    // "Seguir con el tutor" closes the result and leaves the focus in the composer.
    await userEvent.click(screen.getByRole('button', { name: 'Seguir con el tutor' }));
    expect(screen.queryByTestId('challenge-result')).toBeNull();
    expect(composer()).toHaveFocus();
    // Still in the thread.
    expect(screen.getAllByTestId('challenge-answer')).toHaveLength(2);
  });

  it('giving up: the thread says so, with no answers, and the composer takes the focus', async () => {
    challenges.listChallenges.mockResolvedValue([challenge()]);
    challenges.giveUpChallenge.mockResolvedValue(
      challenge({ correct: false, gave_up: true, finished_at: '2026-11-21T10:05:00Z' }),
    );
    open(thread());
    await screen.findByRole('textbox', { name: 'Tu respuesta al reto' });
    await userEvent.click(screen.getByRole('button', { name: 'Dejar el reto' }));
    await waitFor(() => expect(useNoticeStore.getState().confirm).not.toBeNull());
    act(() => useNoticeStore.getState().confirm!.resolve(true));
    await waitFor(() => expect(composer()).toHaveFocus());
    expect(challenges.giveUpChallenge).toHaveBeenCalledExactlyOnceWith('ch1');
    expect(screen.queryByTestId('challenge-answer')).toBeNull();
    expect(screen.getByTestId('challenge-thread-result')).toHaveTextContent('Dejaste el reto.');
    expect(screen.getByTestId('challenge-announcement')).toHaveTextContent(
      'Dejaste el reto. Puedes seguir con el tutor cuando quieras.',
    );
  });

  it('a failed answer changes nothing in the thread and says why', async () => {
    challenges.listChallenges.mockResolvedValue([challenge()]);
    challenges.answerChallenge.mockRejectedValue(
      new challengeApi.ChallengeError('No se pudo completar el reto. Intenta de nuevo.'),
    );
    open(thread());
    const box = await screen.findByRole('textbox', { name: 'Tu respuesta al reto' });
    await userEvent.type(box, 'x = 4{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo completar el reto. Intenta de nuevo.',
    );
    expect(screen.queryByTestId('challenge-trail')).toBeNull();
    expect(screen.getByTestId('challenge-announcement')).toHaveTextContent('');
    expect(composer()).toBeNull();
  });
});
