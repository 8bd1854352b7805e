import { SIGN_UP_GRADE_LEVELS } from '@/features/auth/texts';
import { DEFAULT_TITLE, IMAGE_ONLY_CONTENT, IMAGE_ONLY_TITLE } from '@shared/tutor/title-texts';

/** Every Spanish text of the chat screen, word for word as the product defines them. */
export const chatTexts = {
  appTitle: 'Tutor IA',
  /** The hint ladder's level under a tutor reply. */
  hintLevel: (level: number, of: number) => `Pista ${level} de ${of}`,
  /** The browser tab: the open conversation's title, else the app's name. */
  documentTitle: (title: string | null) => (title ? `${title} · Tutor IA` : 'Tutor IA'),
  notFoundTitle: 'No encontramos esta conversación',
  notFoundText:
    'Puede que se haya eliminado o que el enlace no sea de tu cuenta. Elige una de tus conversaciones o empieza una nueva.',
  listFailedTitle: 'No se pudieron cargar tus conversaciones',
  listFailedText: 'Revisa tu conexión a internet e inténtalo de nuevo.',
  tryAgain: 'Intentar de nuevo',
  showConversations: 'Ver mis conversaciones',
  skipToComposer: 'Saltar al cuadro de mensaje',
  appSubtitle: 'Tu asistente personal de tareas',
  newConversation: 'Nueva Conversación',
  adminPanel: 'Panel de Admin',
  teacherArea: 'Área de profesor',
  support: 'Soporte Técnico',
  conversationsHeading: 'Conversaciones',
  emptyListTitle: 'No hay conversaciones aún',
  emptyListHint: 'Comienza una nueva para empezar',
  deleteConversation: 'Eliminar conversación',
  deleteConfirm: 'Eliminar esta conversación?',
  deleteConfirmText: 'Se borrarán todos sus mensajes. No se puede deshacer.',
  deleteAction: 'Eliminar',
  deleteError: 'Error al eliminar conversación',
  defaultUserName: 'Usuario',
  defaultUserLevel: 'Estudiante',
  adminRole: 'Administrador',
  profileLink: 'Mi Perfil',
  logout: 'Cerrar sesión',
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  defaultTitle: DEFAULT_TITLE,
  imageOnlyTitle: IMAGE_ONLY_TITLE,
  imageOnlyContent: IMAGE_ONLY_CONTENT,
  welcomeTitle: '¡Bienvenido a tu Tutor IA!',
  welcomeSubtitle:
    'Te guío con preguntas y pistas para que llegues tú mismo a la respuesta. Aprende de forma inteligente, no solo copies respuestas.',
  benefits: [
    {
      icon: '🧠',
      title: 'Aprende de verdad',
      text: 'Te acompaño paso a paso con preguntas para que entiendas, no para que copies.',
    },
    {
      icon: '📚',
      title: 'Todas las materias',
      text: 'Matemáticas, ciencias, historia, idiomas, programación y más.',
    },
    {
      icon: '⏰',
      title: 'Disponible 24/7',
      text: 'Pregunta cuando lo necesites, a cualquier hora del día.',
    },
  ],
  startConversation: 'Comenzar nueva conversación',
  freeNote:
    'Esta plataforma es gratuita. Puede tener interrupciones ocasionales o tiempos de respuesta variables.',
  modalTitle: 'Nueva Conversación',
  subjectLabel: 'Materia (opcional)',
  subjectPlaceholder: 'Selecciona una materia',
  levelLabel: 'Nivel educativo (opcional)',
  levelPlaceholder: 'Selecciona tu nivel',
  modalHelp:
    '💡 Elegir la materia y tu nivel ayuda al tutor a adaptar sus preguntas y ejemplos. Puedes dejarlos vacíos.',
  cancel: 'Cancelar',
  start: 'Comenzar',
  creating: 'Creando...',
  createError: 'Error al crear conversación',
  messageCount: (n: number) => `${n} ${n === 1 ? 'mensaje' : 'mensajes'}`,
  emptyConversationTitle: '¿En qué te ayudo hoy?',
  emptyConversationHint: 'Escribe tu duda o prueba con uno de estos ejemplos:',
  exampleQuestions: [
    '¿Cómo resuelvo la ecuación 2x + 3 = 11?',
    '¿Por qué las plantas necesitan luz para la fotosíntesis?',
    '¿Cuáles fueron las causas de la Revolución Francesa?',
  ],
  typing: 'El tutor está escribiendo...',
  backToTop: 'Volver arriba',
  newMessage: 'Nuevo mensaje',
  replyAnnounced: 'El tutor respondió:',
  readingProgress: 'Progreso de lectura',
  /** Every conversation, model or demo: people are told they are talking to an AI (EU AI Act art. 50). */
  aiNotice: 'Estás hablando con una IA, no con una persona. Puede equivocarse.',
  /**
   * Said plainly: this is the demonstration tutor, what it can do, and who connects a model (the
   * operator's setup, the OPENAI_API_KEY secret, is in docs/tutor.md, never on screen).
   */
  demoNotice:
    'Modo demostración: te responde un tutor de prueba, no la IA. Comprueba ecuaciones y cuentas sencillas.',
  /** The phone's folded notice: one line, still saying plainly that this is not the AI. */
  demoNoticeShort: 'Modo demostración: tutor de prueba, no la IA',
  demoNoticeHint:
    'Para usar el tutor con IA, quien administra Tutor tiene que conectar un modelo de IA.',
  /** While a reply is being written (the composer waits). */
  composerWaiting: 'El tutor está respondiendo. Podrás enviar tu siguiente mensaje cuando termine.',
  composerPlaceholder: 'Escribe tu pregunta...',
  /** A phone's narrower box, beside the image, camera and challenge buttons. */
  composerPlaceholderShort: 'Pregunta al tutor...',
  composerHint: 'Enter para enviar, Shift+Enter para nueva línea',
  composerLabel: 'Mensaje para el tutor',
  send: 'Enviar mensaje',
  attachImages: 'Adjuntar imágenes',
  takePhoto: 'Tomar foto',
  dropImages: 'Suelta las imágenes para adjuntarlas',
  removeImage: (n: number) => `Quitar imagen ${n}`,
  imageCounter: (n: number, max: number) => `${n}/${max} imágenes`,
  sendError: 'Error al enviar mensaje. Intenta de nuevo.',
  offline:
    'Sin conexión a internet. Revisa tu conexión e intenta de nuevo; tu mensaje sigue en el cuadro.',
  offlineBanner:
    'Sin conexión. Puedes seguir escribiendo: tu mensaje se queda en el cuadro hasta que vuelva la conexión.',
  offlineHeld: 'Sin conexión. Tu mensaje se enviará solo en cuanto vuelva la conexión.',
  renameBlank: 'El título no puede quedar vacío.',
  renameTooLong: (max: number) => `El título puede tener como máximo ${max} caracteres.`,
  rename: 'Renombrar conversación',
  feedbackLabel: '¿Cómo te fue con esta respuesta?',
  renameLabel: 'Nuevo título de la conversación',
  renameSave: 'Guardar título',
  renameCancel: 'Cancelar',
  searchLabel: 'Buscar en tus conversaciones',
  searchPlaceholder: 'Buscar conversaciones...',
  searchClear: 'Borrar búsqueda',
  searching: 'Buscando...',
  searchTooShort: (min: number) => `Escribe al menos ${min} caracteres para buscar.`,
  searchEmpty: (q: string) => `No hay conversaciones con «${q}».`,
  searchResults: (n: number) =>
    `${n} ${n === 1 ? 'conversación encontrada' : 'conversaciones encontradas'}`,
  onlyImages: '❌ Solo se permiten imágenes',
  imageTooLarge: (mb: number) => `❌ Cada imagen debe pesar como máximo ${mb}MB`,
  tooManyImages: (max: number) => `Puedes adjuntar como máximo ${max} imágenes por mensaje`,
  imageAlt: (n: number) => `Imagen adjunta ${n}`,
  openImage: (n: number) => `Ampliar imagen ${n}`,
  closeViewer: '✕ Cerrar',
  viewerLabel: 'Imagen ampliada',
  assistantName: 'Tutor',
  you: 'Tú',
  supportSubtitle: 'Estamos aquí para ayudarte',
  /** Without a configured contact nobody answers here: the subtitle promises no help. */
  supportSubtitleNoContacts: 'Cómo avisar de un problema',
  supportNoticeTitle: '📢 Proyecto en Fase Inicial',
  supportNoticeText:
    'Este proyecto está en una fase inicial y puede tener errores. Si encuentras alguno, por favor repórtalo para que podamos mejorarlo.',
  supportWhatsapp: (n: number) => `WhatsApp ${n}`,
  supportEmail: 'Correo electrónico',
  supportEmailSubject: 'Reporte de error - Tutor IA',
  supportEmailBody:
    'Hola, encontré un error en Tutor IA.\n\nQué estaba haciendo:\n\nQué pasó:\n\nQué esperaba:\n',
  supportFooter: 'Responderemos lo más pronto posible 🚀',
  supportNoContacts:
    'Los datos de contacto de soporte aún no están configurados en esta instalación. Mientras tanto, cuéntale el problema a tu profesor o a quien te dio acceso a la plataforma.',
  close: 'Cerrar',
  tutorError: 'No se pudo obtener respuesta del asistente. Verifica tu API key.',
  rateLimited: 'Has enviado muchos mensajes seguidos. Espera un momento e intenta de nuevo.',
  noReply: 'El tutor no respondió a este mensaje.',
  /** 409 turn_in_progress without the function's own text. */
  turnInProgress:
    'El tutor todavía está respondiendo en esta conversación. Tu mensaje está guardado: se responderá en cuanto termine.',
  /** Under a message sent while another reply is being written: the next turn answers it. */
  queued: 'En espera: el tutor lo responderá en cuanto termine la respuesta en curso.',
  /** Gave up waiting for a turn held elsewhere (another tab): Reintentar stays under the message. */
  turnStillBusy:
    'El tutor sigue respondiendo en esta conversación (quizá en otra pestaña). Tu mensaje está guardado: pulsa Reintentar en un momento.',
  retry: 'Reintentar',
  /** The streamed reply (docs/streaming.md): its status line and controls. */
  turnStatus: {
    pensando: 'El tutor está pensando...',
    revisando: 'Revisando la respuesta...',
    reescribiendo: 'Reescribiendo la respuesta...',
  },
  streamingReply: 'Respuesta del tutor en curso',
  stopReply: 'Detener',
  replyStopped: 'Respuesta detenida',
  rephrase: 'Explícamelo de otra forma',
  /** The student's message the button sends: the tutor explains again, at the same hint level. */
  rephraseRequest: 'Explícamelo de otra forma, por favor.',
  directModeOff:
    'Modo directo: el servidor no permite guardar las respuestas del tutor, así que no se puede enviar el mensaje. Avisa a un administrador.',
  directModeOffAdmin:
    'Administrador: en modo directo el navegador escribe las respuestas y la base de datos lo tiene desactivado. Actívalo solo para una demostración privada (ver docs/tutor.md, «Modo directo») o usa el modo proxy.',
} as const;

/** The 12 subjects of the new-conversation modal (optional there). */
export const SUBJECTS = [
  'Matemáticas',
  'Física',
  'Química',
  'Biología',
  'Historia',
  'Geografía',
  'Literatura',
  'Inglés',
  'Programación',
  'Filosofía',
  'Economía',
  'Otra',
] as const;

/** The levels a new conversation offers: the sign-up form's. */
export const LEVELS = SIGN_UP_GRADE_LEVELS;
