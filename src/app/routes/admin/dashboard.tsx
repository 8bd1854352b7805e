import { routeTitles } from '@/app/route-titles';
import { DashboardPage } from '@/features/admin/components/dashboard-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function Route() {
  useDocumentTitle(routeTitles.adminDashboard);
  return <DashboardPage />;
}
