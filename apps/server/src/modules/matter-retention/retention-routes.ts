import { matterRetentionApi as api } from '@prakar/shared/api/matter-retention';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, originOf } from '#src/plugins/authentication.ts';
import { route } from '#src/plugins/endpoint-route.ts';
import type { RetentionSetting } from './retention-setting.ts';

/** Group "BackOffice": the firm's retention period of closed matters' documents. */
export const retentionRoutes: FastifyPluginAsyncZod<{ retention: RetentionSetting }> = async (
  app,
  { retention },
) => {
  route(app, api.get, () => retention.get());
  route(app, api.set, (request) =>
    retention.set(currentUser(request), request.body, originOf(request)),
  );
};
