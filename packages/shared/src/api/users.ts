import { STAFF_PERMISSION } from '#src/permissions.ts';
import {
  changeRoleSchema,
  inviteUserSchema,
  organisationOptionsSchema,
  userIdParamsSchema,
  userListQuerySchema,
  userListSchema,
  userSummarySchema,
} from '#src/users.ts';
import { defineEndpoints, errorResponses, noContent } from './endpoint.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 415, 429, 500);

/**
 * API group "Details": an organisation's users (the `user-management/users` screen), its
 * invitations and each row's actions. Callers need the "manage users" power and a complete
 * profile, and stay within their own organisation.
 */
export const usersApi = defineEndpoints('users', {
  list: {
    method: 'GET',
    path: '/Details/Users',
    tag: 'Details',
    permission: 'manage:users:org',
    summary: 'One page of the organisation’s users, searched, filtered and sorted.',
    query: userListQuerySchema,
    responses: { 200: userListSchema, ...errors },
  },
  invite: {
    method: 'POST',
    path: '/Details/Users/Invitations',
    tag: 'Details',
    permission: 'manage:users:org',
    summary: 'Invite someone by e-mail with a role; the link works once, for 7 days.',
    body: inviteUserSchema,
    responses: { 201: userSummarySchema, ...errors },
  },
  resendInvitation: {
    method: 'POST',
    path: '/Details/Users/:id/ResendInvitation',
    tag: 'Details',
    permission: 'manage:users:org',
    summary: 'Send a pending invitation again, with a new link.',
    params: userIdParamsSchema,
    responses: { ...noContent, ...errors },
  },
  revokeInvitation: {
    method: 'DELETE',
    path: '/Details/Users/:id/Invitation',
    tag: 'Details',
    permission: 'manage:users:org',
    summary: 'Withdraw a pending invitation.',
    params: userIdParamsSchema,
    responses: { ...noContent, ...errors },
  },
  changeRole: {
    method: 'PUT',
    path: '/Details/Users/:id/Role',
    tag: 'Details',
    permission: 'manage:users:org',
    summary: 'Make a user an administrator or a user; their access restarts from the role.',
    params: userIdParamsSchema,
    body: changeRoleSchema,
    responses: { 200: userSummarySchema, ...errors },
  },
  deactivate: {
    method: 'POST',
    path: '/Details/Users/:id/Deactivate',
    tag: 'Details',
    permission: 'manage:users:org',
    summary: 'Deactivate a user and end all their sessions at once.',
    params: userIdParamsSchema,
    responses: { 200: userSummarySchema, ...errors },
  },
  reactivate: {
    method: 'POST',
    path: '/Details/Users/:id/Reactivate',
    tag: 'Details',
    permission: 'manage:users:org',
    summary: 'Let a deactivated user sign in again.',
    params: userIdParamsSchema,
    responses: { 200: userSummarySchema, ...errors },
  },
  sendPasswordReset: {
    method: 'POST',
    path: '/Details/Users/:id/SendPasswordReset',
    tag: 'Details',
    permission: 'manage:users:org',
    summary: 'E-mail the user a password reset link (30 minutes, single-use).',
    params: userIdParamsSchema,
    responses: { ...noContent, ...errors },
  },
  organisations: {
    method: 'GET',
    path: '/Details/Organisations',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary: 'Platform administrators: every organisation, for the organisation filter.',
    responses: { 200: organisationOptionsSchema, ...errors },
  },
});
