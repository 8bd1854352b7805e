import { FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { startConversation } from '@/features/chat/api/conversations';
import { notify } from '@/lib/notices';

import { classTexts } from '../texts';

const t = classTexts.classPage;

/**
 * "Probar como estudiante": opens the teacher's own conversation in the class (the newest empty
 * one, or a new one), where the tutor follows the class's instructions and avoid list as with a
 * student; the chat marks it as a trial and the class's figures leave it out.
 */
export function TryClassTutorButton({
  classId,
  subject,
  gradeLevel,
}: {
  classId: string;
  subject: string | null;
  gradeLevel: string | null;
}) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function run() {
    setBusy(true);
    try {
      const conversation = await startConversation(subject, gradeLevel, classId);
      navigate(paths.conversation(conversation.id));
    } catch (error) {
      console.error('Error abriendo la conversación de prueba:', error);
      notify(t.tryError);
      setBusy(false);
    }
  }

  return (
    <Button variant="secondary" loading={busy} onClick={() => void run()} title={t.tryHint}>
      <FlaskConical className="h-4 w-4" aria-hidden="true" />
      {t.tryAsStudent}
    </Button>
  );
}
