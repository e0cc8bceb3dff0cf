import { apiErrorSchema } from '@prakar/shared/api-error';
import {
  apiTokenResponseSchema,
  changePasswordSchema,
  corporateLandingSchema,
  emailOnlySchema,
  loginResponseSchema,
  loginSchema,
  messageResponseSchema,
  resetPasswordSchema,
  sessionResponseSchema,
  signUpSchema,
  tokenSchema,
  validateSessionResponseSchema,
} from '@prakar/shared/auth';
import { effectiveApps, ROLE_IDS } from '@prakar/shared/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '#src/http-error.ts';
import {
  clearSessionCookie,
  type SessionCookieSettings,
  setSessionCookie,
} from '#src/modules/sessions/session-cookie.ts';
import type { SessionsService } from '#src/modules/sessions/sessions-service.ts';
import { currentUser, originOf, requireUser } from '#src/plugins/authentication.ts';
import { errorResponses } from '#src/plugins/error-responses.ts';
import type { AccountsService } from './accounts-service.ts';
import type { PasswordService } from './password-service.ts';
import { toSessionUser } from './session-user.ts';

export interface AccountsRoutesOptions {
  accounts: AccountsService;
  passwords: PasswordService;
  sessions: SessionsService;
  cookie: SessionCookieSettings;
}

const errors = errorResponses(400, 401, 403, 415, 429, 500);
const tags = ['Authentication'];

/** API group "Authentication": sign-up, sign-in, sessions and passwords. */
export const accountsRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  app,
  options,
) => {
  const { accounts, passwords, sessions, cookie } = options;

  app.get(
    '/Corporate/:corporateName',
    {
      config: { signIn: 'none' },
      schema: {
        tags,
        summary:
          'The organisation behind `/login?corporateName=`, whose name the login page shows.',
        params: z.object({ corporateName: z.string().trim().min(1).max(100) }),
        response: { 200: corporateLandingSchema, 404: apiErrorSchema, 500: apiErrorSchema },
      },
    },
    async (request) => {
      const { corporateName } = request.params;
      const organisation = await accounts.organisationByCorporateName(corporateName);
      if (!organisation) throw notFound('We could not find that organisation.');
      return { corporateName, organisationName: organisation.name };
    },
  );

  app.post(
    '/SignUp',
    {
      config: { signIn: 'none' },
      schema: {
        tags,
        summary: 'Create an organisation and its administrator; a confirmation link is e-mailed.',
        body: signUpSchema,
        response: { 201: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await accounts.signUp(request.body, originOf(request))),
  );

  app.post(
    '/VerifyEmail',
    {
      config: { signIn: 'none' },
      schema: {
        tags,
        summary: 'Confirm an e-mail address with the code from the link (single-use, 24 hours).',
        body: tokenSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => accounts.verifyEmail(request.body.token, originOf(request)),
  );

  app.post(
    '/ResendVerification',
    {
      config: { signIn: 'none' },
      schema: {
        tags,
        summary: 'Send a new confirmation link; the same answer whether or not the address exists.',
        body: emailOnlySchema,
        response: { 202: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(await accounts.resendVerification(request.body.email, originOf(request))),
  );

  app.post(
    '/Login',
    {
      config: { signIn: 'none' },
      schema: {
        tags,
        summary: 'Sign in: sets the HttpOnly session cookie and returns the user record.',
        body: loginSchema,
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const signedIn = await accounts.signIn(request.body, originOf(request));
      setSessionCookie(reply, cookie, signedIn.token, signedIn.expiresAt);
      return { user: toSessionUser(signedIn.user, signedIn.organisation, signedIn.access) };
    },
  );

  app.post(
    '/Token',
    {
      config: { signIn: 'none' },
      schema: {
        tags,
        summary: 'For API clients: sign in and receive a bearer token (never used by the website).',
        body: loginSchema.pick({ email: true, password: true }),
        response: { 200: apiTokenResponseSchema, ...errors },
      },
    },
    async (request) => {
      const signedIn = await accounts.signIn(request.body, originOf(request));
      return { token: signedIn.token, expiresAt: signedIn.expiresAt.toISOString() };
    },
  );

  app.post(
    '/Logout',
    {
      config: { signIn: 'optional' },
      schema: {
        tags,
        summary: 'End the current session and clear its cookie.',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (request.user) {
        await sessions.end(request.user.session, request.user.account, originOf(request));
      }
      clearSessionCookie(reply, cookie);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/Session',
    {
      config: { signIn: 'optional' },
      schema: {
        tags,
        summary: 'The signed-in user, or null (never 401, so the page can restore quietly).',
        response: { 200: sessionResponseSchema, ...errorResponses(429, 500) },
      },
    },
    async (request) => {
      const current = request.user;
      return {
        user: current ? toSessionUser(current.account, current.organisation, current.access) : null,
      };
    },
  );

  app.post(
    '/KeepAlive',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Activity in the page: keeps the session from going idle.',
        response: { 204: z.null(), ...errors },
      },
    },
    async (_request, reply) => reply.code(204).send(null),
  );

  app.get(
    '/ValidateSession',
    {
      schema: {
        tags,
        summary: 'For the sibling apps (single sign-on): who holds this session cookie or token.',
        response: { 200: validateSessionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { account, session, access } = currentUser(request);
      return {
        userId: account.id,
        organisationId: account.organisationId,
        role: account.role,
        roleId: ROLE_IDS[account.role],
        isAdmin: account.role !== 'org_user',
        appAccess: effectiveApps(account.role, access),
        expiresAt: session.expiresAt.toISOString(),
      };
    },
  );

  app.post(
    '/ForgotPassword',
    {
      config: { signIn: 'none' },
      schema: {
        tags,
        summary:
          'E-mail a reset link (30 minutes); the same answer whether or not the address exists.',
        body: emailOnlySchema,
        response: { 202: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await passwords.forgot(request.body.email, originOf(request))),
  );

  app.post(
    '/ResetPassword',
    {
      config: { signIn: 'none' },
      schema: {
        tags,
        summary: 'Set a new password with the e-mailed code; signs the user out everywhere.',
        body: resetPasswordSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) =>
      passwords.reset(request.body.token, request.body.password, originOf(request)),
  );

  app.post(
    '/ChangePassword',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Change the password (the current one is required); ends the other sessions.',
        body: changePasswordSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { account, session } = currentUser(request);
      return passwords.change(account, session.id, request.body, originOf(request));
    },
  );
};
