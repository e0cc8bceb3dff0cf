import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { callbackFields } from './callback-fields.ts';
import { checkoutRoutes } from './checkout-routes.ts';
import { controlRoutes } from './control-routes.ts';
import type { GatewayContext, TestGatewayOptions } from './gateway-context.ts';
import { installGatewayErrorHandler } from './gateway-errors.ts';
import { createGatewayState } from './gateway-state.ts';
import { newId } from './ids.ts';
import { restRoutes } from './rest-routes.ts';
import { paymentEvents } from './webhook-events.ts';
import { createWebhookSender } from './webhook-sender.ts';

export type { TestGatewayOptions } from './gateway-context.ts';

const FORM = 'application/x-www-form-urlencoded';
const FORM_BODY_LIMIT = 64 * 1024;

/**
 * The hosted checkout posts plain HTML forms. The parser lives in this scope only, so the rest
 * of the product keeps accepting JSON alone.
 */
function acceptForms(app: FastifyInstance): void {
  if (app.hasContentTypeParser(FORM)) app.removeContentTypeParser(FORM);
  app.addContentTypeParser(
    FORM,
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body.toString())));
    },
  );
}

/**
 * A stand-in for Razorpay that speaks its HTTP protocol, for running without live keys: the REST
 * API, the hosted checkout, signed webhooks, and control routes for tests. Everything lives in
 * memory and belongs to this plugin instance. Register with a prefix such as `/test-gateway`.
 */
export const testGatewayRoutes: FastifyPluginAsync<TestGatewayOptions> = async (app, options) => {
  const state = createGatewayState();
  const webhooks = createWebhookSender({
    url:
      typeof options.webhookUrl === 'string'
        ? () => options.webhookUrl as string
        : options.webhookUrl,
    secret: options.webhookSecret,
    retryDelaysMs: options.webhookRetryDelaysMs,
    log: app.log,
  });
  app.addHook('onClose', async () => webhooks.close());
  // One merchant account per gateway, as in every event Razorpay sends.
  const accountId = newId('acc');

  // Before the route groups: they take the error handler and parsers in force when registered.
  installGatewayErrorHandler(app);
  acceptForms(app);

  const context: GatewayContext = {
    keyId: options.keyId,
    keySecret: options.keySecret,
    publicBase: options.publicBase.replace(/\/+$/, ''),
    state,
    webhooks,
    settle(orderId, attempt, payer) {
      const { payment, order } = state.pay(orderId, attempt, payer);
      webhooks.queue(paymentEvents(accountId, payment, order));
      return { payment, callbackFields: callbackFields(options.keySecret, payment) };
    },
  };

  await app.register(restRoutes, context);
  await app.register(checkoutRoutes, context);
  await app.register(controlRoutes, { ...context, prefix: '/_control' });
};
