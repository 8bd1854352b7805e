/**
 * Every word the offline demo tutor writes, one table per language (the student's choice,
 * _shared/tutor/language.ts). demo.ts and demo-hints.ts choose what to say; this module only says
 * it. Every table has the same keys and the same number of variants, so the demo's choices
 * (stableHash, the hint ladder's level) pick the same kind of phrase in every language; the tests
 * compare the tables' shapes. No phrase states a task's answer: the numbers put into them are the
 * student's value, its check, or a worked example's.
 */
import type { TutorLanguage } from '../_shared/tutor/language.ts';

/** What the demo reads a topic from (demo.ts); each has its hint below. */
export type DemoTopic =
  'maths' | 'physics' | 'chemistry' | 'biology' | 'history' | 'language' | 'code';

/** `m` is the task's maths as LaTeX, `u` the unknown as LaTeX; `n`, `s` are numbers already written. */
export interface DemoPhrases {
  /** The decimal mark of the numbers the demo writes ('2,5' or '2.5'). */
  decimalMark: ',' | '.';
  openers: string[];
  closers: string[];
  footer: string;
  /** The reply to a student who says they understood: congratulate, then ask them to explain. */
  understood: [string, string];
  images: (count: number) => string;
  /** The three questions that orient any task (level 1 when the demo cannot read the task). */
  orient: string;
  hintLabel: string;
  /** The hint when no topic is recognised. */
  anyTopic: string;
  topics: Record<DemoTopic, string>;
  rightOpeners: [string, string, string];
  rightCalculation: (n: string, m: string) => string;
  rightEquation: (given: string, m: string, side: string) => string;
  wrongCalculation: (n: string, m: string) => string;
  /** The two sides' values under a wrong value, or `sidesDiffer` when one of them is the answer. */
  sides: (leftMaths: string, left: string, right: string) => string;
  sidesDiffer: string;
  wrongEquation: (given: string, m: string, shown: string) => string;
  /** The hint ladder's four levels for a calculation and for an equation. */
  calculationHints: [
    (m: string) => string,
    (m: string) => string,
    (m: string) => string,
    (m: string, example: string) => string,
  ];
  equationHints: [
    (m: string, u: string) => string,
    (m: string, u: string) => string,
    (m: string, u: string) => string,
    (m: string, u: string, example: string) => string,
  ];
  /** The worked examples, in demo-hints.ts's order (their numbers are kept there). */
  equationExamples: [string, string, string];
  calculationExamples: [string, string];
}

