import { GatewayError, GatewayUnavailableError } from '@prakar/razorpay/client';
import type { GatewayRefund } from '@prakar/razorpay/protocol';
import { ERROR_CODES } from '@prakar/shared/api-error';
import { formatRupees } from '@prakar/shared/money';
import type {
  CreateRefund,
  OrderRefunds,
  Refund,
  RefundPreview,
  RefundPreviewRequest,
} from '@prakar/shared/refunds';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '#src/db/client.ts';
import { HttpError, notFound, serviceUnavailable } from '#src/http-error.ts';
import { type RequestOrigin, recordAudit } from '#src/modules/audit/audit-log.ts';
import { creditNoteRefusal } from '#src/modules/credit-notes/credit-note-rules.ts';
import { invoiceToCredit } from '#src/modules/credit-notes/issue-credit-note.ts';
import { type OrderRow, orderRecords } from '#src/modules/orders/order-records.ts';
import { orderNumber } from '#src/modules/orders/order-view.ts';
import type { PaymentGateway } from '#src/modules/payments/payment-gateway.ts';
import type { CurrentUser } from '#src/modules/sessions/sessions-service.ts';
import { plannedEnds } from '#src/modules/subscriptions/shorten-subscriptions.ts';
import { applyRefundReport, failRefund } from './apply-refund-report.ts';
import { checkLineRest } from './check-line-rest.ts';
import { grantsTakenBack, invoicedOrderLines, lineRefundable, refundBase } from './refund-lines.ts';
import { refundView } from './refund-view.ts';
import type { RefundRow, RefundsRepository } from './refunds-repository.ts';
import { createRefundsRepository } from './refunds-repository.ts';

export const ORDER_NOT_FOUND = 'We could not find that order.';
export const REFUND_NOT_FOUND = 'We could not find that refund.';
export const NEVER_RECEIVED =
  'The payment gateway never received this refund: nothing was refunded, and it can be tried again.';
/** How long a refund stays pending before the gateway is asked about it, and between asks. */
const STALE_AFTER_MS = 10 * 60_000;
const GATEWAY_SILENT =
  'The payment gateway did not answer. The refund is saved: send it again in a minute and it will not be made twice.';

export interface RefundsDeps {
  db: Database;
  gateway: PaymentGateway;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Asks the credit-note worker to render and mail new credit notes; call it after the commit. */
  wakeCreditNotes: () => void;
}

const conflict = (message: string) => new HttpError(409, ERROR_CODES.conflict, message);

/** The gateway's receipt for one attempt: the browser's key for it, at most 40 characters. */
const receiptOf = (idempotencyKey: string) => `rf_${idempotencyKey.replaceAll('-', '')}`;

/**
 * Refunds through the gateway, by the firm's staff. The refund is written first, under the
 * receipt of the attempt, and only then sent: a retried request finds the row and, if the first
 * was cut off before the gateway's answer was saved, asks the gateway for a refund under that
 * receipt before making one. The gateway's answers and webhooks all go through
 * `applyRefundReport`, which finishes a refund exactly once.
 */
