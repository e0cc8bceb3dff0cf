import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invitationRoutes, usersRoutes } from './users-routes.ts';
import type { UsersService } from './users-service.ts';

/** User administration (group Details) and accepting an invitation (group Authentication). */
export const usersModule: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, options) => {
  await app.register(invitationRoutes, options);
  await app.register(usersRoutes, options);
};
