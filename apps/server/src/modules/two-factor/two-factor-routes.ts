import { twoFactorApi } from '@prakar/shared/api/two-factor';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toSessionUser } from '#src/modules/accounts/session-user.ts';
import type { SignedIn } from '#src/modules/accounts/start-session.ts';
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
import type { SecondStep } from './second-step.ts';
import type { TwoFactorPolicyService } from './two-factor-policy.ts';
import type { TwoFactorService } from './two-factor-service.ts';

/**
 * Two-step sign-in: the profile's set-up, recovery codes and turning off (the signed-in browser
 * only, like the password), and the sign-in's second step (a code, or the user's passkey).
 */
export const twoFactorRoutes: FastifyPluginAsyncZod<{
  twoFactor: TwoFactorService;
  policy: TwoFactorPolicyService;
  secondStep: SecondStep;
  sessions: SessionsService;
  cookie: SessionCookieSettings;
}> = async (app, { twoFactor, policy, secondStep, sessions, cookie }) => {
  const signedIn = { preValidation: requireSession };
  const startCookieSession = async (
    request: FastifyRequest,
    reply: FastifyReply,
    started: SignedIn,
  ) => {
    await endCookieSession(sessions, request);
    setSessionCookie(reply, cookie, started);
    return { user: toSessionUser(started.user, started.organisation, started.access) };
  };

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
    const started = await secondStep.finishWithCode(token, code, originOf(request));
    return startCookieSession(request, reply, started);
  });

  route(app, twoFactorApi.secondStepPasskeyOptions, (request) =>
    secondStep.passkeyOptions(request.body.token, originOf(request)),
  );

  route(app, twoFactorApi.secondStepPasskey, async (request, reply) => {
    const started = await secondStep.finishWithPasskey(
      request.body.token,
      request.body,
      originOf(request),
    );
    return startCookieSession(request, reply, started);
  });
};
