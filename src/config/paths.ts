/** The one home of route strings (docs/frontend.md, "Routes and guards"). */
export const paths = {
  auth: '/auth',
  /** /auth after 'Eliminar mi cuenta': the notice survives a reload and needs no session. */
  accountDeleted: '/auth?cuenta=eliminada',
  accountDeletedParam: { name: 'cuenta', value: 'eliminada' },
  home: '/',
  /** One conversation: `/c/<id>`; the router's pattern is `conversationPattern`. */
  conversation: (id: string) => `/c/${encodeURIComponent(id)}`,
  conversationPattern: '/c/:conversationId',
  profile: '/profile',
  /** 'Mi Perfil' opened on its 'Mis datos' tab (the privacy page's link). */
  profileMyData: '/profile?tab=mis-datos',
  profileTabParam: { name: 'tab', myData: 'mis-datos' },
  /** Public: what is stored, who sees it, how to download or delete it. */
  privacy: '/privacidad',
  /** Public: the guardian's consent link lands here (`?token=…`, docs/consent.md). */
  consent: '/consentimiento',
  /** Public: the password-recovery e-mail's link lands here to choose a new password. */
  resetPassword: '/restablecer',
  /** A class's join link: `/unirse/<code>` (docs/classes.md). */
  join: (code: string) => `/unirse/${encodeURIComponent(code)}`,
  joinPattern: '/unirse/:code',
  /** The teacher's area (teachers and admins). */
  teacher: {
    classes: '/profesor',
    class: (id: string) => `/profesor/clases/${encodeURIComponent(id)}`,
    classPattern: '/profesor/clases/:classId',
    /** The print view of the login cards just created or renewed (docs/class-accounts.md). */
    cards: (id: string) => `/profesor/clases/${encodeURIComponent(id)}/tarjetas`,
  },
  admin: {
    dashboard: '/admin',
    users: '/admin/users',
    activity: '/admin/activity',
    analytics: '/admin/analytics',
    announcements: '/admin/announcements',
    retention: '/admin/retention',
  },
  /** The analytics page's own redirect targets (no user, not admin); they resolve to /auth and /. */
  legacy: { login: '/login', chat: '/chat' },
} as const;
