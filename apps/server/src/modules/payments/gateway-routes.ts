import { signaturesMatch, webhookSignature } from '@prakar/razorpay/protocol';
import { gatewayApi } from '@prakar/shared/api/gateway';
import { ERROR_CODES } from '@prakar/shared/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '#src/http-error.ts';
import { route } from '#src/plugins/endpoint-route.ts';
import { refuseUnboundedBody, refuseUnboundedJson } from '#src/plugins/json-body.ts';
import type { PaymentsService } from './payments-service.ts';

/** Neither the return form nor an event is anywhere near this big. */
const GATEWAY_BODY_LIMIT = 256 * 1024;

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
    (_request, body, done) => {
      const fields = Object.fromEntries(new URLSearchParams(body as string));
      try {
        refuseUnboundedBody(fields);
      } catch (refusal) {
        return done(refusal as HttpError);
      }
      return done(null, fields);
    },
  );
  // The signature covers the bytes as sent; re-serialised JSON would not match it. The API's
  // bounded parser is swapped for this one here only; the bounds are checked once it is parsed.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: GATEWAY_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  route(app, gatewayApi.callback, async (request, reply) => {
    const page = await payments.handleCallback(request.body);
    return reply.redirect(page, 303);
  });

  route(app, gatewayApi.webhook, async (request) => {
    const raw: unknown = request.body;
    if (!Buffer.isBuffer(raw)) {
      throw new HttpError(400, ERROR_CODES.badRequest, 'The event must be a JSON body.');
    }
    const signature = request.headers['x-razorpay-signature'];
    // A request whose signature does not verify is malformed for this endpoint (400, as
    // webhook receivers answer), not a caller who could sign in (401).
    if (!signaturesMatch(webhookSignature(webhookSecret, raw), signature)) {
      throw new HttpError(400, ERROR_CODES.badRequest, 'The event signature does not match.');
    }
    const text = raw.toString('utf8');
    refuseUnboundedJson(text);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new HttpError(400, ERROR_CODES.badRequest, 'The event is not valid JSON.');
    }
    const status = await payments.handleWebhook(request.headers['x-razorpay-event-id'], body);
    return { status };
  });
};
