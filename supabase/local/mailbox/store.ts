/**
 * The local mailbox: every e-mail the local stack sends (auth's recovery and confirmation mails,
 * and any later notification) is delivered here instead of leaving the machine, as the Supabase
 * CLI's Mailpit does. In memory, newest first, bounded. `deliver` is the one entry point: auth's
 * e-mail driver (driver.ts) and any other sender of the stack call it.
 */
import { randomUUID } from 'node:crypto';

export interface Address {
  Name: string;
  Address: string;
}

export interface MailMessage {
  ID: string;
  MessageID: string;
  Read: boolean;
  From: Address;
  To: Address[];
  Subject: string;
  /** ISO time of delivery. */
  Created: string;
  Text: string;
  HTML: string;
  Size: number;
}

export interface Outgoing {
  to: string | string[];
  subject: string;
  text?: string;
  html?: string;
  /** Default: the stack's sender, "Tutor <no-reply@tutor.local>". */
  from?: Address;
}

/** Messages kept at most (the oldest go first): the mailbox is for reading the latest mails. */
export const MAILBOX_LIMIT = 500;

export const DEFAULT_SENDER: Address = { Name: 'Tutor', Address: 'no-reply@tutor.local' };

export class Mailbox {
  private messages: MailMessage[] = [];

  /** Stores one e-mail and returns it (as the Mailpit API shows it). */
  deliver(mail: Outgoing): MailMessage {
    const to = (Array.isArray(mail.to) ? mail.to : [mail.to]).map((a) => ({
      Name: '',
      Address: a,
    }));
    const text = mail.text ?? '';
    const html = mail.html ?? '';
    const id = randomUUID();
    const message: MailMessage = {
      ID: id,
      MessageID: `${id}@tutor.local`,
      Read: false,
      From: mail.from ?? DEFAULT_SENDER,
      To: to,
      Subject: mail.subject,
      Created: new Date().toISOString(),
      Text: text,
      HTML: html,
      Size: Buffer.byteLength(text) + Buffer.byteLength(html) + Buffer.byteLength(mail.subject),
    };
    this.messages.unshift(message);
    this.messages.length = Math.min(this.messages.length, MAILBOX_LIMIT);
    return message;
  }

  /** Newest first. */
  list(): readonly MailMessage[] {
    return this.messages;
  }

  /** One message (marked read), or null. */
  get(id: string): MailMessage | null {
    const message = this.messages.find((m) => m.ID === id) ?? null;
    if (message) message.Read = true;
    return message;
  }

  /** Deletes the given ids, or every message when none are given. */
  delete(ids?: readonly string[]): void {
    this.messages = ids?.length ? this.messages.filter((m) => !ids.includes(m.ID)) : [];
  }
}

/** The first 250 characters of the text, on one line (Mailpit's Snippet). */
export function snippetOf(message: MailMessage): string {
  return message.Text.replace(/\s+/g, ' ').trim().slice(0, 250);
}
