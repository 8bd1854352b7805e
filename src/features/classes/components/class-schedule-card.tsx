import { CalendarClock, Pause, Play } from 'lucide-react';
import { useCallback, useState, type FormEvent } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { PageLoading } from '@/components/ui/loading-screen';
import { useLoad } from '@/lib/use-load';
import { useSave } from '@/lib/use-save';
import { SCHEDULE_DAYS } from '@shared/classes/class-schedule';
import { APP_TIME_ZONE } from '@shared/time/time-zone';

import { getClassSchedule, saveClassSchedule, type ClassSchedule } from '../api/schedule';
import { scheduleError } from '../lib/schedule-form';
import { classTexts } from '../texts';

const t = classTexts.schedule;

function ScheduleForm({ classId, initial }: { classId: string; initial: ClassSchedule }) {
  const [schedule, setSchedule] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const save = useSave((next: ClassSchedule) => saveClassSchedule(classId, next), {
    success: t.saved,
    label: 'Error guardando el horario:',
  });
  // The switch saves at once: a teacher pausing the tutor wants it closed now.
  const pause = useSave((next: ClassSchedule) => saveClassSchedule(classId, next), {
    success: (_: void) => '',
    label: 'Error pausando el tutor:',
  });
  // What the database holds: the switch writes it with the new pause, never unsaved hours.
  const [stored, setStored] = useState(initial);
  const paused = stored.paused;

  async function togglePause() {
    const next = { ...stored, paused: !paused };
    if (await pause.run(next)) setStored(next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = scheduleError(schedule);
    setError(problem);
    if (problem) return;
    const next = { ...schedule, paused };
    if (await save.run(next)) setStored(next);
  }

  const toggleDay = (iso: number) =>
    setSchedule((s) => ({
      ...s,
      days: s.days.includes(iso) ? s.days.filter((d) => d !== iso) : [...s.days, iso],
    }));

  return (
    <>
      <PauseSwitch
        labelId={`${classId}-pause-label`}
        paused={paused}
        saving={pause.saving}
        onToggle={() => void togglePause()}
      />
      {pause.error && (
        <Alert tone="error" className="mt-3">
          {pause.error}
        </Alert>
      )}
      <p role="status" className="sr-only">
        {pause.notice?.tone === 'success' ? (paused ? t.pauseSaved : t.resumeSaved) : ''}
      </p>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4" aria-label={t.title}>
        <DaysFieldset days={schedule.days} onToggle={toggleDay} />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={t.opensAt}
            type="time"
            value={schedule.opensAt}
            onChange={(e) => setSchedule((s) => ({ ...s, opensAt: e.target.value }))}
          />
          <TextField
            label={t.closesAt}
            type="time"
            value={schedule.closesAt}
            onChange={(e) => setSchedule((s) => ({ ...s, closesAt: e.target.value }))}
          />
        </div>
        {(error ?? save.notice) && (
          <Alert tone={error ? 'error' : save.notice!.tone}>{error ?? save.notice!.text}</Alert>
        )}
        <Button type="submit" size="sm" variant="secondary" loading={save.saving}>
          {save.saving ? t.saving : t.save}
        </Button>
      </form>
    </>
  );
}

/** "Pausar el tutor": a switch that closes the class's tutor at once, whatever the hours say. */
function PauseSwitch({
  labelId,
  paused,
  saving,
  onToggle,
}: {
  labelId: string;
  paused: boolean;
  saving: boolean;
  onToggle: () => void;
}) {
  return (
    <div className="mt-4 flex items-start justify-between gap-3 rounded-xl border border-slate-200 p-3 dark:border-slate-700">
      <div className="min-w-0">
        <p id={labelId} className="text-sm font-medium">
          {t.pause}
        </p>
        <p className="text-xs text-slate-600 dark:text-slate-300">
          {paused ? t.pausedNow : t.pauseHint}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={paused}
        aria-labelledby={labelId}
        disabled={saving}
        onClick={onToggle}
        data-testid="class-tutor-pause"
        className={
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 disabled:opacity-60 dark:focus-visible:ring-offset-slate-900 ' +
          (paused ? 'bg-amber-600' : 'bg-slate-300 dark:bg-slate-600')
        }
      >
        <span
          aria-hidden="true"
          className={
            'inline-flex h-5 w-5 items-center justify-center rounded-full bg-white text-slate-700 shadow transition-transform ' +
            (paused ? 'translate-x-6' : 'translate-x-1')
          }
        >
          {paused ? <Pause className="h-3 w-3" /> : <Play className="h-3 w-3" />}
        </span>
      </button>
    </div>
  );
}

/** The days the tutor answers, one checkbox per weekday. */
function DaysFieldset({ days, onToggle }: { days: number[]; onToggle: (iso: number) => void }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium">{t.days}</legend>
      <div className="mt-2 flex flex-wrap gap-1.5">
        {SCHEDULE_DAYS.map((day) => (
          <label
            key={day.iso}
            className="inline-flex cursor-pointer items-center gap-1.5 rounded-lg border border-slate-300 px-2 py-1 text-sm has-[:checked]:border-indigo-500 has-[:checked]:bg-indigo-50 dark:border-slate-600 dark:has-[:checked]:bg-indigo-500/15"
          >
            <input
              type="checkbox"
              checked={days.includes(day.iso)}
              onChange={() => onToggle(day.iso)}
              className="h-4 w-4 accent-indigo-600"
            />
            {day.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * "Horario del tutor": the days and hours the class's tutor answers (on the deployment's clock) and
 * "Pausar el tutor", for the class's teachers. The tutor function refuses a class turn outside them.
 */
export function ClassScheduleCard({ classId }: { classId: string }) {
  const load = useCallback(() => getClassSchedule(classId), [classId]);
  const { data, error } = useLoad(load, 'Error cargando el horario:');
  return (
    <Card className="p-5" data-testid="class-schedule">
      <h2 className="flex items-center gap-2 text-base font-semibold">
        <CalendarClock className="h-4 w-4" aria-hidden="true" />
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t.hint(APP_TIME_ZONE)}</p>
      {data === null && error === null && <PageLoading />}
      {error !== null && data === null && (
        <Alert tone="error" className="mt-3">
          {t.loadError}
        </Alert>
      )}
      {data && <ScheduleForm classId={classId} initial={data} />}
    </Card>
  );
}
