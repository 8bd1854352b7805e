import { routeTitles } from '@/app/route-titles';
import { ActivityPage } from '@/features/admin/components/activity-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function Route() {
  useDocumentTitle(routeTitles.adminActivity);
  return <ActivityPage />;
}
