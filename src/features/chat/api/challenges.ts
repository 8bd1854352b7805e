import { readFunctionError } from '@/lib/function-errors';
import { supabase } from '@/lib/supabase';
import type { ChallengeReason } from '@shared/challenge/challenge-check';

import { challengeTexts } from '../challenge-texts';
import type { MessageRow } from '../types';

/** A "Reto sin ayuda" as the student sees it (public.challenges; never its key). */
export interface Challenge {
  id: string;
  conversation_id: string;
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

/** The conversation's newest challenge, if any (to resume an open one). */
export async function latestChallenge(conversationId: string): Promise<Challenge | null> {
  const { data, error } = await supabase
    .from('challenges')
    .select(
      'id, conversation_id, statement, attempts, tries, correct, gave_up, last_reason, finished_at',
    )
    .eq('conversation_id', conversationId)
    .order('created_at', { ascending: false })
    .limit(1)
    .maybeSingle();
  if (error) throw error;
  return data as Challenge | null;
}

/** "Dejar el reto": recorded as not solved, and the conversation goes on. */
export async function giveUpChallenge(id: string): Promise<void> {
  const { error } = await supabase.rpc('give_up_challenge', { challenge_id: id });
  if (error) {
    console.error('Error al dejar el reto:', error);
    throw new ChallengeError(challengeTexts.giveUpFailed);
  }
}
