import type { GatewayRefund } from '@prakar/razorpay/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from '#src/db/client.ts';
import { NO_REQUEST, recordAudit } from '#src/modules/audit/audit-log.ts';
import { issueCreditNote } from '#src/modules/credit-notes/issue-credit-note.ts';
import { orderRecords } from '#src/modules/orders/order-records.ts';
import { shortenSubscriptions } from '#src/modules/subscriptions/shorten-subscriptions.ts';
import { grantsTakenBack, invoicedOrderLines, refundBase } from './refund-lines.ts';
import { createRefundsRepository, type RefundRow } from './refunds-repository.ts';

export const GATEWAY_FAILED_REFUND = 'The payment gateway could not make the refund.';

/** What a report did: finished the refund (once), only recorded something, or nothing. */
export type RefundReportOutcome = 'processed' | 'failed' | 'recorded' | 'ignored';

function auditFacts(refund: RefundRow) {
  return {
    amountPaise: refund.amountPaise,
    reason: refund.reason,
    paymentId: refund.paymentId,
    lineNo: refund.orderLineNo,
  };
}

/** Marks a pending refund failed, once, and says so in the audit trail. */
export async function failRefund(
  tx: Transaction,
  refund: RefundRow,
  failureReason: string,
  at: Date,
): Promise<boolean> {
  const failed = await createRefundsRepository(tx).markFailed(refund.id, failureReason, at);
  if (!failed) return false;
  const order = await orderRecords(tx).findById(refund.orderId);
  await recordAudit(tx, at, NO_REQUEST, {
    action: 'refund_failed',
    organisationId: order?.organisationId ?? null,
    targetType: 'order',
    targetId: refund.orderId,
    after: { ...auditFacts(failed), failureReason, gatewayRefundId: failed.gatewayRefundId },
  });
  return true;
}

/**
 * Applies the gateway's word on a refund (its answer to the refund call, a read, or a webhook)
 * inside the caller's transaction. The order's row is locked first, so reports about its refunds
 * take turns; the moves out of `pending` are conditional updates, so of all the reports saying a
 * refund was processed only the first goes on to shorten the subscriptions and issue the credit
 * note, in this same transaction. A report about an earlier, failed attempt of a refund tried
 * again names another gateway refund and is ignored.
 */
export async function applyRefundReport(
  tx: Transaction,
  report: GatewayRefund,
  at: Date,
  log: FastifyBaseLogger,
): Promise<RefundReportOutcome> {
  const repository = createRefundsRepository(tx);
  const found = await repository.findForReport(report.id, report.receipt);
  if (!found) {
    log.warn(
      { gatewayRefundId: report.id, receipt: report.receipt },
      'report of an unknown refund',
    );
    return 'ignored';
  }
  await repository.lockOrder(found.orderId);
  const refund = await repository.findById(found.id);
  if (!refund || (refund.gatewayRefundId !== null && refund.gatewayRefundId !== report.id)) {
    return 'ignored';
  }
  if (refund.gatewayRefundId === null) await repository.setGatewayId(refund.id, report.id, at);

  if (report.status === 'failed') {
    return (await failRefund(tx, refund, GATEWAY_FAILED_REFUND, at)) ? 'failed' : 'recorded';
  }
  if (report.status === 'pending') {
    if (report.speed_processed)
      await repository.setSpeedProcessed(refund.id, report.speed_processed, at);
    return 'recorded';
  }
  const processed = await repository.markProcessed(
    refund.id,
    { gatewayRefundId: report.id, speed: report.speed_processed },
    at,
  );
  if (!processed) return 'recorded';
  const order = await orderRecords(tx).findById(processed.orderId);
  if (!order) throw new Error(`The refund ${processed.id} has no order.`);
  const base = refundBase(
    order,
    await invoicedOrderLines(tx, order),
    processed.orderLineNo,
    await repository.processedOf(order.id, processed.id),
  );
  const shortened = await shortenSubscriptions(
    tx,
    grantsTakenBack(order.id, base, processed.amountPaise),
    at,
  );
  await recordAudit(tx, at, NO_REQUEST, {
    action: 'refund_processed',
    organisationId: order.organisationId,
    targetType: 'order',
    targetId: order.id,
    after: { ...auditFacts(processed), gatewayRefundId: report.id, shortened },
  });
  const creditNote = await issueCreditNote(
    tx,
    {
      id: processed.id,
      orderId: order.id,
      organisationId: order.organisationId,
      amountPaise: processed.amountPaise,
      reason: processed.reason,
      gatewayRefundId: report.id,
    },
    at,
    base.line
      ? { index: base.line.index, creditedBeforePaise: base.refundedBeforePaise }
      : undefined,
  );
  if (!creditNote.issued) {
    log.error({ refundId: processed.id, reason: creditNote.reason }, 'refund without credit note');
  }
  return 'processed';
}
