import { routeTitles } from '@/app/route-titles';
import { AnnouncementsBanner } from '@/features/announcements/components/announcements-banner';
import { AuthPage } from '@/features/auth/components/auth-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /auth: the sign-in page with the login announcements. */
export default function AuthRoute() {
  useDocumentTitle(routeTitles.auth);
  return (
    <AuthPage
      announcements={({ className, compact }) => (
        <AnnouncementsBanner location="login" className={className} compact={compact} />
      )}
    />
  );
}
