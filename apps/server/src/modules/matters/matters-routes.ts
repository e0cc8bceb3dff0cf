import { mattersApi } from '@prakar/shared/api/matters';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, originOf } from '#src/plugins/authentication.ts';
import { route } from '#src/plugins/endpoint-route.ts';
import type { MattersService } from './matters-service.ts';

/** Group "BackOffice": advisory matters, for platform administrators only. */
export const mattersRoutes: FastifyPluginAsyncZod<{ matters: MattersService }> = async (
  app,
  { matters },
) => {
  route(app, mattersApi.list, (request) => matters.page(request.query));

  route(app, mattersApi.create, (request) =>
    matters.create(currentUser(request), request.body, originOf(request)),
  );

  route(app, mattersApi.bulk, (request) =>
    matters.bulk(currentUser(request), request.body, originOf(request)),
  );

  route(app, mattersApi.get, (request) => matters.detail(request.params.id));

  route(app, mattersApi.timeline, (request) =>
    matters.timeline(request.params.id, request.query.limit),
  );

  route(app, mattersApi.setStatus, (request) =>
    matters.setStatus(currentUser(request), request.params.id, request.body, originOf(request)),
  );

  route(app, mattersApi.assign, (request) =>
    matters.assign(
      currentUser(request),
      request.params.id,
      request.body.assigneeId,
      originOf(request),
    ),
  );

  route(app, mattersApi.setTarget, (request) =>
    matters.setTarget(
      currentUser(request),
      request.params.id,
      request.body.targetOn,
      originOf(request),
    ),
  );
};
