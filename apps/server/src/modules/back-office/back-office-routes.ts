import { backOfficeHomeApi } from '@prakar/shared/api/back-office-home';
import { backOfficeOrdersApi } from '@prakar/shared/api/back-office-orders';
import { backOfficeOrganisationsApi } from '@prakar/shared/api/back-office-organisations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsv } from '#src/csv/csv.ts';
import type { Database } from '#src/db/client.ts';
import { currentUser, originOf } from '#src/plugins/authentication.ts';
import { route } from '#src/plugins/endpoint-route.ts';
import type { BackOfficeOrders } from './back-office-orders.ts';
import type { BackOfficeOrganisations } from './back-office-organisations.ts';
import { workWaiting } from './work-waiting.ts';

/** The firm's back office: platform administrators only, every route. */
export const backOfficeRoutes: FastifyPluginAsyncZod<{
  orders: BackOfficeOrders;
  organisations: BackOfficeOrganisations;
  db: Database;
  now: () => Date;
}> = async (app, { orders, organisations, db, now }) => {
  route(app, backOfficeHomeApi.workWaiting, () => workWaiting(db, now()));

  route(app, backOfficeOrdersApi.list, (request) => orders.list(request.query));
  route(app, backOfficeOrdersApi.export, (request, reply) => {
    const { filename, chunks } = orders.exportCsv(
      currentUser(request),
      request.query,
      originOf(request),
    );
    return sendCsv(reply, filename, chunks);
  });
  route(app, backOfficeOrdersApi.get, (request) => orders.get(request.params.reference));
  route(app, backOfficeOrdersApi.timeline, (request) =>
    orders.timeline(request.params.reference, request.query.limit),
  );
  route(app, backOfficeOrdersApi.resendInvoice, (request) =>
    orders.resendInvoice(currentUser(request), request.params.reference, originOf(request)),
  );

  route(app, backOfficeOrganisationsApi.list, (request) => organisations.list(request.query));
  route(app, backOfficeOrganisationsApi.export, (request, reply) => {
    const { filename, chunks } = organisations.exportCsv(
      currentUser(request),
      request.query,
      originOf(request),
    );
    return sendCsv(reply, filename, chunks);
  });
  route(app, backOfficeOrganisationsApi.get, (request) =>
    organisations.get(currentUser(request), request.params.id),
  );
  route(app, backOfficeOrganisationsApi.timeline, (request) =>
    organisations.timeline(currentUser(request), request.params.id, request.query.limit),
  );
};
