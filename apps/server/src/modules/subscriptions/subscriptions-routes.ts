import {
  launchAnswerSchema,
  launchParamsSchema,
  myAppsSchema,
  subscriptionListSchema,
  subscriptionQuerySchema,
} from '@prakar/shared/subscriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  currentUser,
  requireCompleteProfile,
  requirePermission,
  requireUser,
} from '#src/plugins/authentication.ts';
import { errorResponses } from '#src/plugins/error-responses.ts';
import type { SubscriptionsService } from './subscriptions-service.ts';

const errors = errorResponses(400, 401, 403, 429, 500);

/** My Subscription (`Transactions/Subscriptions`). */
export const subscriptionsRoutes: FastifyPluginAsyncZod<{
  subscriptions: SubscriptionsService;
}> = async (app, { subscriptions }) => {
  app.get(
    '/Subscriptions',
    {
      preValidation: [requirePermission('manage:subscription:org'), requireCompleteProfile],
      schema: {
        tags: ['Transactions'],
        summary:
          'The organisation’s subscriptions (every organisation’s for platform administrators).',
        querystring: subscriptionQuerySchema,
        response: { 200: subscriptionListSchema, ...errors },
      },
    },
    (request) => subscriptions.list(currentUser(request), request.query.organisationId),
  );
};

/** My Apps (`Dashboard/MyApps`): each product, its subscription, and Launch when allowed. */
export const myAppsRoutes: FastifyPluginAsyncZod<{ subscriptions: SubscriptionsService }> = async (
  app,
  { subscriptions },
) => {
  app.get(
    '/MyApps',
    {
      preValidation: [requireUser, requireCompleteProfile],
      schema: {
        tags: ['Dashboard'],
        summary: 'The caller’s apps with their subscription status and where Launch goes.',
        response: { 200: myAppsSchema, ...errors },
      },
    },
    (request) => subscriptions.myApps(currentUser(request)),
  );

  app.post(
    '/MyApps/:code/Launch',
    {
      preValidation: [requireUser, requireCompleteProfile],
      schema: {
        tags: ['Dashboard'],
        summary:
          'Where Launch opens the app, if access control still allows it and the subscription is live.',
        params: launchParamsSchema,
        response: { 200: launchAnswerSchema, ...errorResponses(409), ...errors },
      },
    },
    (request) => subscriptions.launch(currentUser(request), request.params.code),
  );
};
