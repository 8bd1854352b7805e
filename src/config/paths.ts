/** The one home of route strings (SPEC.md section 2). */
export const paths = {
  auth: '/auth',
  home: '/',
  profile: '/profile',
  /** Public: what is stored, who sees it, how to download or delete it (issue 12). */
  privacy: '/privacidad',
  /** Public: the password-recovery e-mail's link lands here to choose a new password. */
  resetPassword: '/restablecer',
  admin: {
    dashboard: '/admin',
    users: '/admin/users',
    activity: '/admin/activity',
    analytics: '/admin/analytics',
    announcements: '/admin/announcements',
  },
  /** SPEC.md section 6: the analytics page's own redirect targets; they resolve to /auth and /. */
  legacy: { login: '/login', chat: '/chat' },
} as const;
