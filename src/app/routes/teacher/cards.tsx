import { useParams } from 'react-router-dom';

import { accountsTexts } from '@/features/classes/accounts-texts';
import { ClassCardsPage } from '@/features/classes/components/class-cards-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /profesor/clases/:classId/tarjetas: the login cards' print view. */
export default function Route() {
  const { classId = '' } = useParams();
  useDocumentTitle(accountsTexts.cards.documentTitle);
  return <ClassCardsPage classId={classId} />;
}
