import { CONSENT_AGE } from '@shared/consent/consent-rules';

/** Spanish texts of class accounts (the class page's "Cuentas" tab and the cards' print view). */
export const accountsTexts = {
  tab: 'Cuentas',
  intro:
    'Crea cuentas para estudiantes que no tienen correo: escribe sus nombres y entrega a cada uno su tarjeta. Con la tarjeta entran desde «Entrar con mi clase».',
  privacy: `Solo se guarda el nombre que escribas (usa el nombre y la inicial del apellido). No se pide correo ni edad: el centro educativo es responsable de estas cuentas, así que no hace falta el consentimiento de las familias (sí lo necesita quien se registra por su cuenta y este año cumple ${CONSENT_AGE} años o menos).`,
  namesLabel: 'Nombres (uno por línea)',
  namesPlaceholder: 'Lucía M.\nMateo G.\nSofía R.',
  create: 'Crear cuentas',
  creating: 'Creando cuentas...',
  created: (n: number) =>
    n === 1 ? 'Cuenta creada. Imprime su tarjeta.' : `${n} cuentas creadas. Imprime sus tarjetas.`,
  printCards: 'Ver e imprimir tarjetas',
  cardsOnce:
    'Las claves solo se muestran ahora: guárdalas o imprímelas. Si una se pierde, genera una tarjeta nueva.',
  listTitle: 'Cuentas de la clase',
  loginCode: 'Código para entrar',
  none: 'Aún no hay cuentas de clase.',
  name: 'Nombre',
  lastSignIn: 'Última entrada',
  never: 'Nunca',
  reset: 'Nueva tarjeta',
  resetLabel: (name: string) => `Generar una tarjeta nueva para ${name}`,
  resetDone: (name: string) => `Nueva tarjeta para ${name}: la anterior ya no sirve.`,
  remove: 'Eliminar',
  removeLabel: (name: string) => `Eliminar la cuenta de ${name}`,
  removeTitle: 'Eliminar la cuenta',
  removeBody: (name: string) =>
    `Se eliminarán la cuenta de ${name} y todo lo suyo (conversaciones, imágenes). No se puede deshacer.`,
  removeConfirm: 'Eliminar la cuenta',
  // A name written with its initial ('Lucía M.') already ends the sentence.
  removed: (name: string) => `Se eliminó la cuenta de ${name}${name.endsWith('.') ? '' : '.'}`,
  unreachable: 'No se pudo conectar. Revisa tu conexión e inténtalo de nuevo.',
  cards: {
    documentTitle: 'Tarjetas de la clase · Tutor IA',
    title: 'Tarjetas para entrar',
    hint: 'Recorta cada tarjeta y entrégala a su estudiante. Con el QR se rellenan los datos solos.',
    print: 'Imprimir',
    back: 'Volver a la clase',
    empty:
      'No hay tarjetas que imprimir. Crea cuentas o genera una tarjeta nueva desde la pestaña «Cuentas».',
    howTo: 'Entra en Tutor › «Entrar con mi clase»',
    code: 'Código de la clase',
    secret: 'Tu clave',
    qrLabel: (name: string) => `Código QR para que ${name} entre`,
  },
} as const;
