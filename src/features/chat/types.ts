import type { Database } from '@/types/database';

export type Conversation = Database['public']['Tables']['conversations']['Row'];
export type MessageRow = Database['public']['Tables']['messages']['Row'];
export type MessageMetricsInsert = Database['public']['Tables']['message_metrics']['Insert'];

/** messages.metadata (docs/database.md): students write only `images`; the rest is the server's. */
export interface MessageMetadata {
  images?: string[];
  response_time_ms?: number;
  has_eureka?: true;
  /** Assistant rows: the id of the student message answered (one reply per message). */
  reply_to?: string;
  /** Assistant rows: the hint ladder's level, 1 to 4 (_shared/tutor/ladder.ts). */
  hint_level?: number;
  /** Assistant rows: the challenge this message states ("Reto sin ayuda"). */
  challenge_id?: string;
  /** Assistant rows: the student stopped the streamed reply (Detener); the text is what was shown. */
  stopped?: true;
}

/** A message as the app uses it: `images` (storage paths) read from metadata, empty if none. */
export type ChatMessage = Omit<MessageRow, 'role' | 'metadata'> & {
  role: 'user' | 'assistant';
  metadata: MessageMetadata;
  images: string[];
};

export interface NewMessage {
  conversation_id: string;
  role: 'user' | 'assistant';
  content: string;
  metadata?: MessageMetadata;
}
