import {
  INVALID_CREDENTIALS_MESSAGE,
  type Login,
  type SignUp,
  WRONG_ORGANISATION_MESSAGE,
} from '@prakar/shared/auth';
import { AUTH_ERROR_CODES } from '@prakar/shared/auth-error-codes';
import type { SecondStepMethod, TwoFactorPolicy } from '@prakar/shared/two-factor';
import type { Database } from '#src/db/client.ts';
import { HttpError } from '#src/http-error.ts';
import type { AccessService } from '#src/modules/access/access-service.ts';
import { type RequestOrigin, recordAudit } from '#src/modules/audit/audit-log.ts';
import type { MailOutbox } from '#src/modules/mail/outbox.ts';
import type { Limiter } from '#src/modules/rate-limit/limits.ts';
import { IP_LIMITS } from '#src/modules/rate-limit/limits.ts';
import type { SecurityNotices } from '#src/modules/security-notices/security-notices.ts';
import { hashSecretToken } from '#src/modules/sessions/secret-token.ts';
import type { SessionsService } from '#src/modules/sessions/sessions-service.ts';
import {
  createAccountMailRequestsRepository,
  type NewAccountMailRequest,
} from './account-mail-requests-repository.ts';
import {
  createAccountsRepository,
  type OrganisationRow,
  type UserRow,
} from './accounts-repository.ts';
import { auditFailedSignIn } from './failed-sign-in.ts';
import { dummyPasswordHash, type PasswordHasher } from './password-hasher.ts';
import { assertAcceptablePassword } from './password-policy.ts';
import { createSessionStarter, type SignedIn } from './start-session.ts';
import { assertTokenUsable, TOKEN_MESSAGES } from './token-errors.ts';

export const SIGN_UP_MESSAGE =
  'Thank you for signing up. We have sent you an e-mail: please open the link in it to confirm your address and sign in.';
export const RESEND_MESSAGE =
  'If an account with that address is waiting for confirmation, we have sent a new link to it.';
export const VERIFIED_MESSAGE = 'Your e-mail address is confirmed. You can now sign in.';
const VERIFIED_SIGNED_IN_MESSAGE = 'Your e-mail address is confirmed, and you are signed in.';

const emailNotVerified = () =>
  new HttpError(
    403,
    AUTH_ERROR_CODES.emailNotVerified,
    'Please confirm your e-mail address first: open the link we sent you, or ask for a new one.',
  );

export interface AccountsServiceDeps {
  db: Database;
  outbox: MailOutbox;
  hasher: PasswordHasher;
  sessions: SessionsService;
  access: AccessService;
  limiter: Limiter;
  now: () => Date;
  publicUrl: string;
  /** Where sign-up, resend and forgotten-password requests go for the worker. */
  mailRequests: { record(request: NewAccountMailRequest): Promise<void> };
  /** Two-step sign-in: what must follow the user's password, and the pending sign-in it needs. */
  secondStep: {
    requiredAfterPassword(user: UserRow, policy: TwoFactorPolicy): Promise<SecondStepMethod[]>;
    begin(user: UserRow): Promise<{ token: string; expiresAt: Date }>;
  };
  notices: SecurityNotices;
}

/** The password was right, and the user's second step is next: no session yet. */
export interface SecondStepNeeded {
  secondStep: { token: string; expiresAt: Date; methods: SecondStepMethod[] };
}

/** A confirmed address; `signedIn` when the link also signed its user in. */
export interface Verified {
  message: string;
  email: string;
  signedIn?: SignedIn;
}

