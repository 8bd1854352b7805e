import { routeTitles } from '@/app/route-titles';
import { RetentionPage } from '@/features/admin/components/retention-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function Route() {
  useDocumentTitle(routeTitles.adminRetention);
  return <RetentionPage />;
}
