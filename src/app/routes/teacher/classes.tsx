import { TeacherClassesPage } from '@/features/classes/components/teacher-classes-page';
import { classTexts } from '@/features/classes/texts';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /profesor: "Mis clases" with "Crear clase" (teachers and admins; the guard sends others to /). */
export default function Route() {
  useDocumentTitle(classTexts.teacher.documentTitle);
  return <TeacherClassesPage />;
}
