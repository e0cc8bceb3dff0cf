import { workWaitingSchema } from '#src/back-office-home.ts';
import { STAFF_PERMISSION } from '#src/permissions.ts';
import { defineEndpoints, errorResponses } from './endpoint.ts';

const errors = errorResponses(401, 403, 429, 500);

/** API group "BackOffice": the staff's home. */
export const backOfficeHomeApi = defineEndpoints('backOfficeHome', {
  workWaiting: {
    method: 'GET',
    path: '/BackOffice/Home',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary:
      'Platform administrators: how many leads, applications, refunds and unpaid orders wait.',
    responses: { 200: workWaitingSchema, ...errors },
  },
});
