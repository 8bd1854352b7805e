import type { User } from '@supabase/supabase-js';
import { CalendarDays, Clock, Mail, ShieldCheck } from 'lucide-react';

import { Card } from '@/components/ui/card';
import { UserAvatar } from '@/components/ui/user-avatar';
import type { ProfileData } from '@/features/auth/lib/profile';
import { isAdminUser } from '@/features/auth/stores/auth-store';
import { profileTexts as t } from '@/features/profile/texts';
import { formatDate, formatDateTime } from '@/lib/dates';
import { shownEmail } from '@shared/classes/class-accounts';

/** Who is signed in: picture, name, level, e-mail, role and account dates. */
export function AccountInfoCard({ user, profile }: { user: User; profile: ProfileData }) {
  const email = shownEmail(user.email);
  const admin = isAdminUser(user);
  // An admin without a level is not labelled 'Estudiante' beside 'Administrador'.
  const badge = profile.grade_level || (admin ? t.roleAdmin : t.defaultLevel);
  const rows = [
    { Icon: Mail, label: t.emailLabel, value: email },
    {
      Icon: ShieldCheck,
      label: t.accountType,
      value: admin ? t.roleAdmin : t.roleStudent,
    },
    { Icon: CalendarDays, label: t.memberSince, value: formatDate(user.created_at) },
    { Icon: Clock, label: t.lastSignIn, value: formatDateTime(user.last_sign_in_at) },
  ];
  return (
    <Card className="overflow-hidden">
      <div className="h-20 bg-gradient-to-r from-indigo-500 via-violet-500 to-fuchsia-500" />
      <div className="-mt-12 flex flex-col items-center px-5 pb-5 text-center">
        <UserAvatar src={profile.avatar_url} name={profile.name || email} size="lg" />
        <p className="mt-3 text-lg font-bold text-slate-900 dark:text-white">
          {profile.name || t.defaultName}
        </p>
        <span className="mt-1 rounded-full bg-indigo-50 px-3 py-0.5 text-xs font-semibold text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-200">
          {badge}
        </span>
      </div>
      <div className="border-t border-slate-100 px-5 py-4 dark:border-slate-800">
        <h2 className="mb-3 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
          {t.accountTitle}
        </h2>
        <dl className="space-y-3">
          {rows.map(({ Icon, label, value }) => (
            // A <dl> holds only dt/dd pairs (optionally wrapped in one div): the icon sits in the dt.
            <div key={label} className="min-w-0">
              <dt className="flex items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
                <Icon className="h-4 w-4 shrink-0 text-indigo-500" aria-hidden="true" />
                {label}
              </dt>
              <dd className="mt-0.5 break-all pl-6 text-sm font-medium text-slate-800 dark:text-slate-100">
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </Card>
  );
}
