import { useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

import { classTexts } from '../texts';

import { JoinClassDialog } from './join-class-dialog';

/**
 * /unirse/:code: the join dialog with the link's code filled in, over the chat. The student still
 * confirms (after reading that the teacher can see class conversations); closing or joining goes
 * to the chat, where the class is then in the sidebar and in "Clase".
 */
export default function JoinClassPage({ code }: { code: string }) {
  const navigate = useNavigate();
  useDocumentTitle(classTexts.student.documentTitle);
  const done = () => navigate(paths.home, { replace: true });
  return <JoinClassDialog initialCode={code} onClose={done} onJoined={done} />;
}
