import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { callbackFields } from './callback-fields.ts';
import { checkoutRoutes } from './checkout-routes.ts';
import { controlRoutes } from './control-routes.ts';
import type { GatewayContext, TestGatewayOptions } from './gateway-context.ts';
import { installGatewayErrorHandler } from './gateway-errors.ts';
import { createRefunder } from './refunds.ts';
import { restRoutes } from './rest-routes.ts';
import { paymentEvents } from './webhook-events.ts';
import { createWebhookSender } from './webhook-sender.ts';

export type { TestGatewayOptions } from './gateway-context.ts';
export { openGatewayStore } from './gateway-store.ts';
export { type PastPayment, recordPastPayments } from './past-payments.ts';

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
 * API (orders, payments, refunds), the hosted checkout, signed webhooks, and control routes for tests. Its records and keys
 * live in the host's database (`options.store`), so every process on it and a restarted one
 * agree. Webhooks waiting for a retry, and the webhook policy tests set, stay in the memory of
 * the process that sent them: one lost in a crash is no worse than one Razorpay gives up on,
 * since the merchant asks the gateway about unpaid orders anyway. Register with a prefix such as
 * `/test-gateway`.
 */
export const testGatewayRoutes: FastifyPluginAsync<TestGatewayOptions> = async (app, options) => {
  const { keys, accountId, state } = options.store;
  const webhooks = createWebhookSender({
    url:
      typeof options.webhookUrl === 'string'
        ? () => options.webhookUrl as string
        : options.webhookUrl,
    secret: keys.webhookSecret,
    retryDelaysMs: options.webhookRetryDelaysMs,
    log: app.log,
  });
  app.addHook('onClose', async () => webhooks.close());

  // Before the route groups: they take the error handler and parsers in force when registered.
  installGatewayErrorHandler(app);
  acceptForms(app);

  const context: GatewayContext = {
    keyId: keys.keyId,
    keySecret: keys.keySecret,
    publicBase: options.publicBase.replace(/\/+$/, ''),
    state,
    webhooks,
    refunder: createRefunder(state, accountId, (events) => webhooks.queue(events)),
    async settle(orderId, attempt, payer) {
      const { payment, order } = await state.pay(orderId, attempt, payer);
      webhooks.queue(paymentEvents(accountId, payment, order));
      return { payment, callbackFields: callbackFields(keys.keySecret, payment) };
    },
  };

  await app.register(restRoutes, context);
  await app.register(checkoutRoutes, context);
  await app.register(controlRoutes, { ...context, prefix: '/_control' });
};
