/** Spanish texts of the sign-in / sign-up screen (SPEC.md sections 2, 5 and 8). */
export const authTexts = {
  appName: 'Tutor',
  tagline: 'Tu asistente personal de tareas',
  subtagline: 'Aprende de forma inteligente, no solo copies respuestas',
  tabsLabel: 'Acceso a tu cuenta',
  signInTab: 'Iniciar Sesión',
  signUpTab: 'Registrarse',
  signInTitle: 'Bienvenido de nuevo',
  signInSubtitle: 'Inicia sesión para continuar aprendiendo',
  signUpTitle: 'Crea tu cuenta',
  signUpSubtitle: 'Regístrate gratis y empieza a aprender',
  switchToSignUpPrompt: '¿No tienes cuenta?',
  switchToSignUp: 'Regístrate',
  switchToSignInPrompt: '¿Ya tienes cuenta?',
  switchToSignIn: 'Inicia sesión',
  emailLabel: 'Correo electrónico',
  emailPlaceholder: 'tu@correo.com',
  passwordLabel: 'Contraseña',
  passwordPlaceholder: 'Mínimo 6 caracteres',
  showPassword: 'Mostrar contraseña',
  hidePassword: 'Ocultar contraseña',
  nameLabel: 'Nombre',
  namePlaceholder: 'Tu nombre',
  gradeLabel: 'Nivel educativo',
  gradePlaceholder: 'Selecciona tu nivel',
  submitSignIn: 'Iniciar Sesión',
  submitSignUp: 'Crear Cuenta',
  submitting: 'Cargando...',
  confirmEmail: 'Cuenta creada. Revisa tu correo para confirmarla y luego inicia sesión.',
  infoTitle: 'Gratis y hecho para aprender',
  infoBody:
    'Esta plataforma es 100% gratuita. Tu tutor no te da la respuesta: te guía con preguntas y pistas para que llegues a ella por ti mismo.',
  infoPoints: ['Todas las materias', 'Disponible 24/7', 'Aprendes paso a paso'],
  interruptionsNote:
    'Al ser un servicio gratuito, puede haber interrupciones ocasionales o tiempos de respuesta variables.',
  creditPrefix: 'Desarrollado por',
  creditLink: 'nuestro equipo',
  /** The footer link to /privacidad. */
  privacyLink: 'Privacidad',
  errors: {
    emailRequired: 'El correo electrónico es obligatorio',
    emailInvalid: 'Ingresa un correo electrónico válido',
    passwordRequired: 'La contraseña es obligatoria',
    passwordShort: 'La contraseña debe tener al menos 6 caracteres',
    nameRequired: 'El nombre es obligatorio',
    gradeRequired: 'Selecciona tu nivel educativo',
  },
} as const;

/** SPEC.md section 9: levels offered at sign-up (the profile adds Postgrado and Otro). */
export const SIGN_UP_GRADE_LEVELS = [
  'Primaria',
  'Secundaria',
  'Preparatoria',
  'Universidad',
] as const;

/** SPEC.md section 9: password minimum. */
export const PASSWORD_MIN_LENGTH = 6;
