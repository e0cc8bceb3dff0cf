import { leadsApi } from '@prakar/shared/api/leads';
import { LEADS_EXPORT_ROW_LIMIT, type LeadsExportQuery } from '@prakar/shared/leads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsv } from '#src/csv/csv.ts';
import { currentUser, originOf } from '#src/plugins/authentication.ts';
import { route } from '#src/plugins/endpoint-route.ts';
import { leadsCsv, leadsExportFilename } from './leads-export.ts';
import type { LeadFilter, LeadsService } from './leads-service.ts';

/**
 * A reply is an e-mail to someone outside the firm: per address, a person answering a few
 * messages a minute is well inside it, a script looping on the endpoint is not. The service also
 * counts the replies per staff member and per recipient.
 */
export const LEAD_REPLY_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

const filterOf = ({ search, status, assignee }: LeadsExportQuery): LeadFilter => ({
  search,
  status,
  assignee,
});

/** Group "BackOffice": the firm's inbox of contact messages, for platform administrators only. */
export const leadsRoutes: FastifyPluginAsyncZod<{ leads: LeadsService; now: () => Date }> = async (
  app,
  { leads, now },
) => {
  route(app, leadsApi.list, async (request) => {
    const { cursor, pageSize } = request.query;
    return leads.page(filterOf(request.query), cursor, pageSize);
  });

  route(app, leadsApi.export, async (request, reply) => {
    const filter = filterOf(request.query);
    await leads.recordExport(currentUser(request), filter, originOf(request));
    const batches = leads.all(filter, LEADS_EXPORT_ROW_LIMIT);
    return sendCsv(reply, leadsExportFilename(now()), leadsCsv(batches));
  });

  route(app, leadsApi.assignees, () => leads.assignees());

  route(app, leadsApi.timeline, (request) =>
    leads.timeline(request.params.id, request.query.limit),
  );

  route(app, leadsApi.get, (request) => leads.detail(request.params.id));

  route(app, leadsApi.neighbours, (request) =>
    leads.neighbours(request.params.id, filterOf(request.query)),
  );

  route(app, leadsApi.bulk, (request) =>
    leads.bulk(currentUser(request), request.body, originOf(request)),
  );

  route(app, leadsApi.assign, (request) =>
    leads.assign(
      currentUser(request),
      request.params.id,
      request.body.assigneeId,
      originOf(request),
    ),
  );

  route(app, leadsApi.setStatus, (request) =>
    leads.setStatus(
      currentUser(request),
      request.params.id,
      request.body.status,
      originOf(request),
    ),
  );

  route(app, leadsApi.addNote, (request) =>
    leads.addNote(currentUser(request), request.params.id, request.body.text, originOf(request)),
  );

  route(
    app,
    leadsApi.reply,
    (request) =>
      leads.reply(currentUser(request), request.params.id, request.body, originOf(request)),
    { config: { rateLimit: LEAD_REPLY_RATE_LIMIT } },
  );
};
