import { Inbox } from 'lucide-react';

import { DataTable } from '@/components/ui/data-table';
import { tableClasses, type Column } from '@/components/ui/data-table-columns';
import { formatDateTime } from '@/lib/dates';
import { useLoad } from '@/lib/use-load';

import { getRecentActivity } from '../api/get-recent-activity';
import { adminTexts } from '../texts';
import type { ActivityRow } from '../types';

import { PageHeader } from './admin-shell';
import { EmptyState, Section } from './bits';
import { SafetyAlertsSection } from './safety-alerts-section';

const t = adminTexts.activity;
/** The activity page lists the last 100 student messages (the RPC's default is 50). */
export const ACTIVITY_PAGE_LIMIT = 100;
const activityColumns: Column<ActivityRow>[] = [
  {
    id: 'user',
    header: t.user,
    className: tableClasses.strong,
    cell: (row) => row.user_name || '—',
  },
  { id: 'email', header: t.email, cell: (row) => row.user_email },
  {
    id: 'conversation',
    header: t.conversation,
    className: 'max-w-xs truncate',
    title: (row) => row.conversation_title,
    cell: (row) => row.conversation_title,
  },
  { id: 'date', header: t.date, cell: (row) => formatDateTime(row.created_at) },
];

const loadActivity = () => getRecentActivity(ACTIVITY_PAGE_LIMIT);

/** Activity: safety alerts first (with their follow-up), then the last 100 user messages with who sent them and where. */
export function ActivityPage() {
  const { data: rows } = useLoad(loadActivity, 'Error cargando actividad:');

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <div className="space-y-6">
        <SafetyAlertsSection />
        <Section title={t.recentTitle}>
          {rows !== null && (
            <DataTable
              label={t.title}
              columns={activityColumns}
              rows={rows}
              rowKey={(row) => row.id}
              rowTestId="activity-row"
              empty={<EmptyState Icon={Inbox}>{t.empty}</EmptyState>}
            />
          )}
        </Section>
      </div>
    </>
  );
}
