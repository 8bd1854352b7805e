import { Navigate, useRoutes } from 'react-router-dom';

import { paths } from '@/config/paths';
import { isTeacherUser, useAuthStore } from '@/features/auth/stores/auth-store';

import TeacherCardsRoute from './cards';
import TeacherClassRoute from './class';
import TeacherClassesRoute from './classes';

/**
 * /profesor/* (docs/classes.md): "Mis clases" and one class's page, for Profesores and admins; anyone
 * else is sent to /. Cosmetic only: the database refuses what a non-teacher asks for. The router
 * has already made sure someone is signed in.
 */
export default function TeacherRoutes() {
  const user = useAuthStore((s) => s.user);
  const routes = useRoutes([
    { index: true, element: <TeacherClassesRoute /> },
    { path: 'clases/:classId', element: <TeacherClassRoute /> },
    { path: 'clases/:classId/tarjetas', element: <TeacherCardsRoute /> },
    { path: '*', element: <Navigate to={paths.teacher.classes} replace /> },
  ]);
  if (!isTeacherUser(user)) return <Navigate to={paths.home} replace />;
  return routes;
}
