import { ERROR_CODES } from '@prakar/shared/api-error';
import type { Executor } from '#src/db/client.ts';
import { HttpError } from '#src/http-error.ts';
import { type RequestOrigin, recordAudit } from '#src/modules/audit/audit-log.ts';
import { IP_LIMITS } from '#src/modules/rate-limit/limits.ts';
import { hashSecretToken } from '#src/modules/sessions/secret-token.ts';
import { passwordResetMail } from './accounts-mails.ts';
import { createAccountsRepository, type UserRow } from './accounts-repository.ts';
import type { AccountsServiceDeps } from './accounts-service.ts';
import { assertAcceptablePassword } from './password-policy.ts';
import { assertTokenUsable } from './token-errors.ts';

export const RESET_TOKEN_TTL_MS = 30 * 60_000;

export const FORGOT_PASSWORD_MESSAGE =
  'If an account uses that address, we have sent it a link to reset the password. The link expires in 30 minutes.';
export const PASSWORD_RESET_MESSAGE =
  'Your password has been changed and you have been signed out everywhere. Please sign in with the new password.';
export const PASSWORD_CHANGED_MESSAGE =
  'Your password has been changed. Your other sessions have been signed out.';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is not correct.';

export function createPasswordService(deps: AccountsServiceDeps) {
  const { db, outbox, hasher, now } = deps;
  /** Retires older reset links, stores a new one (hashed) and queues the e-mail carrying it. */
  async function queueResetLink(tx: Executor, user: UserRow, at: Date): Promise<void> {
    const token = await createAccountsRepository(tx).issueEmailToken(
      user.id,
      'reset_password',
      RESET_TOKEN_TTL_MS,
      at,
    );
    const url = `${deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await outbox.enqueue(tx, passwordResetMail(user.email, user.name, url));
  }

  return {
    queueResetLink,

    /**
     * The same answer whether or not the address has an account. Deactivated users get nothing,
     * and invited ones accept their invitation instead.
     */
    async forgot(email: string, origin: RequestOrigin): Promise<{ message: string }> {
      await deps.limiter.consume(IP_LIMITS.forgotPassword, origin.ip ?? 'unknown');
      await deps.limiter.consumeMailTo('passwordReset', email);
      let queued = false;
      await db.transaction(async (tx) => {
        const found = await createAccountsRepository(tx).findUserByEmail(email);
        if (!found || found.user.status === 'deactivated' || found.user.status === 'invited') {
          return;
        }
        const at = now();
        await queueResetLink(tx, found.user, at);
        await recordAudit(tx, at, origin, {
          action: 'password_reset_requested',
          actorUserId: found.user.id,
          organisationId: found.user.organisationId,
          targetType: 'user',
          targetId: String(found.user.id),
        });
        queued = true;
      });
      if (queued) outbox.notify();
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
      const email = await db.transaction(async (tx) => {
        const repository = createAccountsRepository(tx);
        const at = now();
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
        return user.email;
      });
      // Outside the transaction: the lock lives in the rate-limit store, which may be this database.
      if (email) await deps.limiter.liftAccountSignInLock(email);
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
      await db.transaction(async (tx) => {
        await createAccountsRepository(tx).updateUser(user.id, { passwordHash });
        await deps.sessions.endAllOfUser(tx, user, origin, currentSessionId);
        await recordAudit(tx, now(), origin, {
          action: 'password_changed',
          actorUserId: user.id,
          organisationId: user.organisationId,
          targetType: 'user',
          targetId: String(user.id),
        });
      });
      return { message: PASSWORD_CHANGED_MESSAGE };
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
