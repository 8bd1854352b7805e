// The auth e-mails' HTML files are what scripts/gen-email-templates.ts writes (one layout, each
// kind's words), and each kind in supabase/config.toml has one.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { parseEmailTemplates } from '../supabase/local/email-templates.ts';

import { AUTH_EMAILS, renderAuthEmails } from './gen-email-templates.ts';

describe('the auth e-mail templates', () => {
  it('are the files the script writes (run npm run gen:email-templates after editing it)', async () => {
    const files = await renderAuthEmails();
    expect(files.size).toBe(5);
    for (const [file, html] of files) expect(readFileSync(file, 'utf8'), file).toBe(html);
  });

  it('cover every kind supabase/config.toml names, and each page carries its words', async () => {
    const root = join(import.meta.dirname, '..');
    const config = parseEmailTemplates(
      readFileSync(join(root, 'supabase/config.toml'), 'utf8'),
      root,
    );
    expect(Object.keys(config).sort()).toEqual(Object.keys(AUTH_EMAILS).sort());
    for (const [kind, email] of Object.entries(AUTH_EMAILS)) {
      const html = readFileSync(config[kind]!.content_path, 'utf8').replace(/\s+/g, ' ');
      expect(html).toContain(`<h1 style="margin: 0 0 16px; font-size: 20px">${email.title}</h1>`);
      expect(html).toContain(email.intro);
      expect(html).toContain('href="{{ .ConfirmationURL }}"');
      expect(html.includes('{{ .Token }}')).toBe(email.code);
    }
  });
});
