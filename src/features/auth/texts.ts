/** Spanish texts of the sign-in / sign-up screen, word for word as the product defines them. */
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
  birthYearLabel: 'Año de nacimiento',
  birthYearPlaceholder: 'Por ejemplo, 2012',
  guardianLabel: 'Correo de tu madre, padre o tutor legal',
  guardianPlaceholder: 'familia@correo.com',
  guardianHint: (age: number) =>
    `Si este año cumples ${age} años o menos, la ley pide su permiso: le enviaremos un enlace. Podrás usar Tutor cuando acepte.`,
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
  /** Shown on /auth?cuenta=eliminada, where the profile lands after deleting the account. */
  accountDeleted:
    'Tu cuenta y todos tus datos se eliminaron. Gracias por aprender con Tutor; puedes crear una cuenta nueva cuando quieras.',
  forgotPasswordLink: '¿Olvidaste tu contraseña?',
  /** "Entrar con mi clase": the card a teacher hands out (class code, name, secret). */
  classSignIn: {
    open: 'Entrar con mi clase',
    openHint: '¿Tu profesor te dio una tarjeta? Entra con ella, sin correo.',
    title: 'Entrar con mi clase',
    subtitle: 'Usa la tarjeta que te dio tu profesor.',
    codeLabel: 'Código de la clase',
    codePlaceholder: 'Por ejemplo, ABCD2345',
    codeRequired: 'Escribe el código de tu clase.',
    next: 'Continuar',
    loadingNames: 'Buscando tu clase...',
    nameLegend: 'Elige tu nombre',
    nameRequired: 'Elige tu nombre.',
    noNames: 'Esta clase todavía no tiene tarjetas. Pregunta a tu profesor.',
    secretLabel: 'Tu clave (las tres palabras de tu tarjeta)',
    secretPlaceholder: 'palabra palabra palabra',
    secretRequired: 'Escribe tu clave.',
    submit: 'Entrar',
    submitting: 'Entrando...',
    changeCode: 'Cambiar el código',
    back: 'Volver a iniciar sesión con correo',
    unreachable: 'No se pudo conectar. Revisa tu conexión e inténtalo de nuevo.',
  },
  recovery: {
    title: 'Recupera tu contraseña',
    subtitle: 'Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una nueva.',
    submit: 'Enviar enlace',
    submitting: 'Enviando...',
    // The same text whether or not an account exists: the page never reveals who has an account.
    sent: (email: string) =>
      `Si existe una cuenta con ${email}, te enviamos un correo con un enlace para elegir una nueva contraseña. Revisa también la carpeta de spam. El enlace caduca en una hora.`,
    rateLimited:
      'Ya pedimos un correo para esta dirección hace muy poco. Espera un minuto y vuelve a intentarlo.',
    back: 'Volver a iniciar sesión',
  },
  reset: {
    documentTitle: 'Elige una nueva contraseña · Tutor',
    title: 'Elige una nueva contraseña',
    subtitle: 'Escribe tu nueva contraseña dos veces. Al guardarla entrarás a tu cuenta.',
    checking: 'Comprobando el enlace...',
    newPasswordLabel: 'Nueva contraseña',
    confirmLabel: 'Repite la nueva contraseña',
    submit: 'Guardar y entrar',
    submitting: 'Guardando...',
    invalidTitle: 'El enlace no es válido o ya caducó',
    invalidBody:
      'Los enlaces para cambiar la contraseña sirven una sola vez y durante una hora. Pide uno nuevo desde la página de inicio de sesión.',
    requestNew: 'Pedir un enlace nuevo',
    done: 'Contraseña cambiada. ¡Bienvenido de nuevo!',
  },
  errors: {
    passwordsDontMatch: 'Las contraseñas no coinciden',
    emailRequired: 'El correo electrónico es obligatorio',
    emailInvalid: 'Ingresa un correo electrónico válido',
    passwordRequired: 'La contraseña es obligatoria',
    passwordShort: 'La contraseña debe tener al menos 6 caracteres',
    nameRequired: 'El nombre es obligatorio',
    gradeRequired: 'Selecciona tu nivel educativo',
    birthYearRequired: 'Escribe tu año de nacimiento',
    birthYearInvalid: 'Escribe un año de cuatro cifras, por ejemplo 2012',
    guardianRequired: 'Escribe el correo de tu madre, padre o tutor legal',
    guardianSameAsYours: 'Debe ser el correo de un adulto, distinto del tuyo',
  },
} as const;

/** Levels offered at sign-up and in the new-conversation modal (the profile adds Postgrado and Otro). */
export const SIGN_UP_GRADE_LEVELS = [
  'Primaria',
  'Secundaria',
  'Preparatoria',
  'Universidad',
] as const;

/** Password minimum length. */
export const PASSWORD_MIN_LENGTH = 6;
