import { useLocation } from 'react-router-dom';

import { routeTitles } from '@/app/route-titles';
import { Alert } from '@/components/ui/alert';
import { AnnouncementsBanner } from '@/features/announcements/components/announcements-banner';
import { AuthPage } from '@/features/auth/components/auth-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** After 'Eliminar mi cuenta' (profile): the account and its data are gone. */
const ACCOUNT_DELETED =
  'Tu cuenta y todos tus datos se eliminaron. Gracias por usar Tutor IA; puedes crear una cuenta nueva cuando quieras.';

/** /auth: the sign-in page with the login announcements (SPEC.md section 2). */
export default function AuthRoute() {
  useDocumentTitle(routeTitles.auth);
  const accountDeleted = Boolean(
    (useLocation().state as { accountDeleted?: unknown } | null)?.accountDeleted,
  );
  return (
    <AuthPage
      announcements={(className) => (
        <>
          {accountDeleted && (
            <div className={className}>
              <Alert tone="success">{ACCOUNT_DELETED}</Alert>
            </div>
          )}
          <AnnouncementsBanner location="login" className={className} />
        </>
      )}
    />
  );
}
