import { readFunctionError } from '@/lib/function-errors';
import { supabase } from '@/lib/supabase';
import type { ChallengeReason } from '@shared/challenge/challenge-check';

import { challengeTexts } from '../challenge-texts';
import type { MessageRow } from '../types';

/** A "Reto sin ayuda" as the student sees it (public.challenges; never its key). */
export interface Challenge {
  id: string;
  conversation_id: string;
  /** The tutor's message that states it in the conversation (null once that message is gone). */
  message_id: string | null;
  statement: string;
  attempts: string[];
  tries: number;
  correct: boolean | null;
  gave_up: boolean;
  last_reason: ChallengeReason | null;
  finished_at: string | null;
}

export interface ChallengeResponse {
  challenge: Challenge;
  /** The tutor's message that states a new challenge. */
  message?: MessageRow | null;
  /** The check of the answer just sent (null when the challenge was already over). */
  result?: { correct: boolean; reason: ChallengeReason } | null;
}

/** A failed challenge call, with the Spanish text to show. */
export class ChallengeError extends Error {}

async function invoke(body: Record<string, unknown>): Promise<ChallengeResponse> {
  const { data, error } = await supabase.functions.invoke<ChallengeResponse>('tutor', { body });
  if (error || !data?.challenge) {
    const { status, message } = await readFunctionError(error);
    console.error('Error en el reto:', error ?? data);
    const forStudent = status !== null && status < 500 && message;
    throw new ChallengeError(forStudent ? message : challengeTexts.failed);
  }
  return data;
}

/** "Ponme a prueba": the tutor function makes the challenge and states it in the conversation. */
export function startChallenge(
  conversationId: string,
  source: 'button' | 'eureka',
  eurekaMessageId: string | null,
): Promise<ChallengeResponse> {
  return invoke({
    conversation_id: conversationId,
    challenge: { action: 'start', source, eureka_message_id: eurekaMessageId },
  });
}

/** One try: the function checks it against the key it keeps and records the result. */
export function answerChallenge(
  conversationId: string,
  id: string,
  answer: string,
): Promise<ChallengeResponse> {
  return invoke({ conversation_id: conversationId, challenge: { action: 'answer', id, answer } });
}

/**
 * The conversation's challenges, oldest first: the thread shows each one's answers and result under
 * the message that states it, and the newest one, while open, takes the composer's place.
 */
export async function listChallenges(conversationId: string): Promise<Challenge[]> {
  const { data, error } = await supabase
    .from('challenges')
    .select(
      'id, conversation_id, message_id, statement, attempts, tries, correct, gave_up, last_reason, finished_at',
    )
    .eq('conversation_id', conversationId)
    .order('created_at', { ascending: true })
    .order('id', { ascending: true });
  if (error) throw error;
  return (data ?? []) as Challenge[];
}

/** "Dejar el reto": recorded as not solved, and the conversation goes on. Returns the record. */
export async function giveUpChallenge(id: string): Promise<Challenge> {
  const { data, error } = await supabase.rpc('give_up_challenge', { challenge_id: id }).single();
  if (error || !data) {
    console.error('Error al dejar el reto:', error);
    throw new ChallengeError(challengeTexts.giveUpFailed);
  }
  const { user_id: _owner, ...challenge } = data;
  return challenge as Challenge;
}
