/** The browser tab's title of each screen (Spanish); the chat names the open conversation itself. */
const APP = 'Tutor IA';
const admin = (screen: string) => `${screen} · Panel de Admin · ${APP}`;

export const routeTitles = {
  auth: `Iniciar Sesión · ${APP}`,
  profile: `Mi Perfil · ${APP}`,
  privacy: `Privacidad · ${APP}`,
  teacherClasses: `Mis clases · ${APP}`,
  teacherClass: (name: string | null) =>
    name ? `${name} · Mis clases · ${APP}` : `Mis clases · ${APP}`,
  adminDashboard: admin('Inicio'),
  adminUsers: admin('Usuarios'),
  adminActivity: admin('Actividad'),
  adminAnalytics: admin('Analíticas'),
  adminAnnouncements: admin('Anuncios'),
  adminRetention: admin('Conservación de datos'),
} as const;
