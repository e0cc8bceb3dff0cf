import type { Database, Executor } from '#src/db/client.ts';
import { outboundMail } from '#src/db/schema.ts';
import type { MailDraft, MailMessage } from './mail-message.ts';

/**
 * Writes a mail to the outbox with the caller's transaction (or database), so the change that
 * causes a mail and the mail itself are stored together or not at all. Sending happens later,
 * in the mail worker; this never talks to a mail server.
 */
export async function enqueueMail(tx: Executor, message: MailMessage): Promise<string> {
  const [row] = await tx
    .insert(outboundMail)
    .values({
      to: message.to,
      from: message.from,
      replyTo: message.replyTo ?? null,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      attachments: (message.attachments ?? []).map((attachment) => ({
        filename: attachment.filename,
        contentType: attachment.contentType,
        content: attachment.content.toString('base64'),
      })),
    })
    .returning({ id: outboundMail.id });
  if (!row) throw new Error('Inserting an outbound mail returned no row.');
  return row.id;
}

export interface MailOutbox {
  /** Stores a mail from the site's sender (MAIL_FROM) inside the given transaction. */
  enqueue(tx: Executor, draft: MailDraft): Promise<string>;
  /**
   * Asks the worker to look at the outbox now rather than at its next poll. Call it after the
   * transaction has committed: before that, the worker cannot see the new rows.
   */
  notify(): void;
}

/** What a periodic job that mails reminders needs, `portalUrl` starting the links in its mails. */
export interface ReminderJobDeps {
  db: Database;
  outbox: MailOutbox;
  now: () => Date;
  portalUrl: string;
}

export function createMailOutbox(options: { from: string; notify: () => void }): MailOutbox {
  return {
    enqueue: (tx, draft) => enqueueMail(tx, { ...draft, from: options.from }),
    notify: options.notify,
  };
}
