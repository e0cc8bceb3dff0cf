import { retentionSchema } from '#src/matter-retention.ts';
import { STAFF_PERMISSION } from '#src/permissions.ts';
import { defineEndpoints, errorResponses } from './endpoint.ts';

/** The firm's retention period of closed matters' documents (group "BackOffice"). */
export const matterRetentionApi = defineEndpoints('matterRetention', {
  get: {
    method: 'GET',
    path: '/BackOffice/Settings/Retention',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary: 'How many years after closing a matter’s documents are kept.',
    responses: { 200: retentionSchema, ...errorResponses(401, 403, 500) },
  },
  set: {
    method: 'PUT',
    path: '/BackOffice/Settings/Retention',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary:
      'Change how many years after closing a matter’s documents are kept; the next daily run deletes the files of matters past it.',
    body: retentionSchema,
    responses: { 200: retentionSchema, ...errorResponses(400, 401, 403, 500) },
  },
});
