import { passkeysApi } from '@prakar/shared/api/passkeys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toSessionUser } from '#src/modules/accounts/session-user.ts';
import { endCookieSession } from '#src/modules/sessions/end-cookie-session.ts';
import {
  type SessionCookieSettings,
  setSessionCookie,
} from '#src/modules/sessions/session-cookie.ts';
import type { SessionsService } from '#src/modules/sessions/sessions-service.ts';
import { currentSessionUser, originOf, requireSession } from '#src/plugins/authentication.ts';
import { route } from '#src/plugins/endpoint-route.ts';
import type { PasskeySignIn } from './passkey-sign-in.ts';
import type { PasskeysService } from './passkeys-service.ts';

/**
 * Passkeys: the profile's list, adding, renaming and removing (the signed-in browser only, like
 * the password), and signing in with one.
 */
export const passkeysRoutes: FastifyPluginAsyncZod<{
  passkeys: PasskeysService;
  passkeySignIn: PasskeySignIn;
  sessions: SessionsService;
  cookie: SessionCookieSettings;
}> = async (app, { passkeys, passkeySignIn, sessions, cookie }) => {
  const signedIn = { preValidation: requireSession };
  const account = (request: Parameters<typeof currentSessionUser>[0]) =>
    currentSessionUser(request).account;

  route(
    app,
    passkeysApi.list,
    async (request) => ({ passkeys: await passkeys.list(account(request)) }),
    signedIn,
  );

  route(
    app,
    passkeysApi.registrationOptions,
    (request) => passkeys.registrationOptions(account(request)),
    signedIn,
  );

  route(
    app,
    passkeysApi.add,
    (request) => passkeys.add(account(request), request.body, originOf(request)),
    signedIn,
  );

  route(
    app,
    passkeysApi.rename,
    (request) =>
      passkeys.rename(account(request), request.params.id, request.body.name, originOf(request)),
    signedIn,
  );

  route(
    app,
    passkeysApi.remove,
    (request) => passkeys.remove(account(request), request.params.id, originOf(request)),
    signedIn,
  );

  route(app, passkeysApi.signInOptions, (request) => passkeySignIn.options(originOf(request)));

  route(app, passkeysApi.signIn, async (request, reply) => {
    const started = await passkeySignIn.signIn(request.body, originOf(request));
    await endCookieSession(sessions, request);
    setSessionCookie(reply, cookie, started);
    return { user: toSessionUser(started.user, started.organisation, started.access) };
  });
};
