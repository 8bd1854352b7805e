import { ActivityPage } from '@/features/admin/components/activity-page';

export default function Route() {
  return <ActivityPage />;
}
