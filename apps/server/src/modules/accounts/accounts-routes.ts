import { accountsApi } from '@prakar/shared/api/accounts';
import { effectiveApps, ROLE_IDS } from '@prakar/shared/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '#src/http-error.ts';
import { endCookieSession } from '#src/modules/sessions/end-cookie-session.ts';
import {
  clearSessionCookie,
  matchSignedInHint,
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
import type { AccountsService } from './accounts-service.ts';
import type { PasswordService } from './password-service.ts';
import { toFirstStepSessionUser, toSessionUser } from './session-user.ts';

export interface AccountsRoutesOptions {
  accounts: AccountsService;
  passwords: PasswordService;
  sessions: SessionsService;
  cookie: SessionCookieSettings;
}

/** API group "Authentication": sign-up, sign-in, sessions and passwords. */
export const accountsRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  app,
  options,
) => {
  const { accounts, passwords, sessions, cookie } = options;

  route(app, accountsApi.corporate, async (request) => {
    const { corporateName } = request.params;
    const organisation = await accounts.organisationByCorporateName(corporateName);
    if (!organisation) throw notFound('We could not find that organisation.');
    return { corporateName, organisationName: organisation.name };
  });

  route(app, accountsApi.signUp, (request) => accounts.signUp(request.body, originOf(request)));

  route(app, accountsApi.verifyEmail, async (request, reply) => {
    const verified = await accounts.verifyEmail(request.body.token, originOf(request));
    const { signedIn } = verified;
    if (signedIn) {
      await endCookieSession(sessions, request);
      setSessionCookie(reply, cookie, signedIn);
    }
    return {
      message: verified.message,
      email: verified.email,
      user: signedIn ? toFirstStepSessionUser(signedIn) : null,
    };
  });

  route(app, accountsApi.resendVerification, (request) =>
    accounts.resendVerification(request.body, originOf(request)),
  );

  route(app, accountsApi.login, async (request, reply) => {
    const signedIn = await accounts.signIn(request.body, originOf(request));
    if ('secondStep' in signedIn) {
      const { token, expiresAt, methods } = signedIn.secondStep;
      return { secondStep: { token, expiresAt: expiresAt.toISOString(), methods } };
    }
    await endCookieSession(sessions, request);
    setSessionCookie(reply, cookie, signedIn);
    return { user: toFirstStepSessionUser(signedIn) };
  });

  route(app, accountsApi.logout, async (request, reply) => {
    if (request.user) {
      const { session, account } = currentSessionUser(request);
      await sessions.end(session, account, originOf(request));
    }
    clearSessionCookie(reply, cookie);
  });

  route(app, accountsApi.session, (request, reply) => {
    matchSignedInHint(request, reply, cookie);
    const current = request.user;
    if (!current) return { user: null };
    const user = toSessionUser(current.account, current.organisation, current.access);
    return {
      user: request.twoFactorSetUpRequired ? { ...user, TwoFactorSetUpRequired: true } : user,
    };
  });

  // Nothing to answer: checking the session on the way in is what keeps it from going idle.
  route(app, accountsApi.keepAlive, () => undefined, { preValidation: requireSession });

  route(app, accountsApi.validateSession, (request) => {
    const { account, session, accessToken, access } = currentUser(request);
    return {
      userId: account.id,
      organisationId: account.organisationId,
      role: account.role,
      roleId: ROLE_IDS[account.role],
      isAdmin: account.role !== 'org_user',
      appAccess: effectiveApps(account.role, access),
      expiresAt: (session ?? accessToken).expiresAt.toISOString(),
    };
  });

  route(app, accountsApi.forgotPassword, (request) =>
    passwords.forgot(request.body.email, originOf(request)),
  );

  route(app, accountsApi.resetPassword, (request) =>
    passwords.reset(request.body.token, request.body.password, originOf(request)),
  );

  route(
    app,
    accountsApi.changePassword,
    (request) => {
      const { account, session } = currentSessionUser(request);
      return passwords.change(account, session.id, request.body, originOf(request));
    },
    { preValidation: requireSession },
  );
};
