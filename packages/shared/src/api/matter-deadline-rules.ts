import { apiErrorSchema } from '#src/api-error.ts';
import {
  deadlineRuleIdParamsSchema,
  deadlineRuleListSchema,
  deadlineRuleSchema,
  updateDeadlineRuleSchema,
} from '#src/matter-deadlines.ts';
import { STAFF_PERMISSION } from '#src/permissions.ts';
import { defineEndpoints, errorResponses } from './endpoint.ts';

const errors = errorResponses(400, 401, 403, 415, 500);

/** API group "BackOffice": the statutory deadline rules of advisory matters, kept as data. */
export const matterDeadlineRulesApi = defineEndpoints('matterDeadlineRules', {
  list: {
    method: 'GET',
    path: '/BackOffice/DeadlineRules',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary:
      'Platform administrators: each kind of matter’s deadline under each Income-tax Act, with its section, years and period.',
    responses: { 200: deadlineRuleListSchema, ...errors },
  },
  update: {
    method: 'PUT',
    path: '/BackOffice/DeadlineRules/:id',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary:
      'Platform administrators: change a rule’s section, the years it covers or its period (audited).',
    params: deadlineRuleIdParamsSchema,
    body: updateDeadlineRuleSchema,
    responses: { 200: deadlineRuleSchema, 404: apiErrorSchema, ...errors },
  },
});
