/**
 * The caring replies a flagged message gets instead of tutoring: one per category, short,
 * warm and in the student's language (Spanish, and SAFETY_REPLIES_BY_LANGUAGE for the others), each pointing to a trusted adult and to emergency numbers, with the advice
 * that fits (for grooming: no photos, no meeting, no secrets), and each says that an adult at school
 * may see the message (the alert reaches the class's teachers and the admins). No tutoring. TUTOR_SAFETY_REPLY, when
 * set, replaces all five (tutor/config.ts).
 */
import type { TutorLanguage } from '../tutor/language.ts';

import type { SafetyCategory } from './safety-lexicon.ts';

const TUTOR_CANNOT =
  'Yo soy un tutor de tareas y no puedo ayudarte con esto como mereces, pero hay personas que sí pueden:';
const EMERGENCY =
  'llama ahora al número de emergencias de tu país (por ejemplo, 911 en México y gran parte de América, 112 en España) o a una línea de ayuda para niños y jóvenes.';
/** Said gently and plainly: the message raised an alert that a trusted adult at school may read. */
export const ADULT_MAY_SEE =
  'Para cuidarte, una persona adulta de tu escuela, como tu profesor, puede ver este mensaje.';
const CLOSING = `${ADULT_MAY_SEE} Pedir ayuda es un acto de valentía. Cuando quieras, aquí estaré para seguir con tus tareas.`;

/** The reply to self-harm (and, before the categories had their own, the text for every flag). */
export const SAFETY_REPLY = `Gracias por contármelo. Lo que sientes y lo que te pasa es importante, y no tienes que enfrentarlo solo. 💙

${TUTOR_CANNOT}

- **Habla hoy con un adulto de confianza**: alguien de tu familia, un profesor o el orientador de tu escuela.
- **Si estás en peligro o piensas en hacerte daño**, llama ahora al número de emergencias de tu país (por ejemplo, 911 en México y gran parte de América, 112 en España) o a una línea de ayuda para jóvenes.

${CLOSING}`;

export const SAFETY_REPLIES: Readonly<Record<SafetyCategory, string>> = {
  self_harm: SAFETY_REPLY,
  abuse: `Gracias por contármelo. Nadie tiene derecho a hacerte daño, y lo que pasa no es tu culpa. 💙

${TUTOR_CANNOT}

- **Cuéntaselo hoy a un adulto de confianza**: un profesor, el orientador de tu escuela o un familiar que te cuide.
- **Si estás en peligro ahora**, ${EMERGENCY}

${CLOSING}`,
  sexual_minors: `Gracias por contármelo. Lo que te pasa no es tu culpa: ningún adulto debe tocarte, pedirte fotos ni pedirte que guardes secretos. 💙

${TUTOR_CANNOT}

- **No envíes fotos ni aceptes verte con esa persona**, y no tienes que guardarle ningún secreto. Guarda los mensajes para enseñarlos.
- **Cuéntaselo hoy a un adulto de confianza**: alguien de tu familia, un profesor o el orientador de tu escuela.
- **Si estás en peligro ahora**, ${EMERGENCY}

${CLOSING}`,
  bullying: `Gracias por contármelo. Nadie merece que le peguen ni que le amenacen, y no es tu culpa. 💙

${TUTOR_CANNOT}

- **Cuéntaselo hoy a un adulto de confianza**: tu familia, un profesor o el orientador de tu escuela.
- **Si te amenazan por internet**, no respondas, guarda las capturas y enséñaselas.
- **Si estás en peligro ahora**, ${EMERGENCY}

${CLOSING}`,
  neglect: `Gracias por contármelo. Mereces comer bien, estar acompañado y que te cuiden cuando estás enfermo. 💙

${TUTOR_CANNOT}

- **Cuéntaselo hoy a un adulto de confianza**: un profesor, el orientador de tu escuela o un familiar; en la escuela pueden ayudarte.
- **Si estás solo, sin comida o en peligro**, ${EMERGENCY}

${CLOSING}`,
};

/** The same five replies in English, French and Portuguese: same advice, same order, same numbers. */
function repliesIn(words: {
  thanks: string;
  tutorCannot: string;
  closing: string;
  texts: Record<SafetyCategory, { opening: string; bullets: string[] }>;
}): Record<SafetyCategory, string> {
  const reply = ({ opening, bullets }: { opening: string; bullets: string[] }) =>
    `${words.thanks} ${opening} 💙\n\n${words.tutorCannot}\n\n${bullets.map((b) => `- ${b}`).join('\n')}\n\n${words.closing}`;
  return {
    self_harm: reply(words.texts.self_harm),
    abuse: reply(words.texts.abuse),
    sexual_minors: reply(words.texts.sexual_minors),
    bullying: reply(words.texts.bullying),
    neglect: reply(words.texts.neglect),
  };
}

