import type { ReactNode } from 'react';

import { PageShell } from '@/components/ui/page-shell';
import { paths } from '@/config/paths';

import { classTexts } from '../texts';

/** The frame of the teacher's pages: back to the chat (or to "Mis clases" inside a class). */
export function TeacherShell({
  inClass = false,
  children,
}: {
  inClass?: boolean;
  children: ReactNode;
}) {
  return (
    <PageShell
      backTo={inClass ? paths.teacher.classes : paths.home}
      backLabel={inClass ? classTexts.teacher.backToClasses : classTexts.teacher.backToChat}
      width="wide"
    >
      {children}
    </PageShell>
  );
}