export function createAccountsService(deps: AccountsServiceDeps) {
  const { db, hasher, now } = deps;

  const startSession = createSessionStarter(deps);

  /**
   * Whether the confirmation link may sign this user in: only when this link is what confirmed
   * the address (an account confirmed before signs in with its password), the account is active,
   * it is not the firm's own staff, and sign-ins to the address are not locked after failed
   * passwords, from this client address or from any.
   */
  async function mayLinkSignIn(
    user: UserRow,
    confirmedNow: boolean,
    origin: RequestOrigin,
  ): Promise<boolean> {
    if (!confirmedNow || user.status !== 'active' || user.role === 'platform_admin') return false;
    try {
      await deps.limiter.assertSignInAllowed(user.email, origin.ip ?? 'unknown');
      return true;
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 429) return false;
      throw error;
    }
  }

  return {
    /** The organisation behind a sign-in page slug (`/login?corporateName=`), if any. */
    organisationByCorporateName(corporateName: string): Promise<OrganisationRow | undefined> {
      return createAccountsRepository(db).findOrganisationByCorporateName(corporateName);
    },

    /**
     * Records the request for the worker, which creates the organisation and its administrator,
     * unverified, and mails the link; an address that already has an account gets the same
     * answer, and its owner a warning instead. The password is hashed here either way.
     */
    async signUp(form: SignUp, origin: RequestOrigin): Promise<{ message: string }> {
      await deps.limiter.consume(IP_LIMITS.signUp, origin.ip ?? 'unknown');
      assertAcceptablePassword(form.password, 'password');
      await deps.limiter.consumeMailTo('verification', form.email);
      const passwordHash = await hasher.hash(form.password);
      await deps.mailRequests.record({
        kind: 'sign_up',
        email: form.email,
        details: {
          name: form.name,
          mobile: form.mobile,
          organisationName: form.organisationName,
          passwordHash,
          returnPath: form.returnPath,
        },
        origin,
      });
      return { message: SIGN_UP_MESSAGE };
    },

    /**
     * Confirms the address with the link's single-use code, then signs its user in when
     * `mayLinkSignIn` allows it (docs/decisions/0029…); otherwise the answer names the address,
     * so the sign-in form can be filled in with it.
     */
    async verifyEmail(token: string, origin: RequestOrigin): Promise<Verified> {
      const confirmed = await db.transaction(async (tx) => {
        const repository = createAccountsRepository(tx);
        const at = now();
        const row = assertTokenUsable(
          await repository.findEmailToken(hashSecretToken(token), 'verify_email'),
          at,
        );
        if (!(await repository.useEmailToken(row.id, at))) {
          assertTokenUsable({ ...row, usedAt: at }, at);
        }
        const found = await repository.findUserById(row.userId);
        if (!found) return undefined;
        const confirmedNow = found.user.status === 'unverified';
        const user: UserRow = confirmedNow
          ? { ...found.user, status: 'active', emailVerifiedAt: at }
          : found.user;
        if (confirmedNow) {
          await repository.updateUser(row.userId, { status: 'active', emailVerifiedAt: at });
        }
        await recordAudit(tx, at, origin, {
          action: 'email_verified',
          actorUserId: user.id,
          organisationId: user.organisationId,
          targetType: 'user',
          targetId: String(user.id),
        });
        return { user, organisation: found.organisation, confirmedNow };
      });
      if (!confirmed)
        throw new HttpError(400, AUTH_ERROR_CODES.tokenInvalid, TOKEN_MESSAGES.invalid);
      const { user, organisation, confirmedNow } = confirmed;
      // Outside the transaction: the lock lives in the rate-limit store, which may be this database.
      if (!(await mayLinkSignIn(user, confirmedNow, origin))) {
        return { message: VERIFIED_MESSAGE, email: user.email };
      }
      return {
        message: VERIFIED_SIGNED_IN_MESSAGE,
        email: user.email,
        signedIn: await startSession(user, organisation, origin, 'verification_link'),
      };
    },

    /** Records the request; the worker mails a new link if the address awaits confirmation. */
    async resendVerification(
      { email, returnPath }: { email: string; returnPath?: string | undefined },
      origin: RequestOrigin,
    ): Promise<{ message: string }> {
      await deps.limiter.consume(IP_LIMITS.resendVerification, origin.ip ?? 'unknown');
      await deps.limiter.consumeMailTo('verification', email);
      await deps.mailRequests.record({
        kind: 'verification',
        email,
        details: { returnPath },
        origin,
      });
      return { message: RESEND_MESSAGE };
    },

    /**
     * Checks the password (against a dummy hash for an unknown address, so both take as long),
     * then the account's state, then starts a new session, or, with two-step sign-in on, a
     * pending sign-in for the second step. Failures count towards the lock of the account and
     * client address and that of the account alone, which hold even against the right password;
     * the right password alone does not clear them for a user whose code is still to come.
     */
    async signIn(login: Login, origin: RequestOrigin): Promise<SignedIn | SecondStepNeeded> {
      const ip = origin.ip ?? 'unknown';
      await deps.limiter.consume(IP_LIMITS.signIn, ip);
      await deps.limiter.assertSignInAllowed(login.email, ip);
      const found = await createAccountsRepository(db).findUserByEmail(login.email);
      // A sign-up the worker has not yet made into an account (within a second or so) is
      // checked like the account it will become, so its owner hears to confirm the address.
      const pending = found
        ? undefined
        : await createAccountMailRequestsRepository(db).pendingSignUpPasswordHash(login.email);
      const passwordHash = found?.user.passwordHash ?? pending ?? (await dummyPasswordHash(hasher));
      const matches = await hasher.verify(passwordHash, login.password);
      if (pending && matches) throw emailNotVerified();
      if (!found || !matches) {
        await deps.limiter.recordFailedSignIn(login.email, ip);
        await auditFailedSignIn(db, now(), origin, found?.user, {
          reason: found ? 'wrong_password' : 'unknown_email',
        });
        throw new HttpError(401, AUTH_ERROR_CODES.invalidCredentials, INVALID_CREDENTIALS_MESSAGE);
      }
      const { user, organisation } = found;
      const methods = await deps.secondStep.requiredAfterPassword(
        user,
        organisation.twoFactorRequired,
      );
      const secondStep = methods.length > 0;
      if (!secondStep) await deps.limiter.clearFailedSignIns(login.email, ip);
      if (user.status === 'unverified') throw emailNotVerified();
      if (user.status === 'deactivated') {
        throw new HttpError(
          403,
          AUTH_ERROR_CODES.accountDeactivated,
          'This account has been deactivated. Please contact your organisation’s administrator.',
        );
      }
      if (
        login.corporateName &&
        user.role !== 'platform_admin' &&
        organisation.corporateName !== login.corporateName
      ) {
        await auditFailedSignIn(db, now(), origin, user, {
          reason: 'wrong_organisation',
          corporateName: login.corporateName,
        });
        throw new HttpError(403, AUTH_ERROR_CODES.wrongOrganisation, WRONG_ORGANISATION_MESSAGE);
      }
      if (secondStep) {
        return { secondStep: { ...(await deps.secondStep.begin(user)), methods } };
      }
      return startSession(user, organisation, origin, 'password');
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
