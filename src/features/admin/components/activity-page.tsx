import { Inbox } from 'lucide-react';
import { useEffect, useState } from 'react';

import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { formatDateTime } from '@/lib/dates';

import { getRecentActivity } from '../api/get-recent-activity';
import type { ActivityRow } from '../lib/types';
import { adminTexts } from '../texts';

import { PageHeader } from './admin-shell';
import { EmptyState } from './bits';
import { tableClasses as tc } from './table-classes';

const t = adminTexts.activity;
/** SPEC.md section 7: 100 on the activity page. */
export const ACTIVITY_PAGE_LIMIT = 100;

/** Activity: the last 100 user messages with who sent them and in which conversation. */
export function ActivityPage() {
  const [rows, setRows] = useState<ActivityRow[] | null>(null);

  useEffect(() => {
    let live = true;
    getRecentActivity(ACTIVITY_PAGE_LIMIT)
      .then((data) => live && setRows(data))
      .catch((error: unknown) => console.error('Error cargando actividad:', error));
    return () => {
      live = false;
    };
  }, []);

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <Card className="relative overflow-hidden">
        {rows !== null && rows.length === 0 && <EmptyState Icon={Inbox}>{t.empty}</EmptyState>}
        {rows !== null && rows.length > 0 && (
          <ScrollRegion label={t.title}>
            <table className={tc.table} aria-label={t.title}>
              <thead className="bg-slate-50 dark:bg-slate-900/60">
                <tr>
                  <th scope="col" className={tc.th}>
                    {t.user}
                  </th>
                  <th scope="col" className={tc.th}>
                    {t.email}
                  </th>
                  <th scope="col" className={tc.th}>
                    {t.conversation}
                  </th>
                  <th scope="col" className={tc.th}>
                    {t.date}
                  </th>
                </tr>
              </thead>
              <tbody className={tc.tbody}>
                {rows.map((row) => (
                  <tr key={row.id} className={tc.row} data-testid="activity-row">
                    <td className={cn(tc.td, 'font-medium text-slate-900 dark:text-white')}>
                      {row.user_name || '—'}
                    </td>
                    <td className={tc.td}>{row.user_email}</td>
                    <td className={cn(tc.td, 'max-w-xs truncate')} title={row.conversation_title}>
                      {row.conversation_title}
                    </td>
                    <td className={tc.td}>{formatDateTime(row.created_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </Card>
    </>
  );
}
