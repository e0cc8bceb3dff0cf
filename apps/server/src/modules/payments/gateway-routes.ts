import { signaturesMatch, webhookSignature } from '@prakar/razorpay/protocol';
import { apiErrorSchema, ERROR_CODES } from '@prakar/shared/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '#src/http-error.ts';
import type { PaymentsService } from './payments-service.ts';

/** Neither the return form nor an event is anywhere near this big. */
const GATEWAY_BODY_LIMIT = 256 * 1024;

const webhookHeadersSchema = z.object({
  'x-razorpay-signature': z.string().min(1, 'The event is not signed.'),
  'x-razorpay-event-id': z.string().regex(/^[A-Za-z0-9_]{1,64}$/, 'The event has no valid id.'),
});

/**
 * What the gateway sends: the buyer's browser returning from checkout (a form POST) and webhooks
 * (JSON, signed over the exact bytes). Both parsers live only inside this plugin, so the rest of
 * the API still refuses form bodies and reads JSON as usual.
 */
export const gatewayRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  webhookSecret: string;
}> = async (app, { payments, webhookSecret }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: GATEWAY_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  // The signature covers the bytes as sent; re-serialised JSON would not match it.
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: GATEWAY_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/Payment/callback',
    {
      schema: {
        hide: true,
        body: z.record(z.string(), z.string()),
      },
    },
    async (request, reply) => {
      const page = await payments.handleCallback(request.body);
      return reply.redirect(page, 303);
    },
  );

  app.post(
    '/Payment/webhook',
    {
      // Razorpay proves itself with the signature header, not a session.
      config: { signIn: 'none' },
      schema: {
        tags: ['Transactions'],
        summary: 'Razorpay webhooks, signed with the webhook secret; each event applies once.',
        headers: webhookHeadersSchema,
        response: {
          200: z.object({ status: z.enum(['applied', 'duplicate']) }),
          400: apiErrorSchema,
          401: apiErrorSchema,
          415: apiErrorSchema,
          500: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const raw = request.body;
      if (!Buffer.isBuffer(raw)) {
        throw new HttpError(400, ERROR_CODES.badRequest, 'The event must be a JSON body.');
      }
      const signature = request.headers['x-razorpay-signature'];
      if (!signaturesMatch(webhookSignature(webhookSecret, raw), signature)) {
        throw new HttpError(401, ERROR_CODES.unauthorized, 'The event signature does not match.');
      }
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new HttpError(400, ERROR_CODES.badRequest, 'The event is not valid JSON.');
      }
      const status = await payments.handleWebhook(request.headers['x-razorpay-event-id'], body);
      return { status };
    },
  );
};
