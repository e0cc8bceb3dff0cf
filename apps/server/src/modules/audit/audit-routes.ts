import { type AuditQuery, auditListSchema, auditQuerySchema } from '@prakar/shared/audit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  currentUser,
  organisationScope,
  requireCompleteProfile,
  requirePermission,
} from '#src/plugins/authentication.ts';
import { errorResponses } from '#src/plugins/error-responses.ts';
import { auditCsv, EXPORT_ROW_LIMIT, exportFilename } from './audit-export.ts';
import { type AuditFilter, type AuditService, toAuditEvent } from './audit-service.ts';

const errors = errorResponses(400, 401, 403, 500);
const tags = ['Details'];

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
  // As on the other user-management routes: decided before the query is even read.
  app.addHook('preValidation', requirePermission('manage:users:org'));
  app.addHook('preValidation', requireCompleteProfile);

  app.get(
    '/Audit',
    {
      schema: {
        tags,
        summary:
          "One page of the organisation's audit trail, newest first; every organisation's for platform administrators.",
        querystring: auditQuerySchema,
        response: { 200: auditListSchema, ...errors },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const { rows, total } = await audit.page(filterOf(request, request.query), page, pageSize);
      return { events: rows.map(toAuditEvent), total, page, pageSize };
    },
  );

  app.get(
    '/Audit/Export',
    {
      schema: {
        tags,
        summary: `The audit trail as CSV with the same filters, without paging (at most ${EXPORT_ROW_LIMIT.toLocaleString('en-IN')} events).`,
        querystring: auditQuerySchema,
        response: {
          200: {
            description: 'A CSV file, times in IST.',
            content: { 'text/csv': { schema: z.string() } },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const rows = await audit.all(filterOf(request, request.query), EXPORT_ROW_LIMIT);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFilename(now())}"`)
        .header('cache-control', 'no-store')
        .send(auditCsv(rows));
    },
  );
};
