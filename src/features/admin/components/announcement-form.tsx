import { Save, X } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { SelectField, TextareaField, TextField } from '@/components/ui/field';
import { AnnouncementCard } from '@/features/announcements/components/announcement-card';

import {
  ANNOUNCEMENT_ICONS,
  ANNOUNCEMENT_LIMITS,
  ANNOUNCEMENT_TYPES,
  previewAnnouncement,
  validateAnnouncementForm,
  type AnnouncementFormValues,
  type AnnouncementType,
} from '../lib/announcement-form';
import { adminTexts } from '../texts';

const t = adminTexts.announcements;

function Toggle({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 px-3 py-2.5 dark:border-slate-700">
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="h-5 w-5 shrink-0 cursor-pointer accent-indigo-600"
      />
    </div>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
        {title}
      </legend>
      {children}
    </fieldset>
  );
}

/** The on/off settings of an announcement, in the order they are shown. */
const SWITCHES = [
  ['show_on_login', t.fieldShowOnLogin],
  ['show_on_chat', t.fieldShowOnChat],
  ['dismissible', t.fieldDismissible],
  ['always_visible', t.fieldAlwaysVisible],
  ['is_active', t.fieldIsActive],
] as const;

type Problem = ReturnType<typeof validateAnnouncementForm>;
type SetField = <K extends keyof AnnouncementFormValues>(
  key: K,
  value: AnnouncementFormValues[K],
) => void;

/** The form's values and its last validation problem; `submit` validates and hands valid values on. */
function useAnnouncementForm(
  initial: AnnouncementFormValues,
  onSubmit: (values: AnnouncementFormValues) => void,
) {
  const [values, setValues] = useState(initial);
  const [problem, setProblem] = useState<Problem>(null);
  const set: SetField = (key, value) => setValues((v) => ({ ...v, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateAnnouncementForm(values);
    setProblem(found);
    if (!found) onSubmit(values);
  }

  return { values, problem, set, submit };
}

interface PanelProps {
  values: AnnouncementFormValues;
  problem: Problem;
  set: SetField;
}

/** The banner's icon, one radio button per emoji. */
function IconPicker({ values, set }: Omit<PanelProps, 'problem'>) {
  const iconGroup = useId();
  return (
    <div role="radiogroup" aria-labelledby={iconGroup}>
      <p id={iconGroup} className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-200">
        {t.fieldIcon}
      </p>
      <div className="grid grid-cols-7 gap-1.5">
        {ANNOUNCEMENT_ICONS.map((icon) => (
          <button
            key={icon}
            type="button"
            role="radio"
            aria-checked={values.icon === icon}
            aria-label={icon}
            onClick={() => set('icon', icon)}
            className={cn(
              'flex h-10 items-center justify-center rounded-xl border text-xl transition-colors',
              values.icon === icon
                ? 'border-indigo-500 bg-indigo-50 ring-2 ring-indigo-500/30 dark:bg-indigo-500/15'
                : 'border-slate-200 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800',
            )}
          >
            {icon}
          </button>
        ))}
      </div>
    </div>
  );
}

/** What the banner says: title, message, type, priority and icon. */
function MessagePanel({ values, problem, set }: PanelProps) {
  return (
    <Panel title={t.fieldMessage}>
      <TextField
        label={t.fieldTitle}
        value={values.title}
        maxLength={ANNOUNCEMENT_LIMITS.title}
        required
        onChange={(e) => set('title', e.target.value)}
        error={problem === 'required' && values.title.trim() === '' ? t.required : undefined}
      />
      <TextareaField
        label={t.fieldMessage}
        value={values.message}
        rows={3}
        maxLength={ANNOUNCEMENT_LIMITS.message}
        required
        onChange={(e) => set('message', e.target.value)}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t.fieldType}
          value={values.type}
          onChange={(e) => set('type', e.target.value as AnnouncementType)}
        >
          {ANNOUNCEMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t.types[type]}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t.fieldPriority}
          type="number"
          inputMode="numeric"
          min={ANNOUNCEMENT_LIMITS.priorityMin}
          max={ANNOUNCEMENT_LIMITS.priorityMax}
          value={values.priority}
          onChange={(e) => set('priority', e.target.value)}
        />
      </div>
      <IconPicker values={values} set={set} />
    </Panel>
  );
}

/** The banner's button (text and link) and when it expires. */
function ButtonPanel({ values, problem, set }: PanelProps) {
  return (
    <Panel title={t.fieldButtonText}>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t.fieldButtonText}
          value={values.button_text}
          maxLength={ANNOUNCEMENT_LIMITS.buttonText}
          onChange={(e) => set('button_text', e.target.value)}
        />
        <TextField
          label={t.fieldButtonUrl}
          type="text"
          inputMode="url"
          placeholder="https://"
          maxLength={ANNOUNCEMENT_LIMITS.buttonUrl}
          value={values.button_url}
          onChange={(e) => set('button_url', e.target.value)}
          error={problem === 'invalidUrl' ? t.invalidUrl : undefined}
        />
      </div>
      <TextField
        label={t.fieldExpiresAt}
        type="datetime-local"
        value={values.expires_at}
        onChange={(e) => set('expires_at', e.target.value)}
        className="dark:[color-scheme:dark]"
      />
    </Panel>
  );
}

/** The live preview of the banner as students will see it. */
function PreviewAside({ values }: { values: AnnouncementFormValues }) {
  const preview = previewAnnouncement(values);
  return (
    <aside className="lg:col-span-2" aria-label={t.preview}>
      <div className="space-y-2 lg:sticky lg:top-6">
        <p className="text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
          {t.preview}
        </p>
        <p className="text-xs text-slate-500 dark:text-slate-400">{t.previewHint}</p>
        <div data-testid="announcement-preview">
          <AnnouncementCard
            announcement={preview}
            dismissible={preview.dismissible && !preview.always_visible}
            onDismiss={() => undefined}
          />
        </div>
      </div>
    </aside>
  );
}

/** Create / edit form with every field of an announcement and a live preview of the banner. */
export function AnnouncementForm({
  initial,
  editing,
  saving,
  error = null,
  onSubmit,
  onCancel,
}: {
  initial: AnnouncementFormValues;
  editing: boolean;
  saving: boolean;
  /** Why the last save failed (Spanish), shown beside the buttons; the form keeps its values. */
  error?: string | null;
  onSubmit: (values: AnnouncementFormValues) => void;
  onCancel: () => void;
}) {
  const { values, problem, set, submit } = useAnnouncementForm(initial, onSubmit);

  return (
    <div className="grid gap-6 lg:grid-cols-5">
      <form
        noValidate
        onSubmit={submit}
        className="space-y-6 lg:col-span-3"
        aria-label={editing ? t.editTitle : t.createTitle}
      >
        <MessagePanel values={values} problem={problem} set={set} />
        <ButtonPanel values={values} problem={problem} set={set} />

        <Panel title={t.fieldIsActive}>
          <div className="grid gap-2 sm:grid-cols-2">
            {SWITCHES.map(([key, label]) => (
              <Toggle key={key} label={label} checked={values[key]} onChange={(v) => set(key, v)} />
            ))}
          </div>
        </Panel>

        {error && <Alert tone="error">{error}</Alert>}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={saving}>
            <Save className="h-4 w-4" aria-hidden="true" />
            {editing ? t.saveChanges : t.save}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            <X className="h-4 w-4" aria-hidden="true" />
            {t.cancel}
          </Button>
        </div>
      </form>

      <PreviewAside values={values} />
    </div>
  );
}