const EN_EMERGENCY =
  'call your country’s emergency number now (for example, 911 in the United States and much of the Americas, 112 in Europe) or a helpline for children and young people.';
const FR_EMERGENCY =
  'appelle maintenant le numéro d’urgence de ton pays (par exemple le 112 en Europe, le 911 dans une grande partie des Amériques) ou une ligne d’écoute pour les enfants et les jeunes.';
const PT_EMERGENCY =
  'ligue agora para o número de emergência do seu país (por exemplo, 190 no Brasil, 112 em Portugal) ou para uma linha de ajuda para crianças e jovens.';

/** Every language's five caring replies; the Spanish ones are SAFETY_REPLIES. */
export const SAFETY_REPLIES_BY_LANGUAGE: Readonly<
  Record<TutorLanguage, Readonly<Record<SafetyCategory, string>>>
> = {
  es: SAFETY_REPLIES,
  en: repliesIn({
    thanks: 'Thank you for telling me.',
    tutorCannot:
      'I am a homework tutor and I cannot help you with this the way you deserve, but there are people who can:',
    closing:
      'To keep you safe, an adult at your school, such as your teacher, may see this message. Asking for help is brave. Whenever you want, I will be here to carry on with your homework.',
    texts: {
      self_harm: {
        opening:
          'What you feel and what is happening to you matter, and you do not have to face it alone.',
        bullets: [
          '**Talk to a trusted adult today**: someone in your family, a teacher or your school counsellor.',
          `**If you are in danger or thinking about hurting yourself**, ${EN_EMERGENCY}`,
        ],
      },
      abuse: {
        opening: 'Nobody has the right to hurt you, and what is happening is not your fault.',
        bullets: [
          '**Tell a trusted adult today**: a teacher, your school counsellor or a relative who looks after you.',
          `**If you are in danger now**, ${EN_EMERGENCY}`,
        ],
      },
      sexual_minors: {
        opening:
          'What is happening to you is not your fault: no adult should touch you, ask you for photos or ask you to keep secrets.',
        bullets: [
          '**Do not send photos or agree to meet that person**, and you do not have to keep any secret for them. Keep the messages to show them.',
          '**Tell a trusted adult today**: someone in your family, a teacher or your school counsellor.',
          `**If you are in danger now**, ${EN_EMERGENCY}`,
        ],
      },
      bullying: {
        opening: 'Nobody deserves to be hit or threatened, and it is not your fault.',
        bullets: [
          '**Tell a trusted adult today**: your family, a teacher or your school counsellor.',
          '**If they threaten you online**, do not answer, keep screenshots and show them.',
          `**If you are in danger now**, ${EN_EMERGENCY}`,
        ],
      },
      neglect: {
        opening:
          'You deserve to eat well, to have company and to be looked after when you are ill.',
        bullets: [
          '**Tell a trusted adult today**: a teacher, your school counsellor or a relative; your school can help you.',
          `**If you are alone, without food or in danger**, ${EN_EMERGENCY}`,
        ],
      },
    },
  }),
  fr: repliesIn({
    thanks: 'Merci de me l’avoir dit.',
    tutorCannot:
      'Je suis un tuteur pour les devoirs et je ne peux pas t’aider avec ça comme tu le mérites, mais il y a des personnes qui le peuvent :',
    closing:
      'Pour te protéger, un adulte de ton école, comme ton professeur, peut voir ce message. Demander de l’aide, c’est courageux. Quand tu veux, je serai là pour continuer tes devoirs.',
    texts: {
      self_harm: {
        opening:
          'Ce que tu ressens et ce qui t’arrive est important, et tu n’as pas à y faire face seul.',
        bullets: [
          '**Parle aujourd’hui à un adulte de confiance** : quelqu’un de ta famille, un professeur ou le conseiller de ton école.',
          `**Si tu es en danger ou si tu penses à te faire du mal**, ${FR_EMERGENCY}`,
        ],
      },
      abuse: {
        opening: 'Personne n’a le droit de te faire du mal, et ce qui se passe n’est pas ta faute.',
        bullets: [
          '**Raconte-le aujourd’hui à un adulte de confiance** : un professeur, le conseiller de ton école ou un membre de ta famille qui prend soin de toi.',
          `**Si tu es en danger maintenant**, ${FR_EMERGENCY}`,
        ],
      },
      sexual_minors: {
        opening:
          'Ce qui t’arrive n’est pas ta faute : aucun adulte ne doit te toucher, te demander des photos ni te demander de garder des secrets.',
        bullets: [
          '**N’envoie pas de photos et n’accepte pas de rencontrer cette personne**, et tu n’as aucun secret à garder pour elle. Garde les messages pour les montrer.',
          '**Raconte-le aujourd’hui à un adulte de confiance** : quelqu’un de ta famille, un professeur ou le conseiller de ton école.',
          `**Si tu es en danger maintenant**, ${FR_EMERGENCY}`,
        ],
      },
      bullying: {
        opening: 'Personne ne mérite d’être frappé ni menacé, et ce n’est pas ta faute.',
        bullets: [
          '**Raconte-le aujourd’hui à un adulte de confiance** : ta famille, un professeur ou le conseiller de ton école.',
          '**Si on te menace sur internet**, ne réponds pas, garde des captures d’écran et montre-les.',
          `**Si tu es en danger maintenant**, ${FR_EMERGENCY}`,
        ],
      },
      neglect: {
        opening:
          'Tu mérites de bien manger, d’être accompagné et qu’on prenne soin de toi quand tu es malade.',
        bullets: [
          '**Raconte-le aujourd’hui à un adulte de confiance** : un professeur, le conseiller de ton école ou un membre de ta famille ; à l’école, on peut t’aider.',
          `**Si tu es seul, sans nourriture ou en danger**, ${FR_EMERGENCY}`,
        ],
      },
    },
  }),
  pt: repliesIn({
    thanks: 'Obrigado por me contar.',
    tutorCannot:
      'Sou um tutor de tarefas e não posso ajudar você com isso como você merece, mas há pessoas que podem:',
    closing:
      'Para proteger você, uma pessoa adulta da sua escola, como seu professor, pode ver esta mensagem. Pedir ajuda é um ato de coragem. Quando quiser, estarei aqui para continuar com suas tarefas.',
    texts: {
      self_harm: {
        opening:
          'O que você sente e o que está acontecendo com você são importantes, e você não precisa enfrentar isso sozinho.',
        bullets: [
          '**Fale hoje com um adulto de confiança**: alguém da sua família, um professor ou o orientador da sua escola.',
          `**Se você estiver em perigo ou pensando em se machucar**, ${PT_EMERGENCY}`,
        ],
      },
      abuse: {
        opening:
          'Ninguém tem o direito de machucar você, e o que está acontecendo não é culpa sua.',
        bullets: [
          '**Conte hoje a um adulto de confiança**: um professor, o orientador da sua escola ou um familiar que cuide de você.',
          `**Se você estiver em perigo agora**, ${PT_EMERGENCY}`,
        ],
      },
      sexual_minors: {
        opening:
          'O que está acontecendo com você não é culpa sua: nenhum adulto deve tocar você, pedir fotos ou pedir que você guarde segredos.',
        bullets: [
          '**Não envie fotos nem aceite se encontrar com essa pessoa**, e você não precisa guardar nenhum segredo dela. Guarde as mensagens para mostrá-las.',
          '**Conte hoje a um adulto de confiança**: alguém da sua família, um professor ou o orientador da sua escola.',
          `**Se você estiver em perigo agora**, ${PT_EMERGENCY}`,
        ],
      },
      bullying: {
        opening: 'Ninguém merece apanhar nem ser ameaçado, e não é culpa sua.',
        bullets: [
          '**Conte hoje a um adulto de confiança**: sua família, um professor ou o orientador da sua escola.',
          '**Se ameaçarem você pela internet**, não responda, guarde as capturas de tela e mostre-as.',
          `**Se você estiver em perigo agora**, ${PT_EMERGENCY}`,
        ],
      },
      neglect: {
        opening: 'Você merece comer bem, ter companhia e ser cuidado quando está doente.',
        bullets: [
          '**Conte hoje a um adulto de confiança**: um professor, o orientador da sua escola ou um familiar; na escola podem ajudar você.',
          `**Se você estiver sozinho, sem comida ou em perigo**, ${PT_EMERGENCY}`,
        ],
      },
    },
  }),
};
