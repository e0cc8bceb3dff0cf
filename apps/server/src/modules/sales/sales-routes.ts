import { salesApi } from '@prakar/shared/api/sales';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, originOf } from '#src/plugins/authentication.ts';
import { route } from '#src/plugins/endpoint-route.ts';
import type { Gstr1File, SalesService } from './sales-service.ts';

function sendFile(reply: FastifyReply, file: Gstr1File, type: string): FastifyReply {
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .send(file.content);
}

/** Group BackOffice: the sales dashboard and the GSTR-1 downloads, for platform administrators. */
export const salesRoutes: FastifyPluginAsyncZod<{ sales: SalesService }> = async (
  app,
  { sales },
) => {
  route(app, salesApi.dashboard, (request) => sales.dashboard(request.query));
  route(app, salesApi.trend, () => sales.trend());

  route(app, salesApi.gstr1Json, async (request, reply) =>
    sendFile(
      reply,
      await sales.gstr1Json(currentUser(request), request.query.month, originOf(request)),
      'application/json; charset=utf-8',
    ),
  );

  route(app, salesApi.gstr1Csv, async (request, reply) => {
    const { month, section } = request.query;
    const file = await sales.gstr1Csv(currentUser(request), month, section, originOf(request));
    return sendFile(reply, file, 'text/csv; charset=utf-8');
  });
};
