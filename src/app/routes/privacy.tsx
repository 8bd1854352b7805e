import { useAuthStore } from '@/features/auth/stores/auth-store';
import { PrivacyPage } from '@/features/privacy/components/privacy-page';

/** /privacidad: public (no guard), linked from /auth and /profile (issue 12). */
export default function PrivacyRoute() {
  const signedIn = useAuthStore((s) => s.user !== null);
  return <PrivacyPage signedIn={signedIn} />;
}
