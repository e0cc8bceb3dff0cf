import { AUTH_ERROR_CODES } from '@prakar/shared/auth-error-codes';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { Database } from '#src/db/client.ts';
import { HttpError } from '#src/http-error.ts';
import { accountRecords } from '#src/modules/accounts/account-records.ts';
import { auditFailedSignIn } from '#src/modules/accounts/failed-sign-in.ts';
import type { SessionStarter } from '#src/modules/accounts/start-session.ts';
import type { RequestOrigin } from '#src/modules/audit/audit-log.ts';
import { IP_LIMITS, type Limiter } from '#src/modules/rate-limit/limits.ts';
import type { PasskeyAssertion } from './passkey-assertion.ts';

const PASSKEY_SIGN_IN_REFUSED_MESSAGE =
  'That passkey did not sign you in. It may have been removed from your account, or the request timed out. Please try again, or sign in with your password.';

export interface PasskeySignInDeps {
  db: Database;
  now: () => Date;
  limiter: Limiter;
  assertion: PasskeyAssertion;
  startSession: SessionStarter;
}

/** Signing in with a passkey alone: the challenge, then the device's signed answer. */
export function createPasskeySignIn(deps: PasskeySignInDeps) {
  const { db, now, limiter, assertion } = deps;

  return {
    /** A sign-in challenge any of this site's passkeys may answer: the device offers its own. */
    async options(origin: RequestOrigin) {
      await limiter.consume(IP_LIMITS.passkeyChallenge, origin.ip ?? 'unknown');
      return assertion.options(null);
    },

    /**
     * Signs in with a passkey alone: its answer must sign a challenge handed out here (used up
     * at once, so no answer works twice), for this site's origin, with the user verified by the
     * device. That is two factors in one, so the session counts as two-step (docs/decisions/0089).
     * Counted and locked like the password.
     */
    async signIn(input: { response: unknown }, origin: RequestOrigin) {
      const response = input.response as AuthenticationResponseJSON;
      const ip = origin.ip ?? 'unknown';
      await limiter.consume(IP_LIMITS.signIn, ip);
      const refused = () =>
        new HttpError(401, AUTH_ERROR_CODES.passkeyRefused, PASSKEY_SIGN_IN_REFUSED_MESSAGE);
      const answer = await assertion.answer(response, null);
      const found = answer ? await accountRecords(db).findUserById(answer.row.userId) : undefined;
      if (!answer || !found) throw refused();
      const { user, organisation } = found;
      await limiter.assertSignInAllowed(user.email, ip);
      const counter = await answer.verify();
      if (counter === undefined) {
        await limiter.recordFailedSignIn(user.email, ip);
        await auditFailedSignIn(db, now(), origin, user, { reason: 'passkey_refused' });
        throw refused();
      }
      if (user.status !== 'active') {
        throw new HttpError(
          403,
          AUTH_ERROR_CODES.accountDeactivated,
          'This account has been deactivated. Please contact your organisation’s administrator.',
        );
      }
      await assertion.markUsed(answer.row, counter);
      await limiter.clearFailedSignIns(user.email, ip);
      return deps.startSession(user, organisation, origin, 'passkey', 'passkey');
    },
  };
}

export type PasskeySignIn = ReturnType<typeof createPasskeySignIn>;