export function createRefundsService(deps: RefundsDeps) {
  const { db, gateway, now, log } = deps;

  async function orderByReference(executor: Database | Transaction, reference: string) {
    const order = await orderRecords(executor).findByReference(reference);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return order;
  }

  async function viewOf(refund: RefundRow): Promise<Refund> {
    const rows = await createRefundsRepository(db).listForOrder(refund.orderId);
    const row = rows.find((each) => each.refund.id === refund.id);
    if (!row) throw notFound(REFUND_NOT_FOUND);
    return refundView(row);
  }

  /** Refuses what no refund of the order may do now: refund an unpaid order, or pass the deadline. */
  async function checkRefundable(tx: Transaction, order: OrderRow): Promise<void> {
    if (order.status !== 'paid') throw conflict('Only a paid order can be refunded.');
    const invoice = await invoiceToCredit(tx, order.id);
    const refusal = invoice ? creditNoteRefusal(invoice, now()) : undefined;
    if (refusal) throw conflict(refusal);
  }

  /** The refund the gateway made under this attempt's receipt, if it made one. */
  async function madeUnderReceipt(refund: RefundRow): Promise<GatewayRefund | undefined> {
    const made = await gateway.client.fetchPaymentRefunds(refund.paymentId);
    return made.find((each) => each.receipt === refund.receipt);
  }

  async function report(refund: RefundRow, resumed: boolean): Promise<GatewayRefund> {
    const earlier = resumed ? await madeUnderReceipt(refund) : undefined;
    if (earlier) return earlier;
    return gateway.client.refundPayment(refund.paymentId, {
      amount: refund.amountPaise,
      speed: refund.speedRequested,
      receipt: refund.receipt,
      notes: { refundId: refund.id, reason: refund.reason.slice(0, 256) },
    });
  }

  /** Sends a pending refund the gateway has not confirmed yet, and applies its answer. */
  async function send(refund: RefundRow, resumed: boolean): Promise<Refund> {
    if (refund.status !== 'pending' || refund.gatewayRefundId !== null) return viewOf(refund);
    try {
      const answer = await report(refund, resumed);
      const outcome = await db.transaction((tx) => applyRefundReport(tx, answer, now(), log));
      if (outcome === 'processed') deps.wakeCreditNotes();
    } catch (error) {
      if (error instanceof GatewayError) {
        // Refused outright: nothing was refunded, and the refund can be tried again.
        const reason = `The payment gateway refused the refund: ${error.message}`;
        await db.transaction((tx) => failRefund(tx, refund, reason, now()));
      } else if (error instanceof GatewayUnavailableError) {
        log.error({ err: error, refundId: refund.id }, 'could not reach the gateway to refund');
        throw serviceUnavailable(GATEWAY_SILENT);
      } else {
        throw error;
      }
    }
    return viewOf(refund);
  }

  /**
   * Asks the gateway about a refund left pending: its answer or webhooks were lost. A refund it
   * never received is failed rather than sent from here, so money only leaves at a person's word.
   */
  async function reconcile(refund: RefundRow): Promise<void> {
    const answer = refund.gatewayRefundId
      ? await gateway.client.fetchRefund(refund.gatewayRefundId)
      : await madeUnderReceipt(refund);
    if (!answer) {
      await db.transaction((tx) => failRefund(tx, refund, NEVER_RECEIVED, now()));
      return;
    }
    const outcome = await db.transaction((tx) => applyRefundReport(tx, answer, now(), log));
    if (outcome === 'processed') deps.wakeCreditNotes();
  }

  return {
    async list(reference: string): Promise<OrderRefunds> {
      const order = await orderByReference(db, reference);
      const repository = createRefundsRepository(db);
      const payments = await repository.paymentsOf(order.id);
      const refunds = await repository.listForOrder(order.id);
      const invoice = await orderRecords(db).invoiceOf(order.id);
      const held = refunds
        .filter(({ refund }) => refund.status === 'pending' || refund.status === 'processed')
        .map(({ refund }) => ({ lineNo: refund.orderLineNo, amountPaise: refund.amountPaise }));
      const lines = await invoicedOrderLines(db, order);
      return {
        reference: order.reference,
        orderNumber: orderNumber(order.number),
        buyerName: order.buyerName,
        totalPaise: order.totalPaise,
        invoiceNumber: invoice?.number ?? null,
        payments: payments.map((payment) => {
          const held = refunds
            .filter(({ refund }) => refund.paymentId === payment.id && refund.status !== 'failed')
            .reduce((total, { refund }) => total + refund.amountPaise, 0);
          const captured = payment.status === 'captured' || payment.status === 'refunded';
          return {
            id: payment.id,
            method: payment.method,
            status: payment.status,
            amountPaise: payment.amountPaise,
            createdAt: payment.createdAt.toISOString(),
            refundablePaise: captured ? Math.max(0, payment.amountPaise - held) : 0,
          };
        }),
        lines: lines.map((line) => ({
          lineNo: line.lineNo,
          description: line.description,
          totalPaise: line.figures.totalPaise,
          refundablePaise: lineRefundable(line, order.totalPaise, held),
        })),
        wholeOrderRefundable: held.every((refund) => refund.lineNo === null),
        refunds: refunds.map(refundView),
      };
    },

    /**
     * What a refund would do to each subscription the order granted, checked as the refund is
     * checked, with the function the processed refund will use (ADR 0072). Nothing is written.
     */
    async preview(reference: string, input: RefundPreviewRequest): Promise<RefundPreview> {
      return db.transaction(async (tx) => {
        const order = await orderByReference(tx, reference);
        const repository = createRefundsRepository(tx);
        await checkRefundable(tx, order);
        const payment = await capturedPayment(repository, order.id, input.paymentId);
        const lines = await checkRoom(tx, repository, order, payment, input);
        const base = refundBase(order, lines, input.lineNo, await repository.processedOf(order.id));
        const ends = await plannedEnds(tx, grantsTakenBack(order.id, base, input.amount), now(), {
          lock: false,
        });
        return {
          subscriptions: ends.map(({ productCode, productName, endsOn, newEndsOn }) => ({
            productCode,
            productName,
            endsOn,
            newEndsOn,
          })),
        };
      });
    },

    /** Settles refunds left pending past their time with the gateway's word on each. */
    async reconcileDue(): Promise<number> {
      const at = now();
      const due = await createRefundsRepository(db).claimStalePending({
        before: new Date(at.getTime() - STALE_AFTER_MS),
        limit: 50,
        at,
      });
      for (const refund of due) {
        try {
          await reconcile(refund);
        } catch (error) {
          log.warn({ err: error, refundId: refund.id }, 'refund check could not reach the gateway');
        }
      }
      return due.length;
    },

    async create(
      current: CurrentUser,
      reference: string,
      input: CreateRefund,
      origin: RequestOrigin,
    ): Promise<Refund> {
      const receipt = receiptOf(input.idempotencyKey);
      const { refund, resumed } = await db.transaction(async (tx) => {
        const order = await orderByReference(tx, reference);
        const repository = createRefundsRepository(tx);
        await repository.lockOrder(order.id);
        const earlier = await repository.findByReceipt(receipt);
        if (earlier) {
          checkSameRequest(earlier, order.id, input);
          return { refund: earlier, resumed: true };
        }
        await checkRefundable(tx, order);
        const payment = await capturedPayment(repository, order.id, input.paymentId);
        await checkRoom(tx, repository, order, payment, input);
        const at = now();
        const inserted = await repository.insert({
          receipt,
          paymentId: payment.id,
          orderId: order.id,
          orderLineNo: input.lineNo,
          amountPaise: input.amount,
          reason: input.reason,
          speedRequested: input.speed,
          status: 'pending',
          requestedByUserId: current.account.id,
          createdAt: at,
          updatedAt: at,
        });
        await auditRefund(tx, at, origin, 'refund_requested', current, order, inserted);
        return { refund: inserted, resumed: false };
      });
      return send(refund, resumed);
    },

    async retry(
      current: CurrentUser,
      refundId: string,
      idempotencyKey: string,
      origin: RequestOrigin,
    ): Promise<Refund> {
      const receipt = receiptOf(idempotencyKey);
      const { refund, resumed } = await db.transaction(async (tx) => {
        const repository = createRefundsRepository(tx);
        const found = await repository.findById(refundId);
        if (!found) throw notFound(REFUND_NOT_FOUND);
        await repository.lockOrder(found.orderId);
        const failed = await repository.findById(refundId);
        if (!failed) throw notFound(REFUND_NOT_FOUND);
        if (failed.receipt === receipt) return { refund: failed, resumed: true };
        if (failed.status !== 'failed') throw conflict('Only a failed refund can be tried again.');
        const order = await orderRecords(tx).findById(failed.orderId);
        if (!order) throw notFound(ORDER_NOT_FOUND);
        await checkRefundable(tx, order);
        const payment = (await repository.paymentsOf(order.id)).find(
          (each) => each.id === failed.paymentId,
        );
        if (!payment) throw notFound('The refunded payment is gone.');
        await checkRoom(tx, repository, order, payment, {
          lineNo: failed.orderLineNo,
          amount: failed.amountPaise,
        });
        const at = now();
        const restarted = await repository.restart(failed.id, receipt, at);
        if (!restarted) throw conflict('Only a failed refund can be tried again.');
        await auditRefund(tx, at, origin, 'refund_retried', current, order, restarted);
        return { refund: restarted, resumed: false };
      });
      return send(refund, resumed);
    },

    /**
     * Closes a failed refund that staff will not try again, so it stops waiting for them; nothing
     * was refunded, and the payment's amount was already free again when it failed.
     */
    async withdraw(current: CurrentUser, refundId: string, origin: RequestOrigin): Promise<Refund> {
      const withdrawn = await db.transaction(async (tx) => {
        const repository = createRefundsRepository(tx);
        const found = await repository.findById(refundId);
        if (!found) throw notFound(REFUND_NOT_FOUND);
        await repository.lockOrder(found.orderId);
        const at = now();
        const closed = await repository.withdraw(found.id, at);
        if (!closed) throw conflict('Only a failed refund can be withdrawn.');
        const order = await orderRecords(tx).findById(closed.orderId);
        await recordAudit(tx, at, origin, {
          action: 'refund_withdrawn',
          actorUserId: current.account.id,
          organisationId: order?.organisationId ?? null,
          targetType: 'order',
          targetId: closed.orderId,
          before: { status: 'failed', failureReason: closed.failureReason },
          after: {
            amountPaise: closed.amountPaise,
            reason: closed.reason,
            paymentId: closed.paymentId,
            status: 'withdrawn',
          },
        });
        return closed;
      });
      return viewOf(withdrawn);
    },
  };
}

