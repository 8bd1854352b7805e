import { School } from 'lucide-react';
import { Link } from 'react-router-dom';

import { DataTable } from '@/components/ui/data-table';
import { numberColumn, tableClasses, type Column } from '@/components/ui/data-table-columns';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/dates';
import { useLoad } from '@/lib/use-load';

import { getClasses } from '../api/get-classes';
import { formatCount } from '../lib/format';
import { adminTexts } from '../texts';
import type { ClassRow } from '../types';

import { EmptyState, Section } from './bits';

const t = adminTexts.classes;

const columns: Column<ClassRow>[] = [
  {
    id: 'name',
    header: t.name,
    rowHeader: true,
    wrap: true,
    className: tableClasses.strong,
    cell: (c) => (
      <Link
        to={paths.teacher.class(c.id)}
        className="text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
      >
        {c.name}
        {c.archived_at && (
          <span className="ml-1 text-xs font-normal text-slate-500 dark:text-slate-400">
            ({t.archived})
          </span>
        )}
      </Link>
    ),
  },
  {
    id: 'teachers',
    header: t.teachers,
    wrap: true,
    cell: (c) => (c.teacher_names ?? []).join(', ') || '—',
  },
  numberColumn('student_count', t.students, formatCount),
  numberColumn('conversation_count', t.conversations, formatCount),
  numberColumn('message_count', t.messages, formatCount),
  {
    id: 'last',
    header: t.lastActivity,
    wrap: true,
    cell: (c) => (c.last_activity ? formatDateTime(c.last_activity) : t.never),
  },
];

/** The dashboard's classes: name, teachers, students and activity; each opens its page. */
export function ClassesSection() {
  const { data } = useLoad(getClasses, 'Error cargando clases:');
  return (
    <Section title={t.title}>
      {data && (
        <DataTable
          label={t.title}
          columns={columns}
          rows={data}
          rowKey={(c) => c.id}
          rowTestId="admin-class-row"
          empty={<EmptyState Icon={School}>{t.empty}</EmptyState>}
        />
      )}
    </Section>
  );
}
