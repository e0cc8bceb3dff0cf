import { randomUUID } from 'node:crypto';
import type { ContactMessage, ContactReceipt } from '@prakar/shared/contact';
import type { ContactRepository } from './contact-repository.ts';

export interface SenderDetails {
  ip: string | undefined;
  userAgent: string | undefined;
}

export type ContactSubmission = ContactMessage & { website?: string | undefined };

/** Long enough for any real browser's User-Agent; a longer one is noise and is cut. */
const USER_AGENT_MAX = 512;

export function createContactService(repository: ContactRepository) {
  return {
    /**
     * Stores a visitor's message. A filled honeypot (`website`) means a bot: it gets a receipt
     * that looks real, so it learns nothing, and nothing is stored.
     */
    async submit(
      message: ContactSubmission,
      sender: SenderDetails,
    ): Promise<{ receipt: ContactReceipt; stored: boolean }> {
      if (message.website) {
        return {
          receipt: { id: randomUUID(), receivedAt: new Date().toISOString() },
          stored: false,
        };
      }
      const row = await repository.insert({
        name: message.name,
        email: message.email,
        subject: message.subject,
        comments: message.comments,
        ip: sender.ip,
        userAgent: sender.userAgent?.slice(0, USER_AGENT_MAX),
      });
      return { receipt: { id: row.id, receivedAt: row.createdAt.toISOString() }, stored: true };
    },
  };
}
