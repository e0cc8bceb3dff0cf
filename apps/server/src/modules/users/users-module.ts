import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type InvitationRoutesOptions, invitationRoutes, usersRoutes } from './users-routes.ts';

/** User administration (group Details) and accepting an invitation (group Authentication). */
export const usersModule: FastifyPluginAsyncZod<InvitationRoutesOptions> = async (app, options) => {
  await app.register(invitationRoutes, options);
  await app.register(usersRoutes, { users: options.users });
};
