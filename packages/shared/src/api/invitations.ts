import { sessionUserSchema, tokenSchema, verifyEmailResponseSchema } from '#src/auth.ts';
import { acceptInvitationSchema, invitationDetailsSchema } from '#src/users.ts';
import { defineEndpoints, errorResponses } from './endpoint.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 415, 429, 500);

/**
 * API group "Authentication": the invitee's side of an invitation. Public: the code in the
 * e-mailed link is the proof.
 */
export const invitationsApi = defineEndpoints('invitations', {
  details: {
    method: 'GET',
    path: '/Authentication/Invitation',
    tag: 'Authentication',
    signIn: 'none',
    summary: 'Who invited this address to which organisation; changes nothing.',
    query: tokenSchema,
    responses: { 200: invitationDetailsSchema, ...errors },
  },
  accept: {
    method: 'POST',
    path: '/Authentication/AcceptInvitation',
    tag: 'Authentication',
    signIn: 'none',
    summary:
      'Join the organisation: choose a name and password; signs the new member in, setting the HttpOnly session cookie.',
    body: acceptInvitationSchema,
    responses: { 200: verifyEmailResponseSchema.extend({ user: sessionUserSchema }), ...errors },
  },
});
