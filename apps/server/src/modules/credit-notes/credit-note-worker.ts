import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '#src/db/client.ts';
import { describeError } from '#src/jobs/describe-error.ts';
import { createWorkerLoop, workThroughClaims } from '#src/jobs/worker-loop.ts';
import type { MailOutbox } from '#src/modules/mail/outbox.ts';
import { orderRecords } from '#src/modules/orders/order-records.ts';
import { creditNoteMail } from './credit-note-mail.ts';
import {
  createCreditNotesRepository,
  type MailPendingCreditNote,
} from './credit-notes-repository.ts';
import { creditNotePdf } from './credit-notes-service.ts';

const POLL_INTERVAL_MS = 5_000;

/**
 * Credit notes issued by a processed refund: the refund's transaction stores the document only,
 * and this worker, woken after it commits, renders each, stores the PDF and queues the mail that
 * tells the customer their refund was made, one credit note per transaction. Refunds are rare, so
 * one lane does.
 */
export function createCreditNoteWorker(options: {
  db: Database;
  outbox: MailOutbox;
  log: FastifyBaseLogger;
  schedule: boolean;
}) {
  const { db, log } = options;

  async function mail(tx: Transaction, note: MailPendingCreditNote): Promise<void> {
    const order = await orderRecords(tx).findById(note.orderId);
    const { document } = note;
    if (!order || !document) throw new Error('The credit note has no order or no document.');
    const pdf = await creditNotePdf(note);
    await createCreditNotesRepository(tx).markMailed(note.id, pdf);
    await options.outbox.enqueue(
      tx,
      creditNoteMail({
        to: order.buyerEmail,
        buyerName: order.buyerName,
        number: note.number,
        invoiceNumber: document.invoice.number,
        orderNumber: document.orderNumber,
        totalPaise: document.totalPaise,
        reason: document.reason,
        pdf,
      }),
    );
  }

  async function pass(stopping: AbortSignal) {
    const failed: string[] = [];
    const result = await workThroughClaims<MailPendingCreditNote>(
      {
        db,
        take: (tx) => createCreditNotesRepository(tx).takeMailPending(failed),
        handle: async (tx, note) => {
          try {
            await mail(tx, note);
          } catch (error) {
            failed.push(note.id);
            throw error;
          }
        },
        onFailure: (note, error) => {
          log.error(
            { creditNoteId: note.id, error: describeError(error) },
            'credit note could not be rendered and mailed; will retry',
          );
        },
        stopping,
      },
      1,
    );
    if (result.done > 0) options.outbox.notify();
    return { mailed: result.done, failed: result.failed };
  }

  const loop = createWorkerLoop({
    pass,
    log,
    failureMessage: 'credit-note worker pass failed',
    pollIntervalMs: POLL_INTERVAL_MS,
  });

  return {
    ...loop,
    backlog: () => createCreditNotesRepository(db).mailBacklog(),
    wake(): void {
      if (options.schedule) loop.kick();
    },
  };
}

export type CreditNoteWorker = ReturnType<typeof createCreditNoteWorker>;
