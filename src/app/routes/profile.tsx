import { routeTitles } from '@/app/route-titles';
import { RouteErrorBoundary } from '@/components/ui/error-boundary';
import { paths } from '@/config/paths';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { profileTexts } from '@/features/profile/texts';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /profile: 'Mi Perfil'; the guard in router.tsx guarantees a user. */
export default function ProfileRoute() {
  useDocumentTitle(routeTitles.profile);
  return (
    <RouteErrorBoundary
      backTo={paths.home}
      shell={{ backTo: paths.home, backLabel: profileTexts.backToChat }}
    >
      <ProfilePage />
    </RouteErrorBoundary>
  );
}
