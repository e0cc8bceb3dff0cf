import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '#src/db/client.ts';
import { describeError } from '#src/jobs/describe-error.ts';
import { createWorkerLoop, workThroughClaims } from '#src/jobs/worker-loop.ts';
import type { MailOutbox } from '#src/modules/mail/outbox.ts';
import { orderRecords } from '#src/modules/orders/order-records.ts';
import { describeLines } from '#src/modules/orders/order-view.ts';
import { paidPeriods } from '#src/modules/subscriptions/subscription-records.ts';
import { invoiceMail } from './invoice-mail.ts';
import { pdfOf } from './invoice-records.ts';
import { createInvoicesRepository, type MailPendingInvoice } from './invoices-repository.ts';

const POLL_INTERVAL_MS = 5_000;

/**
 * Invoices a process renders and mails at once. Each spends most of its transaction waiting (on
 * the database, the render thread, an event loop busy with requests), so one at a time fell
 * behind a burst of payments: in `bench:api` on two cores, 55 payments a second left about 200
 * invoices waiting at the end with one lane and about 100 with four. Four lanes hold at most four
 * of the process's ten database connections.
 */
const INVOICE_LANES = 4;

export interface InvoicePass {
  mailed: number;
  failed: number;
}

export interface InvoiceWorkerOptions {
  db: Database;
  outbox: MailOutbox;
  log: FastifyBaseLogger;
  /** Where the invoice mail sends subscribers: My Subscription in the portal. */
  portalUrl: string;
  /** Whether `wake` runs the worker at once (tests drain it by hand instead). */
  schedule: boolean;
}

/**
 * Invoices issued by a payment: the paying transaction stores the document and no PDF, so no
 * payment waits for another's rendering. This worker, woken once a payment commits, renders each
 * invoice still to be mailed (unless a download rendered it first), stores the PDF and queues the
 * mail with it, one invoice per transaction.
 */
export function createInvoiceWorker(options: InvoiceWorkerOptions) {
  const { db, log } = options;

  /** Renders the invoice unless a download did, stores the PDF and queues the mail with it. */
  async function mail(tx: Transaction, invoice: MailPendingInvoice): Promise<void> {
    const order = await orderRecords(tx).findById(invoice.orderId);
    const { document } = invoice;
    if (!order || !document) throw new Error('The invoice has no order or no document.');
    const pdf = await pdfOf(invoice);
    await createInvoicesRepository(tx).markMailed(invoice.id, pdf);
    await options.outbox.enqueue(
      tx,
      invoiceMail({
        to: order.buyerEmail,
        buyerName: order.buyerName,
        number: invoice.number,
        orderNumber: document.orderNumber,
        totalPaise: document.totalPaise,
        description: describeLines(document.lines),
        pdf,
        portalUrl: order.kind === 'subscription' ? options.portalUrl : null,
        periods: order.kind === 'subscription' ? await paidPeriods(tx, order.id) : [],
      }),
    );
  }

  async function pass(stopping: AbortSignal): Promise<InvoicePass> {
    /** Invoices that failed in this pass: left for the next poll rather than retried at once. */
    const failed: string[] = [];
    const result = await workThroughClaims<MailPendingInvoice>(
      {
        db,
        take: (tx) => createInvoicesRepository(tx).takeMailPending(failed),
        handle: async (tx, invoice) => {
          try {
            await mail(tx, invoice);
          } catch (error) {
            // Set aside before the rollback frees its row, so that no other lane takes it again.
            failed.push(invoice.id);
            throw error;
          }
        },
        onFailure: (invoice, error) => {
          log.error(
            { invoiceId: invoice.id, error: describeError(error) },
            'invoice could not be rendered and mailed; will retry',
          );
        },
        stopping,
      },
      INVOICE_LANES,
    );
    if (result.done > 0) options.outbox.notify();
    return { mailed: result.done, failed: result.failed };
  }

  const loop = createWorkerLoop({
    pass,
    log,
    failureMessage: 'invoice worker pass failed',
    pollIntervalMs: POLL_INTERVAL_MS,
  });

  return {
    ...loop,
    /** The invoices still to be rendered and mailed, for the metrics. */
    backlog: () => createInvoicesRepository(db).mailBacklog(),
    /** Looks for invoices now rather than at the next poll; call it after the payment commits. */
    wake(): void {
      if (options.schedule) loop.kick();
    },
  };
}

export type InvoiceWorker = ReturnType<typeof createInvoiceWorker>;
