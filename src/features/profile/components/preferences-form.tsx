import { Bell, Languages, Monitor, Moon, Sun } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';

import { cn } from '@/components/ui/cn';
import { SelectField } from '@/components/ui/field';
import { LANGUAGES, type Language, type ProfileData } from '@/features/auth/lib/profile';
import { updatePreferences } from '@/features/profile/api/profile';
import { errorBanner, profileTexts as t } from '@/features/profile/texts';
import type { Notify } from '@/features/profile/types';
import { applyTheme, previewTheme, type ThemePreference } from '@/lib/theme';
import { useSave } from '@/lib/use-save';

import { SaveRow } from './save-row';

const themeOptions: Array<{ id: ThemePreference; Icon: typeof Sun }> = [
  { id: 'light', Icon: Sun },
  { id: 'dark', Icon: Moon },
  { id: 'auto', Icon: Monitor },
];

type Preferences = Pick<ProfileData, 'email_notifications' | 'theme' | 'language'>;

/**
 * The form's values and `run`, which saves them. A theme chosen but not saved goes back to the saved
 * one when the form unmounts.
 */
function usePreferences(profile: ProfileData, onSaved: () => Promise<void>, notify: Notify) {
  const [values, setValues] = useState<Preferences>({
    email_notifications: profile.email_notifications,
    theme: profile.theme,
    language: profile.language,
  });
  /** The theme the profile keeps: what leaving the form unsaved goes back to. */
  const savedTheme = useRef(profile.theme);
  useEffect(() => () => void applyTheme(savedTheme.current), []);
  const { run, saving } = useSave(
    async () => {
      await updatePreferences(values);
      savedTheme.current = values.theme;
      applyTheme(values.theme);
      await onSaved();
    },
    { success: t.preferencesSaved, describeError: errorBanner, notify },
  );
  return { values, setValues, run, saving };
}

/** A field's value and what changes it. */
interface FieldProps<T> {
  value: T;
  onChange: (value: T) => void;
}

/** The e-mail notifications switch with its hint. */
function NotificationsFieldset({ value, onChange }: FieldProps<boolean>) {
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 flex items-center gap-2 text-sm font-semibold text-slate-800 dark:text-slate-100">
        <Bell className="h-4 w-4 text-indigo-500" aria-hidden="true" />
        {t.notificationsTitle}
      </legend>
      <div className="flex items-start gap-3 rounded-xl border border-slate-200 p-4 transition-colors hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800/60">
        <input
          id="email-notifications"
          type="checkbox"
          name="email_notifications"
          checked={value}
          onChange={(e) => onChange(e.target.checked)}
          aria-describedby="email-notifications-hint"
          className="mt-0.5 h-5 w-5 cursor-pointer rounded accent-indigo-600"
        />
        <div>
          <label
            htmlFor="email-notifications"
            className="block cursor-pointer text-sm font-medium text-slate-800 dark:text-slate-100"
          >
            {t.emailNotificationsLabel}
          </label>
          <p id="email-notifications-hint" className="text-xs text-slate-500 dark:text-slate-400">
            {t.emailNotificationsHint}
          </p>
        </div>
      </div>
    </fieldset>
  );
}

/** Light, dark or automatic, one card-like radio each. */
function ThemeFieldset({ value, onChange }: FieldProps<ThemePreference>) {
  return (
    <fieldset aria-describedby="theme-hint">
      <legend className="mb-1 text-sm font-semibold text-slate-800 dark:text-slate-100">
        {t.themeLegend}
      </legend>
      <p id="theme-hint" className="mb-3 text-xs text-slate-500 dark:text-slate-400">
        {t.themeHint}
      </p>
      <div className="grid grid-cols-3 gap-2 sm:gap-3">
        {themeOptions.map(({ id, Icon }) => {
          const checked = value === id;
          return (
            <label
              key={id}
              className={cn(
                'flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 p-3 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-500 sm:p-4',
                checked
                  ? 'border-indigo-500 bg-indigo-50 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-200'
                  : 'border-slate-200 text-slate-600 hover:border-slate-300 dark:border-slate-700 dark:text-slate-300 dark:hover:border-slate-600',
              )}
            >
              <input
                type="radio"
                name="theme"
                value={id}
                checked={checked}
                onChange={() => onChange(id)}
                className="sr-only"
              />
              <Icon className="h-5 w-5" aria-hidden="true" />
              {t.themes[id]}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * e-mail notifications, theme and language. A theme is previewed on the whole app as soon as it is
 * chosen; it is kept only by "Guardar Preferencias": leaving the form (another tab, another page)
 * without saving puts the saved theme back.
 */
export function PreferencesForm({
  profile,
  onSaved,
  notify,
}: {
  profile: ProfileData;
  onSaved: () => Promise<void>;
  notify: Notify;
}) {
  const { values, setValues, run, saving } = usePreferences(profile, onSaved, notify);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run();
  }

  return (
    <form onSubmit={onSubmit} className="space-y-6">
      <NotificationsFieldset
        value={values.email_notifications}
        onChange={(checked) => setValues({ ...values, email_notifications: checked })}
      />

      <ThemeFieldset
        value={values.theme}
        onChange={(id) => {
          setValues({ ...values, theme: id });
          previewTheme(id);
        }}
      />

      <div className="max-w-xs">
        <SelectField
          label={t.languageLabel}
          name="language"
          icon={<Languages className="h-4 w-4" />}
          hint={t.languageHint}
          value={values.language}
          onChange={(e) => setValues({ ...values, language: e.target.value as Language })}
        >
          {LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {t.languages[code]}
            </option>
          ))}
        </SelectField>
      </div>

      <SaveRow saving={saving} label={t.savePreferences} savingLabel={t.saving} />
    </form>
  );
}
