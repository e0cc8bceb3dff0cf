import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gatewayRoutes } from './gateway-routes.ts';
import type { PaymentLinkDeps } from './payment-links.ts';
import { paymentsRoutes } from './payments-routes.ts';
import type { PaymentsService } from './payments-service.ts';

/** Payments (group Transactions): the portal's and payers' calls, and the gateway's callbacks. */
export const paymentsModule: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  linkDeps: PaymentLinkDeps;
  webhookSecret: string;
}> = async (app, { payments, linkDeps, webhookSecret }) => {
  await app.register(paymentsRoutes, { payments, linkDeps });
  await app.register(gatewayRoutes, { payments, webhookSecret });
};
