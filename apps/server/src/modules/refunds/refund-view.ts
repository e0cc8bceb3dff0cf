import type { Refund } from '@prakar/shared/refunds';
import type { RefundWithCreditNote } from './refunds-repository.ts';

export function refundView({ refund, lineDescription, creditNote }: RefundWithCreditNote): Refund {
  return {
    id: refund.id,
    paymentId: refund.paymentId,
    lineNo: refund.orderLineNo,
    lineDescription,
    amountPaise: refund.amountPaise,
    reason: refund.reason,
    speedRequested: refund.speedRequested,
    speedProcessed: refund.speedProcessed,
    status: refund.status,
    failureReason: refund.failureReason,
    gatewayRefundId: refund.gatewayRefundId,
    createdAt: refund.createdAt.toISOString(),
    processedAt: refund.processedAt?.toISOString() ?? null,
    creditNote: creditNote
      ? {
          id: creditNote.id,
          number: creditNote.number,
          issuedAt: creditNote.issuedAt.toISOString(),
          taxablePaise: creditNote.taxablePaise,
          taxPaise: creditNote.totalPaise - creditNote.taxablePaise,
          totalPaise: creditNote.totalPaise,
        }
      : null,
  };
}
