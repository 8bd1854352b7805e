import { DashboardPage } from '@/features/admin/components/dashboard-page';

export default function Route() {
  return <DashboardPage />;
}
