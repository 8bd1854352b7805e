/**
 * The rules of class accounts (docs/class-accounts.md) in one home for the SPA, the class-accounts
 * function and the tests: the names a teacher may type, the card's secret (three easy Spanish
 * words), how a typed secret is read, and the Spanish answers. Pure module: no Deno- or DOM-only
 * APIs (the secret uses Web Crypto's getRandomValues, present in both).
 */

/** Names a teacher may add at a time (class_account_logins refuses more). */
export const CLASS_ACCOUNTS_MAX_AT_ONCE = 60;
/** Characters of a display name, after trimming. */
export const CLASS_ACCOUNT_NAME_MAX_CHARS = 60;
/** Words in a card's secret. */
export const SECRET_WORD_COUNT = 3;

/**
 * The secret's words: 256 short, common Spanish words without accents or ñ, none a prefix of
 * another's meaning-changing form, so a child types them without help. 256³ ≈ 16.8 million
 * secrets; with 10 wrong tries per 5 minutes (class_login_check) guessing one takes years.
 */
// prettier-ignore
export const SECRET_WORDS = [
  'abeja', 'agua', 'aire', 'ajo', 'ala', 'alga', 'alma', 'amigo', 'ancla', 'anillo', 'arbol',
  'arco', 'arena', 'arroz', 'asa', 'aula', 'ave', 'azul', 'bala', 'balon', 'banco', 'barco',
  'barro', 'bata', 'baul', 'bebe', 'beso', 'bici', 'bola', 'bolsa', 'bosque', 'bota', 'brazo',
  'brisa', 'burro', 'cabra', 'cactus', 'cafe', 'caja', 'cama', 'campo', 'cana', 'canto', 'capa',
  'cara', 'carta', 'casa', 'cebra', 'cena', 'cerdo', 'cesta', 'chispa', 'cielo', 'cine', 'cisne',
  'clavo', 'coche', 'cohete', 'cola', 'colina', 'copa', 'coro', 'cuento', 'cuerda', 'cueva',
  'dado', 'dedo', 'delfin', 'diente', 'disco', 'ducha', 'duende', 'duna', 'eco', 'elfo', 'enano',
  'erizo', 'escoba', 'espejo', 'estrella', 'faro', 'fiesta', 'flan', 'flauta', 'flor', 'foca',
  'fresa', 'fruta', 'fuego', 'fuente', 'gafas', 'gallo', 'ganso', 'gato', 'globo', 'goma', 'gorra',
  'gota', 'grano', 'grillo', 'gruta', 'guante', 'hada', 'hielo', 'hierba', 'higo', 'hilo', 'hoja',
  'hongo', 'hormiga', 'huella', 'huevo', 'humo', 'iglu', 'isla', 'jabon', 'jarra', 'jardin',
  'jirafa', 'joya', 'juego', 'kiwi', 'koala', 'lago', 'lana', 'lapiz', 'lazo', 'leche', 'leon',
  'libro', 'lima', 'lince', 'lirio', 'lobo', 'loro', 'luna', 'luz', 'mago', 'maiz', 'malva',
  'mango', 'mano', 'manta', 'mapa', 'mar', 'marco', 'mesa', 'miel', 'mochila', 'mono', 'monte',
  'mora', 'moto', 'mundo', 'museo', 'nabo', 'nave', 'nido', 'niebla', 'nieve', 'noche', 'norte',
  'nota', 'nube', 'nuez', 'ola', 'olivo', 'olla', 'oro', 'oruga', 'oso', 'oveja', 'pala', 'palma',
  'pan', 'panda', 'papel', 'parque', 'pato', 'pavo', 'pera', 'perro', 'pez', 'piano', 'pie',
  'piedra', 'pino', 'pista', 'plato', 'playa', 'pluma', 'polo', 'pozo', 'prado', 'puente',
  'puerta', 'pulpo', 'queso', 'radio', 'rama', 'rana', 'raton', 'rayo', 'red', 'regalo', 'reloj',
  'rio', 'roca', 'rosa', 'rueda', 'sal', 'salsa', 'sapo', 'seda', 'selva', 'senda', 'seta',
  'silla', 'sol', 'sombra', 'sopa', 'taco', 'tambor', 'taza', 'techo', 'tigre', 'tinta', 'tiza',
  'toro', 'torre', 'tren', 'trigo', 'trompo', 'tubo', 'uva', 'vaca', 'vaso', 'vela', 'verde',
  'viento', 'volcan', 'yate', 'yema', 'yogur', 'zapato', 'zorro', 'zumo', 'barca', 'bombon',
  'caracol', 'castillo', 'cometa', 'corona', 'dragon', 'limon', 'naranja',
] as const;

