import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';

import { ChatPage } from '@/features/chat/components/chat-page';

// /unirse/:code's dialog: its own chunk, so the chat's first load does not carry it.
const JoinClassPage = lazy(() =>
  import('@/features/classes/components/student-classes').then((m) => ({
    default: m.JoinClassPage,
  })),
);

/**
 * / (chat home), /c/:conversationId (one conversation open, so a reload or a link keeps it) and
 * /unirse/:code (the chat with the class join dialog open on the link's code, docs/classes.md).
 */
export default function Route() {
  const { conversationId, code } = useParams();
  return (
    <>
      <ChatPage conversationId={conversationId ?? null} />
      {code !== undefined && (
        <Suspense fallback={null}>
          <JoinClassPage code={code} />
        </Suspense>
      )}
    </>
  );
}
