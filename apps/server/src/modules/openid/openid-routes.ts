import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionsService } from '#src/modules/sessions/sessions-service.ts';
import { cspDirectives, serializeCsp } from '#src/plugins/security-headers.ts';
import { OPENID_PATH } from './openid-provider.ts';
import type { OpenidService } from './openid-service.ts';

/** The portal's sign-in page, coming back to this interaction once the visitor is signed in. */
function loginPathFor(uid: string): string {
  const back = `${OPENID_PATH}/interaction/${uid}`;
  return `/login?returnUrl=${Buffer.from(back).toString('base64url')}`;
}

/**
 * Mounts the provider under /oidc (docs/decisions/0090). Its own body parsing reads the requests
 * (Fastify's parsers stand aside), and its logout form may go on to the apps' addresses.
 */
export async function openidRoutes(
  app: FastifyInstance,
  options: { openid: OpenidService; sessions: SessionsService; cookieName: string; https: boolean },
): Promise<void> {
  const { provider, clients } = options.openid;
  const callback = provider.callback();
  // Logout tokens still on their way are sent before the database closes.
  app.addHook('onClose', () => options.openid.settled());
  const appOrigins = [
    ...new Set(
      clients.flatMap((client) =>
        [...client.postLogoutRedirectUris, ...client.redirectUris].map(
          (uri) => new URL(uri).origin,
        ),
      ),
    ),
  ];
  const csp = serializeCsp(cspDirectives({ https: options.https, formActions: appOrigins }));

  // OpenID Connect's own discovery document describes these, not the API reference.
  const hidden = { schema: { hide: true } } as const;

  const handOver = (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    const raw = request.raw as typeof request.raw & { originalUrl?: string };
    raw.originalUrl = raw.url;
    raw.url = raw.url?.slice(OPENID_PATH.length) || '/';
    reply.raw.setHeader('content-security-policy', csp);
    callback(raw, reply.raw);
  };

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    scope.all(`${OPENID_PATH}/*`, hidden, handOver);
  });

  // The login step is the portal's own session: sign in there if need be, then come back.
  app.get<{ Params: { uid: string } }>(
    `${OPENID_PATH}/interaction/:uid`,
    hidden,
    async (request, reply) => {
      let details: Awaited<ReturnType<typeof provider.interactionDetails>>;
      try {
        details = await provider.interactionDetails(request.raw, reply.raw);
      } catch {
        return reply
          .code(400)
          .type('text/plain; charset=utf-8')
          .send('This sign-in has expired. Go back to the app and sign in again.');
      }
      // Only the browser's own session cookie signs in here, never a bearer token.
      const token = request.cookies[options.cookieName];
      const user = token ? await options.sessions.authenticate(token) : undefined;
      if (details.prompt.name === 'login' && !user) {
        return reply.redirect(loginPathFor(details.uid));
      }
      const result =
        details.prompt.name === 'login' && user
          ? { login: { accountId: String(user.account.id) } }
          : { error: 'access_denied', error_description: 'The app asked for more than it may.' };
      reply.hijack();
      await provider.interactionFinished(request.raw, reply.raw, result, {
        mergeWithLastSubmission: false,
      });
    },
  );
}
