import { CONSENT_AGE, CONSENT_WAIT_DAYS } from '@shared/consent/consent-rules';
import { periodText, RETENTION } from '@shared/retention/periods';

/**
 * The 'Privacidad' page, in plain Spanish for students. What it states is what the code
 * does: the account function (download, delete), the research exports (keyed pseudonyms, scrubbed
 * identifiers, alerted messages withdrawn), what the class's teachers and the admin screens show,
 * and what a safety alert keeps after a deletion and for how long (docs/classes.md, docs/admin.md).
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
        'Tu cuenta: tu correo y tu contraseña (guardada cifrada: nadie puede leerla), tu nombre, tu nivel educativo, tu foto de perfil y tus preferencias (tema, idioma y avisos por correo). No te pedimos el teléfono.',
        `Si te registras tú, tu año de nacimiento. Si este año cumples ${CONSENT_AGE} años o menos, también el correo de tu madre, padre o tutor legal: le pedimos permiso y lo guardamos como constancia mientras tengas tu cuenta. Hasta que lo dé, tu cuenta espera sin poder usarse; si nadie lo da en ${CONSENT_WAIT_DAYS} días, se borra con todo lo suyo.`,
        'Si tu profesor te creó una cuenta de clase (entras con el código de la clase, tu nombre y tu clave), no guardamos ningún correo tuyo: solo el nombre que escribió tu profesor, tu clave cifrada y la clase. Estas cuentas no piden la edad ni el permiso de tu familia: las crea tu centro educativo.',
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
        'Tus conversaciones fuera de una clase no las ve ningún profesor.',
        'Si te unes a una clase, sus profesores leen las conversaciones que empiezas en esa clase, con tu nombre, mientras sigues en ella. También ven tus cifras en la clase (conversaciones, mensajes, retos) y pueden descargar la actividad de la clase en un archivo que lleva un código en lugar de tu nombre. Lo que escribas mientras no estás en la clase no lo ven, aunque vuelvas a unirte.',
        'Si escribes algo que hace pensar que corres peligro (por ejemplo, que alguien te hace daño), se crea una alerta de seguridad con ese mensaje y la conversación de alrededor. La ven las personas que administran Tutor y, si ocurrió en una clase, sus profesores, que además reciben un correo para ir a verla. El tutor te lo dice en su respuesta.',
        'Las personas que administran Tutor ven: cifras de uso de toda la plataforma, la lista de usuarios (nombre, correo, nivel y fechas), los títulos de las conversaciones en la página de actividad, las alertas de seguridad y, en las clases, lo mismo que sus profesores.',
        'El texto de tus mensajes también sale en las exportaciones para investigación, que son seudónimas: en lugar de tu nombre o tu correo llevan un código que no se puede relacionar contigo sin una clave secreta, y antes de exportarlos se borran de los mensajes los correos, los teléfonos y tu nombre. Los mensajes que crearon una alerta y la respuesta del tutor a ellos nunca salen en ninguna exportación: en su lugar aparece «[mensaje retirado: aviso de protección]».',
      ],
    },
    {
      id: 'cuanto-tiempo',
      title: 'Cuánto tiempo lo guardamos',
      items: [
        `Tus conversaciones, con sus mensajes y sus imágenes, se borran solas ${periodText(RETENTION.conversations)} después de su último mensaje.`,
        `Tu cuenta se borra sola, con todo lo tuyo, si pasan ${periodText(RETENTION.accounts)} sin que entres ni escribas.`,
        'Si borras una conversación, se borran sus mensajes y sus imágenes.',
        'Si eliminas tu cuenta, se borra todo lo tuyo en ese momento. Las exportaciones para investigación que alguien ya descargó antes no se pueden recuperar, pero no llevan tu nombre ni tu correo.',
        `Hay una excepción pensada para protegerte: si escribiste algo que creó una alerta de seguridad, la alerta se conserva aunque borres la conversación o tu cuenta, para que una persona adulta pueda ayudarte. Se guardan tu nombre, el mensaje, los mensajes de alrededor y la respuesta del tutor, su tipo, la fecha y el seguimiento. Lo ven solo quienes administran Tutor y, si fue en una clase, sus profesores. Se borra ${periodText(RETENTION.resolvedAlerts)} después de que la alerta se cierre.`,
      ],
    },
    {
      id: 'descargar-o-borrar',
      title: 'Cómo descargar o borrar tus datos',
      items: [
        'Entra en Mi Perfil y abre la pestaña «Mis datos».',
        '«Descargar mis datos» te da un archivo con tu cuenta, todas tus conversaciones con sus mensajes y valoraciones, tus clases (con las fechas en que entraste y saliste), tus retos, el permiso de tu familia si te lo pidieron al registrarte y enlaces a tus archivos (los enlaces caducan en 1 hora).',
        'El archivo no dice si alguna vez se creó una alerta de seguridad: cualquiera que abra tu archivo podría verlo, y las alertas existen para protegerte. Si quieres saberlo, pregúntalo a quien administra Tutor en tu escuela.',
        '«Eliminar mi cuenta» te pide tu contraseña y que escribas ELIMINAR. Después borra tu cuenta, tus conversaciones, tus mensajes, tus imágenes y tu foto (salvo las alertas de seguridad, como se explica arriba). No se puede deshacer.',
      ],
    },
  ],
  help: 'Si tienes dudas, o eres menor y quieres ayuda para decidir, habla con tu familia, con tu profesor o con quien administra Tutor en tu escuela.',
  backSignedIn: 'Volver al chat',
  backSignedOut: 'Volver a iniciar sesión',
  profileLink: 'Ir a Mis datos en Mi Perfil',
} as const;
