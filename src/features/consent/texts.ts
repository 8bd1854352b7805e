import { CONSENT_AGE, CONSENT_WAIT_DAYS } from '@shared/consent/consent-rules';

/**
 * Spanish texts of self sign-up consent (docs/consent.md): the student's waiting screen (tú) and the
 * guardian's page (usted, as the guardian's e-mail).
 */
export const consentTexts = {
  waiting: {
    documentTitle: 'Falta el permiso de tu familia · Tutor IA',
    title: 'Falta el permiso de tu familia',
    intro: `Como este año cumples ${CONSENT_AGE} años o menos, tu madre, tu padre o tu tutor legal tiene que darte permiso para usar Tutor.`,
    sentTo: (email: string) => `Le enviamos un correo a ${email} con un enlace para darte permiso.`,
    sending: 'Enviando el correo...',
    notSent: 'Todavía no pudimos enviar el correo. Pulsa «Reenviar el correo».',
    afterConsent:
      'Cuando acepte, pulsa «Ya tengo permiso» y podrás empezar a aprender. Mientras tanto no puedes usar el chat ni unirte a una clase.',
    deadline: (day: string) =>
      `Si nadie da el permiso antes del ${day}, tu cuenta se eliminará con todos sus datos. Después podrás registrarte otra vez.`,
    deadlineUnknown: `Si nadie da el permiso en ${CONSENT_WAIT_DAYS} días, tu cuenta se eliminará con todos sus datos.`,
    resend: 'Reenviar el correo',
    resending: 'Enviando...',
    resent: 'Correo enviado de nuevo. Pide que revisen también la carpeta de spam.',
    check: 'Ya tengo permiso',
    checking: 'Comprobando...',
    stillWaiting: 'Todavía no hay permiso. Cuando acepten el enlace, vuelve a pulsar.',
    signOut: 'Cerrar sesión',
    privacyLink: 'Qué datos guardamos',
    unreachable: 'No se pudo conectar. Revisa tu conexión e inténtalo de nuevo.',
  },
  page: {
    documentTitle: 'Permiso para usar Tutor · Tutor IA',
    title: 'Permiso para usar Tutor',
    checking: 'Comprobando el enlace...',
    intro: (name: string) =>
      `${name} ha creado una cuenta en Tutor y ha escrito su correo como el de su madre, padre o tutor legal. Como este año cumple ${CONSENT_AGE} años o menos, la ley pide su permiso para que pueda usarla.`,
    whatTitle: 'Qué es Tutor',
    what: 'Un tutor con inteligencia artificial que ayuda a estudiar con preguntas y pistas, sin dar las respuestas hechas. Su hijo o hija sabrá siempre que habla con una IA, no con una persona.',
    dataTitle: 'Qué datos se guardan',
    data: [
      'El nombre, el correo, el nivel educativo y el año de nacimiento de su hijo o hija.',
      'Sus conversaciones con el tutor y las imágenes que suba, para que pueda seguir donde lo dejó. Para responder, se envían al modelo de inteligencia artificial que hace de tutor.',
      'Su correo, como constancia de que dio el permiso, mientras exista la cuenta.',
      'Si escribe algo que haga pensar que corre peligro, se crea una alerta de seguridad que ven las personas que administran Tutor y, en una clase, sus profesores.',
    ],
    rightsTitle: 'Sus derechos',
    rights:
      'Su hijo o hija puede descargar todos sus datos o eliminar su cuenta desde «Mi Perfil» cuando quiera.',
    privacyLink: 'Leer la política de privacidad completa',
    accept: 'Doy mi permiso',
    accepting: 'Guardando...',
    acceptedTitle: 'Permiso dado',
    accepted:
      'Gracias. Su hijo o hija ya puede usar Tutor: puede entrar con su correo y su contraseña.',
    usedTitle: 'Este enlace ya se usó',
    used: 'La cuenta ya tiene el permiso. No hace falta hacer nada más.',
    expiredTitle: 'Este enlace ha caducado',
    expired: `Pasaron más de ${CONSENT_WAIT_DAYS} días desde el registro: la cuenta se eliminará. Su hijo o hija puede registrarse de nuevo.`,
    unknownTitle: 'Este enlace no es válido',
    unknown:
      'Puede que haya llegado un correo más reciente: use el enlace del último. Si no conoce esta cuenta, no haga nada.',
    unreachable: 'No se pudo conectar. Revise su conexión e inténtelo de nuevo.',
    home: 'Ir a Tutor',
  },
} as const;
