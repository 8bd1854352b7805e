/**
 * No disclosure leaves in an export. The database already puts WITHDRAWN_MESSAGE in place of every
 * message that raised a safety alert and of the tutor's caring reply (private.export_rows, whose
 * private.withdrawn_message_marker() is this same text); the browser runs the offline safety screen
 * over what it is about to write as a second net, for a disclosure no alert recorded.
 */
import { screenOffline } from './safety.ts';

export const WITHDRAWN_MESSAGE = '[mensaje retirado: aviso de protección]';

/** The text, or WITHDRAWN_MESSAGE when the offline screen flags it. */
export function withdrawIfFlagged<T extends string | null | undefined>(text: T): T | string {
  if (!text || text === WITHDRAWN_MESSAGE) return text;
  return screenOffline(text) ? WITHDRAWN_MESSAGE : text;
}
