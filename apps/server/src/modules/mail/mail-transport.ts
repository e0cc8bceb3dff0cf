import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailTransportKind } from '#src/db/schema.ts';
import { domainOf, type OutboundMail } from './mail-message.ts';

export interface MailTransport {
  kind: MailTransportKind;
  /** Resolves with the Message-ID once the mail is handed over; rejects if it was not. */
  send(mail: OutboundMail): Promise<{ messageId: string }>;
  close(): void;
}

/**
 * One Message-ID per outbox row, the same on every attempt: if a send succeeds but we never hear
 * so (the connection drops after the server accepted it), the retry carries the same id and
 * mail software can tell the copies apart from two different mails.
 */
export function messageIdOf(mail: Pick<OutboundMail, 'id' | 'from'>): string {
  return `<${mail.id}@${domainOf(mail.from)}>`;
}

/** Short enough that a dead server is noticed quickly, long enough for a slow relay. */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** Sends through the server of `SMTP_URL`: smtp:// (STARTTLS when offered) or smtps://. */
export function createSmtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    kind: 'smtp',
    async send(mail) {
      const info = await transporter.sendMail({
        messageId: messageIdOf(mail),
        from: mail.from,
        to: mail.to,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        attachments: mail.attachments.map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: Buffer.from(attachment.content, 'base64'),
        })),
      });
      return { messageId: String(info.messageId ?? messageIdOf(mail)) };
    },
    close: () => transporter.close(),
  };
}

/**
 * Without an SMTP server the mail stays in the outbox, marked as delivered to the local mailbox,
 * where `/mailbox` shows it. Only the recipient and subject are logged: bodies may hold links
 * that sign a person in or reset a password.
 */
export function createMailboxTransport(options: {
  log: FastifyBaseLogger;
  publicUrl: string;
}): MailTransport {
  return {
    kind: 'mailbox',
    async send(mail) {
      options.log.info(
        { mailId: mail.id, to: mail.to, subject: mail.subject },
        `mail kept in the local mailbox: ${options.publicUrl}/mailbox/${mail.id}`,
      );
      return { messageId: messageIdOf(mail) };
    },
    close: () => {},
  };
}
