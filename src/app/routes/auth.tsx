import { AnnouncementsBanner } from '@/features/announcements/components/announcements-banner';
import { AuthPage } from '@/features/auth/components/auth-page';

/** /auth: the sign-in page with the login announcements (SPEC.md section 2). */
export default function AuthRoute() {
  return (
    <AuthPage
      announcements={(className) => <AnnouncementsBanner location="login" className={className} />}
    />
  );
}
