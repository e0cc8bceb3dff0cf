import { ERROR_CODES } from '@prakar/shared/api-error';
import type { Executor } from '#src/db/client.ts';
import { HttpError } from '#src/http-error.ts';
import { type RequestOrigin, recordAudit } from '#src/modules/audit/audit-log.ts';
import { IP_LIMITS } from '#src/modules/rate-limit/limits.ts';
import { hashSecretToken } from '#src/modules/sessions/secret-token.ts';
import { createAccountsRepository, type UserRow } from './accounts-repository.ts';
import type { AccountsServiceDeps } from './accounts-service.ts';
import { queueResetLink as queueLink } from './mailed-links.ts';
import { assertAcceptablePassword } from './password-policy.ts';
import { assertTokenUsable } from './token-errors.ts';

export const FORGOT_PASSWORD_MESSAGE =
  'If an account uses that address, we have sent it a link to reset the password. The link expires in 30 minutes.';
export const PASSWORD_RESET_MESSAGE =
  'Your password has been changed and you have been signed out everywhere. Please sign in with the new password.';
export const PASSWORD_CHANGED_MESSAGE =
  'Your password has been changed. Your other sessions have been signed out.';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is not correct.';

export function createPasswordService(deps: AccountsServiceDeps) {
  const { db, hasher, now } = deps;
  /** A new reset link to an existing user (an administrator's "send reset link"). */
  const queueResetLink = (tx: Executor, user: UserRow, at: Date) => queueLink(deps, tx, user, at);

  return {
    queueResetLink,

    /**
     * The same answer, and the same work, whether or not the address has an account: the request
     * is recorded, and the worker mails the link if there is someone to send it to.
     */
    async forgot(email: string, origin: RequestOrigin): Promise<{ message: string }> {
      await deps.limiter.consume(IP_LIMITS.forgotPassword, origin.ip ?? 'unknown');
      await deps.limiter.consumeMailTo('passwordReset', email);
      await deps.mailRequests.record({ kind: 'password_reset', email, origin });
      return { message: FORGOT_PASSWORD_MESSAGE };
    },

    /**
     * Sets the new password and ends every session of the user, so whoever knew the old one is
     * out. It does not sign in: the e-mailed link alone must not become a session. Opening the
     * link proves the address, so an unverified account becomes active.
     */
    async reset(
      token: string,
      password: string,
      origin: RequestOrigin,
    ): Promise<{ message: string }> {
      assertAcceptablePassword(password, 'password');
      const passwordHash = await hasher.hash(password);
      const at = now();
      const reset = await db.transaction(async (tx) => {
        const repository = createAccountsRepository(tx);
        const row = assertTokenUsable(
          await repository.findEmailToken(hashSecretToken(token), 'reset_password'),
          at,
        );
        if (!(await repository.useEmailToken(row.id, at))) {
          assertTokenUsable({ ...row, usedAt: at }, at);
        }
        const found = await repository.findUserById(row.userId);
        if (!found) return undefined;
        const { user } = found;
        await repository.updateUser(user.id, {
          passwordHash,
          ...(user.status === 'unverified'
            ? { status: 'active' as const, emailVerifiedAt: at }
            : {}),
        });
        await deps.sessions.endAllOfUser(tx, user, origin);
        await recordAudit(tx, at, origin, {
          action: 'password_reset',
          actorUserId: user.id,
          organisationId: user.organisationId,
          targetType: 'user',
          targetId: String(user.id),
        });
        return user;
      });
      if (!reset) return { message: PASSWORD_RESET_MESSAGE };
      await deps.notices.passwordChanged(reset, origin, at, 'reset');
      // Outside the transaction: the lock lives in the rate-limit store, which may be this database.
      await deps.limiter.liftAccountSignInLock(reset.email);
      return { message: PASSWORD_RESET_MESSAGE };
    },

    /** Needs the current password; ends the user's other sessions, keeps this one. */
    async change(
      user: UserRow,
      currentSessionId: string,
      passwords: { currentPassword: string; newPassword: string },
      origin: RequestOrigin,
    ): Promise<{ message: string }> {
      const matches =
        user.passwordHash !== null &&
        (await hasher.verify(user.passwordHash, passwords.currentPassword));
      if (!matches) {
        throw new HttpError(400, ERROR_CODES.validation, WRONG_CURRENT_PASSWORD_MESSAGE, {
          currentPassword: WRONG_CURRENT_PASSWORD_MESSAGE,
        });
      }
      assertAcceptablePassword(passwords.newPassword, 'newPassword');
      const passwordHash = await hasher.hash(passwords.newPassword);
      const at = now();
      await db.transaction(async (tx) => {
        await createAccountsRepository(tx).updateUser(user.id, { passwordHash });
        await deps.sessions.endAllOfUser(tx, user, origin, currentSessionId);
        await recordAudit(tx, at, origin, {
          action: 'password_changed',
          actorUserId: user.id,
          organisationId: user.organisationId,
          targetType: 'user',
          targetId: String(user.id),
        });
      });
      await deps.notices.passwordChanged(user, origin, at, 'changed');
      return { message: PASSWORD_CHANGED_MESSAGE };
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
