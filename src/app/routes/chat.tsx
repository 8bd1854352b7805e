import { useParams } from 'react-router-dom';

import { ChatPage } from '@/features/chat/components/chat-page';

/** / (chat home, SPEC.md section 2) and /c/:conversationId (one conversation open, issue 20). */
export default function Route() {
  const { conversationId } = useParams();
  return <ChatPage conversationId={conversationId ?? null} />;
}
