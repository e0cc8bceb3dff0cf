import { matterDeadlineRulesApi } from '@prakar/shared/api/matter-deadline-rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, originOf } from '#src/plugins/authentication.ts';
import { route } from '#src/plugins/endpoint-route.ts';
import type { MatterDeadlinesService } from './matter-deadlines-service.ts';

/** Group "BackOffice": the deadline rules of advisory matters, for platform administrators only. */
export const matterDeadlinesRoutes: FastifyPluginAsyncZod<{
  deadlines: MatterDeadlinesService;
}> = async (app, { deadlines }) => {
  route(app, matterDeadlineRulesApi.list, async () => ({ rules: await deadlines.list() }));
  route(app, matterDeadlineRulesApi.update, (request) =>
    deadlines.update(currentUser(request), request.params.id, request.body, originOf(request)),
  );
};
