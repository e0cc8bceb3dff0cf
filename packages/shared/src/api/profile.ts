import { profileResponseSchema, profileSchema, sessionListSchema } from '#src/profile.ts';
import { defineEndpoints, errorResponses, noContent } from './endpoint.ts';

const errors = errorResponses(400, 401, 403, 415, 500);

/** API group "Details": the user-profile page and its list of sessions. */
export const profileApi = defineEndpoints('profile', {
  get: {
    method: 'GET',
    path: '/Details/Profile',
    tag: 'Details',
    summary: "The user's and the organisation's details, and whether they are complete.",
    responses: { 200: profileResponseSchema, ...errors },
  },
  save: {
    method: 'PUT',
    path: '/Details/Profile',
    tag: 'Details',
    summary: 'Save the profile; `organisation` only for administrators.',
    body: profileSchema,
    responses: { 200: profileResponseSchema, ...errors },
  },
  sessions: {
    method: 'GET',
    path: '/Details/Sessions',
    tag: 'Details',
    summary: "The signed-in user's open sessions, newest activity first.",
    responses: { 200: sessionListSchema, ...errors },
  },
  revokeOtherSessions: {
    method: 'POST',
    path: '/Details/Sessions/RevokeOthers',
    tag: 'Details',
    summary: "Sign out the user's other sessions; this one stays.",
    responses: { ...noContent, ...errors },
  },
});
