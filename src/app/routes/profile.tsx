import { ArrowLeft, LogOut, ShieldCheck } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { ProfileScreen } from '@/features/profile/components/profile-page';
import { profileTexts as t } from '@/features/profile/texts';

/** /profile: 'Mi Perfil' (SPEC.md section 2). The guard guarantees a user. */
export default function ProfileRoute() {
  const user = useAuthStore((s) => s.user);
  const refreshUser = useAuthStore((s) => s.refreshUser);
  const signOut = useAuthStore((s) => s.signOut);
  const navigate = useNavigate();
  if (!user) return null;

  async function onSignOut() {
    try {
      await signOut();
    } finally {
      navigate(paths.auth, { replace: true });
    }
  }

  /** The account no longer exists: drop the local session and leave (errors do not matter). */
  function onAccountDeleted() {
    void signOut()
      .catch(() => undefined)
      .finally(() => navigate(paths.auth, { replace: true }));
  }

  return (
    <div className="min-h-dvh bg-gradient-to-b from-indigo-50/70 to-slate-50 dark:from-slate-950 dark:to-slate-950">
      <header className="sticky top-0 z-10 border-b border-slate-200/80 bg-white/80 backdrop-blur dark:border-slate-800 dark:bg-slate-900/80">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:px-6">
          <Link to={paths.home} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            {t.backToChat}
          </Link>
          <span className="hidden sm:block">
            <Logo size="sm" />
          </span>
          <Button variant="ghost" size="sm" onClick={() => void onSignOut()}>
            <LogOut className="h-4 w-4" aria-hidden="true" />
            {t.signOut}
          </Button>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
        <div className="mb-6">
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 dark:text-white sm:text-3xl">
            {t.title}
          </h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t.subtitle}</p>
        </div>
        <ProfileScreen user={user} refreshUser={refreshUser} onAccountDeleted={onAccountDeleted} />
        <p className="mt-8 text-center text-sm">
          <Link
            to={paths.privacy}
            className="inline-flex items-center gap-1.5 font-medium text-indigo-600 underline-offset-4 hover:underline dark:text-indigo-400"
          >
            <ShieldCheck className="h-4 w-4" aria-hidden="true" />
            {t.privacyLink}
          </Link>
        </p>
      </main>
    </div>
  );
}
