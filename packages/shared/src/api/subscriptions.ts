import {
  launchAnswerSchema,
  launchParamsSchema,
  myAppsSchema,
  subscriptionListSchema,
  subscriptionQuerySchema,
} from '#src/subscriptions.ts';
import { defineEndpoints, errorResponses } from './endpoint.ts';

const errors = errorResponses(400, 401, 403, 429, 500);

/**
 * My Subscription (group "Transactions") and My Apps (group "Dashboard"): what the organisation
 * has bought, and where each app opens.
 */
export const subscriptionsApi = defineEndpoints('subscriptions', {
  list: {
    method: 'GET',
    path: '/Transactions/Subscriptions',
    tag: 'Transactions',
    permission: 'manage:subscription:org',
    summary: 'The organisation’s subscriptions (every organisation’s for platform administrators).',
    query: subscriptionQuerySchema,
    responses: { 200: subscriptionListSchema, ...errors },
  },
  myApps: {
    method: 'GET',
    path: '/Dashboard/MyApps',
    tag: 'Dashboard',
    summary: 'The caller’s apps with their subscription status and where Launch goes.',
    responses: { 200: myAppsSchema, ...errors },
  },
  launch: {
    method: 'POST',
    path: '/Dashboard/MyApps/:code/Launch',
    tag: 'Dashboard',
    summary:
      'Where Launch opens the app, if access control still allows it and the subscription is live.',
    params: launchParamsSchema,
    responses: { 200: launchAnswerSchema, ...errorResponses(409), ...errors },
  },
});
