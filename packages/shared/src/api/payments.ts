import {
  checkoutRedirectSchema,
  createPaymentLinkSchema,
  paymentLinkChangeSchema,
  paymentLinkSchema,
  paymentStatusSchema,
  referenceParamsSchema,
  startLinkPaymentSchema,
  startPaymentSchema,
} from '#src/payments.ts';
import { STAFF_PERMISSION } from '#src/permissions.ts';
import { defineEndpoints, errorResponses, fileResponse } from './endpoint.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 415, 429, 500, 503);

/**
 * Starting payments, the public payment page's calls, and payment links. The gateway's own calls
 * (the buyer's return from checkout, signed webhooks) are in `gateway.ts`.
 */
export const paymentsApi = defineEndpoints('payments', {
  start: {
    method: 'POST',
    path: '/Transactions/Payment/start',
    tag: 'Transactions',
    permission: 'purchase:org',
    summary: 'Start paying an order: the fields to POST to the gateway’s hosted checkout.',
    body: startPaymentSchema,
    responses: { 200: checkoutRedirectSchema, ...errors },
  },
  startLink: {
    method: 'POST',
    path: '/Transactions/Payment/link/start',
    tag: 'Transactions',
    signIn: 'none',
    summary: 'Start paying a payment link (no sign-in needed).',
    body: startLinkPaymentSchema,
    responses: { 200: checkoutRedirectSchema, ...errors },
  },
  status: {
    method: 'GET',
    path: '/Transactions/Payment/status/:reference',
    tag: 'Transactions',
    signIn: 'none',
    summary: 'Whether a payment went through; asks the gateway when it is not yet known.',
    params: referenceParamsSchema,
    responses: { 200: paymentStatusSchema, ...errors },
  },
  invoice: {
    method: 'GET',
    path: '/Transactions/Payment/status/:reference/invoice',
    tag: 'Transactions',
    signIn: 'none',
    summary: 'The tax invoice of a paid order, for the holder of its reference.',
    params: referenceParamsSchema,
    responses: {
      200: fileResponse('application/pdf', 'The GST tax invoice as issued.'),
      ...errors,
    },
  },
  resendLink: {
    method: 'POST',
    path: '/Transactions/PaymentLinks/:reference/Resend',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary: 'Platform administrators: e-mail an unpaid payment link to its payer again.',
    params: referenceParamsSchema,
    responses: { 200: paymentLinkChangeSchema, ...errors },
  },
  cancelLink: {
    method: 'POST',
    path: '/Transactions/PaymentLinks/:reference/Cancel',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary: 'Platform administrators: withdraw an unpaid payment link; it can no longer be paid.',
    params: referenceParamsSchema,
    responses: { 200: paymentLinkChangeSchema, ...errors },
  },
  createLink: {
    method: 'POST',
    path: '/Transactions/PaymentLinks',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary: 'Platform administrators: e-mail a client a link to pay an advisory fee.',
    body: createPaymentLinkSchema,
    responses: { 201: paymentLinkSchema, ...errors },
  },
});
