import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '#src/config.ts';
import type { Database } from '#src/db/client.ts';
import { openBuiltInGateway } from '#src/modules/payments/built-in-gateway.ts';
import {
  createPaymentGateway,
  type PaymentGateway,
  TEST_GATEWAY_PREFIX,
} from '#src/modules/payments/payment-gateway.ts';
import { selfOrigin } from '#src/plugins/self-origin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The gateway in use, for tests that drive the built-in one. */
    paymentGateway: PaymentGateway;
  }
}

/**
 * Razorpay, or the built-in test gateway on this server, which it reaches at its own address once
 * listening. The test gateway keeps its records and keys in this database, so every instance and
 * a restart agree on them.
 */
export async function setUpPaymentGateway(
  app: FastifyInstance,
  options: { config: AppConfig; db: Database },
) {
  const { config } = options;
  const builtIn =
    config.payments.gateway === 'built-in' ? await openBuiltInGateway(options.db) : undefined;
  const gateway = createPaymentGateway(config, () => selfOrigin(app), builtIn?.store.keys);
  app.decorate('paymentGateway', gateway);
  return {
    gateway,
    /** The built-in gateway's checkout and API, when it is the gateway in use. */
    async registerBuiltInRoutes(): Promise<void> {
      if (!builtIn || !gateway.builtIn) return;
      app.log.warn('payments go to the built-in test gateway: no money moves');
      await app.register(builtIn.routes, {
        prefix: TEST_GATEWAY_PREFIX,
        store: builtIn.store,
        ...gateway.builtIn,
      });
    },
  };
}