const es: DemoPhrases = {
  decimalMark: ',',
  openers: [
    '¡Buena pregunta! 🤔 Vamos a pensarlo juntos, paso a paso.',
    'Vamos a descubrirlo juntos, sin prisa.',
    'Lo resolveremos en pasos pequeños.',
    'Vamos por partes.',
  ],
  closers: [
    '¿Cuál crees que sería el primer paso? Cuéntame tu idea, aunque no estés seguro.',
    '¿Qué intentarías primero? Escríbeme tu razonamiento y lo revisamos juntos.',
    '¿Qué parte te resulta más difícil? Empecemos por ahí.',
  ],
  footer: '_Respuesta del tutor de demostración (sin conexión a un modelo de IA)._',
  understood: [
    '¡Excelente! 🎉 Me alegra mucho que lo hayas entendido.',
    '**Para comprobarlo:** ¿puedes explicarme con tus propias palabras por qué funciona? Así lo fijas mejor.',
  ],
  images: (count) =>
    `📷 Veo que adjuntaste ${count === 1 ? 'una imagen' : `${count} imágenes`}. En modo demostración no puedo analizarla${count === 1 ? '' : 's'}, así que cuéntame con tus palabras: ¿qué pide el ejercicio?`,
  orient:
    '1. **¿Qué datos tienes?** Anota todo lo que ya sabes del problema.\n2. **¿Qué te piden encontrar?** Escríbelo con tus palabras.\n3. **¿Qué concepto los conecta?** Piensa en lo que has visto en clase.',
  hintLabel: '💡 **Pista:**',
  anyTopic: 'Intenta explicarle el problema a un amigo imaginario: ¿qué le dirías primero?',
  topics: {
    maths:
      'En una ecuación como $ax + b = c$ puedes hacer **la misma operación en ambos lados** sin cambiar la igualdad:\n\n$$ax + b - b = c - b$$\n\n¿Qué operación te ayudaría a dejar sola la incógnita en tu ejercicio?',
    physics:
      'Haz una lista de las magnitudes que conoces (masa, velocidad, tiempo...) y de la que te piden. Una relación como $F = m \\cdot a$ conecta algunas de ellas: ¿cuál encaja con tus datos?',
    chemistry:
      'Piensa en qué partículas participan y qué se conserva durante el proceso. ¿Qué pasa con el número de átomos de cada elemento antes y después?',
    biology:
      'Imagina el proceso como una fábrica: ¿qué materias primas entran, qué energía la mueve y qué productos salen?',
    history:
      'Ordena los hechos en una línea de tiempo y separa causas de consecuencias. ¿Qué situación existía justo antes de que ocurriera?',
    language:
      'Vuelve a leer el fragmento y subraya las palabras clave. ¿Qué intención crees que tenía quien lo escribió?',
    code: 'Describe con palabras, paso a paso, lo que debería hacer tu programa antes de escribir código. ¿Qué entrada recibe y qué salida esperas?',
  },
  rightOpeners: ['¡Eso es! 🎉', '¡Correcto! 🎉', '¡Muy bien, lo has conseguido! 🎉'],
  rightCalculation: (n, m) =>
    `${n} es el resultado de ${m}.\n\n¿Cómo lo comprobarías de otra forma? Por ejemplo, haciendo las operaciones en otro orden que esté permitido.`,
  rightEquation: (given, m, side) =>
    `Con ${given} ambos lados de ${m} valen ${side}, así que tu valor cumple la ecuación.\n\n¿Me explicas con tus palabras qué paso te llevó hasta ahí? Explicarlo es la mejor forma de fijarlo.`,
  wrongCalculation: (n, m) =>
    `Todavía no: ${n} no es lo que da ${m}.\n\nRevisa el orden: primero lo que está entre paréntesis, después las potencias, luego multiplicaciones y divisiones, y al final sumas y restas. ¿Qué operación hiciste primero?`,
  sides: (leftMaths, left, right) =>
    `el lado izquierdo, ${leftMaths}, vale ${left}, y el derecho vale ${right}`,
  sidesDiffer: 'el lado izquierdo y el derecho no valen lo mismo',
  wrongEquation: (given, m, shown) =>
    `Comprobemos ${given} sustituyéndolo en ${m}: ${shown}. Así que ese valor todavía no cumple la ecuación.\n\n¿En qué paso crees que cambió la igualdad? Repasa si hiciste la misma operación en ambos lados.`,
  calculationHints: [
    (m) => `¿Qué operación de ${m} harías primero? ¿Por qué esa y no otra?`,
    (m) =>
      `💡 **La regla:** primero lo que está entre paréntesis, después las potencias, luego multiplicaciones y divisiones, y al final sumas y restas, de izquierda a derecha.\n\n¿Qué parte de ${m} va primero según esa regla?`,
    (m) =>
      `💡 **Siguiente paso:** calcula solo la primera operación que toca en ${m} y escribe la expresión que queda. ¿Cómo queda?`,
    (m, example) =>
      `💡 **Un ejemplo con otros números:** ${example}\n\nAhora haz lo mismo con ${m}: ¿qué queda después del primer paso?`,
  ],
  equationHints: [
    (m, u) =>
      `Mira ${m}: **¿qué operaciones le están haciendo a la ${u}?** ¿Cuál deshacerías primero?`,
    (m, u) =>
      `💡 **La regla:** una igualdad se mantiene si haces **la misma operación en ambos lados**. Para dejar sola la ${u} se deshacen sus operaciones en orden inverso: primero lo que se suma o se resta, después lo que multiplica o divide.\n\n¿Qué operación harías en ambos lados de ${m}?`,
    (m, u) =>
      `💡 **Siguiente paso:** deja en un lado solo los términos con ${u}, haciendo la misma operación en ambos lados de ${m}. Escríbeme cómo queda la ecuación después de ese paso.`,
    (m, _u, example) =>
      `💡 **Un ejemplo con otros números:** ${example}\n\nAhora aplica los mismos pasos a ${m}: ¿qué obtienes en el paso 1?`,
  ],
  equationExamples: [
    '$3x + 5 = 20$\n\n1. Resto 5 en ambos lados: $3x = 15$.\n2. Divido ambos lados entre 3: $x = 5$.\n3. Compruebo: $3 \\cdot 5 + 5 = 20$ ✔',
    '$4x - 7 = 13$\n\n1. Sumo 7 en ambos lados: $4x = 20$.\n2. Divido ambos lados entre 4: $x = 5$.\n3. Compruebo: $4 \\cdot 5 - 7 = 13$ ✔',
    '$2x + 9 = 17$\n\n1. Resto 9 en ambos lados: $2x = 8$.\n2. Divido ambos lados entre 2: $x = 4$.\n3. Compruebo: $2 \\cdot 4 + 9 = 17$ ✔',
  ],
  calculationExamples: [
    '$2 + 3 \\cdot 4$\n\n1. Primero la multiplicación: $3 \\cdot 4 = 12$.\n2. Después la suma: $2 + 12 = 14$.',
    '$5 \\cdot (6 - 3)$\n\n1. Primero el paréntesis: $6 - 3 = 3$.\n2. Después la multiplicación: $5 \\cdot 3 = 15$.',
  ],
};

