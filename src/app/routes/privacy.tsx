import { routeTitles } from '@/app/route-titles';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { PrivacyPage } from '@/features/privacy/components/privacy-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /privacidad: public (no guard), linked from /auth and /profile: readable before sign-up. */
export default function PrivacyRoute() {
  useDocumentTitle(routeTitles.privacy);
  const signedIn = useAuthStore((s) => s.user !== null);
  return <PrivacyPage signedIn={signedIn} />;
}
