import { ERROR_CODES } from '@prakar/shared/api-error';
import { AUTH_ERROR_CODES } from '@prakar/shared/auth-error-codes';
import { WRONG_CODE_MESSAGE } from '@prakar/shared/two-factor';
import type { Database, Executor, Transaction } from '#src/db/client.ts';
import type { SecondFactor } from '#src/db/schema.ts';
import { HttpError } from '#src/http-error.ts';
import type { UserRow } from '#src/modules/accounts/account-records.ts';
import { type RequestOrigin, recordAudit } from '#src/modules/audit/audit-log.ts';
import { type Limiter, USER_LIMITS } from '#src/modules/rate-limit/limits.ts';
import type { SecurityNotices } from '#src/modules/security-notices/security-notices.ts';
import { newRecoveryCodes, recoveryCodeHasher } from './recovery-codes.ts';
import { holdSecondSteps, secondStepMethodsOf } from './second-step-methods.ts';
import { createSecretBox } from './secret-box.ts';
import { matchingStep, newTotpSecret, qrCodeOf, typedSecret } from './totp.ts';
import { appRemoved, twoFactorChange } from './two-factor-mails.ts';
import { createTwoFactorRepository } from './two-factor-repository.ts';

const ALREADY_ON_MESSAGE = 'Two-step sign-in is already on.';
const NOT_ON_MESSAGE = 'Two-step sign-in is not on.';

const wrongCode = () =>
  new HttpError(400, AUTH_ERROR_CODES.wrongCode, WRONG_CODE_MESSAGE, {
    code: WRONG_CODE_MESSAGE,
  });
const conflict = (message: string) => new HttpError(409, ERROR_CODES.conflict, message);

export interface TwoFactorServiceDeps {
  db: Database;
  now: () => Date;
  limiter: Limiter;
  notices: SecurityNotices;
  /** 32 bytes: encrypts the secrets and keys the recovery codes' hashes (two-factor-key.ts). */
  key: Buffer;
  /** Refuses turning the app off when it is the last second step the policy requires. */
  assertNotLast: (tx: Transaction, user: UserRow, method: 'app') => Promise<void>;
  /** Whether the organisation's policy (or the user's staff role) requires two-step sign-in. */
  policyCovers: (executor: Executor, user: UserRow) => Promise<boolean>;
}

