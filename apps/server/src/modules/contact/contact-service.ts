import { randomUUID } from 'node:crypto';
import type { ContactMessage, ContactReceipt } from '@prakar/shared/contact';
import type { Database } from '#src/db/client.ts';
import { type RequestOrigin, senderColumns } from '#src/modules/audit/audit-log.ts';
import type { MailOutbox } from '#src/modules/mail/outbox.ts';
import { storeWithMails } from '#src/modules/mail/store-with-mails.ts';
import { contactAcknowledgement, salesNotification } from './contact-mails.ts';
import { createContactRepository } from './contact-repository.ts';

export type ContactSubmission = ContactMessage & { website?: string | undefined };

export function createContactService(deps: { db: Database; outbox: MailOutbox; now: () => Date }) {
  return {
    /**
     * Stores a visitor's message and, in the same transaction, the mail to the sales team and
     * the acknowledgement to the visitor: either all three are kept or none. A filled honeypot
     * (`website`) means a bot: it gets a receipt that looks real, and nothing is stored or sent.
     */
    async submit(
      message: ContactSubmission,
      sender: RequestOrigin,
    ): Promise<{ receipt: ContactReceipt; stored: boolean }> {
      if (message.website) {
        return {
          receipt: { id: randomUUID(), receivedAt: deps.now().toISOString() },
          stored: false,
        };
      }
      const row = await storeWithMails(
        deps,
        (tx) =>
          createContactRepository(tx).insert({
            name: message.name,
            email: message.email,
            subject: message.subject,
            comments: message.comments,
            ...senderColumns(sender),
          }),
        (stored) => {
          const details = { ...message, id: stored.id, receivedAt: stored.createdAt };
          return [salesNotification(details), contactAcknowledgement(details)];
        },
      );
      return { receipt: { id: row.id, receivedAt: row.createdAt.toISOString() }, stored: true };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
