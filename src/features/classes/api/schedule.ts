import { supabase } from '@/lib/supabase';

/** A class's tutor hours as the teacher edits them ('HH:MM'; no days: open at every hour). */
export interface ClassSchedule {
  paused: boolean;
  days: number[];
  opensAt: string;
  closesAt: string;
}

const hhmm = (value: string | null) => (value ?? '').slice(0, 5);

/** The class's row of class_tutor_schedules (RLS: its teachers and admins); none: always open. */
export async function getClassSchedule(classId: string): Promise<ClassSchedule> {
  const { data, error } = await supabase
    .from('class_tutor_schedules')
    .select('paused, days, opens_at, closes_at')
    .eq('class_id', classId)
    .maybeSingle();
  if (error) throw error;
  return {
    paused: data?.paused ?? false,
    days: data?.days ?? [],
    opensAt: hhmm(data?.opens_at ?? null),
    closesAt: hhmm(data?.closes_at ?? null),
  };
}

/** Writes the whole row (the database refuses bad days and hours, and anyone but the teachers). */
export async function saveClassSchedule(classId: string, schedule: ClassSchedule): Promise<void> {
  const withHours = schedule.days.length > 0;
  const { error } = await supabase.from('class_tutor_schedules').upsert({
    class_id: classId,
    paused: schedule.paused,
    days: [...schedule.days].sort((a, b) => a - b),
    opens_at: withHours ? schedule.opensAt : null,
    closes_at: withHours ? schedule.closesAt : null,
    updated_at: new Date().toISOString(),
  });
  if (error) throw error;
}
