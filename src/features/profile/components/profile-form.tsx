import { GraduationCap, Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';

import { SelectOptions } from '@/components/select-options';
import { EmailField, SelectField } from '@/components/ui/field';
import { NameField } from '@/features/auth/components/profile-fields';
import type { ProfileData } from '@/features/auth/lib/profile';
import { updateProfile } from '@/features/profile/api/profile';
import { errorBanner, PROFILE_GRADE_LEVELS, profileTexts as t } from '@/features/profile/texts';
import type { Notify } from '@/features/profile/types';
import { useSave } from '@/lib/use-save';

import { SaveRow } from './save-row';

/**
 * Name and level; the e-mail is shown read-only. No phone number: the product never uses one, and
 * many students are minors. A failed save keeps what was typed.
 */
export function ProfileForm({
  email,
  profile,
  onSaved,
  notify,
}: {
  email: string;
  profile: ProfileData;
  onSaved: () => Promise<void>;
  notify: Notify;
}) {
  const [values, setValues] = useState({
    name: profile.name,
    grade_level: profile.grade_level,
  });
  const { run, saving } = useSave(
    async () => {
      await updateProfile(values);
      await onSaved();
    },
    { success: t.profileSaved, describeError: errorBanner, notify },
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run();
  }

  // Keep a saved level that is not in the list (older accounts) selectable.
  const levels: readonly string[] =
    values.grade_level && !(PROFILE_GRADE_LEVELS as readonly string[]).includes(values.grade_level)
      ? [...PROFILE_GRADE_LEVELS, values.grade_level]
      : PROFILE_GRADE_LEVELS;

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <NameField
          label={t.nameLabel}
          value={values.name}
          onChange={(e) => setValues({ ...values, name: e.target.value })}
        />
        <SelectField
          label={t.gradeLabel}
          name="grade_level"
          icon={<GraduationCap className="h-4 w-4" />}
          value={values.grade_level}
          onChange={(e) => setValues({ ...values, grade_level: e.target.value })}
        >
          <SelectOptions placeholder={t.gradePlaceholder} values={levels} />
        </SelectField>
        <EmailField
          label={t.emailLabel}
          name="email"
          icon={<Mail className="h-4 w-4" />}
          value={email}
          readOnly
          disabled
          hint={t.emailHint}
        />
      </div>
      <SaveRow saving={saving} label={t.saveProfile} savingLabel={t.saving} />
    </form>
  );
}
