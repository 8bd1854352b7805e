import { FolderArchive, ArchiveRestore } from 'lucide-react';
import { useState, type FormEvent } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { askConfirm } from '@/lib/notices';
import { useSave } from '@/lib/use-save';

import { updateClass } from '../api/teacher';
import {
  dayFromExpiry,
  validateClassForm,
  focusFirstError,
  type ClassFormErrors,
  type ClassFormValues,
  type ClassWrite,
} from '../lib/class-form';
import { classTexts } from '../texts';
import type { ClassSettings } from '../types';

import { ClassCodeCard } from './class-code-card';
import { ClassFormFields } from './class-form-fields';
import { ClassScheduleCard } from './class-schedule-card';
import { ClassTeachersCard } from './class-teachers-card';

const t = classTexts.settings;
const f = classTexts.form;

function formFrom(settings: ClassSettings): ClassFormValues {
  return {
    name: settings.name,
    subject: settings.subject ?? '',
    gradeLevel: settings.grade_level ?? '',
    instructions: settings.instructions ?? '',
    avoidConcepts: (settings.avoid_concepts ?? []).join('\n'),
    expiresOn: dayFromExpiry(settings.join_code_expires_at),
    dailyLimit: settings.daily_message_limit === null ? '' : String(settings.daily_message_limit),
  };
}

/** "Ajustes": the code, every setting, the schedule, the class's teachers and archiving. */
export function ClassSettingsTab({
  settings,
  onChanged,
}: {
  settings: ClassSettings;
  onChanged: () => void;
}) {
  const [values, setValues] = useState<ClassFormValues>(() => formFrom(settings));
  const [errors, setErrors] = useState<ClassFormErrors>({});
  const save = useSave((patch: ClassWrite) => updateClass(settings.id, patch), {
    success: f.saved,
    label: 'Error guardando la clase:',
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const kept = dayFromExpiry(settings.join_code_expires_at);
    const checked = validateClassForm(values, new Date(), kept);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(event.currentTarget, checked.errors);
      return;
    }
    setErrors({});
    if (await save.run(checked.value)) onChanged();
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <Card className="p-5">
        <form
          onSubmit={submit}
          noValidate
          className="space-y-5"
          aria-label={classTexts.classPage.settings}
        >
          <ClassFormFields
            values={values}
            errors={errors}
            onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
          />
          {save.notice && <Alert tone={save.notice.tone}>{save.notice.text}</Alert>}
          <div className="flex justify-end">
            <Button type="submit" loading={save.saving}>
              {save.saving ? f.saving : f.save}
            </Button>
          </div>
        </form>
      </Card>
      <div className="space-y-6">
        <ClassCodeCard settings={settings} onChanged={onChanged} />
        <ClassScheduleCard classId={settings.id} />
        <ClassTeachersCard classId={settings.id} />
        <ArchiveCard settings={settings} onChanged={onChanged} />
      </div>
    </div>
  );
}

/** "Archivar": archiving is confirmed first; bringing a class back is not. */
function ArchiveCard({ settings, onChanged }: { settings: ClassSettings; onChanged: () => void }) {
  const archive = useSave(
    (archived: boolean) =>
      updateClass(settings.id, { archived_at: archived ? new Date().toISOString() : null }),
    { success: (_: void) => '', label: 'Error archivando la clase:' },
  );

  async function toggleArchive() {
    const archiving = !settings.archived_at;
    if (archiving && !(await askConfirm({ title: t.archiveConfirm, confirmLabel: t.archive }))) {
      return;
    }
    if (await archive.run(archiving)) onChanged();
  }

  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold">{t.archiveTitle}</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t.archiveHint}</p>
      <Button
        className="mt-4"
        size="sm"
        variant={settings.archived_at ? 'secondary' : 'danger'}
        loading={archive.saving}
        onClick={() => void toggleArchive()}
      >
        {settings.archived_at ? (
          <ArchiveRestore className="h-4 w-4" aria-hidden="true" />
        ) : (
          <FolderArchive className="h-4 w-4" aria-hidden="true" />
        )}
        {settings.archived_at ? t.unarchive : t.archive}
      </Button>
      {archive.error && (
        <Alert tone="error" className="mt-3">
          {archive.error}
        </Alert>
      )}
    </Card>
  );
}
