import { twoFactorApi } from '@prakar/shared/api/two-factor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toSessionUser } from '#src/modules/accounts/session-user.ts';
import { endCookieSession } from '#src/modules/sessions/end-cookie-session.ts';
import {
  type SessionCookieSettings,
  setSessionCookie,
} from '#src/modules/sessions/session-cookie.ts';
import type { SessionsService } from '#src/modules/sessions/sessions-service.ts';
import {
  currentSessionUser,
  currentUser,
  originOf,
  requireSession,
} from '#src/plugins/authentication.ts';
import { route } from '#src/plugins/endpoint-route.ts';
import type { TwoFactorPolicyService } from './two-factor-policy.ts';
import type { TwoFactorService } from './two-factor-service.ts';

/**
 * Two-step sign-in: the profile's set-up, recovery codes and turning off (the signed-in browser
 * only, like the password), and the sign-in's second step.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod<{
  twoFactor: TwoFactorService;
  policy: TwoFactorPolicyService;
  sessions: SessionsService;
  cookie: SessionCookieSettings;
}> = async (app, { twoFactor, policy, sessions, cookie }) => {
  const signedIn = { preValidation: requireSession };

  route(
    app,
    twoFactorApi.status,
    (request) => twoFactor.status(currentSessionUser(request).account),
    signedIn,
  );

  route(
    app,
    twoFactorApi.setUp,
    (request) => twoFactor.setUp(currentSessionUser(request).account),
    signedIn,
  );

  route(
    app,
    twoFactorApi.confirm,
    (request) =>
      twoFactor.confirm(currentSessionUser(request).account, request.body.code, originOf(request)),
    signedIn,
  );

  route(
    app,
    twoFactorApi.regenerateRecoveryCodes,
    (request) =>
      twoFactor.regenerateRecoveryCodes(
        currentSessionUser(request).account,
        request.body.code,
        originOf(request),
      ),
    signedIn,
  );

  route(
    app,
    twoFactorApi.turnOff,
    (request) =>
      twoFactor.turnOff(currentSessionUser(request).account, request.body.code, originOf(request)),
    signedIn,
  );

  route(app, twoFactorApi.policy, (request) =>
    policy.policy(currentUser(request).account.organisationId),
  );

  route(app, twoFactorApi.setPolicy, (request) =>
    policy.setPolicy(currentUser(request).account, request.body.policy, originOf(request)),
  );

  route(app, twoFactorApi.secondStep, async (request, reply) => {
    const { token, code } = request.body;
    const started = await twoFactor.finishSignIn(token, code, originOf(request));
    await endCookieSession(sessions, request);
    setSessionCookie(reply, cookie, started);
    return { user: toSessionUser(started.user, started.organisation, started.access) };
  });
};
