import { ResetPasswordPage } from '@/features/auth/components/reset-password-page';

/** /restablecer: the password-recovery link's page (public: the link's session is a recovery one). */
export default function ResetPasswordRoute() {
  return <ResetPasswordPage />;
}