const en: DemoPhrases = {
  decimalMark: '.',
  openers: [
    "Good question! 🤔 Let's think it through together, step by step.",
    "Let's work it out together, no rush.",
    "We'll solve it in small steps.",
    "Let's take it one part at a time.",
  ],
  closers: [
    "What do you think the first step would be? Tell me your idea, even if you're not sure.",
    "What would you try first? Write me your reasoning and we'll check it together.",
    "Which part do you find hardest? Let's start there.",
  ],
  footer: '_Reply from the demonstration tutor (not connected to an AI model)._',
  understood: [
    "Excellent! 🎉 I'm really glad you understood it.",
    '**To check:** can you explain to me in your own words why it works? That way it will stick.',
  ],
  images: (count) =>
    `📷 I see you attached ${count === 1 ? 'an image' : `${count} images`}. In demonstration mode I can't analyse ${count === 1 ? 'it' : 'them'}, so tell me in your own words: what does the exercise ask?`,
  orient:
    "1. **What information do you have?** Write down everything you already know about the problem.\n2. **What are you asked to find?** Put it in your own words.\n3. **Which concept connects them?** Think about what you've seen in class.",
  hintLabel: '💡 **Hint:**',
  anyTopic: 'Try explaining the problem to an imaginary friend: what would you tell them first?',
  topics: {
    maths:
      'In an equation like $ax + b = c$ you can do **the same operation on both sides** without changing the equality:\n\n$$ax + b - b = c - b$$\n\nWhich operation would help you get the unknown on its own in your exercise?',
    physics:
      'List the quantities you know (mass, speed, time...) and the one you are asked for. A relation like $F = m \\cdot a$ connects some of them: which one fits your data?',
    chemistry:
      'Think about which particles take part and what is conserved during the process. What happens to the number of atoms of each element before and after?',
    biology:
      'Picture the process as a factory: what raw materials go in, what energy drives it and what products come out?',
    history:
      'Put the events on a timeline and separate causes from consequences. What was the situation just before it happened?',
    language:
      'Read the passage again and underline the key words. What do you think the writer intended?',
    code: 'Describe in words, step by step, what your program should do before writing any code. What input does it receive and what output do you expect?',
  },
  rightOpeners: ["That's it! 🎉", 'Correct! 🎉', 'Well done, you got it! 🎉'],
  rightCalculation: (n, m) =>
    `${n} is the result of ${m}.\n\nHow would you check it another way? For example, by doing the operations in another order that is allowed.`,
  rightEquation: (given, m, side) =>
    `With ${given} both sides of ${m} equal ${side}, so your value satisfies the equation.\n\nCan you explain in your own words which step got you there? Explaining it is the best way to make it stick.`,
  wrongCalculation: (n, m) =>
    `Not yet: ${n} is not what ${m} gives.\n\nCheck the order: brackets first, then powers, then multiplication and division, and finally addition and subtraction. Which operation did you do first?`,
  sides: (leftMaths, left, right) =>
    `the left side, ${leftMaths}, equals ${left}, and the right side equals ${right}`,
  sidesDiffer: 'the left side and the right side are not equal',
  wrongEquation: (given, m, shown) =>
    `Let's check ${given} by substituting it into ${m}: ${shown}. So that value does not satisfy the equation yet.\n\nAt which step do you think the equality changed? Check whether you did the same operation on both sides.`,
  calculationHints: [
    (m) => `Which operation in ${m} would you do first? Why that one and not another?`,
    (m) =>
      `💡 **The rule:** brackets first, then powers, then multiplication and division, and finally addition and subtraction, from left to right.\n\nWhich part of ${m} comes first according to that rule?`,
    (m) =>
      `💡 **Next step:** work out only the first operation due in ${m} and write the expression that is left. What do you get?`,
    (m, example) =>
      `💡 **An example with other numbers:** ${example}\n\nNow do the same with ${m}: what is left after the first step?`,
  ],
  equationHints: [
    (m, u) =>
      `Look at ${m}: **which operations are being done to ${u}?** Which one would you undo first?`,
    (m, u) =>
      `💡 **The rule:** an equality still holds if you do **the same operation on both sides**. To get ${u} on its own, undo its operations in reverse order: first what is added or subtracted, then what multiplies or divides.\n\nWhich operation would you do on both sides of ${m}?`,
    (m, u) =>
      `💡 **Next step:** leave only the terms with ${u} on one side, doing the same operation on both sides of ${m}. Write me what the equation looks like after that step.`,
    (m, _u, example) =>
      `💡 **An example with other numbers:** ${example}\n\nNow apply the same steps to ${m}: what do you get in step 1?`,
  ],
  equationExamples: [
    '$3x + 5 = 20$\n\n1. Subtract 5 from both sides: $3x = 15$.\n2. Divide both sides by 3: $x = 5$.\n3. Check: $3 \\cdot 5 + 5 = 20$ ✔',
    '$4x - 7 = 13$\n\n1. Add 7 to both sides: $4x = 20$.\n2. Divide both sides by 4: $x = 5$.\n3. Check: $4 \\cdot 5 - 7 = 13$ ✔',
    '$2x + 9 = 17$\n\n1. Subtract 9 from both sides: $2x = 8$.\n2. Divide both sides by 2: $x = 4$.\n3. Check: $2 \\cdot 4 + 9 = 17$ ✔',
  ],
  calculationExamples: [
    '$2 + 3 \\cdot 4$\n\n1. Multiplication first: $3 \\cdot 4 = 12$.\n2. Then the addition: $2 + 12 = 14$.',
    '$5 \\cdot (6 - 3)$\n\n1. The brackets first: $6 - 3 = 3$.\n2. Then the multiplication: $5 \\cdot 3 = 15$.',
  ],
};

