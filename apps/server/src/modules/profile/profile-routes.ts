import { profileApi } from '@prakar/shared/api/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deviceLabel } from '#src/modules/sessions/device-label.ts';
import type { SessionsService } from '#src/modules/sessions/sessions-service.ts';
import {
  currentSessionUser,
  currentUser,
  originOf,
  requireSession,
  requireUser,
} from '#src/plugins/authentication.ts';
import { route } from '#src/plugins/endpoint-route.ts';
import { type ProfileService, toProfileResponse } from './profile-service.ts';

/** API group "Details": the user-profile page and its list of sessions. */
export const profileRoutes: FastifyPluginAsyncZod<{
  profile: ProfileService;
  sessions: SessionsService;
}> = async (app, { profile, sessions }) => {
  route(
    app,
    profileApi.get,
    (request) => {
      const { account, organisation } = currentUser(request);
      return toProfileResponse(account, organisation);
    },
    { preValidation: requireUser },
  );

  route(
    app,
    profileApi.save,
    (request) => profile.update(currentUser(request), request.body, originOf(request)),
    { preValidation: requireUser },
  );

  route(
    app,
    profileApi.sessions,
    async (request) => {
      const { account, session: current } = currentUser(request);
      const rows = await sessions.listOpen(account.id);
      return {
        sessions: rows.map((row) => ({
          id: row.id,
          createdAt: row.createdAt.toISOString(),
          lastSeenAt: row.lastSeenAt.toISOString(),
          ip: row.ip,
          device: deviceLabel(row.userAgent),
          // A request made with an access token comes from none of them.
          current: row.id === current?.id,
        })),
      };
    },
    { preValidation: requireUser },
  );

  route(
    app,
    profileApi.revokeOtherSessions,
    async (request) => {
      const { account, session } = currentSessionUser(request);
      await sessions.revokeOthers(account, session.id, originOf(request));
    },
    { preValidation: requireSession },
  );
};
