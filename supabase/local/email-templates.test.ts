/**
 * The auth e-mails' templates: every kind GoTrue sends has a Spanish template in supabase/templates,
 * configured in supabase/config.toml, using the link GoTrue fills in; the parser reads exactly
 * those sections.
 */
import { existsSync, readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { emailTemplates, htmlToText, parseEmailTemplates } from './email-templates.ts';

describe('the auth e-mail templates', () => {
  it('recovery, confirmation, invite, magic link and e-mail change, each Spanish with its link', () => {
    const templates = emailTemplates();
    expect(Object.keys(templates).sort()).toEqual([
      'confirmation',
      'email_change',
      'invite',
      'magic_link',
      'recovery',
    ]);
    for (const t of Object.values(templates)) {
      expect(t!.subject).toMatch(/^Tutor: /);
      expect(existsSync(t!.content_path)).toBe(true);
      const html = readFileSync(t!.content_path, 'utf8');
      expect(html).toContain('lang="es"');
      expect(html).toContain('{{ .ConfirmationURL }}');
      expect(html).toContain('Hola:');
      expect(html).not.toMatch(/\b(the|your|password|confirm)\b/i);
    }
    expect(readFileSync(templates.recovery!.content_path, 'utf8')).toContain('{{ .Token }}');
  });

  it('reads only complete [auth.email.template.*] sections', () => {
    const parsed = parseEmailTemplates(
      [
        '[auth.email]',
        'subject = "no"',
        '[auth.email.template.recovery]',
        'subject = "Tutor: \\"hola\\""',
        'content_path = "./supabase/templates/recovery.html"',
        '[auth.email.template.invite]',
        'subject = "sin cuerpo"',
        '[auth.sms]',
        'content_path = "x"',
      ].join('\n'),
      '/repo',
    );
    expect(parsed).toEqual({
      recovery: {
        subject: 'Tutor: "hola"',
        content_path: '/repo/supabase/templates/recovery.html',
      },
    });
  });

  it('the text part: links as "text: address", no tags, entities decoded', () => {
    expect(
      htmlToText(
        '<html><head><title>T</title></head><body><p>Hola &amp; adiós:</p><p><a href="http://x/y?a=1">Entrar</a></p></body></html>',
      ),
    ).toBe('Hola & adiós:\n\nEntrar: http://x/y?a=1');
  });
});
