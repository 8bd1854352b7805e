/**
 * @supabase/lite's e-mail driver for the local stack: auth's mails (password recovery, sign-up
 * confirmation, e-mail change, in the Spanish templates of supabase/config.toml) go to the local
 * mailbox, never to a real address. `rewrite` may
 * adjust a mail's bodies first (recovery.ts points the recovery link at the requested page).
 */
import { htmlToText } from '../email-templates.ts';

import type { Mailbox } from './store.ts';

type Rewrite = (to: string, body: string | undefined) => string | undefined;

export class MailboxEmailDriver {
  constructor(
    private readonly mailbox: Mailbox,
    private readonly rewrite: Rewrite = (_to, body) => body,
  ) {}

  async send(mail: { to: string; subject: string; text?: string; html?: string }): Promise<void> {
    const html = this.rewrite(mail.to, mail.html);
    this.mailbox.deliver({
      ...mail,
      // The text part follows the (Spanish) HTML template; lite's own text part is English.
      text: html ? htmlToText(html) : this.rewrite(mail.to, mail.text),
      html,
    });
  }
}
