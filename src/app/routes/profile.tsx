import { ProfilePage } from '@/features/profile/components/profile-page';

/** /profile: 'Mi Perfil' (SPEC.md section 2); the guard in router.tsx guarantees a user. */
export default function ProfileRoute() {
  return <ProfilePage />;
}
