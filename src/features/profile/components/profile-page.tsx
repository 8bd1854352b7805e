import { LogOut, ShieldCheck } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { PageShell } from '@/components/ui/page-shell';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { ProfileTabs } from '@/features/profile/components/profile-tabs';
import { profileTexts as t } from '@/features/profile/texts';

/** /profile: 'Mi Perfil'. The route's guard guarantees a user. */
export function ProfilePage() {
  const user = useAuthStore((s) => s.user);
  const refreshUser = useAuthStore((s) => s.refreshUser);
  const signOut = useAuthStore((s) => s.signOut);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const openMyData = search.get(paths.profileTabParam.name) === paths.profileTabParam.myData;
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
      .finally(() => navigate(paths.accountDeleted, { replace: true }));
  }

  return (
    <PageShell
      backTo={paths.home}
      backLabel={t.backToChat}
      width="wide"
      stickyHeader
      logoOnPhone={false}
      actions={
        <Button variant="ghost" size="sm" onClick={() => void onSignOut()}>
          <LogOut className="h-4 w-4" aria-hidden="true" />
          {t.signOut}
        </Button>
      }
    >
      <div className="mb-6">
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 dark:text-white sm:text-3xl">
          {t.title}
        </h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t.subtitle}</p>
      </div>
      <ProfileTabs
        user={user}
        refreshUser={refreshUser}
        onAccountDeleted={onAccountDeleted}
        initialTab={openMyData ? 'myData' : 'profile'}
      />
      <p className="mt-8 text-center text-sm">
        <TextLink to={paths.privacy} icon={ShieldCheck}>
          {t.privacyLink}
        </TextLink>
      </p>
    </PageShell>
  );
}
