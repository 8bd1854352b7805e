import {
  CLASS_VISIBILITY_DETAIL,
  CLASS_VISIBILITY_LINK,
  CLASS_VISIBILITY_NOTICE,
} from '@shared/classes/classes';

/** A count with its noun, which stays singular for one: "1 estudiante", "3 estudiantes". */
const counted = (one: string, many: string) => (n: number) =>
  n === 1 ? `1 ${one}` : `${n} ${many}`;
const students = counted('estudiante', 'estudiantes');

/** Every Spanish text of the classes feature (docs/classes.md quotes the exact ones). */
export const classTexts = {
  notice: CLASS_VISIBILITY_NOTICE,
  noticeDetail: CLASS_VISIBILITY_DETAIL,
  noticeLink: CLASS_VISIBILITY_LINK,
  student: {
    documentTitle: 'Unirme a una clase · Tutor IA',
    myClasses: 'Mis clases',
    join: 'Unirme a una clase',
    joinTitle: 'Unirme a una clase',
    joinIntro: 'Escribe el código que te dio tu profesor.',
    codeLabel: 'Código de la clase',
    codePlaceholder: 'Por ejemplo: K7M2QX9P',
    codeRequired: 'Escribe el código de la clase.',
    joinSubmit: 'Unirme',
    joining: 'Uniéndome...',
    cancel: 'Cancelar',
    joined: (name: string) => `Te uniste a «${name}».`,
    leave: 'Salir de la clase',
    leaveConfirm: (name: string) =>
      `¿Salir de «${name}»? Tu profesor dejará de ver tus conversaciones de esta clase. Podrás volver a unirte con el código.`,
    leaveError: 'No se pudo salir de la clase. Intenta de nuevo.',
    teachers: (names: string[]) => (names.length ? `Prof. ${names.join(', ')}` : ''),
    classLabel: 'Clase',
    noClass: 'Sin clase',
    /** The sidebar's filter: every conversation, or those of one class. */
    allConversations: 'Todas',
    filterHint: 'Muestra solo las conversaciones de esta clase.',
    newInClass: 'Nueva conversación en esta clase',
  },
  /**
   * The badges' words for a screen reader: "Área de profesor", a class's card and its "Alertas".
   * The red badges count only new urgent alerts; «Para revisar» ones wait in the list.
   */
  newAlerts: (n: number) => (n === 1 ? '1 alerta urgente nueva' : `${n} alertas urgentes nuevas`),
  /** "Horario del tutor" in the class's settings (docs/classes.md, "When the tutor is open"). */
  schedule: {
    title: 'Horario del tutor',
    hint: (zone: string) =>
      `Fuera de estas horas, los estudiantes no pueden escribir al tutor en las conversaciones de la clase. Horas de ${zone}. Sin días marcados, el tutor está abierto a todas horas.`,
    pause: 'Pausar el tutor',
    pauseHint: 'Cierra el tutor de esta clase ahora mismo, sin tocar el horario.',
    pausedNow: 'El tutor está en pausa para esta clase.',
    days: 'Días',
    opensAt: 'Desde',
    closesAt: 'Hasta',
    save: 'Guardar horario',
    saving: 'Guardando...',
    saved: 'Horario guardado.',
    pauseSaved: 'El tutor está en pausa.',
    resumeSaved: 'El tutor vuelve a estar disponible según el horario.',
    hoursRequired: 'Indica la hora de apertura y la de cierre.',
    hoursOrder: 'La hora de cierre debe ser posterior a la de apertura.',
    loadError: 'No se pudo cargar el horario. Intenta de nuevo.',
  },
  teacher: {
    area: 'Área de profesor',
    documentTitle: 'Mis clases · Tutor IA',
    classDocumentTitle: (name: string | null) =>
      name ? `${name} · Mis clases · Tutor IA` : 'Mis clases · Tutor IA',
    backToChat: 'Volver al chat',
    backToClasses: 'Mis clases',
    title: 'Mis clases',
    subtitle: 'Crea clases, comparte el código con tus estudiantes y sigue su trabajo.',
    create: 'Crear clase',
    empty: 'Todavía no tienes clases. Crea la primera y comparte su código.',
    loadError: 'No se pudieron cargar las clases. Intenta de nuevo.',
    retry: 'Reintentar',
    archived: 'Archivada',
    students,
    conversations: counted('conversación', 'conversaciones'),
    lastActivity: 'Última actividad',
    never: 'Sin actividad',
    open: (name: string) => `Abrir la clase ${name}`,
    invitationsTitle: 'Invitaciones para dar clase',
    invitationsIntro:
      'Otro profesor te invitó a su clase. Si aceptas, verás sus estudiantes, sus conversaciones y sus alertas.',
    invitedBy: (name: string | null, date: string) =>
      name ? `Te invitó ${name} el ${date}.` : `Invitación del ${date}.`,
    accept: 'Aceptar',
    decline: 'Rechazar',
    acceptLabel: (name: string) => `Aceptar la invitación a ${name}`,
    declineLabel: (name: string) => `Rechazar la invitación a ${name}`,
    accepted: (name: string) => `Ahora das clase en «${name}».`,
    declined: (name: string) => `Rechazaste la invitación a «${name}».`,
  },
  form: {
    createTitle: 'Crear clase',
    name: 'Nombre de la clase',
    subject: 'Materia',
    subjectNone: 'Sin materia',
    level: 'Nivel',
    levelNone: 'Sin nivel',
    instructions: 'Instrucciones para el tutor',
    instructionsHint:
      'Cómo debe trabajar el tutor con esta clase (por ejemplo, qué ejemplos usar). No es el lugar para notas sobre estudiantes concretos: no escribas nombres ni datos personales.',
    avoid: 'Conceptos a evitar',
    avoidHint:
      'Uno por línea: el tutor no los mencionará ni dirá si una palabra está en la lista (por ejemplo, algo que aún no han visto).',
    visibility:
      'Tus estudiantes ven el nombre, la materia, el nivel y el límite diario de la clase. No ven las instrucciones ni los conceptos a evitar, y el tutor no los repite ni los deletrea: si una respuesta los menciona, se reescribe antes de mostrarse.',
    expiry: 'El código caduca el',
    expiryHint: 'Déjalo vacío para que el código no caduque.',
    dailyLimit: 'Límite diario de mensajes por estudiante',
    dailyLimitHint: 'Déjalo vacío para usar solo los límites generales.',
    save: 'Guardar cambios',
    saving: 'Guardando...',
    saved: 'Cambios guardados.',
    creating: 'Creando...',
    cancel: 'Cancelar',
    errors: {
      nameRequired: 'Escribe el nombre de la clase.',
      nameTooLong: (max: number) => `El nombre no puede pasar de ${max} caracteres.`,
      subjectTooLong: (max: number) => `La materia no puede pasar de ${max} caracteres.`,
      instructionsTooLong: (max: number) =>
        `Las instrucciones no pueden pasar de ${max} caracteres.`,
      avoidTooMany: (max: number) => `Puedes indicar como máximo ${max} conceptos a evitar.`,
      avoidTooLong: (max: number) => `Cada concepto a evitar puede tener hasta ${max} caracteres.`,
      limitRange: (min: number, max: number) =>
        `El límite diario debe ser un número entero entre ${min} y ${max}.`,
      expiryInvalid: 'La fecha de caducidad no es válida.',
      expiryPast: 'La fecha de caducidad debe ser futura.',
    },
  },
  classPage: {
    tabsLabel: 'Secciones de la clase',
    summary: 'Resumen',
    challengesTitle: 'Aciertos sin ayuda (últimos 90 días)',
    students: 'Estudiantes',
    alerts: 'Alertas',
    settings: 'Ajustes',
    notFound: 'No encontramos esta clase, o no eres su profesor.',
    tryAsStudent: 'Probar como estudiante',
    tryHint:
      'Abre una conversación tuya en esta clase: el tutor sigue sus indicaciones y su lista de conceptos a evitar. No cuenta en las cifras.',
    tryError: 'No se pudo abrir la conversación de prueba. Inténtalo de nuevo.',
    code: 'Código',
    studentName: 'Estudiante',
    conversations: 'Conversaciones',
    messages: 'Mensajes',
    lastActivity: 'Última actividad',
    eurekas: 'Momentos de comprensión',
    noStudents: 'Aún no hay estudiantes. Comparte el código de la clase para que se unan.',
    noName: 'Sin nombre',
    viewStudent: (name: string) => `Ver el progreso y las conversaciones de ${name}`,
    readOnly: 'Solo lectura',
    studentSections: 'Secciones del estudiante',
    progressTab: 'Progreso',
    conversationsTab: 'Conversaciones',
    challengesSolved: 'Retos sin ayuda',
    solvedOf: (solved: number, finished: number) => `${solved} de ${finished}`,
    maxHint: 'Pista más alta',
    deepHints: 'Pistas 3–4',
    week: 'Semana (lunes)',
    subject: 'Materia',
    studentMessages: 'Mensajes',
    figuresTitle: 'Qué significa cada cifra',
    figures: [
      [
        'Retos sin ayuda',
        'Retos de «Ponme a prueba» que resolvió solo (bien en uno o dos intentos, sin pistas mientras el reto está abierto), de los que terminó. «—»: aún no terminó ninguno.',
      ],
      [
        'Pista más alta',
        'La ayuda más concreta que necesitó del tutor: 1, una pregunta para orientarse; 2, la regla que se aplica; 3, el paso siguiente; 4, un ejemplo resuelto con otros números. «—»: ninguna respuesta con pista.',
      ],
      [
        'Pistas 3–4',
        'Cuántas respuestas del tutor le dieron el paso siguiente o un ejemplo resuelto. Muchas, con pocos retos resueltos, indican que puede necesitar ayuda.',
      ],
      [
        'Momentos de comprensión',
        'Veces en que el estudiante dijo con sus palabras que lo había entendido («¡Ah, ya entendí!»). Con un modelo de IA conectado, el modelo que revisa cada respuesta confirma o descarta el momento.',
      ],
    ] as const,
    progressIntro:
      'Lo que hizo en la clase cada semana, por materia, de la más reciente a la más antigua. Cuentan sus conversaciones de la clase mientras es estudiante de ella.',
    noProgress: 'Este estudiante aún no tiene actividad en la clase.',
    /** Each download's button, its hover hint, and the status line once it is done or failed. */
    gradebookDownload: {
      label: 'Calificaciones para Moodle (CSV)',
      hint: 'Nombre, correo y porcentaje de retos resueltos sin ayuda, separado por comas, para importarlo en el libro de calificaciones de Moodle.',
      done: 'Archivo para Moodle listo.',
      failed: 'No se pudo preparar el archivo para Moodle. Intenta de nuevo.',
    },
    noConversations: 'Este estudiante aún no tiene conversaciones en la clase.',
    noMessages: 'Esta conversación no tiene mensajes.',
    pickConversation: 'Elige una conversación para leerla.',
    studentRole: 'Estudiante',
    tutorRole: 'Tutor',
    close: 'Cerrar',
    alertsHint:
      'Alertas de seguridad en las conversaciones de los estudiantes de esta clase. «Urgente»: el mensaje indica claramente un riesgo; el estudiante recibió la respuesta de apoyo y se avisó por correo. «Para revisar»: el mensaje podría indicar un riesgo; el estudiante siguió con su tarea y no se envió correo. Un clic en «Marcar en revisión» o «Marcar como resuelta» guarda el estado, con la nota si escribiste una.',
    alertNoteHint:
      'La leen los profesores de esta clase y los administradores; el estudiante no. Se guarda al cambiar el estado. Máximo 500 caracteres.',
    activityDownload: {
      label: 'Exportar actividad (CSV)',
      hint: 'Una fila por estudiante y semana, con su nombre y sus cifras (para Excel en español).',
      done: 'Exportación lista.',
      failed: 'No se pudo exportar la actividad. Intenta de nuevo.',
    },
    exporting: 'Exportando...',
  },
  digest: {
    week: (from: string, to: string) => `Semana del ${from} al ${to}`,
    previous: 'Semana anterior',
    next: 'Semana siguiente',
    intro:
      'Lo que hicieron tus estudiantes esta semana, de lunes a domingo. Solo cuentan quienes siguen en la clase; tus conversaciones de prueba no cuentan.',
    totals: (active: number, students: number, messages: number) =>
      `${active} de ${students} ${students === 1 ? 'estudiante escribió' : 'estudiantes escribieron'} al tutor: ${messages} ${messages === 1 ? 'mensaje' : 'mensajes'}.`,
    loadError: 'No se pudo cargar el resumen. Intenta de nuevo.',
    askedTitle: 'Qué preguntaron',
    askedHint:
      'Las materias de sus conversaciones, de la que tuvo más mensajes a la que menos, y los temas (títulos de conversación) en los que escribieron más estudiantes.',
    askedEmpty: 'Esta semana nadie escribió al tutor.',
    subjectsLabel: 'Materias',
    topicsLabel: 'Temas',
    messages: counted('mensaje', 'mensajes'),
    students,
    stuckTitle: 'Dónde se atascaron',
    stuckHint:
      'Pistas avanzadas: respuestas del tutor con la pista 3 o 4 de 4 (el paso siguiente o un ejemplo resuelto). «No lo entendí»: respuestas que el estudiante marcó así. Retos sin resolver: retos terminados sin la respuesta correcta, también los abandonados. Preguntas repetidas: mensajes iguales a otro anterior del mismo estudiante.',
    stuckEmpty: 'Esta semana no hubo señales de atasco.',
    deepHints: 'Pistas avanzadas',
    notUnderstood: '«No lo entendí»',
    notSolved: 'Retos sin resolver',
    repeated: 'Preguntas repetidas',
    needHelp: {
      title: 'Quién puede necesitar ayuda',
      hint: 'Estudiantes con 3 o más pistas avanzadas y ningún reto resuelto esta semana. Es una señal para mirar sus conversaciones, no una nota.',
      empty: 'Esta semana nadie cumple esa condición.',
    },
    needHelpFigures: (hints: number, notUnderstood: number, tried: number) =>
      `${hints} pistas avanzadas · ${notUnderstood} «No lo entendí» · ${tried === 1 ? '1 reto intentado' : `${tried} retos intentados`}`,
    wentWell: {
      title: 'Qué salió bien',
      hint: 'Retos sin ayuda resueltos (la respuesta correcta en uno o dos intentos, sin pistas), por materia.',
      empty: 'Esta semana nadie resolvió un reto sin ayuda.',
    },
    solved: (n: number, firstTry: number) =>
      `${n === 1 ? '1 reto resuelto' : `${n} retos resueltos`} (${firstTry} a la primera)`,
    alertsTitle: 'Alertas de seguridad',
    alertsHint:
      'Cuántas alertas hubo esta semana en las conversaciones de la clase. Urgentes: se avisó por correo en el momento. Para revisar: no se envió correo; léelas en la pestaña «Alertas».',
    alertsEmpty: 'Esta semana no hubo alertas.',
    alertsUrgent: 'Urgentes',
    alertsReview: 'Para revisar',
    groupsTitle: 'Preguntas parecidas',
    groupsHint:
      'Mensajes de tus estudiantes que hablan de lo mismo, agrupados por las palabras que usan (sin IA), con algunos ejemplos. Los saludos y los mensajes muy cortos no cuentan.',
    groupsEmpty: 'Esta semana no hubo mensajes parecidos entre sí.',
    groupsLoading: 'Agrupando los mensajes…',
    groupsError: 'No se pudieron cargar los mensajes de la semana. Intenta de nuevo.',
    groupsCapped: (n: number) => `Se agruparon los ${n} mensajes más recientes de la semana.`,
    groupFigures: (messages: number, students: number) =>
      `${messages} mensajes · ${students === 1 ? '1 estudiante' : `${students} estudiantes`}`,
    groupExamples: 'Ejemplos',
  },
  settings: {
    codeTitle: 'Código para unirse',
    copy: 'Copiar código',
    copyLink: 'Copiar enlace',
    copied: 'Copiado.',
    copyFailed: 'No se pudo copiar. Selecciona el código y cópialo a mano.',
    regenerate: 'Generar nuevo código',
    regenerateConfirm:
      '¿Generar un nuevo código? El actual dejará de servir; quienes ya están en la clase siguen en ella.',
    regenerated: 'Nuevo código generado.',
    expires: (date: string) => `Caduca el ${date}.`,
    expired: 'Este código ha caducado: genera uno nuevo o cambia la fecha.',
    noExpiry: 'No caduca.',
    teachersTitle: 'Profesores',
    coTeacherEmail: 'E-mail del co-profesor',
    coTeacherHint: 'Debe tener una cuenta con el rol de Profesor.',
    addTeacher: 'Invitar profesor',
    teacherAdded: 'Invitación enviada: dará clase aquí cuando la acepte.',
    creator: 'creó la clase',
    you: 'tú',
    removeTeacher: (name: string) => `Quitar a ${name} de la clase`,
    remove: 'Quitar',
    removeConfirm: (name: string) => `¿Quitar a ${name} de esta clase?`,
    removeConfirmText:
      'Dejará de ver a sus estudiantes, sus conversaciones y sus alertas desde ahora.',
    removed: (name: string) => `${name} ya no es profesor de esta clase.`,
    leave: 'Dejar la clase',
    leaveHint: 'Puedes dejarla porque tiene otro profesor; seguirá con sus estudiantes.',
    leaveConfirm: '¿Dejar esta clase?',
    leaveConfirmText:
      'Dejarás de ver a sus estudiantes y sus alertas. Para volver, otro profesor tendrá que invitarte.',
    left: 'Has dejado la clase.',
    emailRequired: 'Escribe el e-mail del profesor.',
    archiveTitle: 'Archivar la clase',
    archiveHint:
      'Una clase archivada no admite nuevos estudiantes ni conversaciones; sus datos se conservan.',
    archive: 'Archivar clase',
    unarchive: 'Reactivar clase',
    archiveConfirm: '¿Archivar esta clase? Nadie podrá unirse ni empezar conversaciones en ella.',
    archived: 'Clase archivada.',
    unarchived: 'Clase reactivada.',
  },
} as const;
