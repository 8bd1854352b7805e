import { expect } from '@playwright/test';

import { MAILBOX_URL } from './env';

interface MailSummary {
  ID: string;
  To: { Address: string }[];
}

/**
 * The first text matching `link` in the newest mail to `address` in the local mailbox (Mailpit's
 * API), waiting until such a mail arrives: the mail is sent after the request that asks for it
 * answers.
 */
export async function linkInMail(address: string, link: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(async () => {
      const list = (await (await fetch(`${MAILBOX_URL}/api/v1/messages`)).json()) as {
        messages: MailSummary[];
      };
      const mail = list.messages.find((m) => m.To.some((t) => t.Address === address));
      if (!mail) return '';
      const full = (await (await fetch(`${MAILBOX_URL}/api/v1/message/${mail.ID}`)).json()) as {
        Text: string;
      };
      found = full.Text.match(link)?.[0] ?? '';
      return found;
    })
    .not.toBe('');
  return found;
}
