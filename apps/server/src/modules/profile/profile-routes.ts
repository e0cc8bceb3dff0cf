import { profileResponseSchema, profileSchema, sessionListSchema } from '@prakar/shared/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deviceLabel } from '#src/modules/sessions/device-label.ts';
import type { SessionsService } from '#src/modules/sessions/sessions-service.ts';
import { currentUser, originOf, requireUser } from '#src/plugins/authentication.ts';
import { errorResponses } from '#src/plugins/error-responses.ts';
import { type ProfileService, toProfileResponse } from './profile-service.ts';

const errors = errorResponses(400, 401, 403, 415, 500);
const tags = ['Details'];

/** API group "Details": the user-profile page and its list of sessions. */
export const profileRoutes: FastifyPluginAsyncZod<{
  profile: ProfileService;
  sessions: SessionsService;
}> = async (app, { profile, sessions }) => {
  app.get(
    '/Profile',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: "The user's and the organisation's details, and whether they are complete.",
        response: { 200: profileResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { account, organisation } = currentUser(request);
      return toProfileResponse(account, organisation);
    },
  );

  app.put(
    '/Profile',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Save the profile; `organisation` only for administrators.',
        body: profileSchema,
        response: { 200: profileResponseSchema, ...errors },
      },
    },
    async (request) => profile.update(currentUser(request), request.body, originOf(request)),
  );

  app.get(
    '/Sessions',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: "The signed-in user's open sessions, newest activity first.",
        response: { 200: sessionListSchema, ...errors },
      },
    },
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
          current: row.id === current.id,
        })),
      };
    },
  );

  app.post(
    '/Sessions/RevokeOthers',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: "Sign out the user's other sessions; this one stays.",
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { account, session } = currentUser(request);
      await sessions.revokeOthers(account, session.id, originOf(request));
      return reply.code(204).send(null);
    },
  );
};
