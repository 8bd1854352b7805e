import { routeTitles } from '@/app/route-titles';
import { AnalyticsPage } from '@/features/admin/components/analytics-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function Route() {
  useDocumentTitle(routeTitles.adminAnalytics);
  return <AnalyticsPage />;
}
