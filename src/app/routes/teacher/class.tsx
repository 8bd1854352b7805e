import { useParams } from 'react-router-dom';

import { ClassPage } from '@/features/classes/components/class-page';
import { classTexts } from '@/features/classes/texts';

/** /profesor/clases/:classId: a class's students, alerts, settings and export. */
export default function Route() {
  const { classId = '' } = useParams();
  return <ClassPage classId={classId} documentTitle={classTexts.teacher.classDocumentTitle} />;
}
