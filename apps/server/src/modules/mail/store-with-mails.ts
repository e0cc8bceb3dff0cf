import type { Database, Transaction } from '#src/db/client.ts';
import type { MailDraft } from './mail-message.ts';
import type { MailOutbox } from './outbox.ts';

/**
 * Stores what a visitor sent and, in the same transaction, the mails it causes (to the firm's
 * staff and back to the visitor): either all are kept or none. Wakes the mail worker once the
 * transaction has committed, when it can see them.
 */
export async function storeWithMails<Row>(
  deps: { db: Database; outbox: MailOutbox },
  store: (tx: Transaction) => Promise<Row>,
  mailsOf: (stored: Row) => MailDraft[],
): Promise<Row> {
  const row = await deps.db.transaction(async (tx) => {
    const stored = await store(tx);
    for (const mail of mailsOf(stored)) await deps.outbox.enqueue(tx, mail);
    return stored;
  });
  deps.outbox.notify();
  return row;
}
