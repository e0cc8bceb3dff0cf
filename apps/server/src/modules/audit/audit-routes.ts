import { auditApi } from '@prakar/shared/api/audit';
import { AUDIT_EXPORT_ROW_LIMIT, type AuditQuery } from '@prakar/shared/audit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsv } from '#src/csv/csv.ts';
import { organisationScope } from '#src/modules/access/access-rules.ts';
import { currentUser, requireCompleteProfile } from '#src/plugins/authentication.ts';
import { route } from '#src/plugins/endpoint-route.ts';
import { auditCsv, exportFilename } from './audit-export.ts';
import { type AuditFilter, type AuditService, toAuditEvent } from './audit-service.ts';

/** The query's filters, kept to the caller's own organisation unless they run the platform. */
function filterOf(request: FastifyRequest, query: AuditQuery): AuditFilter {
  const { action, user, from, to, organisationId } = query;
  return {
    organisationId: organisationScope(currentUser(request), organisationId),
    action,
    user,
    from,
    to,
  };
}

/** User management's activity: who did what in the organisation, and when. */
export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService; now: () => Date }> = async (
  app,
  { audit, now },
) => {
  // Checked after the permission the contract declares, and before the query is read.
  const completeProfile = { preValidation: requireCompleteProfile };

  route(
    app,
    auditApi.list,
    async (request) => {
      const { cursor, pageSize } = request.query;
      const { rows, paging } = await audit.page(filterOf(request, request.query), cursor, pageSize);
      return { events: rows.map(toAuditEvent), ...paging };
    },
    completeProfile,
  );

  route(
    app,
    auditApi.export,
    async (request, reply) => {
      const batches = audit.all(filterOf(request, request.query), AUDIT_EXPORT_ROW_LIMIT);
      return sendCsv(reply, exportFilename(now()), auditCsv(batches));
    },
    completeProfile,
  );
};
