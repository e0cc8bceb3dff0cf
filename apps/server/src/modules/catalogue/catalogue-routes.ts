import { catalogueApi } from '@prakar/shared/api/catalogue';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#src/db/client.ts';
import { currentUser, originOf } from '#src/plugins/authentication.ts';
import { route } from '#src/plugins/endpoint-route.ts';
import type { CatalogueService } from './catalogue-service.ts';
import { addPlan, renamePlan, updatePlan } from './plan-admin.ts';

/**
 * The catalogue's answers written as JSON once per cached copy instead of once per request: the
 * service hands out the same objects until its copy expires, and they were checked against the
 * shared schema when it was read (see `toProduct`), so checking them again on the way out would
 * only repeat that work on every product page view.
 */
const written = new WeakMap<object, string>();

function sendWritten(reply: FastifyReply, answer: object): FastifyReply {
  let text = written.get(answer);
  if (text === undefined) {
    text = JSON.stringify(answer);
    written.set(answer, text);
  }
  return reply.type('application/json; charset=utf-8').send(text);
}

/** The products and plans shown on product pages and at checkout, and their administration. */
export const catalogueRoutes: FastifyPluginAsyncZod<{
  catalogue: CatalogueService;
  db: Database;
  now: () => Date;
}> = async (app, { catalogue, db, now }) => {
  // Reads answer from this server's copy of the catalogue: counting them against the per-address
  // limit, in Redis, would cost more than the answer it guards.
  const fromMemory = { config: { rateLimit: false } } as const;

  route(
    app,
    catalogueApi.listProducts,
    async (_request, reply) => sendWritten(reply, await catalogue.listProducts()),
    fromMemory,
  );

  route(
    app,
    catalogueApi.getProduct,
    async (request, reply) => sendWritten(reply, await catalogue.getProduct(request.params.code)),
    fromMemory,
  );

  const deps = { db, now };

  route(app, catalogueApi.updatePlan, (request) =>
    updatePlan(deps, currentUser(request), request.params.code, request.body, originOf(request)),
  );

  route(app, catalogueApi.addPlan, (request) =>
    addPlan(deps, currentUser(request), request.params.code, request.body, originOf(request)),
  );

  route(app, catalogueApi.renamePlan, (request) =>
    renamePlan(
      deps,
      currentUser(request),
      request.params.code,
      request.body.name,
      originOf(request),
    ),
  );
};
