import { INDIA_TIME_ZONE } from '@prakar/shared/ist-calendar';
import type { outboundMail } from '#src/db/schema.ts';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** An e-mail as a service writes it; the outbox fills in the sender. */
export interface MailDraft {
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html?: string | undefined;
  attachments?: MailAttachment[] | undefined;
}

export interface MailMessage extends MailDraft {
  from: string;
}

/** A row of the outbox as the worker and the mailbox read it. */
export type OutboundMail = typeof outboundMail.$inferSelect;

/**
 * `"Name" <address>` with the name quoted, so a comma or angle bracket in a visitor's name cannot
 * turn one recipient into two; line breaks are dropped so nothing can add a header.
 */
export function formatAddress(name: string, address: string): string {
  const cleanName = name.replace(/[\r\n]+/g, ' ').trim();
  const cleanAddress = address.replace(/[\r\n<>"]/g, '').trim();
  if (!cleanName) return cleanAddress;
  return `"${cleanName.replace(/["\\]/g, (char) => `\\${char}`)}" <${cleanAddress}>`;
}

/** Subjects are one line; a visitor's text may carry line breaks and runs of spaces. */
export function oneLine(text: string, maxLength = 200): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > maxLength ? `${line.slice(0, maxLength - 1)}…` : line;
}

/** The domain part of the sender, used to make Message-IDs that are stable across retries. */
export function domainOf(from: string): string {
  const match = /@([^\s<>@]+?)>?$/.exec(from.trim());
  return match?.[1] ?? 'localhost';
}

/** Times in mails are for people in India: `12 Jun 2025, 3:05 pm IST`. */
export function istDateTime(date: Date): string {
  const text = date.toLocaleString('en-IN', {
    timeZone: INDIA_TIME_ZONE,
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return `${text} IST`;
}
