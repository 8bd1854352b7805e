/** The profile reader lives in the auth feature (one home); re-exported for the profile screens. */
export { readProfile, type ProfileData } from '@/features/auth/lib/profile';