const fr: DemoPhrases = {
  decimalMark: ',',
  openers: [
    'Bonne question ! 🤔 Réfléchissons-y ensemble, étape par étape.',
    'Découvrons-le ensemble, sans nous presser.',
    'Nous allons le résoudre en petites étapes.',
    'Allons-y par étapes.',
  ],
  closers: [
    'Quelle serait, selon toi, la première étape ? Dis-moi ton idée, même si tu n’es pas sûr.',
    'Qu’essaierais-tu en premier ? Écris-moi ton raisonnement et on le vérifie ensemble.',
    'Quelle partie te semble la plus difficile ? Commençons par là.',
  ],
  footer: '_Réponse du tuteur de démonstration (sans connexion à un modèle d’IA)._',
  understood: [
    'Excellent ! 🎉 Je suis très content que tu aies compris.',
    '**Pour vérifier :** peux-tu m’expliquer avec tes propres mots pourquoi ça marche ? Ainsi, tu le retiendras mieux.',
  ],
  images: (count) =>
    `📷 Je vois que tu as joint ${count === 1 ? 'une image' : `${count} images`}. En mode démonstration, je ne peux pas ${count === 1 ? 'l’analyser' : 'les analyser'}, alors dis-moi avec tes mots : que demande l’exercice ?`,
  orient:
    '1. **Quelles données as-tu ?** Note tout ce que tu sais déjà du problème.\n2. **Que te demande-t-on de trouver ?** Écris-le avec tes mots.\n3. **Quel concept les relie ?** Pense à ce que tu as vu en classe.',
  hintLabel: '💡 **Indice :**',
  anyTopic: 'Essaie d’expliquer le problème à un ami imaginaire : que lui dirais-tu en premier ?',
  topics: {
    maths:
      'Dans une équation comme $ax + b = c$, tu peux faire **la même opération des deux côtés** sans changer l’égalité :\n\n$$ax + b - b = c - b$$\n\nQuelle opération t’aiderait à isoler l’inconnue dans ton exercice ?',
    physics:
      'Fais la liste des grandeurs que tu connais (masse, vitesse, temps...) et de celle qu’on te demande. Une relation comme $F = m \\cdot a$ en relie certaines : laquelle correspond à tes données ?',
    chemistry:
      'Pense aux particules qui participent et à ce qui se conserve pendant le processus. Que devient le nombre d’atomes de chaque élément avant et après ?',
    biology:
      'Imagine le processus comme une usine : quelles matières premières entrent, quelle énergie la fait tourner et quels produits sortent ?',
    history:
      'Place les faits sur une frise chronologique et sépare les causes des conséquences. Quelle était la situation juste avant que cela arrive ?',
    language:
      'Relis l’extrait et souligne les mots clés. Quelle était, selon toi, l’intention de l’auteur ?',
    code: 'Décris avec des mots, étape par étape, ce que ton programme devrait faire avant d’écrire du code. Quelle entrée reçoit-il et quelle sortie attends-tu ?',
  },
  rightOpeners: ['C’est ça ! 🎉', 'Correct ! 🎉', 'Très bien, tu as réussi ! 🎉'],
  rightCalculation: (n, m) =>
    `${n} est le résultat de ${m}.\n\nComment le vérifierais-tu autrement ? Par exemple, en faisant les opérations dans un autre ordre permis.`,
  rightEquation: (given, m, side) =>
    `Avec ${given}, les deux côtés de ${m} valent ${side} : ta valeur vérifie l’équation.\n\nPeux-tu m’expliquer avec tes mots quelle étape t’y a mené ? L’expliquer est la meilleure façon de le retenir.`,
  wrongCalculation: (n, m) =>
    `Pas encore : ${n} n’est pas ce que donne ${m}.\n\nVérifie l’ordre : d’abord les parenthèses, puis les puissances, ensuite les multiplications et divisions, et enfin les additions et soustractions. Quelle opération as-tu faite en premier ?`,
  sides: (leftMaths, left, right) =>
    `le côté gauche, ${leftMaths}, vaut ${left}, et le côté droit vaut ${right}`,
  sidesDiffer: 'le côté gauche et le côté droit ne valent pas la même chose',
  wrongEquation: (given, m, shown) =>
    `Vérifions ${given} en le remplaçant dans ${m} : ${shown}. Cette valeur ne vérifie donc pas encore l’équation.\n\nÀ quelle étape penses-tu que l’égalité a changé ? Vérifie si tu as fait la même opération des deux côtés.`,
  calculationHints: [
    (m) => `Quelle opération de ${m} ferais-tu en premier ? Pourquoi celle-là et pas une autre ?`,
    (m) =>
      `💡 **La règle :** d’abord les parenthèses, puis les puissances, ensuite les multiplications et divisions, et enfin les additions et soustractions, de gauche à droite.\n\nQuelle partie de ${m} vient en premier selon cette règle ?`,
    (m) =>
      `💡 **Étape suivante :** calcule seulement la première opération à faire dans ${m} et écris l’expression qui reste. Qu’obtiens-tu ?`,
    (m, example) =>
      `💡 **Un exemple avec d’autres nombres :** ${example}\n\nFais maintenant la même chose avec ${m} : que reste-t-il après la première étape ?`,
  ],
  equationHints: [
    (m, u) =>
      `Regarde ${m} : **quelles opérations fait-on subir à ${u} ?** Laquelle déferais-tu en premier ?`,
    (m, u) =>
      `💡 **La règle :** une égalité reste vraie si tu fais **la même opération des deux côtés**. Pour isoler ${u}, on défait ses opérations dans l’ordre inverse : d’abord ce qui est ajouté ou soustrait, ensuite ce qui multiplie ou divise.\n\nQuelle opération ferais-tu des deux côtés de ${m} ?`,
    (m, u) =>
      `💡 **Étape suivante :** laisse d’un seul côté les termes avec ${u}, en faisant la même opération des deux côtés de ${m}. Écris-moi l’équation après cette étape.`,
    (m, _u, example) =>
      `💡 **Un exemple avec d’autres nombres :** ${example}\n\nApplique maintenant les mêmes étapes à ${m} : qu’obtiens-tu à l’étape 1 ?`,
  ],
  equationExamples: [
    '$3x + 5 = 20$\n\n1. Je soustrais 5 des deux côtés : $3x = 15$.\n2. Je divise les deux côtés par 3 : $x = 5$.\n3. Je vérifie : $3 \\cdot 5 + 5 = 20$ ✔',
    '$4x - 7 = 13$\n\n1. J’ajoute 7 des deux côtés : $4x = 20$.\n2. Je divise les deux côtés par 4 : $x = 5$.\n3. Je vérifie : $4 \\cdot 5 - 7 = 13$ ✔',
    '$2x + 9 = 17$\n\n1. Je soustrais 9 des deux côtés : $2x = 8$.\n2. Je divise les deux côtés par 2 : $x = 4$.\n3. Je vérifie : $2 \\cdot 4 + 9 = 17$ ✔',
  ],
  calculationExamples: [
    '$2 + 3 \\cdot 4$\n\n1. D’abord la multiplication : $3 \\cdot 4 = 12$.\n2. Ensuite l’addition : $2 + 12 = 14$.',
    '$5 \\cdot (6 - 3)$\n\n1. D’abord la parenthèse : $6 - 3 = 3$.\n2. Ensuite la multiplication : $5 \\cdot 3 = 15$.',
  ],
};

