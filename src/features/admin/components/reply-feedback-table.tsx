import { useMemo } from 'react';

import { DataTable } from '@/components/ui/data-table';
import { numberColumn, rowHeaderColumn, type Column } from '@/components/ui/data-table-columns';
import { useLoad } from '@/lib/use-load';
import { REPLY_FEEDBACK_LABELS } from '@shared/tutor/feedback';

import { getReplyFeedback } from '../api/get-reply-feedback';
import type { DateRange } from '../lib/date-range';
import { formatCount, formatPercent } from '../lib/format';
import { formatIsoDay } from '../lib/usage';
import type { ReplyFeedbackRow } from '../types';

import { EmptyState } from './bits';

/** The Spanish labels of this table (the ratings' own labels come from @shared/tutor/feedback). */
const texts = {
  title: 'Valoraciones de los estudiantes',
  intro:
    'Lo que los estudiantes marcaron bajo cada respuesta del tutor, por día de la respuesta y materia. Los porcentajes de cada opción son sobre las respuestas valoradas. Si «Me dio la respuesta» sube, el filtro de respuestas está dejando pasar soluciones.',
  day: 'Día',
  subject: 'Materia',
  replies: 'Respuestas',
  rated: 'Valoradas',
  empty: 'Todavía no hay respuestas del tutor en este periodo.',
};

const COLUMNS: Column<ReplyFeedbackRow>[] = [
  rowHeaderColumn('day', texts.day, (r) => formatIsoDay(r.day)),
  { id: 'subject', header: texts.subject, wrap: true, cell: (r) => r.subject },
  numberColumn('replies', texts.replies, formatCount),
  {
    id: 'rated',
    header: texts.rated,
    align: 'right',
    cell: (r) => `${formatCount(r.rated)} (${formatPercent(r.rated_rate)})`,
  },
  numberColumn('helped_rate', REPLY_FEEDBACK_LABELS.helped, formatPercent),
  numberColumn('gave_answer_rate', REPLY_FEEDBACK_LABELS.gave_answer, formatPercent),
  numberColumn('not_understood_rate', REPLY_FEEDBACK_LABELS.not_understood, formatPercent),
];

/**
 * Per-reply feedback in the tutor-quality view: rates per day and subject of the window (admins
 * only, get_reply_feedback). Nothing is loaded while the range is invalid.
 */
export function ReplyFeedbackTable({ range, valid }: { range: DateRange; valid: boolean }) {
  const loader = useMemo(() => (valid ? () => getReplyFeedback(range) : null), [range, valid]);
  const rows = useLoad(loader, 'Error cargando valoraciones:').data;
  return (
    <div className="border-t border-slate-100 dark:border-slate-800">
      <div className="space-y-1 px-4 pt-4 sm:px-5">
        <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{texts.title}</h3>
        <p className="text-xs text-slate-500 dark:text-slate-400">{texts.intro}</p>
      </div>
      {rows && (
        <DataTable
          label={texts.title}
          columns={COLUMNS}
          rows={rows}
          rowKey={(r) => `${r.day}|${r.subject}`}
          rowTestId="reply-feedback-row"
          empty={<EmptyState>{texts.empty}</EmptyState>}
        />
      )}
    </div>
  );
}
