import { subscriptionsApi } from '@prakar/shared/api/subscriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireCompleteProfile, requireUser } from '#src/plugins/authentication.ts';
import { route } from '#src/plugins/endpoint-route.ts';
import type { SubscriptionsService } from './subscriptions-service.ts';

/** My Subscription (`Transactions/Subscriptions`). */
export const subscriptionsRoutes: FastifyPluginAsyncZod<{
  subscriptions: SubscriptionsService;
}> = async (app, { subscriptions }) => {
  route(
    app,
    subscriptionsApi.list,
    (request) => subscriptions.list(currentUser(request), request.query.organisationId),
    { preValidation: requireCompleteProfile },
  );
};

/** My Apps (`Dashboard/MyApps`): each product, its subscription, and Launch when allowed. */
export const myAppsRoutes: FastifyPluginAsyncZod<{ subscriptions: SubscriptionsService }> = async (
  app,
  { subscriptions },
) => {
  const signedInWithProfile = { preValidation: [requireUser, requireCompleteProfile] };

  route(
    app,
    subscriptionsApi.myApps,
    (request) => subscriptions.myApps(currentUser(request)),
    signedInWithProfile,
  );

  route(
    app,
    subscriptionsApi.launch,
    (request) => subscriptions.launch(currentUser(request), request.params.code),
    signedInWithProfile,
  );
};
