import { accessControlApi } from '@prakar/shared/api/access-control';
import { invitationsApi } from '@prakar/shared/api/invitations';
import { usersApi } from '@prakar/shared/api/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  currentUser,
  originOf,
  requireCompleteProfile,
  requirePermission,
} from '#src/plugins/authentication.ts';
import { route } from '#src/plugins/endpoint-route.ts';
import type { UsersService } from './users-service.ts';

/**
 * User management and access control (the `user-management/users` and `access-control` screens).
 * Every route needs the "manage users" power and a complete profile; the service keeps each caller
 * to their own organisation.
 */
export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (
  app,
  { users },
) => {
  app.addHook('preValidation', requirePermission('manage:users:org'));
  app.addHook('preValidation', requireCompleteProfile);

  route(app, usersApi.list, (request) => users.list(currentUser(request), request.query));

  route(app, usersApi.invite, (request) =>
    users.invite(currentUser(request), request.body, originOf(request)),
  );

  route(app, usersApi.resendInvitation, async (request) => {
    await users.resendInvitation(currentUser(request), request.params.id, originOf(request));
  });

  route(app, usersApi.revokeInvitation, async (request) => {
    await users.revokeInvitation(currentUser(request), request.params.id, originOf(request));
  });

  route(app, usersApi.changeRole, (request) =>
    users.changeRole(currentUser(request), request.params.id, request.body.role, originOf(request)),
  );

  route(app, usersApi.deactivate, (request) =>
    users.deactivate(currentUser(request), request.params.id, originOf(request)),
  );

  route(app, usersApi.reactivate, (request) =>
    users.reactivate(currentUser(request), request.params.id, originOf(request)),
  );

  route(app, usersApi.sendPasswordReset, async (request) => {
    await users.sendPasswordReset(currentUser(request), request.params.id, originOf(request));
  });

  route(app, accessControlApi.matrix, (request) =>
    users.accessMatrix(currentUser(request), request.query),
  );

  route(app, accessControlApi.save, async (request) => {
    await users.changeAccess(currentUser(request), request.body, originOf(request));
  });

  route(app, usersApi.organisations, async () => ({ organisations: await users.organisations() }), {
    preValidation: requirePermission('manage:all:platform'),
  });
};

/** The invitee's side: public, the code in the link is the proof. */
export const invitationRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (
  app,
  { users },
) => {
  route(app, invitationsApi.details, (request) => users.invitationDetails(request.query.token));

  route(app, invitationsApi.accept, (request) =>
    users.acceptInvitation(request.body, originOf(request)),
  );
};