/** A new card secret: three words, each drawn uniformly from one random byte. */
export function newSecret(
  randomByte: () => number = () => crypto.getRandomValues(new Uint8Array(1))[0]!,
): string {
  const words: string[] = [];
  while (words.length < SECRET_WORD_COUNT) {
    // 256 words: every byte maps to one word with equal chance.
    words.push(SECRET_WORDS[randomByte() % SECRET_WORDS.length]!);
  }
  return words.join(' ');
}

/**
 * A typed secret as it is checked: lower case, accents dropped, anything but letters and digits
 * (spaces, hyphens, commas, dots) becomes one space, trimmed. "Gato-Luna  Sól" → "gato luna sol".
 */
export function normaliseSecret(secret: string): string {
  return secret
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * The names of a pasted or typed list: one per line (commas and semicolons also separate),
 * trimmed, inner spaces collapsed, empty lines dropped.
 */
export function parseNameList(text: string): string[] {
  return text
    .split(/[\n\r,;]+/)
    .map((name) => name.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** Why a list of names cannot be added (Spanish), or null when it can. */
export function nameListProblem(names: string[], existing: string[] = []): string | null {
  if (names.length === 0) return 'Escribe al menos un nombre, uno por línea.';
  if (names.length > CLASS_ACCOUNTS_MAX_AT_ONCE) {
    return `Puedes añadir hasta ${CLASS_ACCOUNTS_MAX_AT_ONCE} estudiantes a la vez.`;
  }
  const tooLong = names.find((n) => n.length > CLASS_ACCOUNT_NAME_MAX_CHARS);
  if (tooLong) {
    return `El nombre «${tooLong.slice(0, 20)}…» es demasiado largo (máximo ${CLASS_ACCOUNT_NAME_MAX_CHARS} caracteres).`;
  }
  const seen = new Set(existing.map((n) => n.toLocaleLowerCase('es')));
  for (const name of names) {
    const key = name.toLocaleLowerCase('es');
    if (seen.has(key)) {
      return `«${name}» ya está en la clase. Usa nombres distintos (por ejemplo, con la inicial del apellido).`;
    }
    seen.add(key);
  }
  return null;
}

/** The synthetic address's domain (.invalid never routes, RFC 2606); never shown to anyone. */
export const CLASS_ACCOUNT_EMAIL_DOMAIN = 'clase.tutor.invalid';

/** True for a class account's synthetic address (hide it wherever an address would show). */
export function isClassAccountEmail(email: string | null | undefined): boolean {
  return (
    typeof email === 'string' && email.toLowerCase().endsWith(`@${CLASS_ACCOUNT_EMAIL_DOMAIN}`)
  );
}

/** What a screen shows for an address: a class account's synthetic one is never shown. */
export function shownEmail(email: string | null | undefined): string {
  if (isClassAccountEmail(email)) return 'Cuenta de clase (sin correo)';
  return email ?? '';
}

/** What a card's QR opens: /auth with the card in the fragment (never sent to any server). */
export interface CardFields {
  code: string;
  studentId: string | null;
  secret: string;
}

/** The fragment a card's QR carries: `clase=…&alumno=…&clave=…`. */
export function cardFragment(card: CardFields): string {
  const params = new URLSearchParams({ clase: card.code });
  if (card.studentId) params.set('alumno', card.studentId);
  if (card.secret) params.set('clave', card.secret);
  return params.toString();
}

/** The card in /auth's fragment, or null when there is none. */
export function readCardFragment(hash: string): CardFields | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const code = params.get('clase');
  if (!code) return null;
  return { code, studentId: params.get('alumno'), secret: params.get('clave') ?? '' };
}

/** The function's Spanish answers. */
export const CLASS_LOGIN_TEXTS = {
  wrong: 'El código, el nombre o la clave no son correctos. Revisa tu tarjeta.',
  rateLimited: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
  badCode: 'Este código de clase no es válido.',
  notTeacher: 'Solo los profesores de esta clase pueden gestionar sus cuentas.',
  notInClass: 'Este estudiante no tiene una cuenta de esta clase.',
} as const;
