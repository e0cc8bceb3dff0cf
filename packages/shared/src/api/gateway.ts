import { apiErrorSchema } from '#src/api-error.ts';
import { gatewayReturnSchema, webhookAnswerSchema, webhookHeadersSchema } from '#src/payments.ts';
import { defineEndpoints, redirectResponse } from './endpoint.ts';

/**
 * What the payment gateway sends: the buyer's browser returning from its checkout (a form post,
 * answered by sending the browser on to the payment's page) and signed webhooks. The web app never
 * calls these; the server parses their bodies in their own plugin.
 */
export const gatewayApi = defineEndpoints('gateway', {
  callback: {
    method: 'POST',
    path: '/Transactions/Payment/callback',
    tag: 'Transactions',
    signIn: 'none',
    hidden: true,
    summary: 'The buyer’s browser back from the gateway’s checkout, with the signed outcome.',
    body: gatewayReturnSchema,
    responses: { 303: redirectResponse('On to the payment’s status page.') },
  },
  webhook: {
    method: 'POST',
    path: '/Transactions/Payment/webhook',
    tag: 'Transactions',
    // The gateway proves itself with the signature header, not a session.
    signIn: 'none',
    summary: 'Razorpay webhooks, signed with the webhook secret; each event applies once.',
    headers: webhookHeadersSchema,
    responses: {
      200: webhookAnswerSchema,
      400: apiErrorSchema,
      415: apiErrorSchema,
      500: apiErrorSchema,
    },
  },
});
