import { accessChangesSchema, accessMatrixSchema, userListQuerySchema } from '#src/users.ts';
import { defineEndpoints, errorResponses, noContent } from './endpoint.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 415, 429, 500);

/**
 * API group "Details": the access-control matrix, users × apps and admin powers, over the same
 * list of users (and the same query) as the users screen.
 */
export const accessControlApi = defineEndpoints('access-control', {
  matrix: {
    method: 'GET',
    path: '/Details/AccessControl',
    tag: 'Details',
    permission: 'manage:users:org',
    summary: 'One page of the users × apps and admin powers matrix, with role defaults.',
    query: userListQuerySchema,
    responses: { 200: accessMatrixSchema, ...errors },
  },
  save: {
    method: 'PUT',
    path: '/Details/AccessControl',
    tag: 'Details',
    permission: 'manage:users:org',
    summary: 'Save changed cells of the matrix, all in one transaction.',
    body: accessChangesSchema,
    responses: { ...noContent, ...errors },
  },
});
