import { UsersPage } from '@/features/admin/components/users-page';

export default function Route() {
  return <UsersPage />;
}
