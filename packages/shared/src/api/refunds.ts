import { STAFF_PERMISSION } from '#src/permissions.ts';
import {
  createRefundSchema,
  creditNoteParamsSchema,
  orderRefundsSchema,
  refundOrderParamsSchema,
  refundParamsSchema,
  refundPreviewRequestSchema,
  refundPreviewSchema,
  refundSchema,
  retryRefundSchema,
} from '#src/refunds.ts';
import { defineEndpoints, errorResponses, fileResponse } from './endpoint.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 415, 429, 500, 503);

/** Back office: refunds of captured payments through the gateway, and their GST credit notes. */
export const refundsApi = defineEndpoints('refunds', {
  list: {
    method: 'GET',
    path: '/BackOffice/Orders/:reference/Refunds',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary: 'An order’s payments with what is still refundable, its refunds and credit notes.',
    params: refundOrderParamsSchema,
    responses: { 200: orderRefundsSchema, ...errors },
  },
  create: {
    method: 'POST',
    path: '/BackOffice/Orders/:reference/Refunds',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    inPerson: true,
    summary: 'Refund a captured payment of the order, fully or in part, through the gateway.',
    params: refundOrderParamsSchema,
    body: createRefundSchema,
    // 422: its idempotency key sent again with another request.
    responses: { 201: refundSchema, ...errors, ...errorResponses(422) },
  },
  preview: {
    method: 'POST',
    path: '/BackOffice/Orders/:reference/Refunds/preview',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    inPerson: true,
    summary:
      'What a refund of the order (or of one line) would do to each subscription, checked as the refund is; nothing is refunded.',
    params: refundOrderParamsSchema,
    body: refundPreviewRequestSchema,
    responses: { 200: refundPreviewSchema, ...errors },
  },
  retry: {
    method: 'POST',
    path: '/BackOffice/Refunds/:refundId/retry',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    inPerson: true,
    summary: 'Try a failed refund again.',
    params: refundParamsSchema,
    body: retryRefundSchema,
    responses: { 201: refundSchema, ...errors },
  },
  withdraw: {
    method: 'POST',
    path: '/BackOffice/Refunds/:refundId/withdraw',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary: 'Withdraw a failed refund: close it without refunding anything.',
    params: refundParamsSchema,
    responses: { 200: refundSchema, ...errors },
  },
  creditNotePdf: {
    method: 'GET',
    path: '/BackOffice/CreditNotes/:creditNoteId/pdf',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary: 'A GST credit note as issued (PDF).',
    params: creditNoteParamsSchema,
    responses: { 200: fileResponse('application/pdf', 'The credit note.'), ...errors },
  },
});
