import { ChatPage } from '@/features/chat/components/chat-page';

/** / (chat home): SPEC.md section 2. */
export default function Route() {
  return <ChatPage />;
}
