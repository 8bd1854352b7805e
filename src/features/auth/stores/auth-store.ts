import type { Session, User } from '@supabase/supabase-js';
import { create } from 'zustand';

import { clearDrafts } from '@/lib/drafts';
import { clearNotices } from '@/lib/notices';
import { hasStoredSession, supabase } from '@/lib/supabase';

interface AuthState {
  user: User | null;
  session: Session | null;
  loading: boolean;
  initialize: () => Promise<void>;
  signOut: () => Promise<void>;
  /** Re-reads the user from the server (after profile, preference and avatar changes). */
  refreshUser: () => Promise<void>;
}

let unsubscribe: (() => void) | null = null;

export const useAuthStore = create<AuthState>()((set) => ({
  user: null,
  session: null,
  // Without a stored session there is nothing to wait for: signed-out screens render at once, and
  // this is also the state the build prerenders /auth in (no localStorage there).
  loading: hasStoredSession(),

  initialize: async () => {
    try {
      const { data, error } = await supabase.auth.getSession();
      if (error) throw error;
      set({ session: data.session, user: data.session?.user ?? null, loading: false });
      unsubscribe?.();
      const { data: sub } = supabase.auth.onAuthStateChange((_event, session) => {
        set({ session, user: session?.user ?? null });
      });
      unsubscribe = () => sub.subscription.unsubscribe();
    } catch (error) {
      console.error('Error inicializando auth:', error);
      set({ loading: false });
    }
  },

  signOut: async () => {
    try {
      await supabase.auth.signOut();
    } finally {
      // Nothing of this person stays on the device: unsent drafts, toasts, an open question.
      clearDrafts();
      clearNotices();
      set({ user: null, session: null });
    }
  },

  refreshUser: async () => {
    const { data, error } = await supabase.auth.getUser();
    if (error) throw error;
    set({ user: data.user });
  },
}));

/** The admin link only when is_admin is exactly true (cosmetic; the database decides). */
export function isAdminUser(user: User | null): boolean {
  return user?.user_metadata?.is_admin === true;
}

/**
 * docs/classes.md: a Profesor has app_metadata.is_teacher === true (only an admin sets it); admins can do
 * everything a teacher can. Cosmetic only: the database decides.
 */
export function isTeacherUser(user: User | null): boolean {
  return user?.app_metadata?.is_teacher === true || isAdminUser(user);
}

/**
 * A self sign-up waiting for a guardian's consent (app_metadata, written only by the server): every
 * signed-in route shows only the waiting screen (docs/consent.md). Cosmetic: the database and the
 * tutor function refuse such an account whatever the browser shows.
 */
export function isConsentPending(user: User | null): boolean {
  return user?.app_metadata?.consent_pending === true;
}
