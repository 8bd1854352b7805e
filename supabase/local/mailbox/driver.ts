/**
 * @supabase/lite's e-mail driver for the local stack: auth's mails (password recovery, sign-up
 * confirmation, e-mail change) go to the local mailbox, never to a real address. `rewrite` may
 * adjust a mail's bodies first (recovery.ts points the recovery link at the requested page).
 */
import type { Mailbox } from './store.ts';

type Rewrite = (to: string, body: string | undefined) => string | undefined;

export class MailboxEmailDriver {
  constructor(
    private readonly mailbox: Mailbox,
    private readonly rewrite: Rewrite = (_to, body) => body,
  ) {}

  async send(mail: { to: string; subject: string; text?: string; html?: string }): Promise<void> {
    this.mailbox.deliver({
      ...mail,
      text: this.rewrite(mail.to, mail.text),
      html: this.rewrite(mail.to, mail.html),
    });
  }
}
