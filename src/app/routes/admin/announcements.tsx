import { routeTitles } from '@/app/route-titles';
import { AnnouncementsPage } from '@/features/admin/components/announcements-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function Route() {
  useDocumentTitle(routeTitles.adminAnnouncements);
  return <AnnouncementsPage />;
}
