import { accessTokensApi } from '@prakar/shared/api/access-tokens';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentSessionUser, originOf, requireSession } from '#src/plugins/authentication.ts';
import { route } from '#src/plugins/endpoint-route.ts';
import type { AccessTokensService } from './access-tokens-service.ts';

/**
 * API group "Details": the signed-in user's personal access tokens. Only the browser session
 * manages them, so a leaked token can neither mint more nor hide by revoking others.
 */
export const accessTokensRoutes: FastifyPluginAsyncZod<{
  accessTokens: AccessTokensService;
}> = async (app, { accessTokens }) => {
  route(
    app,
    accessTokensApi.list,
    async (request) => ({
      tokens: await accessTokens.list(currentSessionUser(request).account),
    }),
    { preValidation: requireSession },
  );

  route(
    app,
    accessTokensApi.create,
    async (request) => {
      const { account } = currentSessionUser(request);
      const created = await accessTokens.create(account, request.body, originOf(request));
      return created;
    },
    { preValidation: requireSession },
  );

  route(
    app,
    accessTokensApi.revoke,
    async (request) => {
      const { account } = currentSessionUser(request);
      await accessTokens.revoke(account, request.params.id, originOf(request));
    },
    { preValidation: requireSession },
  );
};
