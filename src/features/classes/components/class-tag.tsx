import { GraduationCap } from 'lucide-react';

import { cn } from '@/components/ui/cn';

import { useMyClassesStore } from '../stores/my-classes-store';
import { classTexts } from '../texts';

/**
 * The class of a conversation in the sidebar's list: its name in a small tag with a cap icon (the
 * cue that does not rest on colour) and "Clase:" for a screen reader. Only classes the user is in
 * now: a student who left a class gets those conversations back as their own, untagged.
 */
export function ClassTag({ classId, className }: { classId: string; className?: string }) {
  const name = useMyClassesStore((s) => s.classes.find((c) => c.id === classId)?.name);
  if (!name) return null;
  return (
    <span
      data-testid="class-tag"
      title={name}
      className={cn(
        'inline-flex max-w-full min-w-0 items-center gap-1 rounded-full border border-amber-300 bg-amber-50 px-2 py-0.5 font-medium text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100',
        className,
      )}
    >
      <GraduationCap className="h-3 w-3 shrink-0" aria-hidden="true" />
      <span className="truncate">
        <span className="sr-only">{classTexts.student.classLabel}: </span>
        {name}
      </span>
    </span>
  );
}
