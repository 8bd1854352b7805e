/**
 * The auth e-mails' HTML bodies (supabase/templates/<kind>.html, named by
 * [auth.email.template.<kind>] in supabase/config.toml): one layout, and the words of each kind.
 * `npm run gen:email-templates` writes the files; scripts/gen-email-templates.test.ts fails when a
 * file is not what this script writes, so a change is made here, never in the HTML.
 *
 * GoTrue fills the variables: {{ .ConfirmationURL }}, {{ .Token }}, {{ .Email }}, {{ .NewEmail }}.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { format, resolveConfig } from 'prettier';

interface AuthEmail {
  /** The page title and the heading. */
  title: string;
  /** What happened and what the button does. */
  intro: string;
  /** The button's words (it opens {{ .ConfirmationURL }}). */
  button: string;
  /** Whether the e-mail also gives the one-time code to type in Tutor. */
  code: boolean;
  /** The last paragraph: how long it lasts, what to do if it was not you. */
  closing: string;
}

export const AUTH_EMAILS: Record<string, AuthEmail> = {
  confirmation: {
    title: 'Confirma tu correo',
    intro:
      'Gracias por crear tu cuenta en Tutor. Pulsa el botón para confirmar tu dirección de correo y empezar a estudiar.',
    button: 'Confirmar mi correo',
    code: false,
    closing: 'Si no creaste esta cuenta, ignora este correo.',
  },
  email_change: {
    title: 'Confirma tu nuevo correo',
    intro:
      'Pediste cambiar el correo de tu cuenta de Tutor a {{ .NewEmail }}. Pulsa el botón para confirmar el cambio.',
    button: 'Confirmar el cambio',
    code: false,
    closing: 'Si no lo pediste tú, ignora este correo y tu correo seguirá siendo el mismo.',
  },
  invite: {
    title: 'Te invitaron a Tutor',
    intro:
      'Te invitaron a usar Tutor, un tutor que te ayuda a entender tus tareas paso a paso. Pulsa el botón para aceptar la invitación y crear tu contraseña.',
    button: 'Aceptar la invitación',
    code: false,
    closing: 'Si no esperabas esta invitación, ignora este correo.',
  },
  magic_link: {
    title: 'Tu enlace para entrar',
    intro: 'Pulsa el botón para entrar en Tutor sin contraseña.',
    button: 'Entrar en Tutor',
    code: true,
    closing:
      'El enlace caduca en una hora y solo sirve una vez. Si no lo pediste tú, ignora este correo.',
  },
  recovery: {
    title: 'Restablece tu contraseña',
    intro:
      'Recibimos una solicitud para restablecer la contraseña de tu cuenta de Tutor. Pulsa el botón para elegir una nueva.',
    button: 'Elegir una nueva contraseña',
    code: true,
    closing:
      'El enlace y el código caducan en una hora. Si no lo pediste tú, ignora este correo: tu contraseña no cambia.',
  },
};

export const TEMPLATES_DIR = fileURLToPath(new URL('../supabase/templates', import.meta.url));

const PARAGRAPH = 'margin: 0 0 16px';

/** The e-mail's HTML before formatting: inline styles only, as mail clients need. */
function layout(email: AuthEmail): string {
  const code = email.code
    ? `<p style="margin: 0 0 8px">O escribe este código en Tutor:</p>
       <p style="${PARAGRAPH}; font-size: 24px; font-weight: 700; letter-spacing: 4px">{{ .Token }}</p>`
    : '';
  return `<!doctype html>
<!-- Written by scripts/gen-email-templates.ts (npm run gen:email-templates): edit there. -->
<html lang="es">
<head><meta charset="utf-8" /><title>${email.title}</title></head>
<body style="margin: 0; padding: 24px; background: #f8fafc; font-family: -apple-system, 'Segoe UI', Helvetica, Arial, sans-serif; color: #0f172a;">
<h1 style="margin: 0 0 16px; font-size: 20px">${email.title}</h1>
<p style="${PARAGRAPH}">Hola:</p>
<p style="${PARAGRAPH}">${email.intro}</p>
<p style="${PARAGRAPH}"><a href="{{ .ConfirmationURL }}" style="display: inline-block; padding: 10px 16px; border-radius: 8px; background: #4f46e5; color: #ffffff; text-decoration: none;">${email.button}</a></p>
${code}<p style="${PARAGRAPH}">${email.closing}</p>
<p style="margin: 0; color: #475569; font-size: 13px">Tutor, tu tutor de estudio. Este correo se envió a {{ .Email }}.</p>
</body>
</html>`;
}

/** Each kind's file as `npm run gen:email-templates` writes it (formatted as the repository's HTML). */
export async function renderAuthEmails(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const [kind, email] of Object.entries(AUTH_EMAILS)) {
    const file = join(TEMPLATES_DIR, `${kind}.html`);
    const options = { ...(await resolveConfig(file)), filepath: file };
    files.set(file, await format(layout(email), options));
  }
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [file, html] of await renderAuthEmails()) {
    const changed = readFileSync(file, 'utf8') !== html;
    if (changed) writeFileSync(file, html);
    console.log(`${changed ? 'wrote' : 'unchanged'} ${file}`);
  }
}
