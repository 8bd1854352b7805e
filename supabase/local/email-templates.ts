/**
 * The auth e-mails' templates of supabase/config.toml ([auth.email.template.<kind>]: subject and
 * content_path), read for the local stack so its mailbox shows the same Spanish mails as a hosted
 * project configured from that file. lite renders them ({{ .ConfirmationURL }}, {{ .Token }}, ...).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { repoRoot } from './database.ts';

export interface EmailTemplate {
  subject: string;
  /** Absolute path of the HTML body. */
  content_path: string;
}

/** The kinds GoTrue (and lite) know: recovery, confirmation, invite, magic_link, email_change. */
export type EmailTemplates = Partial<Record<string, EmailTemplate>>;

const SECTION = /^\[auth\.email\.template\.([a-z_]+)\]\s*$/;
const FIELD = /^(subject|content_path)\s*=\s*"((?:[^"\\]|\\.)*)"\s*$/;

/** The [auth.email.template.*] sections of a config.toml text; paths resolved from `root`. */
export function parseEmailTemplates(toml: string, root: string = repoRoot): EmailTemplates {
  const templates: Record<string, Partial<EmailTemplate>> = {};
  let kind: string | null = null;
  for (const raw of toml.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('[')) {
      kind = SECTION.exec(line)?.[1] ?? null;
      if (kind) templates[kind] = {};
      continue;
    }
    const field = kind ? FIELD.exec(line) : null;
    if (!kind || !field) continue;
    const value = JSON.parse(`"${field[2]}"`) as string;
    templates[kind]![field[1] as keyof EmailTemplate] =
      field[1] === 'content_path' ? join(root, value) : value;
  }
  const complete: EmailTemplates = {};
  for (const [name, t] of Object.entries(templates)) {
    if (t.subject && t.content_path) complete[name] = t as EmailTemplate;
  }
  return complete;
}

/** The repository's templates (supabase/config.toml). */
export function emailTemplates(): EmailTemplates {
  return parseEmailTemplates(readFileSync(join(repoRoot, 'supabase/config.toml'), 'utf8'));
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
};

/**
 * The plain-text part of an HTML mail: each link as "text: address", tags dropped, one paragraph
 * per line (lite's own text part is English; this one follows the template).
 */
export function htmlToText(html: string): string {
  return html
    .replace(/\s+/g, ' ')
    .replace(/<(head|style|title)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(
      /<a\s[^>]*?href="([^"]*)"[^>]*>([\s\S]*?)<\/a\s*>/gi,
      (_, href: string, label: string) => `${label.trim()}: ${href}`,
    )
    .replace(/<\/(p|h1|h2|div|li)\s*>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e] ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .join('\n\n');
}
