/**
 * The 'Privacidad' page (issue 12), in plain Spanish for students. What it states is what the code
 * does: the account function (download, delete), the research exports (keyed pseudonyms, scrubbed
 * identifiers) and what the admin screens show.
 */
export const privacyTexts = {
  title: 'Privacidad',
  intro:
    'Tutor es un tutor gratuito. Aquí te contamos, con palabras sencillas, qué datos guardamos, quién los ve, cuánto tiempo los guardamos y cómo puedes descargarlos o borrarlos.',
  sections: [
    {
      id: 'que-guardamos',
      title: 'Qué guardamos',
      items: [
        'Tu cuenta: tu correo y tu contraseña (guardada cifrada: nadie puede leerla), tu nombre, tu teléfono si lo escribes, tu nivel educativo, tu foto de perfil y tus preferencias (tema, idioma y avisos por correo).',
        'Tus conversaciones con el tutor: los mensajes que escribes, las respuestas del tutor y las imágenes que subes.',
        'Datos de uso de cada mensaje, como el número de palabras o cuánto tardó la respuesta, y contadores para limitar cuántos mensajes se pueden enviar por minuto y por día.',
      ],
    },
    {
      id: 'quien-lo-ve',
      title: 'Quién lo ve',
      items: [
        'Tú ves todo lo tuyo.',
        'Para poder responderte, los mensajes y las imágenes de la conversación se envían al modelo de inteligencia artificial que hace de tutor.',
        'Las personas que administran Tutor ven: cifras de uso de toda la plataforma (por ejemplo, cuántas conversaciones hay), la lista de usuarios (nombre, correo, nivel y fechas), los títulos de las conversaciones en la página de actividad y las alertas de seguridad, que incluyen el mensaje que las activó (por ejemplo, si alguien escribe que corre peligro).',
        'Fuera de esas alertas, el texto de tus mensajes solo sale en las exportaciones para investigación, que son seudónimas: en lugar de tu nombre o tu correo llevan un código que no se puede relacionar contigo sin una clave secreta, y antes de exportarlos se borran de los mensajes los correos, los teléfonos y tu nombre.',
      ],
    },
    {
      id: 'cuanto-tiempo',
      title: 'Cuánto tiempo lo guardamos',
      items: [
        'Mientras tengas tu cuenta.',
        'Si borras una conversación, se borran sus mensajes y sus imágenes.',
        'Si eliminas tu cuenta, se borra todo lo tuyo en ese momento. Las exportaciones para investigación que alguien ya descargó antes no se pueden recuperar, pero no llevan tu nombre ni tu correo.',
        'Hay una excepción pensada para protegerte: si alguna vez escribiste algo que activó una alerta de seguridad, la alerta se conserva aunque borres tu cuenta o la conversación, para que una persona adulta pueda hacer el seguimiento. Se guarda sin tu nombre, sin tu correo y sin la conversación: solo el mensaje que la activó, su tipo, la fecha y el seguimiento.',
      ],
    },
    {
      id: 'descargar-o-borrar',
      title: 'Cómo descargar o borrar tus datos',
      items: [
        'Entra en Mi Perfil y abre la pestaña «Mis datos».',
        '«Descargar mis datos» te da un archivo con tu cuenta, todas tus conversaciones con sus mensajes y enlaces a tus archivos (los enlaces caducan en 1 hora).',
        '«Eliminar mi cuenta» te pide tu contraseña y que escribas ELIMINAR. Después borra tu cuenta, tus conversaciones, tus mensajes, tus imágenes y tu foto. No se puede deshacer.',
      ],
    },
  ],
  help: 'Si tienes dudas, o eres menor y quieres ayuda para decidir, habla con tu familia, con tu profesor o con quien administra Tutor en tu escuela.',
  backSignedIn: 'Volver al chat',
  backSignedOut: 'Volver a iniciar sesión',
  profileLink: 'Ir a Mis datos en Mi Perfil',
} as const;
