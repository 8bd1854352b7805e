import { tutorClient, type TutorReply } from '@/lib/tutor/client';
import type { TutorTurn } from '@shared/prompt';

import { chatTexts } from '../lib/texts';

export type { TutorReply, TutorTurn };

/** SPEC.md section 8: a reply failure is logged; the caller gets the catalogue's message. */
export async function requestTutorReply(
  history: TutorTurn[],
  subject: string | null,
  level: string | null,
): Promise<TutorReply> {
  try {
    return await tutorClient.reply(history, subject, level);
  } catch (error) {
    console.error('Error obteniendo respuesta del asistente:', error);
    throw new Error(chatTexts.tutorError, { cause: error });
  }
}

export async function requestTitle(firstMessage: string): Promise<string> {
  return tutorClient.title(firstMessage);
}
