import { AnalyticsPage } from '@/features/admin/components/analytics-page';

export default function Route() {
  return <AnalyticsPage />;
}
