import { matterEngagementsApi } from '@prakar/shared/api/matter-engagements';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, originOf } from '#src/plugins/authentication.ts';
import { route } from '#src/plugins/endpoint-route.ts';
import type { MatterEngagements } from './engagements-service.ts';

/** Groups "BackOffice" and "Matters": a matter's engagement letter, written by staff, accepted by the client. */
export const matterEngagementsRoutes: FastifyPluginAsyncZod<{
  engagements: MatterEngagements;
}> = async (app, { engagements }) => {
  route(app, matterEngagementsApi.staffGet, (request) => engagements.staffView(request.params.id));
  route(app, matterEngagementsApi.write, (request) =>
    engagements.write(currentUser(request), request.params.id, request.body, originOf(request)),
  );
  route(app, matterEngagementsApi.get, (request) =>
    engagements.clientView(currentUser(request), request.params.id),
  );
  route(app, matterEngagementsApi.sendCode, (request) =>
    engagements.sendCode(currentUser(request), request.params.id),
  );
  route(app, matterEngagementsApi.accept, (request) =>
    engagements.accept(
      currentUser(request),
      request.params.id,
      request.body.code,
      originOf(request),
    ),
  );
};
