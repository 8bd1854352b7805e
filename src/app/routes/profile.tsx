import { routeTitles } from '@/app/route-titles';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /profile: 'Mi Perfil'; the guard in router.tsx guarantees a user. */
export default function ProfileRoute() {
  useDocumentTitle(routeTitles.profile);
  return <ProfilePage />;
}
