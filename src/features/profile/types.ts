import type { AlertTone } from '@/components/ui/alert';

export interface ProfileMessage {
  tone: Extract<AlertTone, 'success' | 'error'>;
  text: string;
}

/** Shows a banner on the profile screen (null clears it). */
export type Notify = (message: ProfileMessage | null) => void;
