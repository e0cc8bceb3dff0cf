import { messageResponseSchema, tokenSchema } from '@prakar/shared/auth';
import {
  acceptInvitationSchema,
  accessChangesSchema,
  accessMatrixSchema,
  changeRoleSchema,
  invitationDetailsSchema,
  inviteUserSchema,
  organisationOptionsSchema,
  userIdParamsSchema,
  userListQuerySchema,
  userListSchema,
  userSummarySchema,
} from '@prakar/shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  currentUser,
  originOf,
  requireCompleteProfile,
  requirePermission,
} from '#src/plugins/authentication.ts';
import { errorResponses } from '#src/plugins/error-responses.ts';
import type { UsersService } from './users-service.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 415, 429, 500);
const tags = ['Details'];
const noContent = { 204: z.null(), ...errors };

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

  app.get(
    '/Users',
    {
      schema: {
        tags,
        summary: 'One page of the organisation’s users, searched, filtered and sorted.',
        querystring: userListQuerySchema,
        response: { 200: userListSchema, ...errors },
      },
    },
    async (request) => users.list(currentUser(request), request.query),
  );

  app.post(
    '/Users/Invitations',
    {
      schema: {
        tags,
        summary: 'Invite someone by e-mail with a role; the link works once, for 7 days.',
        body: inviteUserSchema,
        response: { 201: userSummarySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await users.invite(currentUser(request), request.body, originOf(request))),
  );

  app.post(
    '/Users/:id/ResendInvitation',
    {
      schema: {
        tags,
        summary: 'Send a pending invitation again, with a new link.',
        params: userIdParamsSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await users.resendInvitation(currentUser(request), request.params.id, originOf(request));
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/Users/:id/Invitation',
    {
      schema: {
        tags,
        summary: 'Withdraw a pending invitation.',
        params: userIdParamsSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await users.revokeInvitation(currentUser(request), request.params.id, originOf(request));
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/Users/:id/Role',
    {
      schema: {
        tags,
        summary: 'Make a user an administrator or a user; their access restarts from the role.',
        params: userIdParamsSchema,
        body: changeRoleSchema,
        response: { 200: userSummarySchema, ...errors },
      },
    },
    async (request) =>
      users.changeRole(
        currentUser(request),
        request.params.id,
        request.body.role,
        originOf(request),
      ),
  );

  app.post(
    '/Users/:id/Deactivate',
    {
      schema: {
        tags,
        summary: 'Deactivate a user and end all their sessions at once.',
        params: userIdParamsSchema,
        response: { 200: userSummarySchema, ...errors },
      },
    },
    async (request) => users.deactivate(currentUser(request), request.params.id, originOf(request)),
  );

  app.post(
    '/Users/:id/Reactivate',
    {
      schema: {
        tags,
        summary: 'Let a deactivated user sign in again.',
        params: userIdParamsSchema,
        response: { 200: userSummarySchema, ...errors },
      },
    },
    async (request) => users.reactivate(currentUser(request), request.params.id, originOf(request)),
  );

  app.post(
    '/Users/:id/SendPasswordReset',
    {
      schema: {
        tags,
        summary: 'E-mail the user a password reset link (30 minutes, single-use).',
        params: userIdParamsSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await users.sendPasswordReset(currentUser(request), request.params.id, originOf(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/AccessControl',
    {
      schema: {
        tags,
        summary: 'One page of the users × apps and admin powers matrix, with role defaults.',
        querystring: userListQuerySchema,
        response: { 200: accessMatrixSchema, ...errors },
      },
    },
    async (request) => users.accessMatrix(currentUser(request), request.query),
  );

  app.put(
    '/AccessControl',
    {
      schema: {
        tags,
        summary: 'Save changed cells of the matrix, all in one transaction.',
        body: accessChangesSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await users.changeAccess(currentUser(request), request.body, originOf(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/Organisations',
    {
      preValidation: requirePermission('manage:all:platform'),
      schema: {
        tags,
        summary: 'Platform administrators: every organisation, for the organisation filter.',
        response: { 200: organisationOptionsSchema, ...errors },
      },
    },
    async () => ({ organisations: await users.organisations() }),
  );
};

/** The invitee's side: public, the code in the link is the proof. */
export const invitationRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (
  app,
  { users },
) => {
  app.get(
    '/Invitation',
    {
      config: { signIn: 'none' },
      schema: {
        tags: ['Authentication'],
        summary: 'Who invited this address to which organisation; changes nothing.',
        querystring: tokenSchema,
        response: { 200: invitationDetailsSchema, ...errors },
      },
    },
    async (request) => users.invitationDetails(request.query.token),
  );

  app.post(
    '/AcceptInvitation',
    {
      config: { signIn: 'none' },
      schema: {
        tags: ['Authentication'],
        summary: 'Join the organisation: choose a name and password. Does not sign in.',
        body: acceptInvitationSchema,
        response: { 200: messageResponseSchema.extend({ email: z.string() }), ...errors },
      },
    },
    async (request) => users.acceptInvitation(request.body, originOf(request)),
  );
};
