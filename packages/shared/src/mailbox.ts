import { z } from 'zod';

/**
 * `GET /mailbox/messages.json?to=<address>`: the mail the server kept in its local mailbox (when
 * no SMTP server is configured), newest first. End-to-end tests read verification and reset
 * links from here. The mailbox answers only requests from the same machine.
 */
export const mailboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;

export const mailboxMessagesSchema = z.object({ messages: z.array(mailboxMessageSchema) });
export type MailboxMessages = z.infer<typeof mailboxMessagesSchema>;

export const MAILBOX_PATH = '/mailbox';
export const MAILBOX_JSON_PATH = '/mailbox/messages.json';
