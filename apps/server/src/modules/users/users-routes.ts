import { accessControlApi } from '@prakar/shared/api/access-control';
import { invitationsApi } from '@prakar/shared/api/invitations';
import { usersApi } from '@prakar/shared/api/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toFirstStepSessionUser } from '#src/modules/accounts/session-user.ts';
import { endCookieSession } from '#src/modules/sessions/end-cookie-session.ts';
import {
  type SessionCookieSettings,
  setSessionCookie,
} from '#src/modules/sessions/session-cookie.ts';
import type { SessionsService } from '#src/modules/sessions/sessions-service.ts';
import { currentUser, originOf, requireCompleteProfile } from '#src/plugins/authentication.ts';
import { route } from '#src/plugins/endpoint-route.ts';
import { INVITATION_ACCEPTED_MESSAGE, type UsersService } from './users-service.ts';

/**
 * User management and access control (the `user-management/users` and `access-control` screens).
 * Every route needs the "manage users" power (the contract declares it) and a complete profile;
 * the service keeps each caller to their own organisation. The organisations list is for staff.
 */
export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (
  app,
  { users },
) => {
  const completeProfile = { preValidation: requireCompleteProfile };

  route(
    app,
    usersApi.list,
    (request) => users.list(currentUser(request), request.query),
    completeProfile,
  );

  route(
    app,
    usersApi.invite,
    (request) => users.invite(currentUser(request), request.body, originOf(request)),
    completeProfile,
  );

  route(
    app,
    usersApi.resendInvitation,
    async (request) => {
      await users.resendInvitation(currentUser(request), request.params.id, originOf(request));
    },
    completeProfile,
  );

  route(
    app,
    usersApi.revokeInvitation,
    async (request) => {
      await users.revokeInvitation(currentUser(request), request.params.id, originOf(request));
    },
    completeProfile,
  );

  route(
    app,
    usersApi.changeRole,
    (request) =>
      users.changeRole(
        currentUser(request),
        request.params.id,
        request.body.role,
        originOf(request),
      ),
    completeProfile,
  );

  route(
    app,
    usersApi.deactivate,
    (request) => users.deactivate(currentUser(request), request.params.id, originOf(request)),
    completeProfile,
  );

  route(
    app,
    usersApi.reactivate,
    (request) => users.reactivate(currentUser(request), request.params.id, originOf(request)),
    completeProfile,
  );

  route(
    app,
    usersApi.sendPasswordReset,
    async (request) => {
      await users.sendPasswordReset(currentUser(request), request.params.id, originOf(request));
    },
    completeProfile,
  );

  route(
    app,
    accessControlApi.matrix,
    (request) => users.accessMatrix(currentUser(request), request.query),
    completeProfile,
  );

  route(
    app,
    accessControlApi.save,
    async (request) => {
      await users.changeAccess(currentUser(request), request.body, originOf(request));
    },
    completeProfile,
  );

  route(app, usersApi.organisations, async () => ({ organisations: await users.organisations() }));
};

export interface InvitationRoutesOptions {
  users: UsersService;
  sessions: SessionsService;
  cookie: SessionCookieSettings;
}

/** The invitee's side: public, the code in the link is the proof; accepting signs them in. */
export const invitationRoutes: FastifyPluginAsyncZod<InvitationRoutesOptions> = async (
  app,
  { users, sessions, cookie },
) => {
  route(app, invitationsApi.details, (request) => users.invitationDetails(request.query.token));

  route(app, invitationsApi.accept, async (request, reply) => {
    const signedIn = await users.acceptInvitation(request.body, originOf(request));
    await endCookieSession(sessions, request);
    setSessionCookie(reply, cookie, signedIn);
    return {
      message: INVITATION_ACCEPTED_MESSAGE,
      email: signedIn.user.email,
      // Joined with a password alone: set-up first when the organisation's policy covers them.
      user: toFirstStepSessionUser(signedIn),
    };
  });
};
