import { securityActivityApi } from '@prakar/shared/api/security-activity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, originOf, requireUser } from '#src/plugins/authentication.ts';
import { route } from '#src/plugins/endpoint-route.ts';
import type { SecurityActivityReader } from './security-activity.ts';

/** The profile's sign-in history and browsers: the caller's own, never anyone else's. */
export const securityActivityRoutes: FastifyPluginAsyncZod<{
  activityOf: SecurityActivityReader;
}> = async (app, { activityOf }) => {
  route(
    app,
    securityActivityApi.get,
    (request) => activityOf(currentUser(request).account.id, originOf(request).browserId),
    { preValidation: requireUser },
  );
};
