import { routeTitles } from '@/app/route-titles';
import { UsersPage } from '@/features/admin/components/users-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function Route() {
  useDocumentTitle(routeTitles.adminUsers);
  return <UsersPage />;
}
