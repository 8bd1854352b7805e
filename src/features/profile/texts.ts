import { SIGN_UP_GRADE_LEVELS } from '@/features/auth/texts';
import { errorText } from '@/lib/errors';

/** Spanish texts of 'Mi Perfil', word for word as the product defines them. */
export const profileTexts = {
  title: 'Mi Perfil',
  subtitle: 'Gestiona tu información, tu contraseña y tus preferencias',
  backToChat: 'Volver al chat',
  signOut: 'Cerrar sesión',
  tabsLabel: 'Secciones del perfil',
  tabs: {
    profile: 'Perfil',
    password: 'Contraseña',
    preferences: 'Preferencias',
    myData: 'Mis datos',
  },
  privacyLink: 'Privacidad: qué guardamos y quién lo ve',
  // Profile tab
  changePhoto: 'Cambiar foto',
  uploadingPhoto: 'Subiendo...',
  photoHint: 'JPG, PNG o GIF. Máximo 2MB.',
  nameLabel: 'Nombre completo',
  gradeLabel: 'Nivel educativo',
  gradePlaceholder: 'Selecciona tu nivel',
  emailLabel: 'Correo electrónico',
  emailHint: 'El correo electrónico no se puede cambiar',
  saveProfile: 'Guardar Cambios',
  saving: 'Guardando...',
  // Password tab
  currentPasswordLabel: 'Contraseña actual',
  newPasswordLabel: 'Nueva contraseña',
  confirmPasswordLabel: 'Confirmar nueva contraseña',
  passwordPlaceholder: 'Mínimo 6 caracteres',
  passwordsMatch: '✓ Las contraseñas coinciden',
  passwordsDiffer: '✗ Las contraseñas no coinciden',
  changePassword: 'Cambiar Contraseña',
  changingPassword: 'Cambiando...',
  // Preferences tab
  notificationsTitle: 'Notificaciones',
  emailNotificationsLabel: 'Recibir notificaciones por correo',
  /** What the preference controls (docs/classes.md, "Resumen semanal por correo"). */
  emailNotificationsHint:
    'Si das clase: el resumen semanal de cada clase, los lunes. Los avisos de alertas de seguridad de tus clases no dependen de esta opción.',
  themeLegend: 'Tema',
  themeHint: 'Lo ves al momento; guarda las preferencias para conservarlo.',
  themes: { light: 'Claro', dark: 'Oscuro', auto: 'Automático' },
  languageLabel: 'Idioma',
  /** The screens stay Spanish; the tutor writes in the chosen language. */
  languageHint:
    'El tutor te responde en el idioma que elijas. Por ahora, las pantallas de la plataforma siguen en español.',
  languages: { es: 'Español', en: 'English', fr: 'Français', pt: 'Português' },
  savePreferences: 'Guardar Preferencias',
  // Account card
  accountTitle: 'Información de la cuenta',
  defaultName: 'Usuario',
  defaultLevel: 'Estudiante',
  roleStudent: 'Estudiante',
  roleAdmin: 'Administrador',
  accountType: 'Tipo de cuenta',
  memberSince: 'Miembro desde',
  lastSignIn: 'Último acceso',
  // Banners: successes, the checks' refusals (server failures go through errorBanner)
  profileSaved: '✅ Perfil actualizado exitosamente',
  passwordSaved: '✅ Contraseña cambiada exitosamente',
  preferencesSaved: '✅ Preferencias actualizadas exitosamente',
  avatarSaved: '✅ Foto de perfil actualizada',
  onlyImages: '❌ Solo se permiten imágenes',
  imageTooLarge: '❌ La imagen no debe superar 2MB',
  passwordMismatch: '❌ Las contraseñas no coinciden',
  passwordTooShort: '❌ La contraseña debe tener al menos 6 caracteres',
} as const;

/** 'Mis datos': download and delete (the student's data rights). */
export const accountTexts = {
  downloadTitle: 'Descargar mis datos',
  downloadBody:
    'Un archivo JSON con tu cuenta, todas tus conversaciones con sus mensajes y métricas, y enlaces a tus archivos (tu foto y las imágenes que subiste). Los enlaces caducan en 1 hora.',
  downloadButton: 'Descargar mis datos',
  downloading: 'Preparando...',
  downloaded: '✅ Tus datos se descargaron',
  deleteTitle: 'Eliminar mi cuenta',
  deleteBody:
    'Se borrarán tu cuenta, tus conversaciones, tus mensajes, tus imágenes y tu foto. No se puede deshacer.',
  deletePasswordLabel: 'Tu contraseña',
  /** The word to type; the account function checks the same word. */
  confirmWord: 'ELIMINAR',
  confirmLabel: 'Escribe ELIMINAR para confirmar',
  deleteButton: 'Eliminar mi cuenta',
  deleting: 'Eliminando...',
  passwordRequired: 'Escribe tu contraseña.',
  confirmRequired: 'Escribe ELIMINAR, en mayúsculas, para confirmar.',
  unreachable: 'No se pudo conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  privacyPrompt: '¿Qué datos guardamos y quién los ve?',
  privacyLink: 'Lee la página de privacidad',
} as const;

/** A file name for today's download: mis-datos-tutor-YYYY-MM-DD.json. */
export function myDataFileName(now: Date = new Date()): string {
  return `mis-datos-tutor-${now.toISOString().slice(0, 10)}.json`;
}

/** `❌ Error: {message}` (every profile failure), the message in Spanish from the one error mapper. */
export function errorBanner(error: unknown): string {
  return `❌ Error: ${errorText(error)}`;
}

/** The profile adds Postgrado and Otro to the sign-up levels. */
export const PROFILE_GRADE_LEVELS = [...SIGN_UP_GRADE_LEVELS, 'Postgrado', 'Otro'] as const;
