import { AUDIT_EXPORT_ROW_LIMIT, auditListSchema, auditQuerySchema } from '#src/audit.ts';
import { defineEndpoints, errorResponses, fileResponse } from './endpoint.ts';

const errors = errorResponses(400, 401, 403, 500);

/**
 * API group "Details": user management's activity, who did what in the organisation and when.
 * Callers need the "manage users" power and a complete profile.
 */
export const auditApi = defineEndpoints('audit', {
  list: {
    method: 'GET',
    path: '/Details/Audit',
    tag: 'Details',
    permission: 'manage:users:org',
    summary:
      "One page of the organisation's audit trail, newest first; every organisation's for platform administrators.",
    query: auditQuerySchema,
    responses: { 200: auditListSchema, ...errors },
  },
  export: {
    method: 'GET',
    path: '/Details/Audit/Export',
    tag: 'Details',
    permission: 'manage:users:org',
    summary: `The audit trail as CSV with the same filters, without paging (at most ${AUDIT_EXPORT_ROW_LIMIT.toLocaleString('en-IN')} events).`,
    query: auditQuerySchema,
    responses: { 200: fileResponse('text/csv', 'A CSV file, times in IST.'), ...errors },
  },
});