export function createTwoFactorService(deps: TwoFactorServiceDeps) {
  const { db, now, limiter } = deps;
  const box = createSecretBox(deps.key);
  const hashRecoveryCode = recoveryCodeHasher(deps.key);
  const repository = (executor: Executor = db) => createTwoFactorRepository(executor);

  /**
   * The second factor the code proves for a user with two-step sign-in on, using it up: a code
   * of a step later than the last one accepted, or (where allowed) an unused recovery code.
   */
  async function prove(
    userId: number,
    code: string,
    allowRecoveryCode: boolean,
    executor: Executor = db,
  ): Promise<SecondFactor | undefined> {
    const secrets = repository(executor);
    const row = await secrets.findSecret(userId);
    if (!row?.confirmedAt) return undefined;
    const at = now();
    if (/^\d{6}$/.test(code)) {
      const step = matchingStep(box.open(row.secretCiphertext, userId), code, at);
      return step !== undefined && (await secrets.useStep(userId, step)) ? 'totp' : undefined;
    }
    if (!allowRecoveryCode) return undefined;
    const used = await secrets.useRecoveryCode(userId, hashRecoveryCode(code), at);
    return used ? 'recovery_code' : undefined;
  }

  /** A code given on the profile: counted per user, refused with the message at the field. */
  async function assertProven(user: UserRow, code: string, allowRecoveryCode: boolean) {
    await limiter.consume(USER_LIMITS.twoFactorCode, String(user.id));
    const factor = await prove(user.id, code, allowRecoveryCode);
    if (!factor) throw wrongCode();
    return factor;
  }

  async function auditChange(
    executor: Executor,
    user: UserRow,
    origin: RequestOrigin,
    action: 'two_factor_enabled' | 'two_factor_disabled' | 'recovery_codes_regenerated',
    after?: unknown,
  ) {
    await recordAudit(executor, now(), origin, {
      action,
      actorUserId: user.id,
      organisationId: user.organisationId,
      targetType: 'user',
      targetId: String(user.id),
      after,
    });
  }

  async function mailNotice(
    user: UserRow,
    origin: RequestOrigin,
    notice: Parameters<SecurityNotices['send']>[3],
  ) {
    await deps.notices.send(user, origin, now(), notice);
  }

  async function issueRecoveryCodes(userId: number): Promise<string[]> {
    const { codes, hashes } = newRecoveryCodes(hashRecoveryCode);
    await repository().replaceRecoveryCodes(userId, hashes);
    return codes;
  }

  return {
    /** Whether signing in as this user takes a second step. */
    async isOn(userId: number): Promise<boolean> {
      return Boolean((await repository().findSecret(userId))?.confirmedAt);
    },

    async status(user: UserRow) {
      const row = await repository().findSecret(user.id);
      const enabledAt = row?.confirmedAt ?? null;
      return {
        enabled: enabledAt !== null,
        enabledAt: enabledAt?.toISOString() ?? null,
        recoveryCodesLeft: enabledAt ? await repository().recoveryCodesLeft(user.id) : 0,
      };
    },

    /** A new secret, kept unconfirmed (replacing one not confirmed before) until a code proves it. */
    async setUp(user: UserRow) {
      const secret = newTotpSecret();
      const sealed = box.seal(secret, user.id);
      if (!(await repository().putUnconfirmedSecret(user.id, sealed, now()))) {
        throw conflict(ALREADY_ON_MESSAGE);
      }
      return { qrCode: await qrCodeOf(secret, user.email), secret: typedSecret(secret) };
    },

    /** A current code from the new secret turns it on; the recovery codes are answered once. */
    async confirm(user: UserRow, code: string, origin: RequestOrigin) {
      await limiter.consume(USER_LIMITS.twoFactorCode, String(user.id));
      const row = await repository().findSecret(user.id);
      if (!row) throw conflict('Please start setting up two-step sign-in again.');
      if (row.confirmedAt) throw conflict(ALREADY_ON_MESSAGE);
      const at = now();
      const step = matchingStep(box.open(row.secretCiphertext, user.id), code, at);
      if (step === undefined || !(await repository().useStep(user.id, step, at))) {
        throw wrongCode();
      }
      const recoveryCodes = await issueRecoveryCodes(user.id);
      await auditChange(db, user, origin, 'two_factor_enabled');
      await mailNotice(user, origin, twoFactorChange(true));
      return { recoveryCodes };
    },

    async regenerateRecoveryCodes(user: UserRow, code: string, origin: RequestOrigin) {
      if (!(await this.isOn(user.id))) throw conflict(NOT_ON_MESSAGE);
      await assertProven(user, code, false);
      const recoveryCodes = await issueRecoveryCodes(user.id);
      await auditChange(db, user, origin, 'recovery_codes_regenerated');
      return { recoveryCodes };
    },

    /**
     * Needs a current code or a recovery code; the owner is told by e-mail what signing in asks
     * for now. Checked and removed in one transaction, which a removal of a passkey waits for.
     */
    async turnOff(user: UserRow, code: string, origin: RequestOrigin): Promise<void> {
      // Counted before the transaction: the rate-limit store may be this database.
      await limiter.consume(USER_LIMITS.twoFactorCode, String(user.id));
      const notice = await db.transaction(async (tx) => {
        await holdSecondSteps(tx, user.id);
        if (!(await repository(tx).findSecret(user.id))?.confirmedAt) {
          throw conflict(NOT_ON_MESSAGE);
        }
        await deps.assertNotLast(tx, user, 'app');
        const factor = await prove(user.id, code, true, tx);
        if (!factor) throw wrongCode();
        await repository(tx).deleteAll(user.id);
        await auditChange(tx, user, origin, 'two_factor_disabled', { secondFactor: factor });
        if (!(await secondStepMethodsOf(tx, user.id)).includes('passkey')) {
          return twoFactorChange(false);
        }
        return appRemoved(await deps.policyCovers(tx, user));
      });
      await mailNotice(user, origin, notice);
    },

    /** The second step of a sign-in: a current code or an unused recovery code, used up. */
    proveSignInCode(userId: number, code: string): Promise<SecondFactor | undefined> {
      return prove(userId, code, true);
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
