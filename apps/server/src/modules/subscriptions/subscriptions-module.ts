import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myAppsRoutes, subscriptionsRoutes } from './subscriptions-routes.ts';
import type { SubscriptionsService } from './subscriptions-service.ts';

/** The organisation's subscriptions (group Transactions) and My Apps (group Dashboard). */
export const subscriptionsModule: FastifyPluginAsyncZod<{
  subscriptions: SubscriptionsService;
}> = async (app, options) => {
  await app.register(subscriptionsRoutes, options);
  await app.register(myAppsRoutes, options);
};