const pt: DemoPhrases = {
  decimalMark: ',',
  openers: [
    'Boa pergunta! 🤔 Vamos pensar juntos, passo a passo.',
    'Vamos descobrir juntos, sem pressa.',
    'Vamos resolver em passos pequenos.',
    'Vamos por etapas.',
  ],
  closers: [
    'Qual você acha que seria o primeiro passo? Conte sua ideia, mesmo que não tenha certeza.',
    'O que você tentaria primeiro? Escreva seu raciocínio e revisamos juntos.',
    'Qual parte é mais difícil para você? Vamos começar por ela.',
  ],
  footer: '_Resposta do tutor de demonstração (sem conexão com um modelo de IA)._',
  understood: [
    'Excelente! 🎉 Fico muito feliz que você tenha entendido.',
    '**Para conferir:** você pode me explicar com suas próprias palavras por que funciona? Assim você fixa melhor.',
  ],
  images: (count) =>
    `📷 Vejo que você anexou ${count === 1 ? 'uma imagem' : `${count} imagens`}. No modo de demonstração não consigo ${count === 1 ? 'analisá-la' : 'analisá-las'}, então me conte com suas palavras: o que o exercício pede?`,
  orient:
    '1. **Que dados você tem?** Anote tudo o que já sabe do problema.\n2. **O que pedem para encontrar?** Escreva com suas palavras.\n3. **Que conceito os liga?** Pense no que você viu em aula.',
  hintLabel: '💡 **Dica:**',
  anyTopic: 'Tente explicar o problema para um amigo imaginário: o que você diria primeiro?',
  topics: {
    maths:
      'Em uma equação como $ax + b = c$ você pode fazer **a mesma operação dos dois lados** sem mudar a igualdade:\n\n$$ax + b - b = c - b$$\n\nQue operação ajudaria a deixar a incógnita sozinha no seu exercício?',
    physics:
      'Faça uma lista das grandezas que você conhece (massa, velocidade, tempo...) e da que pedem. Uma relação como $F = m \\cdot a$ liga algumas delas: qual combina com seus dados?',
    chemistry:
      'Pense em quais partículas participam e no que se conserva durante o processo. O que acontece com o número de átomos de cada elemento antes e depois?',
    biology:
      'Imagine o processo como uma fábrica: que matérias-primas entram, que energia a move e que produtos saem?',
    history:
      'Ordene os fatos em uma linha do tempo e separe causas de consequências. Qual era a situação logo antes de acontecer?',
    language:
      'Leia o trecho de novo e sublinhe as palavras-chave. Qual você acha que era a intenção de quem o escreveu?',
    code: 'Descreva com palavras, passo a passo, o que seu programa deveria fazer antes de escrever código. Que entrada ele recebe e que saída você espera?',
  },
  rightOpeners: ['Isso mesmo! 🎉', 'Correto! 🎉', 'Muito bem, você conseguiu! 🎉'],
  rightCalculation: (n, m) =>
    `${n} é o resultado de ${m}.\n\nComo você conferiria de outra forma? Por exemplo, fazendo as operações em outra ordem permitida.`,
  rightEquation: (given, m, side) =>
    `Com ${given} os dois lados de ${m} valem ${side}, então seu valor satisfaz a equação.\n\nVocê me explica com suas palavras que passo levou você até aí? Explicar é a melhor forma de fixar.`,
  wrongCalculation: (n, m) =>
    `Ainda não: ${n} não é o que dá ${m}.\n\nReveja a ordem: primeiro o que está entre parênteses, depois as potências, em seguida multiplicações e divisões e, no final, somas e subtrações. Que operação você fez primeiro?`,
  sides: (leftMaths, left, right) =>
    `o lado esquerdo, ${leftMaths}, vale ${left}, e o direito vale ${right}`,
  sidesDiffer: 'o lado esquerdo e o direito não valem o mesmo',
  wrongEquation: (given, m, shown) =>
    `Vamos conferir ${given} substituindo em ${m}: ${shown}. Então esse valor ainda não satisfaz a equação.\n\nEm que passo você acha que a igualdade mudou? Confira se você fez a mesma operação dos dois lados.`,
  calculationHints: [
    (m) => `Que operação de ${m} você faria primeiro? Por que essa e não outra?`,
    (m) =>
      `💡 **A regra:** primeiro o que está entre parênteses, depois as potências, em seguida multiplicações e divisões e, no final, somas e subtrações, da esquerda para a direita.\n\nQue parte de ${m} vem primeiro segundo essa regra?`,
    (m) =>
      `💡 **Próximo passo:** calcule só a primeira operação que cabe em ${m} e escreva a expressão que sobra. Como fica?`,
    (m, example) =>
      `💡 **Um exemplo com outros números:** ${example}\n\nAgora faça o mesmo com ${m}: o que sobra depois do primeiro passo?`,
  ],
  equationHints: [
    (m, u) =>
      `Olhe ${m}: **que operações estão sendo feitas com ${u}?** Qual você desfaria primeiro?`,
    (m, u) =>
      `💡 **A regra:** uma igualdade se mantém se você fizer **a mesma operação dos dois lados**. Para deixar ${u} sozinha, desfazem-se suas operações na ordem inversa: primeiro o que se soma ou subtrai, depois o que multiplica ou divide.\n\nQue operação você faria dos dois lados de ${m}?`,
    (m, u) =>
      `💡 **Próximo passo:** deixe em um lado só os termos com ${u}, fazendo a mesma operação dos dois lados de ${m}. Escreva como fica a equação depois desse passo.`,
    (m, _u, example) =>
      `💡 **Um exemplo com outros números:** ${example}\n\nAgora aplique os mesmos passos a ${m}: o que você obtém no passo 1?`,
  ],
  equationExamples: [
    '$3x + 5 = 20$\n\n1. Subtraio 5 dos dois lados: $3x = 15$.\n2. Divido os dois lados por 3: $x = 5$.\n3. Confiro: $3 \\cdot 5 + 5 = 20$ ✔',
    '$4x - 7 = 13$\n\n1. Somo 7 dos dois lados: $4x = 20$.\n2. Divido os dois lados por 4: $x = 5$.\n3. Confiro: $4 \\cdot 5 - 7 = 13$ ✔',
    '$2x + 9 = 17$\n\n1. Subtraio 9 dos dois lados: $2x = 8$.\n2. Divido os dois lados por 2: $x = 4$.\n3. Confiro: $2 \\cdot 4 + 9 = 17$ ✔',
  ],
  calculationExamples: [
    '$2 + 3 \\cdot 4$\n\n1. Primeiro a multiplicação: $3 \\cdot 4 = 12$.\n2. Depois a soma: $2 + 12 = 14$.',
    '$5 \\cdot (6 - 3)$\n\n1. Primeiro o parêntese: $6 - 3 = 3$.\n2. Depois a multiplicação: $5 \\cdot 3 = 15$.',
  ],
};

export const DEMO_PHRASES: Readonly<Record<TutorLanguage, DemoPhrases>> = { es, en, fr, pt };
