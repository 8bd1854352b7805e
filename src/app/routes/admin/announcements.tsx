import { AnnouncementsPage } from '@/features/admin/components/announcements-page';

export default function Route() {
  return <AnnouncementsPage />;
}