/**
 * A key sent again must carry the request it was first sent with, as Stripe's keys do: with
 * other parameters it is not a retry, and answering the first refund would hide that the second
 * was never made. 422, as for orders: the key is known, the request is not its own.
 */
function checkSameRequest(earlier: RefundRow, orderId: string, input: CreateRefund): void {
  const same =
    earlier.orderId === orderId &&
    earlier.paymentId === input.paymentId &&
    earlier.orderLineNo === input.lineNo &&
    earlier.amountPaise === input.amount &&
    earlier.reason === input.reason &&
    earlier.speedRequested === input.speed;
  if (same) return;
  throw new HttpError(
    422,
    ERROR_CODES.keyReused,
    `This idempotency key was already used for a refund of ${formatRupees(earlier.amountPaise)} of payment ${earlier.paymentId}, with other details than this request's. A new refund needs a new key.`,
  );
}

/** The order's payment `paymentId`, refused unless it is captured and not refunded in full. */
async function capturedPayment(repository: RefundsRepository, orderId: string, paymentId: string) {
  const payment = (await repository.paymentsOf(orderId)).find((each) => each.id === paymentId);
  if (!payment) throw notFound('That payment is not one of this order’s.');
  if (payment.status !== 'captured') {
    throw conflict(
      payment.status === 'refunded'
        ? 'This payment has been refunded in full.'
        : 'Only a captured payment can be refunded.',
    );
  }
  return payment;
}

