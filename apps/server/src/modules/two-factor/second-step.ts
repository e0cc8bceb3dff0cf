import { ERROR_CODES } from '@prakar/shared/api-error';
import { AUTH_ERROR_CODES } from '@prakar/shared/auth-error-codes';
import {
  policyCovers,
  type SecondStepMethod,
  type TwoFactorPolicy,
  WRONG_CODE_MESSAGE,
} from '@prakar/shared/two-factor';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { Database } from '#src/db/client.ts';
import type { SecondFactor } from '#src/db/schema.ts';
import { HttpError } from '#src/http-error.ts';
import { accountRecords, type UserRow } from '#src/modules/accounts/account-records.ts';
import { auditFailedSignIn } from '#src/modules/accounts/failed-sign-in.ts';
import type { SessionStarter } from '#src/modules/accounts/start-session.ts';
import type { RequestOrigin } from '#src/modules/audit/audit-log.ts';
import type { PasskeyAssertion } from '#src/modules/passkeys/passkey-assertion.ts';
import { IP_LIMITS, type Limiter } from '#src/modules/rate-limit/limits.ts';
import { hashSecretToken, newSecretToken } from '#src/modules/sessions/secret-token.ts';
import { secondStepMethodsOf } from './second-step-methods.ts';
import { createTwoFactorRepository } from './two-factor-repository.ts';

/** How long the second step may follow the password. */
const PENDING_SIGN_IN_MS = 5 * 60_000;
/** Wrong answers one pending sign-in takes before the password must be given again. */
const WRONG_ANSWERS_PER_PENDING_SIGN_IN = 5;

const SECOND_STEP_EXPIRED_MESSAGE =
  'Your sign-in has timed out. Please enter your e-mail address and password again.';
const PASSKEY_REFUSED_MESSAGE =
  'That passkey did not sign you in. Please try again with a passkey of your account, or use a code.';

const secondStepExpired = () =>
  new HttpError(401, AUTH_ERROR_CODES.secondStepExpired, SECOND_STEP_EXPIRED_MESSAGE);

/** What refuses a second step's answer: its audited reason and its answer to the browser. */
const REFUSALS = {
  code: {
    reason: 'wrong_code',
    error: () =>
      new HttpError(401, AUTH_ERROR_CODES.wrongCode, WRONG_CODE_MESSAGE, {
        code: WRONG_CODE_MESSAGE,
      }),
  },
  passkey: {
    reason: 'passkey_refused',
    error: () => new HttpError(401, AUTH_ERROR_CODES.passkeyRefused, PASSKEY_REFUSED_MESSAGE),
  },
} as const;

export interface SecondStepDeps {
  db: Database;
  now: () => Date;
  limiter: Limiter;
  startSession: SessionStarter;
  passkeys: PasskeyAssertion;
  /** The authenticator app: the factor a code proves (using it up). */
  app: {
    proveSignInCode(userId: number, code: string): Promise<SecondFactor | undefined>;
  };
}

/**
 * The second step of a sign-in after the right password (docs/decisions/0087, 0093): a pending
 * sign-in, finished with the authenticator app's code (or a recovery code) or with one of the
 * user's own passkeys. Wrong answers count towards the same locks as wrong passwords, a few of
 * them end the pending sign-in, and the right one ends it and starts the session.
 */
export function createSecondStep(deps: SecondStepDeps) {
  const { db, now, limiter } = deps;
  const repository = () => createTwoFactorRepository(db);

  /** The user of an open pending sign-in, still active; else the step has expired. */
  async function pendingOf(token: string) {
    const pending = await repository().findOpenPendingSignIn(hashSecretToken(token), now());
    const found = pending ? await accountRecords(db).findUserById(pending.userId) : undefined;
    if (!pending || found?.user.status !== 'active') throw secondStepExpired();
    return { pending, ...found };
  }

  async function finish(
    token: string,
    origin: RequestOrigin,
    refusal: (typeof REFUSALS)[keyof typeof REFUSALS],
    prove: (user: UserRow) => Promise<SecondFactor | undefined>,
  ) {
    const ip = origin.ip ?? 'unknown';
    await limiter.consume(IP_LIMITS.signIn, ip);
    const { pending, user, organisation } = await pendingOf(token);
    await limiter.assertSignInAllowed(user.email, ip);
    const factor = await prove(user);
    if (!factor) {
      await limiter.recordFailedSignIn(user.email, ip);
      const wrongAnswers = await repository().countWrongCode(pending.id);
      if (wrongAnswers >= WRONG_ANSWERS_PER_PENDING_SIGN_IN) {
        await repository().usePendingSignIn(pending.id, now());
      }
      await auditFailedSignIn(db, now(), origin, user, { reason: refusal.reason });
      throw refusal.error();
    }
    if (!(await repository().usePendingSignIn(pending.id, now()))) throw secondStepExpired();
    await limiter.clearFailedSignIns(user.email, ip);
    return deps.startSession(user, organisation, origin, 'password', factor);
  }

  return {
    /** What may prove this user's second step: their authenticator app, their passkeys. */
    methods(userId: number): Promise<SecondStepMethod[]> {
      return secondStepMethodsOf(db, userId);
    },

    /**
     * The methods the password must be followed by: any the user has once the app is on, or
     * once the organisation's policy covers them; none otherwise (a passkey alone signs in
     * without the password, so it does not make the password ask for more).
     */
    async requiredAfterPassword(user: UserRow, policy: TwoFactorPolicy) {
      const methods = await this.methods(user.id);
      return methods.includes('app') || policyCovers(policy, user.role) ? methods : [];
    },

    /** After the right password: the token for the second step, which is not a session. */
    async begin(user: UserRow): Promise<{ token: string; expiresAt: Date }> {
      const token = newSecretToken();
      const expiresAt = new Date(now().getTime() + PENDING_SIGN_IN_MS);
      await repository().insertPendingSignIn({
        tokenHash: hashSecretToken(token),
        userId: user.id,
        expiresAt,
      });
      return { token, expiresAt };
    },

    /** The second step with a code from the authenticator app or a recovery code. */
    finishWithCode(token: string, code: string, origin: RequestOrigin) {
      return finish(token, origin, REFUSALS.code, (user) =>
        deps.app.proveSignInCode(user.id, code),
      );
    },

    /** A challenge only the pending sign-in user's own passkeys may answer. */
    async passkeyOptions(token: string, origin: RequestOrigin) {
      await limiter.consume(IP_LIMITS.passkeyChallenge, origin.ip ?? 'unknown');
      const { user } = await pendingOf(token);
      const passkeys = await deps.passkeys.listFor(user.id);
      if (passkeys.length === 0) {
        throw new HttpError(
          409,
          ERROR_CODES.conflict,
          'Your account has no passkey. Please use a code instead.',
        );
      }
      return deps.passkeys.options({ id: user.id, passkeys });
    },

    /** The second step with one of the user's passkeys, answering a challenge handed to them. */
    finishWithPasskey(token: string, input: { response: unknown }, origin: RequestOrigin) {
      return finish(token, origin, REFUSALS.passkey, async (user) => {
        const answer = await deps.passkeys.answer(
          input.response as AuthenticationResponseJSON,
          user.id,
        );
        const counter = await answer?.verify();
        if (!answer || counter === undefined) return undefined;
        await deps.passkeys.markUsed(answer.row, counter);
        return 'passkey';
      });
    },
  };
}

export type SecondStep = ReturnType<typeof createSecondStep>;
