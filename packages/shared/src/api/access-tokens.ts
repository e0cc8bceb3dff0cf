import {
  accessTokenIdParamsSchema,
  accessTokenListSchema,
  createAccessTokenSchema,
  createdAccessTokenSchema,
} from '#src/access-tokens.ts';
import { apiErrorSchema } from '#src/api-error.ts';
import { defineEndpoints, errorResponses, noContent } from './endpoint.ts';

const errors = errorResponses(400, 401, 403, 415, 500);

/**
 * API group "Details": the signed-in user's personal access tokens. Only the browser session may
 * call these; a request made with a token is refused (403 `SESSION_REQUIRED`).
 */
export const accessTokensApi = defineEndpoints('accessTokens', {
  list: {
    method: 'GET',
    path: '/Details/AccessTokens',
    tag: 'Details',
    summary: "The signed-in user's API access tokens that are not revoked, newest first.",
    responses: { 200: accessTokenListSchema, ...errors },
  },
  create: {
    method: 'POST',
    path: '/Details/AccessTokens',
    tag: 'Details',
    summary:
      'Create an API access token (`Authorization: Bearer prk_pat_…`); its secret is in this answer only.',
    body: createAccessTokenSchema,
    responses: { 201: createdAccessTokenSchema, 409: apiErrorSchema, ...errors },
  },
  revoke: {
    method: 'DELETE',
    path: '/Details/AccessTokens/:id',
    tag: 'Details',
    summary: 'Revoke one of your API access tokens: its next request is refused.',
    params: accessTokenIdParamsSchema,
    responses: { ...noContent, 404: apiErrorSchema, ...errors },
  },
});