/**
 * Refuses a refund more than its payment, or its line of the order, still holds; answers the
 * order's invoiced lines, which the check reads.
 */
async function checkRoom(
  tx: Transaction,
  repository: RefundsRepository,
  order: OrderRow,
  payment: { id: string; amountPaise: number },
  refund: { lineNo: number | null; amount: number },
) {
  await checkRest(repository, payment, refund.amount);
  const lines = await invoicedOrderLines(tx, order);
  await checkLineRest(repository, order, lines, refund);
  return lines;
}

/** The audit entry of a refund staff made or tried again: on the order, with what it sends. */
async function auditRefund(
  tx: Transaction,
  at: Date,
  origin: RequestOrigin,
  action: 'refund_requested' | 'refund_retried',
  current: CurrentUser,
  order: OrderRow,
  refund: RefundRow,
): Promise<void> {
  await recordAudit(tx, at, origin, {
    action,
    actorUserId: current.account.id,
    organisationId: order.organisationId,
    targetType: 'order',
    targetId: order.id,
    after: {
      amountPaise: refund.amountPaise,
      reason: refund.reason,
      speed: refund.speedRequested,
      paymentId: refund.paymentId,
      lineNo: refund.orderLineNo,
    },
  });
}

/** Refuses more than the payment still holds, saying how much that is. */
async function checkRest(
  repository: RefundsRepository,
  payment: { id: string; amountPaise: number },
  amountPaise: number,
): Promise<void> {
  const held = await repository.heldAgainst(payment.id);
  const rest = payment.amountPaise - held;
  if (amountPaise <= rest) return;
  const message =
    rest <= 0
      ? `This payment of ${formatRupees(payment.amountPaise)} has been refunded in full, or is being refunded.`
      : `Only ${formatRupees(rest)} of this payment can still be refunded: ${formatRupees(held)} of its ${formatRupees(payment.amountPaise)} is refunded or being refunded.`;
  throw new HttpError(409, ERROR_CODES.conflict, message, { amount: message });
}

export type RefundsService = ReturnType<typeof createRefundsService>;
