import type { User } from '@supabase/supabase-js';
import { KeyRound, Settings, ShieldCheck, UserRound, type LucideIcon } from 'lucide-react';
import { useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { tabPanelProps } from '@/components/ui/tab-panel-props';
import { Tabs } from '@/components/ui/tabs';
import { readProfile } from '@/features/auth/lib/profile';
import { AccountInfoCard } from '@/features/profile/components/account-info-card';
import { AvatarUploader } from '@/features/profile/components/avatar-uploader';
import { MyDataPanel } from '@/features/profile/components/my-data-panel';
import { PasswordForm } from '@/features/profile/components/password-form';
import { PreferencesForm } from '@/features/profile/components/preferences-form';
import { ProfileForm } from '@/features/profile/components/profile-form';
import { profileTexts as t } from '@/features/profile/texts';
import type { ProfileMessage } from '@/features/profile/types';
import { shownEmail } from '@shared/classes/class-accounts';

export type Tab = 'profile' | 'password' | 'preferences' | 'myData';

const tabIcons: Record<Tab, LucideIcon> = {
  profile: UserRound,
  password: KeyRound,
  preferences: Settings,
  myData: ShieldCheck,
};

/**
 * The body of 'Mi Perfil': the account card beside the tabs (Perfil, Contraseña, Preferencias, plus
 * 'Mis datos': data rights). `onAccountDeleted` runs after the account is gone (sign out, leave).
 */
export function ProfileTabs({
  user,
  refreshUser,
  onAccountDeleted,
  initialTab = 'profile',
}: {
  user: User;
  refreshUser: () => Promise<void>;
  onAccountDeleted: () => void;
  /** The tab shown first (the privacy page links straight to 'Mis datos'). */
  initialTab?: Tab;
}) {
  const [tab, setTab] = useState<Tab>(initialTab);
  const [message, setMessage] = useState<ProfileMessage | null>(null);
  const profile = readProfile(user);

  function switchTab(next: Tab) {
    setTab(next);
    setMessage(null);
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[20rem_1fr] lg:items-start">
      <div className="order-2 min-w-0 lg:order-1">
        <AccountInfoCard user={user} profile={profile} />
      </div>
      <Card className="order-1 min-w-0 p-4 sm:p-6 lg:order-2">
        <Tabs
          idPrefix="profile"
          label={t.tabsLabel}
          // Four tabs: two rows on a phone, so no label is cut (grid wins over the base flex).
          className="grid grid-cols-2 sm:flex"
          value={tab}
          onChange={switchTab}
          items={(Object.keys(tabIcons) as Tab[]).map((id) => {
            const Icon = tabIcons[id];
            return {
              id,
              label: t.tabs[id],
              icon: <Icon className="h-4 w-4" aria-hidden="true" />,
            };
          })}
        />
        {message && (
          <Alert tone={message.tone} showIcon={false} className="mt-5">
            {message.text}
          </Alert>
        )}
        <div {...tabPanelProps('profile', tab)} className="mt-6">
          {tab === 'profile' && (
            <div className="space-y-8">
              <AvatarUploader
                userId={user.id}
                name={profile.name || shownEmail(user.email)}
                avatarUrl={profile.avatar_url}
                onSaved={refreshUser}
                notify={setMessage}
              />
              <ProfileForm
                key={user.id}
                email={shownEmail(user.email)}
                profile={profile}
                onSaved={refreshUser}
                notify={setMessage}
              />
            </div>
          )}
          {tab === 'password' && <PasswordForm onSaved={refreshUser} notify={setMessage} />}
          {tab === 'preferences' && (
            <PreferencesForm
              key={user.id}
              profile={profile}
              onSaved={refreshUser}
              notify={setMessage}
            />
          )}
          {tab === 'myData' && <MyDataPanel notify={setMessage} onDeleted={onAccountDeleted} />}
        </div>
      </Card>
    </div>
  );
}
