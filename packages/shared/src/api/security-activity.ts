import { securityActivitySchema } from '#src/security-activity.ts';
import { defineEndpoints, errorResponses } from './endpoint.ts';

/** The signed-in user's own sign-in history, security events and browsers (the profile). */
export const securityActivityApi = defineEndpoints('security-activity', {
  get: {
    method: 'GET',
    path: '/Details/SecurityActivity',
    tag: 'Details',
    summary:
      "The signed-in user's sign-ins, failed sign-ins and changes to how the account is protected over the last year, newest first (at most 100), with the browser and the approximate place of each, and the browsers they have signed in from.",
    responses: { 200: securityActivitySchema, ...errorResponses(401, 403, 500) },
  },
});
